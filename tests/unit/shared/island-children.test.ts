import { Children, createElement, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ISLAND_ELEMENT_KEY, islandElement } from '../../../src/shared/island-children';
import { HTML_PROP_KEY } from '../../../src/shared/island-html-props';

/** Shows how many elements it got, then the one whose `data-key` is `show`. */
function Pick({ show, children }: { show: string; children?: ReactNode }) {
  const blocks = Children.toArray(children).filter(isValidElement);
  const chosen = blocks.find((block) => (block.props as Record<string, unknown>)['data-key'] === show);
  return createElement('section', { 'data-count': blocks.length }, chosen);
}

const block = (tag: string, props: Record<string, unknown>, html: string) => ({
  [ISLAND_ELEMENT_KEY]: { tag, props, html },
});

describe('islandElement', () => {
  it('gives a component its block children one by one, each an element of its tag and props holding its HTML', () => {
    const children = [
      block('div', { 'data-key': 'a' }, 'Alpha'),
      { [HTML_PROP_KEY]: { tag: 'span', html: 'between' } },
      block('div', { 'data-key': 'b', style: { fontSize: '13px' } }, '<em>Beta</em>'),
      block('hr', {}, ''),
    ];
    const element = islandElement(Pick, { show: 'b', children }, createElement as never, () => undefined);
    expect(renderToStaticMarkup(element as never)).toBe(
      '<section data-count="4"><div data-key="b" style="font-size:13px"><em>Beta</em></div></section>',
    );
  });

  it('leaves a value that only looks like a block, with a tag no element has, as it is', () => {
    const odd = { [ISLAND_ELEMENT_KEY]: { tag: '<script>', props: {}, html: '' } };
    const element = islandElement(Pick, { show: 'a', children: [odd] }, createElement as never, () => undefined);
    expect(() => renderToStaticMarkup(element as never)).toThrow();
  });
});
