import { isSitePath, withBase } from '../../../shared/base-path';
import type { Feature, FrontMatter, Hero, HtmlPart } from '../../../shared/types';
import { FEATURE_PICTURE, HOME_BACKGROUND_STYLE } from '../../components/home-parts-look';
import { htmlOrTextParts } from '../../html-parts';
import type { Component, ComponentContext } from './context';
import { type HtmlElement, h } from './element';
import { styleText } from './style-text';

/**
 * Rspress's parts of its home page, written in a page of the site's own (`<HomeHero />` then the page's own
 * sections, in a `pageType: custom` landing page, as Rspress's docs show): drawn at build time from the page's
 * front matter with the markup, and so the look, of the home page esmx-docs draws. Their texts' HTML is read as the
 * home page reads it (see html-parts.ts); their links are the page's, checked and given the base as its own are.
 */
export const HOME_PART_COMPONENTS: Record<string, Component> = {
  HomeHero: (context) => hero(frontmatterOf(context).hero, context),
  HomeFeature: (context) => {
    const list = frontmatterOf(context).features;
    return features(Array.isArray(list) ? list : [], context);
  },
  HomeBackground: (context) =>
    h(
      'div',
      { className: ['home-background'], ariaHidden: 'true', style: styleText(HOME_BACKGROUND_STYLE) },
      [],
      context.node.position,
    ),
};

function frontmatterOf(context: ComponentContext): FrontMatter {
  return context.frontmatter ?? {};
}

function hero(given: Hero | undefined, context: ComponentContext): HtmlElement {
  if (!given) return h('div', {}, [], context.node.position);
  const line = (className: string, text: string | undefined, tag = 'p') =>
    text ? [h(tag, { className: [className] }, drawn(text))] : [];
  const actions = (given.actions ?? []).map((action) =>
    h(
      'a',
      { className: ['button', action.theme === 'brand' ? 'brand' : 'alt'], href: action.link },
      drawn(action.text),
    ),
  );
  const copy = [
    ...line('hero-name', given.name, 'h1'),
    ...line('hero-text', given.text),
    ...line('hero-tagline', given.tagline),
    ...(actions.length > 0 ? [h('div', { className: ['hero-actions'] }, actions)] : []),
  ];
  const src = typeof given.image?.src === 'string' ? given.image.src : given.image?.src.light;
  const image = src
    ? [
        h('img', {
          className: ['hero-image'],
          src: picture(src, context),
          alt: given.image?.alt ?? '',
          width: 375,
          height: 375,
        }),
      ]
    : [];
  return h(
    'section',
    { className: ['hero'] },
    [h('div', { className: ['hero-copy'] }, copy), ...image],
    context.node.position,
  );
}

function features(list: readonly Feature[], context: ComponentContext): HtmlElement {
  const cards = list.map((feature) => {
    const icon =
      typeof feature.icon === 'string' && feature.icon
        ? [
            h('span', { className: ['feature-icon'], ariaHidden: 'true' }, [
              FEATURE_PICTURE.test(feature.icon)
                ? h('img', { src: picture(feature.icon, context), alt: '' })
                : feature.icon,
            ]),
          ]
        : [];
    // Not a heading: the page's outline and search sections are its own headings'.
    const body = [
      ...icon,
      h('p', { className: ['feature-title'] }, drawn(feature.title ?? '')),
      ...(feature.details ? [h('p', { className: ['feature-details'] }, drawn(feature.details))] : []),
    ];
    const className = ['feature', `span-${feature.span ?? 4}`];
    return feature.link
      ? h('a', { className: [...className, 'feature-link'], href: feature.link }, body)
      : h('div', { className }, body);
  });
  return h('div', { className: ['features'] }, cards, context.node.position);
}

function picture(src: string, context: ComponentContext): string {
  return isSitePath(src) ? withBase(src, context.base ?? '/') : src;
}

/** A text of the front matter as the home page draws it: its text, links, line breaks and inline elements. */
function drawn(text: string): (HtmlElement | string)[] {
  return htmlOrTextParts(String(text)).map(element);
}

function element(part: HtmlPart): HtmlElement | string {
  if (typeof part === 'string') return part;
  if (part.tag === 'br') return h('br', {});
  const children = part.children.map(element);
  return part.tag === 'a' ? h('a', { href: part.href }, children) : h(part.tag, {}, children);
}
