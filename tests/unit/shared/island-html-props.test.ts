import { describe, expect, it } from 'vitest';
import { htmlPropOf, mapPropLeaves, withHtmlElements } from '../../../src/shared/island-html-props';

describe('mapPropLeaves', () => {
  it('replaces the leaves it is told to, inside arrays and plain objects, and keeps the rest', () => {
    const doubled = mapPropLeaves({ a: 1, list: [2, { b: 3 }], text: 'x' }, (leaf) =>
      typeof leaf === 'number' ? leaf * 2 : undefined,
    );
    expect(doubled).toEqual({ a: 2, list: [4, { b: 6 }], text: 'x' });
  });

  it('does not look inside class instances', () => {
    const date = new Date(0);
    expect(mapPropLeaves({ date }, (leaf) => (typeof leaf === 'number' ? 0 : undefined))).toEqual({ date });
  });
});

describe('htmlPropOf', () => {
  it('reads a marked prop, and nothing from a prop that only looks like one', () => {
    expect(htmlPropOf({ __esmxDocsHtml: { tag: 'span', html: '<b>x</b>' } })).toEqual({
      tag: 'span',
      html: '<b>x</b>',
    });
    expect(htmlPropOf({ __esmxDocsHtml: { tag: 'script', html: 'x' } })).toBeUndefined();
    expect(htmlPropOf({ __esmxDocsHtml: 0 })).toBeUndefined();
    expect(htmlPropOf('__esmxDocsHtml')).toBeUndefined();
  });
});

describe('withHtmlElements', () => {
  it('gives each HTML prop as an element holding its HTML, laid out as if it were not there', () => {
    const element = (tag: string, props: Record<string, unknown>) => ({ tag, props });
    const props = { label: { __esmxDocsHtml: { tag: 'div', html: '<p>x</p>' } }, count: 1 };
    expect(withHtmlElements(props, element)).toEqual({
      label: { tag: 'div', props: { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: '<p>x</p>' } } },
      count: 1,
    });
  });
});
