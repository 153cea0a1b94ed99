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

/**
 * `<Tabs groupId? defaultValue? values?>` holding `<Tab label="…" value?>` children (rendered first, into `tab`
 * elements). As in Rspress, each entry of `values` labels the tab in its place, over the tab's own `label`: text,
 * or `{ label, value? }`; so its tabs need no label then, and it must name exactly as many as there are.
 */
export function Tabs(context: ComponentContext): HtmlElement {
  const markers: HtmlElement[] = [];
  for (const child of context.children) {
    if (child.type === 'htmlElement' && child.tagName === TAB_MARKER) markers.push(child);
    else if (!(child.type === 'text' && child.value.trim() === '')) {
      throw new ComponentError(`<${context.name}> may only hold <${context.name.slice(0, -1)}> elements`);
    }
  }
  const labels = givenLabels(context);
  if (labels && labels.length !== markers.length) {
    const tabs = `${markers.length} <${context.name.slice(0, -1)}>${markers.length === 1 ? '' : 's'}`;
    throw new ComponentError(
      `<${context.name}> values names ${labels.length} tab${labels.length === 1 ? '' : 's'} but it holds ${tabs}: give one label for each`,
    );
  }
  const unlabelled = labels ? [] : markers.filter((marker) => !hasLabel(marker));
  if (unlabelled.length > 0) {
    const lines = unlabelled.map((marker) => marker.position?.start.line ?? '?').join(', ');
    const tab = `<${context.name.slice(0, -1)}>`;
    throw new ComponentError(
      `${tab} at line${unlabelled.length === 1 ? ` ${lines} needs` : `s ${lines} need`} a "label", or its <${context.name}> a "values" list naming each tab`,
    );
  }
  const items = markers.map((marker, index) => (labels ? labelledItem(marker, labels[index]) : tabItem(marker, index)));
  return renderTabs(context, items, {
    groupId: stringProp(context, 'groupId'),
    defaultValue: stringProp(context, 'defaultValue'),
  });
}

/**
 * `<Tab label="…" value?>`, or with a JSX label (`label={<Toml />}`, rendered by the pipeline as children are), or
 * with none when its `<Tabs>` names it in `values` (which `<Tabs>` checks). Rendered into a placeholder `<Tabs>` reads.
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
  return h(TAB_MARKER, { label, value: value ?? label }, context.children, context.node.position);
}

/** A label `values` gives a tab: its text, and the value that identifies it when the entry names one. */
interface GivenLabel {
  label: string;
  value?: string;
}

/** The labels of `<Tabs values>`, or undefined without it; an entry that is not text or `{ label }` is an error. */
function givenLabels(context: ComponentContext): GivenLabel[] | undefined {
  const values = context.props.values;
  if (values === undefined) return undefined;
  const wrong = () =>
    new ComponentError(`<${context.name}> values must be a list of labels: text, or { label: "…", value?: "…" }`);
  if (!Array.isArray(values)) throw wrong();
  return values.map((entry) => {
    if (typeof entry === 'string' || typeof entry === 'number') return { label: String(entry) };
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw wrong();
    const { label, value } = entry;
    if (typeof label !== 'string' && typeof label !== 'number') throw wrong();
    if (value !== undefined && typeof value !== 'string') throw wrong();
    return { label: String(label), ...(value === undefined ? {} : { value }) };
  });
}

/** The tab a placeholder stands for, labelled by its `values` entry (its own label, JSX or not, unshown). */
function labelledItem(marker: HtmlElement, given: GivenLabel): TabItem {
  const [first, ...rest] = marker.children;
  const panel = first?.type === 'htmlElement' && first.tagName === LABEL_MARKER ? rest : marker.children;
  const own = marker.properties.value === undefined ? undefined : String(marker.properties.value);
  return { label: given.label, value: given.value ?? own ?? given.label, children: panel };
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

/** Whether a tab placeholder carries a label of its own, as text or rendered JSX. */
function hasLabel(marker: HtmlElement): boolean {
  const [first] = marker.children;
  return marker.properties.label !== undefined || (first?.type === 'htmlElement' && first.tagName === LABEL_MARKER);
}

/** The text a node shows, as far as the build knows it before the site's own components render. */
function textOf(node: Child): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? (node.children as Child[]).map(textOf).join('') : '';
}
