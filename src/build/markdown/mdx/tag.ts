import { type ComponentContext, ComponentError, stringProp } from './context';
import { type HtmlElement, h } from './element';

/** Rspress's common tags, each shown as the badge of its colour. */
const COMMON_TAGS: Record<string, string> = {
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  new: 'tip',
  experimental: 'warning',
  deprecated: 'danger',
};

/** A tag naming an image by URL or site path is shown as that image. */
const IMAGE = /^(?:https:\/\/|\/)\S+\.(?:png|jpe?g|gif|webp|avif|svg)$/i;

/**
 * `<Tag tag="new, experimental" />`, the label Rspress puts beside sidebar and nav entries, in a page:
 * each comma-separated tag as a badge (the common ones in their colour: `new` as tip, `experimental` as
 * warning, `deprecated` as danger), an image URL as that image, any other text as a plain tag. Kept out of
 * heading ids and the outline, as badges are.
 */
export function Tag(context: ComponentContext): HtmlElement {
  const tags = (stringProp(context, 'tag') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.length === 0) throw new ComponentError(`<${context.name}> needs a "tag"`);
  const shown = tags.map((tag) => {
    const type = COMMON_TAGS[tag.toLowerCase()];
    if (type) return h('span', { className: ['badge', `badge-${type}`] }, [tag]);
    if (IMAGE.test(tag)) return h('img', { src: tag, alt: '', className: ['tag-image'] }, []);
    return h('span', { className: ['badge', 'tag'] }, [tag]);
  });
  return h('span', { className: ['tags'] }, shown, context.node.position);
}
