/**
 * Properties that must hold for any input: the engine faces whatever a reader types or pastes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../../../src/shared/search';
import { createEngine } from '../../../worker/engine';
import { foldAligned, normalize } from '../../../worker/normalize';
import { wordOccurrences, wordStarts } from '../../../worker/occurrences';
import { indexTerms, queryTerms, queryUnits } from '../../../worker/tokenize';
import en from '../../fixtures/search/en.json';
import zh from '../../fixtures/search/zh.json';

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

const english = createEngine(en as SearchDoc[]);
const chinese = createEngine(zh as SearchDoc[]);

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

describe('finding words', () => {
  it('looking only at word starts finds what scanning the text finds', () => {
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
      ),
      { maxLength: 16 },
    );
    fc.assert(
      fc.property(
        wordy,
        fc.constantFrom('r', 're', 'render', 'mode', 'map', 'importmap', 'x', '9'),
        (parts, needle) => {
          const text = parts.join('');
          const field = foldAligned(text);
          expect(wordOccurrences(text, field, needle, wordStarts(text, field))).toEqual(
            wordOccurrences(text, field, needle),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('tokenizing', () => {
  it('never throws and yields no empty terms', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const term of [
          ...indexTerms(text),
          ...queryTerms(queryUnits(text)),
          ...queryTerms(queryUnits(text), 'words'),
        ]) {
          expect(term.length).toBeGreaterThan(0);
          expect(term).not.toContain(' ');
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('search', () => {
  it('never throws, keeps to the limit and highlights inside the statement', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: -5, max: 200 }), (query, limit) => {
        for (const engine of [english, chinese]) {
          const result = engine.search(query, limit);
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

  it('finds the page of any word of a title, like a naive scan of the titles would', () => {
    const docs = en as SearchDoc[];
    const titleWords = docs.flatMap((d) =>
      normalize(d.title)
        .split(' ')
        .filter((w) => w.length > 2)
        .map((word) => ({ word, route: d.routePath })),
    );
    fc.assert(
      fc.property(fc.constantFrom(...titleWords), fc.nat(), ({ word, route }, cut) => {
        // Any prefix of the word, as typed so far, must already find the page.
        const typed = word.slice(0, 1 + (cut % word.length));
        expect(english.search(typed).groups.map((g) => g.routePath)).toContain(route);
      }),
      { numRuns: 300 },
    );
  });
});
