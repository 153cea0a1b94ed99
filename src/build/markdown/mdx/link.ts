import { type ComponentContext, requiredString } from './context';
import { type HtmlElement, h } from './element';

/** `<Link href="/guide/start">…</Link>`: a link like any in Markdown (its children are its text; it is checked). */
export function Link(context: ComponentContext): HtmlElement {
  const href = requiredString(context, 'href');
  return h('a', { href }, context.children.length > 0 ? context.children : [href], context.node.position);
}
