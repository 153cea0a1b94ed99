/**
 * The engine's fast paths must answer exactly what the plain paths answer: the postings matcher
 * what FlexSearch's own search returns, prefix buckets what a scan of the text finds, and the
 * word matchers (indexed word starts, grades made only where reported) what the general matcher
 * reports once filtered the same way.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../../../src/shared/search';
import { emptyIndex, fillIndex } from '../../../worker/engine';
import { type MatchOptions, matchSegments, type Segmented, segmentText } from '../../../worker/highlight';
import { foldAligned } from '../../../worker/normalize';
import { prefixStarts, wordOccurrences, wordStarts } from '../../../worker/occurrences';
import { createPostingsMatcher, type Postings } from '../../../worker/postings';
import { splitSections } from '../../../worker/sections';
import { indexTerms, queryUnits } from '../../../worker/tokenize';
import en from '../../fixtures/search/en.json';
import zh from '../../fixtures/search/zh.json';

describe('postings matcher', () => {
  for (const [lang, docs] of [
    ['en', en],
    ['zh', zh],
  ] as const) {
    it(`returns FlexSearch's ids, in its order (${lang})`, () => {
      const { pages, sections } = splitSections(docs as SearchDoc[]);
      const index = emptyIndex();
      fillIndex(index, pages, sections);
      const vocabulary = [
        ...new Set(pages.flatMap((p) => indexTerms(p.title)).concat(sections.flatMap((s) => indexTerms(s.text)))),
      ];
      const terms = fc.oneof(
        fc.constantFrom(...vocabulary),
        fc.constantFrom(...vocabulary).map((t) => t.slice(0, 1 + (t.length >> 1))),
        fc.constantFrom('zzqx', 'r', 'e'),
      );
      const matcher = createPostingsMatcher(pages.length);
      const maps = index as unknown as { index: Map<string, { map: Postings }> };
      fc.assert(
        fc.property(
          fc.uniqueArray(terms, { minLength: 1, maxLength: 4 }),
          fc.constantFrom(1, 7, 100),
          (query, limit) => {
            for (const field of ['title', 'header', 'content'] as const) {
              const expected =
                (index.search(query.join(' '), { index: field, limit }) as unknown as { result: number[] }[])[0]
                  ?.result ?? [];
              expect(matcher.all(maps.index.get(field)!.map, query, limit)).toEqual(expected);
            }
          },
        ),
        { numRuns: 400 },
      );
    });
  }
});

describe('prefix buckets', () => {
  it('find what scanning the text finds', () => {
    const wordy = fc.array(
      fc.constantFrom(
        'render',
        'Render',
        'rend',
        'er',
        'Mode',
        'map',
        'import',
        'HTML',
        ' ',
        '.',
        '的',
        'X',
        '9',
        'é',
        '_',
        're',
        'ts',
      ),
      { maxLength: 16 },
    );
    fc.assert(
      fc.property(
        wordy,
        fc.constantFrom('r', 're', 'ren', 'render', 'mode', 'map', 'importmap', 'x', '9', 'ts', 'er'),
        (parts, needle) => {
          const text = parts.join('');
          const field = foldAligned(text);
          const starts = wordStarts(text, field);
          const prefixes = starts && prefixStarts(field, starts);
          expect(wordOccurrences(text, field, needle, starts, prefixes)).toEqual(wordOccurrences(text, field, needle));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('word matchers', () => {
  /** The same text without its word index, which sends matching down the general path. */
  const plain = (text: Segmented): Segmented => ({ ...text, words: null, prefixes: null });
  /** What a caller of the general path keeps, given the options. */
  const filtered = (text: Segmented, query: string, options: MatchOptions) => {
    const units = queryUnits(query);
    let out = matchSegments(plain(text), units).filter((m) => !options.skip?.(m.segment));
    if (options.preferComplete && out.some((m) => m.complete)) out = out.filter((m) => m.complete);
    if (options.best !== undefined && units.length === 1 && out.length > options.best) {
      const kept = new Set(
        [...out].sort((a, b) => b.quality - a.quality || a.segment - b.segment).slice(0, options.best),
      );
      out = out.filter((m) => kept.has(m));
    }
    return out;
  };
  const section = fc.array(
    fc.constantFrom(
      'render',
      'Render',
      'rendering',
      'module',
      'linking',
      'Module Linking',
      'entry.node.ts',
      'importmapMode',
      ' ',
      '. ',
      'x',
      'r',
    ),
    { maxLength: 10 },
  );

  it('report what the general matcher reports', () => {
    fc.assert(
      fc.property(
        fc.array(
          section.map((parts) => parts.join('')),
          { maxLength: 8 },
        ),
        fc.constantFrom('r', 'render', 'rend', 'module linking', 'entry.node.ts', 'importmap mode', 'linking render x'),
        fc.record({
          skipEvery: fc.integer({ min: 0, max: 3 }),
          preferComplete: fc.boolean(),
          best: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
        }),
        (parts, query, { skipEvery, preferComplete, best }) => {
          const text = segmentText(parts);
          const options: MatchOptions = {
            skip: skipEvery ? (segment) => segment % skipEvery === 0 : undefined,
            preferComplete,
            best,
          };
          expect(matchSegments(text, queryUnits(query), options)).toEqual(filtered(text, query, options));
        },
      ),
      { numRuns: 1500 },
    );
  });
});
