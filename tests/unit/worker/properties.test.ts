/**
 * Properties that must hold for any input: the engine faces whatever a reader types or pastes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../../../src/shared/search';
import { foldAligned, normalize } from '../../../src/shared/search-index/normalize';
import { indexTerms, queryUnits, unitKeys } from '../../../src/shared/search-index/tokenize';
import { matchUnits } from '../../../worker/match-units';
import en from '../../fixtures/search/en.json';
import zh from '../../fixtures/search/zh.json';
import { engineOf } from '../../support/memory-index';

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});
/** Any code point, and text mixing scripts, digits, punctuation and markup as real queries do. */
const anyText = fc.oneof(
  codeUnits,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .array(
      fc.constantFrom(
        'render',
        'Context',
        'importmapMode',
        '渲染',
        '上下文',
        'é',
        'ＡＢ',
        '.',
        '<b>',
        ' ',
        '_',
        '𠀀',
        '𐐀',
        'ﬁ',
        '\u0301',
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('')),
);

const english = engineOf(en as SearchDoc[]);
const chinese = engineOf(zh as SearchDoc[]);

describe('normalize', () => {
  it('never throws and normalizing twice equals normalizing once', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = normalize(text);
        expect(normalize(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('maps every folded unit to a place in the source', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const { text: folded, map } = foldAligned(text);
        if (!map) expect(folded.length).toBe(text.length);
        else {
          expect(map.length).toBe(folded.length);
          for (let i = 0; i < map.length; i++) expect(map[i]).toBeLessThan(text.length);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('highlighting', () => {
  const words = fc.array(
    fc.constantFrom('render', 'rendering', 'rend', 'mode', 'map', 'importmap', 'surrender', 'x9'),
    {
      maxLength: 12,
    },
  );

  it('marks a word exactly where a naive scan of the words finds it as a word or a prefix', () => {
    fc.assert(
      fc.property(words, fc.constantFrom('r', 'rend', 'render', 'map', 'mode', 'x', 'zz'), (parts, needle) => {
        const text = parts.join(' ');
        const starts: number[] = [];
        let at = 0;
        for (const part of parts) {
          if (part.startsWith(needle)) starts.push(at);
          at += part.length + 1;
        }
        const match = matchUnits(text, queryUnits(needle));
        expect(match.complete).toBe(starts.length > 0);
        // Marks of neighbouring words merge across the space between them.
        const marked = match.ranges.flatMap(({ start, length }) =>
          starts.filter((s) => s >= start && s + needle.length <= start + length),
        );
        expect(marked).toEqual(starts);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps marks inside the text, sorted and apart, for any text and query', () => {
    fc.assert(
      fc.property(anyText, anyText, (text, query) => {
        const { ranges } = matchUnits(text, queryUnits(query));
        let end = -1;
        for (const { start, length } of ranges) {
          expect(start).toBeGreaterThan(end);
          expect(length).toBeGreaterThan(0);
          end = start + length;
          expect(end).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('tokenizing', () => {
  it('never throws and yields no empty terms', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const term of [...indexTerms(text), ...queryUnits(text).flatMap(unitKeys)]) {
          expect(term.length).toBeGreaterThan(0);
          expect(term).not.toContain(' ');
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('search', () => {
  it('never throws, keeps to the limit and highlights inside the statement', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, fc.integer({ min: -5, max: 200 }), async (query, limit) => {
        for (const engine of [english, chinese]) {
          const result = await engine.search(query, limit);
          expect(result.total).toBeLessThanOrEqual(Math.max(0, Math.min(limit, 100)));
          for (const hit of result.groups.flatMap((g) => g.hits)) {
            for (const { start, length } of hit.highlightInfoList) {
              expect(start).toBeGreaterThanOrEqual(0);
              expect(length).toBeGreaterThan(0);
              expect(start + length).toBeLessThanOrEqual(hit.statement.length);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds the page of any word of a title, like a naive scan of the titles would', async () => {
    const docs = en as SearchDoc[];
    const titleWords = docs.flatMap((d) =>
      normalize(d.title)
        .split(' ')
        .filter((w) => w.length > 2)
        .map((word) => ({ word, route: d.routePath })),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...titleWords), fc.nat(), async ({ word, route }, cut) => {
        // Any prefix of the word, as typed so far, must already find the page.
        const typed = word.slice(0, 1 + (cut % word.length));
        expect((await english.search(typed)).groups.map((g) => g.routePath)).toContain(route);
      }),
      { numRuns: 300 },
    );
  });
});
