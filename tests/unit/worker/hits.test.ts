import { describe, expect, it } from 'vitest';
import { createHitMaker, prepareQuery, scoreHit, TYPE_WEIGHT } from '../../../worker/hits';
import { splitSections } from '../../../worker/sections';
import { queryUnits } from '../../../worker/tokenize';

const content = 'RenderContext intro.\nimportmapMode\nSet importmapMode to inline or js.';
const { pages, sections } = splitSections([
  {
    id: '/api/rc',
    routePath: '/api/rc',
    title: 'RenderContext',
    content,
    toc: [{ text: 'importmapMode', id: 'importmapmode', depth: 3, charIndex: content.indexOf('importmapMode') }],
  },
]);
const maker = createHitMaker(pages, sections);
const query = (raw: string) => prepareQuery(raw, queryUnits(raw));

describe('scoreHit', () => {
  it('ranks any title above any header, and any header above any content', () => {
    expect(scoreHit('title', 0, false)).toBeGreaterThan(scoreHit('header', 2, true));
    expect(scoreHit('header', 0, false)).toBeGreaterThan(scoreHit('content', 2, true));
  });

  it('ranks an exact word above a prefix within a field', () => {
    expect(scoreHit('content', 2, false)).toBeGreaterThan(scoreHit('content', 1, false));
  });

  it('adds a bonus when the whole field is the query', () => {
    expect(scoreHit('header', 2, true)).toBeGreaterThan(scoreHit('header', 2, false));
    expect(scoreHit('header', 0, false)).toBe(TYPE_WEIGHT.header);
  });
});

describe('createHitMaker', () => {
  it('makes a title hit linking to the page, highlighted in the title', () => {
    const q = query('rend');
    const hit = maker.hit(maker.titleCandidate(0, q, 0), q);
    expect(hit).toEqual({
      type: 'title',
      title: 'RenderContext',
      header: 'RenderContext',
      link: '/api/rc',
      query: 'rend',
      statement: 'RenderContext',
      highlightInfoList: [{ start: 0, length: 4 }],
    });
  });

  it('makes no header candidate for a heading missing a word of the query', () => {
    expect(maker.headerCandidates(0, query('importmapMode inline'), 0)).toEqual([]);
  });

  it('makes a header hit linking to the heading', () => {
    const q = query('importmapMode');
    const [candidate] = maker.headerCandidates(0, q, 0);
    expect(candidate.score).toBe(scoreHit('header', 2, true));
    expect(maker.hit(candidate, q)).toEqual({
      type: 'header',
      title: 'RenderContext',
      header: 'importmapMode',
      link: '/api/rc#importmapmode',
      query: 'importmapMode',
      statement: 'importmapMode',
      highlightInfoList: [{ start: 0, length: 13 }],
    });
  });

  it('makes a content hit under the heading above the match, with a snippet', () => {
    const q = query('inline');
    const [candidate] = maker.contentCandidates(0, q, 0, () => false);
    expect(maker.hit(candidate, q)).toEqual({
      type: 'content',
      title: 'RenderContext',
      header: 'importmapMode',
      link: '/api/rc#importmapmode',
      query: 'inline',
      statement: 'Set importmapMode to inline or js.',
      highlightInfoList: [{ start: 21, length: 6 }],
    });
  });

  it('gives a content hit before the first heading the page title as header and the page as link', () => {
    const q = query('intro');
    const [candidate] = maker.contentCandidates(0, q, 0, () => false);
    const hit = maker.hit(candidate, q);
    expect([hit.header, hit.link, hit.statement]).toEqual(['RenderContext', '/api/rc', 'RenderContext intro.']);
  });

  it('offers only the sections holding every word when some do', () => {
    const sections = maker.contentCandidates(0, query('importmapMode inline'), 0, () => false).map((c) => c.link);
    expect(sections).toEqual(['/api/rc#importmapmode']);
  });

  it('falls back to sections holding some of the words', () => {
    const links = maker.contentCandidates(0, query('intro inline'), 0, () => false).map((c) => c.link);
    expect(links).toEqual(['/api/rc', '/api/rc#importmapmode']);
  });

  it('leaves out the sections it is told to skip', () => {
    expect(maker.contentCandidates(0, query('inline'), 0, (section) => section === 1)).toEqual([]);
  });

  it('orders by the rank it was given, then by position on the page', () => {
    expect(maker.headerCandidates(0, query('importmapMode'), 7)[0].order).toBeGreaterThan(
      maker.headerCandidates(0, query('importmapMode'), 6)[0].order,
    );
    const [a, b] = maker.contentCandidates(0, query('intro inline'), 3, () => false);
    expect(a.order).toBeLessThan(b.order);
  });
});
