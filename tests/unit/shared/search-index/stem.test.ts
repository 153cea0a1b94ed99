import { describe, expect, it } from 'vitest';
import { isStemKey, STEM_MARK, stemKey, stemLookups, stemOf } from '../../../../src/shared/search-index/stem';
import { isStopWord } from '../../../../src/shared/search-index/stop-words';
import { indexTerms, queryUnits, unitKeys } from '../../../../src/shared/search-index/tokenize';

/** Every key a query looks a word up by, as the worker does: the word itself, then its other forms. */
const queryKeys = (query: string) =>
  queryUnits(query).flatMap((unit) => [...unitKeys(unit), ...(unit.kind === 'word' ? stemLookups(unit.text) : [])]);

describe('stemOf', () => {
  it('gives word forms one Porter2 stem', () => {
    expect(['configure', 'configuring', 'configuration', 'configured'].map(stemOf)).toEqual([
      'configur',
      'configur',
      'configur',
      'configur',
    ]);
    expect(['route', 'routes', 'routing'].map(stemOf)).toEqual(['rout', 'rout', 'rout']);
  });

  it('leaves identifiers, short words, digits and CJK unstemmed', () => {
    expect(['vue3', 'ci', 'importmapMode', '渲染', 'café'].map(stemOf)).toEqual([null, null, null, null, null]);
  });
});

describe('stemKey and stemLookups', () => {
  it('marks a stem key so that no word is ever one', () => {
    expect(stemKey('routes')).toBe(`rout${STEM_MARK}`);
    expect(isStemKey('rout~')).toBe(true);
    expect(isStemKey('rout')).toBe(false);
  });

  it('adds no key for a word that is its own stem', () => {
    expect(stemKey('render')).toBeNull();
    expect(stemLookups('render')).toEqual(['render~']);
  });

  it('looks a word up under its stem key, and under the stem itself, which may be a word of its own', () => {
    expect(stemLookups('renders')).toEqual(['render~', 'render']);
    expect(stemLookups('configuring')).toEqual(['configur~', 'configur']);
    expect(stemLookups('vue3')).toEqual([]);
  });
});

describe('build and query agree', () => {
  it('indexes each form of a word under the stem key a query for any other form looks up', () => {
    const forms = ['configure', 'configuring', 'configuration', 'Configured', 'Routes', 'route'];
    for (const written of forms) {
      for (const typed of forms) {
        if (stemOf(written.toLowerCase()) !== stemOf(typed.toLowerCase())) continue;
        const indexed = indexTerms(written);
        expect(
          queryKeys(typed).some((key) => indexed.includes(key)),
          `${typed} finds ${written}`,
        ).toBe(true);
      }
    }
  });

  it('finds a word that is its own stem from another form of it, and that form from it', () => {
    // `render` is indexed as itself (its stem adds no key); `renders` also as `render~`.
    expect(indexTerms('render')).toEqual(['render']);
    expect(indexTerms('renders')).toEqual(['renders', 'render~']);
    expect(queryKeys('renders')).toContain('render');
    expect(queryKeys('render')).toContain('render~');
  });

  it('indexes stop words as any word, and a query looks them up under the same key, marked as not required', () => {
    expect(indexTerms('How to deploy')).toEqual(['how', 'to', 'deploy']);
    const units = queryUnits('how to deploy');
    expect(units.filter((u) => u.stop).flatMap(unitKeys)).toEqual(['how', 'to']);
    expect(units.every((u) => indexTerms('How to deploy').includes(u.text))).toBe(true);
  });

  it('reads Chinese question words as stop words on both sides, and indexes them as bigrams like any run', () => {
    expect(['如何', '怎么', '一个', '的'].every(isStopWord)).toBe(true);
    const units = queryUnits('如何部署');
    expect(units).toEqual([
      { kind: 'cjk', text: '如何', stop: true },
      { kind: 'cjk', text: '部署', stop: false },
    ]);
    const indexed = indexTerms('如何部署应用');
    expect(units.flatMap(unitKeys).every((key) => indexed.includes(key))).toBe(true);
  });
});
