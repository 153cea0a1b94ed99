/**
 * fast-check generators of small search sites and queries over a fixed vocabulary, for the worker's
 * property tests: words repeat across pages (so prefixes, stems and shared keys meet), and each
 * page has a title, at most one heading and text around it, as a built page's search document does.
 */
import fc from 'fast-check';
import type { SearchDoc } from '../../src/shared/search';

/** Phrases of `min` to `max` words of `vocabulary`. */
function phrases(vocabulary: readonly string[], min: number, max: number) {
  return fc.array(fc.constantFrom(...vocabulary), { minLength: min, maxLength: max }).map((w) => w.join(' '));
}

/** Sites of 1 to `maxPages` pages, each text of 1 to `maxTextWords` words. */
export function arbitrarySite(vocabulary: readonly string[], maxPages: number, maxTextWords: number) {
  return fc
    .array(fc.tuple(phrases(vocabulary, 1, 3), phrases(vocabulary, 0, 3), phrases(vocabulary, 1, maxTextWords)), {
      minLength: 1,
      maxLength: maxPages,
    })
    .map((pages) =>
      pages.map(([title, heading, text], i): SearchDoc => {
        const content = `${text}\n${heading}\n${text}`;
        const toc = heading ? [{ text: heading, id: `h${i}`, depth: 2, charIndex: text.length + 1 }] : [];
        return { id: `/p${i}`, routePath: `/p${i}`, title, content, toc };
      }),
    );
}

/** Queries: a few words, the start of one word as typed so far, or one of `odd` (typos, CJK fragments). */
export function arbitraryQuery(vocabulary: readonly string[], odd: readonly string[]) {
  return fc.oneof(
    phrases(vocabulary, 1, 3),
    fc.constantFrom(...vocabulary).chain((w) => fc.nat({ max: w.length - 1 }).map((n) => w.slice(0, n + 1))),
    fc.constantFrom(...odd),
  );
}
