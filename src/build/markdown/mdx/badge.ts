import { type ComponentContext, ComponentError, stringProp } from './context';
import { type HtmlElement, h } from './element';

const BADGE_TYPES = ['tip', 'info', 'warning', 'danger'];

/** The class that keeps a badge out of heading ids, the outline and the search title. */
const BADGE_CLASS = 'badge';

/**
 * `<Badge text="New" type="tip" />` (or the text as children; `outline` for the outlined look):
 * an inline label, also inside headings, where it is shown but not part of the heading's text.
 */
export function Badge(context: ComponentContext): HtmlElement {
  const type = stringProp(context, 'type') ?? 'tip';
  if (!BADGE_TYPES.includes(type)) {
    throw new ComponentError(`<Badge> type "${type}" is not one of ${BADGE_TYPES.join(', ')}`);
  }
  const text = stringProp(context, 'text');
  const classes = [BADGE_CLASS, `badge-${type}`, ...(context.props.outline === true ? ['badge-outline'] : [])];
  return h('span', { className: classes }, text !== undefined ? [text] : context.children, context.node.position);
}
