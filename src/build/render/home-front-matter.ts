import type { Feature, FrontMatter, Hero, HtmlPart } from '../../shared/types';
import { drawnIcon, featureIconImage } from '../feature-icon';
import { DRAWN_HTML, holdsHtml, htmlOrTextParts, shownText } from '../html-parts';

/** HTML in a hero or a feature card's details that is not drawn as written: the message, and the tag to find its line by. */
export interface HtmlSkip {
  message: string;
  tag: string;
}

/**
 * A home page's front matter as its layout draws it, so the shell only draws: the hero's name, text, tagline and
 * action texts, and a feature card's details that hold a tag, read as HTML (`hero.parts`, `detailsParts`, see
 * html-parts.ts), and a feature card whose icon names a picture given that picture (`iconImage`), under the site's
 * base and sized (see feature-icon.ts). HTML they may not hold is named in `skips`.
 *
 * @example homeFrontMatter({ hero: { tagline: 'One<br/>two' }, features: [{ title: 'Fast', icon: '/speed.svg' }] }, '/docs/')
 * // { frontmatter: { hero: { tagline: 'One<br/>two', parts: { tagline: ['One', { tag: 'br' }, 'two'] } },
 * //   features: [{ …, iconImage: { src: '/docs/speed.svg', alt: '', width: '28', height: '28' } }] }, skips: [] }
 */
export function homeFrontMatter(fm: FrontMatter, base: string): { frontmatter: FrontMatter; skips: HtmlSkip[] } {
  const skips: HtmlSkip[] = [];
  // Shapes the front matter check refused (reported there) are left as they are.
  const frontmatter = {
    ...fm,
    ...(isHero(fm.hero) ? { hero: withParts(fm.hero, skips) } : {}),
    ...(Array.isArray(fm.features)
      ? { features: fm.features.map((feature) => withDetailsParts(withIconImage(feature, base), skips)) }
      : {}),
  };
  return { frontmatter, skips };
}

function isHero(hero: unknown): hero is Hero {
  return typeof hero === 'object' && hero !== null && !Array.isArray(hero);
}

/**
 * `html` as the parts the layout draws; what it may not hold is named in `skips`, as `field` of the front matter
 * key `key` (`"hero": tagline`).
 */
function drawnParts(key: string, field: string, html: string, skips: HtmlSkip[]): HtmlPart[] {
  const skipped: string[] = [];
  const parts = htmlOrTextParts(html, (what) => skipped.push(what));
  const named = [...new Set(skipped)];
  if (named.length > 0)
    skips.push({
      message: `front matter "${key}": ${field}: ${named.join(', ')} ${named.length > 1 ? 'are' : 'is'} not drawn as written (${key === 'hero' ? "a hero's HTML" : "a feature's details"} may hold ${DRAWN_HTML})`,
      tag: skipped[0]?.split(/[\s>]/)[0] ?? '',
    });
  return parts;
}

/** The hero with its HTML read, as Rspress renders name, each line of text, tagline and each action's text. */
function withParts(hero: Hero, skips: HtmlSkip[]): Hero {
  const read = (field: 'name' | 'text' | 'tagline' | 'actions', html: string) => drawnParts('hero', field, html, skips);
  // Front matter is YAML: `name: 2048` arrives as a number, drawn as its text.
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  const lines = text(hero.text)
    .split('\n')
    .filter((line) => line.trim() !== '');
  const parts = {
    ...(text(hero.name) ? { name: read('name', text(hero.name)) } : {}),
    ...(lines.length > 0 ? { text: lines.map((line) => read('text', line)) } : {}),
    ...(text(hero.tagline) ? { tagline: read('tagline', text(hero.tagline)) } : {}),
    ...(Array.isArray(hero.actions) && hero.actions.length > 0
      ? { actions: hero.actions.map((action) => withoutLinks(read('actions', text(action?.text)))) }
      : {}),
  };
  // Rspress 2's badge may be `{ text, link }` (or carry a `type`): its text is drawn, as Rspress draws it; a link
  // it names is told of, the badge being no link here.
  const badge = hero.badge as unknown;
  if (badge === undefined || typeof badge === 'string') return { ...hero, parts };
  const given = typeof badge === 'object' && badge !== null ? (badge as { text?: unknown; link?: unknown }) : {};
  if (typeof given.link === 'string')
    skips.push({
      message: `front matter "hero": badge: its link ${given.link} is not drawn (the badge shows its text)`,
      tag: 'badge',
    });
  const shown = text(typeof badge === 'object' ? given.text : badge);
  const { badge: _badge, ...rest } = hero;
  return { ...rest, ...(shown ? { badge: shown } : {}), parts };
}

/**
 * A feature card with its details read as HTML when they hold some (see `holdsHtml`), as the hero's texts are; a
 * card that is a link gets a link in them as its text, as an action does. Details that are text stay as written,
 * but for the brackets Rspress shows in place of `&lt;` or `\<`.
 */
function withDetailsParts(feature: Feature, skips: HtmlSkip[]): Feature {
  const details = feature?.details;
  if (typeof details !== 'string') return feature;
  if (!holdsHtml(details)) {
    const text = shownText(details);
    return text === details ? feature : { ...feature, detailsParts: [text] };
  }
  const parts = drawnParts('features', 'details', details, skips);
  return { ...feature, detailsParts: feature.link ? withoutLinks(parts) : parts };
}

/** Parts with each link given as its text: a button is a link, which cannot hold another. */
function withoutLinks(parts: HtmlPart[]): HtmlPart[] {
  return parts.flatMap((part) => {
    if (typeof part === 'string' || part.tag === 'br') return [part];
    const children = withoutLinks(part.children);
    return part.tag === 'a' ? children : [{ ...part, children }];
  });
}

function withIconImage(feature: Feature, base: string): Feature {
  // Front matter is YAML: `icon: 1` arrives as a number, which the card shows as text.
  const image = typeof feature?.icon === 'string' ? featureIconImage(feature.icon) : undefined;
  return image ? { ...feature, iconImage: drawnIcon(image, base) } : feature;
}
