import type { RootContent } from 'mdast';
import { type ComponentContext, ComponentError, stringProp } from './context';
import { type HtmlElement, h } from './element';

/** A `<Tab>` is only meaningful inside `<Tabs>`, which reads these placeholders. */
export const TAB_MARKER = 'esmx-tab';

/** A `<Tab>`'s label given as JSX: its placeholder's first child, holding the rendered label until `<Tabs>` reads it. */
export const LABEL_MARKER = 'esmx-tab-label';

type Child = RootContent | HtmlElement;

/** One tab: its button label, the value that identifies it (for `groupId` and `defaultValue`) and its panel. */
export interface TabItem {
  /** Text, or what a JSX label rendered to (`<Tab label={<b>Rust</b>}>`), as Rspress shows a React node there. */
  label: string | Child[];
  value: string;
  /** The button's accessible name, for a label that shows no text of its own (an icon). */
  name?: string;
  children: Child[];
}

/**
 * WAI-ARIA tabs, complete without script: a `tablist` of `tab` buttons, each controlling a
 * `tabpanel`; the selected one is in the tab order, the others are reached with the arrow keys
 * (handled by the delegated client script, `src/client/content/tabs.ts`), and unselected panels are
 * `hidden` but stay in the HTML, so their text is searchable. `data-group-id` lets the script keep every
 * tab set of a group on the same choice and remember it.
 */
export function renderTabs(
  context: ComponentContext,
  items: readonly TabItem[],
  options: { groupId?: string; defaultValue?: string; className?: string },
): HtmlElement {
  if (items.length === 0) throw new ComponentError(`<${context.name}> has no tabs`);
  const id = context.uniqueId('tabs');
  const selected = Math.max(
    0,
    items.findIndex((item) => item.value === options.defaultValue),
  );
  const buttons = items.map((item, index) =>
    h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `${id}-tab-${index}`,
        ariaControls: [`${id}-panel-${index}`],
        ariaSelected: index === selected ? 'true' : 'false',
        tabIndex: index === selected ? 0 : -1,
        dataValue: item.value,
        ...(item.name === undefined ? {} : { ariaLabel: item.name }),
      },
      typeof item.label === 'string' ? [item.label] : item.label,
    ),
  );
  const panels = items.map((item, index) =>
    h(
      'div',
      {
        role: 'tabpanel',
        id: `${id}-panel-${index}`,
        ariaLabelledBy: [`${id}-tab-${index}`],
        tabIndex: 0,
        className: ['tab-panel'],
        hidden: index !== selected,
      },
      item.children,
    ),
  );
  return h(
    'div',
    {
      className: ['tabs', ...(options.className ? [options.className] : [])],
      ...(options.groupId ? { dataGroupId: options.groupId } : {}),
    },
    [h('div', { role: 'tablist', className: ['tab-list'] }, buttons), ...panels],
    context.node.position,
  );
}

/** `<Tabs groupId? defaultValue?>` holding `<Tab label="…" value?>` children (rendered first, into `tab` elements). */
export function Tabs(context: ComponentContext): HtmlElement {
  const items: TabItem[] = [];
  for (const child of context.children) {
    if (child.type === 'htmlElement' && child.tagName === TAB_MARKER) items.push(tabItem(child, items.length));
    else if (!(child.type === 'text' && child.value.trim() === '')) {
      throw new ComponentError(`<${context.name}> may only hold <${context.name.slice(0, -1)}> elements`);
    }
  }
  return renderTabs(context, items, {
    groupId: stringProp(context, 'groupId'),
    defaultValue: stringProp(context, 'defaultValue'),
  });
}

/**
 * `<Tab label="…" value?>`, or with a JSX label (`label={<Toml />}`, rendered by the pipeline as children are).
 * Rendered into a placeholder `<Tabs>` reads.
 */
export function Tab(context: ComponentContext): HtmlElement {
  const value = stringProp(context, 'value');
  const rendered = context.rendered.label;
  if (rendered) {
    if (rendered.length === 0)
      throw new ComponentError(`<${context.name}> label renders nothing: give the tab a label`);
    return h(TAB_MARKER, { value }, [h(LABEL_MARKER, {}, rendered), ...context.children], context.node.position);
  }
  const label = stringProp(context, 'label') ?? value;
  if (label === undefined) throw new ComponentError(`<${context.name}> needs a "label"`);
  return h(TAB_MARKER, { label, value: value ?? label }, context.children, context.node.position);
}

/**
 * The tab a placeholder stands for, the `index`th of its set. A JSX label is identified by its text, as a string
 * label is; one showing none when the page is built (an icon, or one of the site's own components, rendered later)
 * by its place (1, 2, …), unless the tab has a `value`, which then also names its button.
 */
function tabItem(marker: HtmlElement, index: number): TabItem {
  const [first, ...panel] = marker.children;
  const given = marker.properties.value === undefined ? undefined : String(marker.properties.value);
  if (first?.type === 'htmlElement' && first.tagName === LABEL_MARKER) {
    const text = textOf(first).trim();
    return {
      label: first.children,
      value: given ?? (text || String(index + 1)),
      ...(text === '' && given !== undefined ? { name: given } : {}),
      children: panel,
    };
  }
  const label = String(marker.properties.label);
  return { label, value: given ?? label, children: marker.children };
}

/** The text a node shows, as far as the build knows it before the site's own components render. */
function textOf(node: Child): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? (node.children as Child[]).map(textOf).join('') : '';
}
