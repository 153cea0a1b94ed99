import { pageString } from '../page-strings';
import { type ComponentContext, ComponentError, nodesProp, requiredString, stringProp, styleProp } from './context';
import { type HtmlElement, h } from './element';

/** `<Steps>`: its `###` headings become numbered steps (CSS counters), the rest is the steps' content. */
export function Steps(context: ComponentContext): HtmlElement {
  return h('div', { className: ['steps'] }, context.children, context.node.position);
}

/**
 * `<Card title="…" content="…" icon={…} style={{…}} />` or with Markdown children: a bordered box with a title
 * (title, content and icon each text or JSX), the icon before the title, as Rspress's card draws it.
 */
export function Card(context: ComponentContext): HtmlElement {
  const title = nodesProp(context, 'title');
  const content = nodesProp(context, 'content');
  const icon = nodesProp(context, 'icon');
  const style = styleProp(context);
  const heading = [...(icon !== undefined ? [h('span', { className: ['card-icon'] }, icon)] : []), ...(title ?? [])];
  return h(
    'div',
    { className: ['card'], ...(style ? { style } : {}) },
    [
      ...(heading.length > 0 ? [h('div', { className: ['card-title'] }, heading)] : []),
      h('div', { className: ['card-content'] }, content ?? context.children),
    ],
    context.node.position,
  );
}

/**
 * `<LinkCard href="…" title="…" description="…" />`: a card that is one link (checked like any link); title and
 * description text or JSX.
 */
export function LinkCard(context: ComponentContext): HtmlElement {
  const href = requiredString(context, 'href');
  const title = nodesProp(context, 'title') ?? [href];
  const description = nodesProp(context, 'description');
  return h(
    'a',
    { className: ['link-card'], href },
    [
      h('span', { className: ['link-card-title'] }, title),
      // The space keeps title and description apart in the search text; CSS stacks them.
      ...(description !== undefined ? [' ', h('span', { className: ['link-card-description'] }, description)] : []),
    ],
    context.node.position,
  );
}

const CALLOUT_TYPES = ['tip', 'info', 'warning', 'danger', 'note'];

/**
 * `<Callout type="warning" title="…">…</Callout>`: the same box a `:::warning` container makes
 * (`note` shows as `info`), so both look alike on the page; its title text or JSX.
 */
export function Callout(context: ComponentContext): HtmlElement {
  const type = stringProp(context, 'type') ?? 'note';
  if (!CALLOUT_TYPES.includes(type)) {
    throw new ComponentError(`<Callout> type "${type}" is not one of ${CALLOUT_TYPES.join(', ')}`);
  }
  const shown = (type === 'note' ? 'info' : type) as 'tip' | 'info' | 'warning' | 'danger';
  const title = nodesProp(context, 'title') ?? [pageString(context.lang, `container.${shown}`)];
  return h(
    'div',
    { className: ['container', shown] },
    [h('p', { className: ['container-title'] }, title), ...context.children],
    context.node.position,
  );
}
