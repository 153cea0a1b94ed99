import { describe, expect, it } from 'vitest';
import { nestingFrom } from '../../../../src/build/markdown/html-nesting';
import { tagsOf } from '../../../../src/build/markdown/html-tags';

/** Pieces of raw HTML, `undefined` standing for the Markdown between them. */
const pieces = (...html: (string | undefined)[]) =>
  html.map((piece) => (piece === undefined ? undefined : tagsOf(piece)));

describe('nestingFrom', () => {
  it('finds the piece that closes all an API Documenter table opens, across cells and Markdown', () => {
    const table = pieces(
      '<table><thead><tr><th>',
      undefined,
      '</th><th>',
      undefined,
      '</th></tr></thead>\n<tbody><tr><td>',
      undefined,
      '</td></tr>\n</tbody></table>',
      undefined,
    );
    expect(nestingFrom(table, 0)).toEqual({ end: 6, open: [], strays: [], misnested: [] });
  });

  it('ends at the piece that closes everything, however many elements one piece opens and closes', () => {
    expect(nestingFrom(pieces('<b>x</b>'), 0).end).toBe(0);
    expect(nestingFrom(pieces('<details>', undefined, '</details><details>', undefined, '</details>'), 0).end).toBe(4);
  });

  it('lets a closing tag close what HTML lets an author leave open inside it, without complaint', () => {
    const nesting = nestingFrom(pieces('<ul><li>a<li>', undefined, '</ul>'), 0);
    expect(nesting).toEqual({ end: 2, open: [], strays: [], misnested: [] });
  });

  it('reports a closing tag that closes nothing open, and goes on', () => {
    const nesting = nestingFrom(pieces('<div>', '</span>', '</div>'), 0);
    expect(nesting.end).toBe(2);
    expect(nesting.strays.map(({ tag, piece }) => [tag.name, tag.start, piece])).toEqual([['span', 0, 1]]);
  });

  it('reports an element closed by the closing tag of one around it, and takes its own closing tag later as no stray', () => {
    const nesting = nestingFrom(pieces('<div>', '<span>', '</div>', '</span>'), 0, 3);
    expect(nesting.end).toBe(2);
    expect(nesting.misnested.map(({ inner, by, piece }) => [inner.tag.name, inner.piece, by.name, piece])).toEqual([
      ['span', 1, 'div', 2],
    ]);
    expect(nestingFrom(pieces('<b><i>x</b></i>'), 0).strays).toEqual([]);
  });

  it('gives no end, and what stays open, when a closing tag never comes before `to`', () => {
    const nesting = nestingFrom(pieces('<details><summary>A</summary>', undefined, '<div>'), 0);
    expect(nesting.end).toBeUndefined();
    expect(nesting.open.map(({ tag, piece }) => [tag.name, piece])).toEqual([
      ['details', 0],
      ['div', 2],
    ]);
    expect(nestingFrom(pieces('<div>', '</div>'), 0, 1).end).toBeUndefined();
  });
});
