import type { RootContent } from 'mdast';
import { type ComponentContext, ComponentError, stringProp } from './context';
import { type HtmlElement, h } from './element';

/** A `<Tab>` is only meaningful inside `<Tabs>`, which reads these placeholders. */
export const TAB_MARKER = 'esmx-tab';

/** One tab: its button label, the value that identifies it (for `groupId` and `defaultValue`) and its panel. */
export interface TabItem {
  label: string;
  value: string;
  children: (RootContent | HtmlElement)[];
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
      },
      [item.label],
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
    if (child.type === 'htmlElement' && child.tagName === TAB_MARKER) {
      const label = String(child.properties.label);
      items.push({ label, value: String(child.properties.value ?? label), children: child.children });
    } else if (!(child.type === 'text' && child.value.trim() === '')) {
      throw new ComponentError(`<${context.name}> may only hold <${context.name.slice(0, -1)}> elements`);
    }
  }
  return renderTabs(context, items, {
    groupId: stringProp(context, 'groupId'),
    defaultValue: stringProp(context, 'defaultValue'),
  });
}

export function Tab(context: ComponentContext): HtmlElement {
  const label = stringProp(context, 'label') ?? stringProp(context, 'value');
  if (label === undefined) throw new ComponentError(`<${context.name}> needs a "label"`);
  return h(
    TAB_MARKER,
    { label, value: stringProp(context, 'value') ?? label },
    context.children,
    context.node.position,
  );
}
