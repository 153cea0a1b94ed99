import type { Feature, FrontMatter, Hero, HtmlPart } from '../../shared/types';
import { drawnIcon, featureIconImage } from '../feature-icon';
import { DRAWN_HTML, htmlParts } from '../html-parts';

/** HTML in a hero that is not drawn as written: the message, and the tag to find its line by. */
export interface HeroSkip {
  message: string;
  tag: string;
}

/**
 * A home page's front matter as its layout draws it, so the shell only draws: the hero's name, text, tagline and
 * action texts read as HTML (`hero.parts`, see html-parts.ts), and a feature card whose icon names a picture given that
 * picture (`iconImage`), under the site's base and sized (see feature-icon.ts). HTML the hero may not hold is
 * named in `skips`.
 *
 * @example homeFrontMatter({ hero: { tagline: 'One<br/>two' }, features: [{ title: 'Fast', icon: '/speed.svg' }] }, '/docs/')
 * // { frontmatter: { hero: { tagline: 'One<br/>two', parts: { tagline: ['One', { tag: 'br' }, 'two'] } },
 * //   features: [{ …, iconImage: { src: '/docs/speed.svg', alt: '', width: '28', height: '28' } }] }, skips: [] }
 */
export function homeFrontMatter(fm: FrontMatter, base: string): { frontmatter: FrontMatter; skips: HeroSkip[] } {
  const skips: HeroSkip[] = [];
  // Shapes the front matter check refused (reported there) are left as they are.
  const frontmatter = {
    ...fm,
    ...(isHero(fm.hero) ? { hero: withParts(fm.hero, skips) } : {}),
    ...(Array.isArray(fm.features) ? { features: fm.features.map((feature) => withIconImage(feature, base)) } : {}),
  };
  return { frontmatter, skips };
}

function isHero(hero: unknown): hero is Hero {
  return typeof hero === 'object' && hero !== null && !Array.isArray(hero);
}

/** The hero with its HTML read, as Rspress renders name, each line of text, tagline and each action's text. */
function withParts(hero: Hero, skips: HeroSkip[]): Hero {
  const read = (field: 'name' | 'text' | 'tagline' | 'actions', html: string) => {
    const skipped: string[] = [];
    const parts = htmlParts(html, (what) => skipped.push(what));
    const named = [...new Set(skipped)];
    if (named.length > 0)
      skips.push({
        message: `front matter "hero": ${field}: ${named.join(', ')} ${named.length > 1 ? 'are' : 'is'} not drawn as written (a hero's HTML may hold ${DRAWN_HTML})`,
        tag: skipped[0]?.split(/[\s>]/)[0] ?? '',
      });
    return parts;
  };
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
  return { ...hero, parts };
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
