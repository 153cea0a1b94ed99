/**
 * Baseline: search the way VitePress's local search does, with MiniSearch and VitePress's own
 * settings. VitePress indexes sections, not pages: each heading starts a document whose `title` is
 * the heading, `titles` the headings above it (page title first) and `text` the section's text;
 * queries are fuzzy (0.2) and prefix, with title weighed 4, text 2 and titles 1.
 *
 * As with the other baseline, only the index lookup is timed: VitePress highlights results with
 * mark.js afterwards, which is not counted here (our engine's figures include its hit building).
 */
import MiniSearch from 'minisearch';
import type { SearchDoc } from '../../src/shared/search';
import type { BaselineIndex } from './rspress';

interface SectionDoc {
  id: string;
  title: string;
  titles: string[];
  text: string;
}

/** VitePress-style sections of one page: the text before the first heading, then one per heading. */
function vitepressSections(doc: SearchDoc): SectionDoc[] {
  const sections: SectionDoc[] = [];
  const first = doc.toc.length ? doc.toc[0].charIndex : doc.content.length;
  sections.push({ id: doc.routePath, title: doc.title, titles: [], text: doc.content.slice(0, first) });
  // Parent headings by depth, so a level-3 heading carries its level-2 parent in `titles`.
  const parents: { depth: number; text: string }[] = [];
  doc.toc.forEach((heading, i) => {
    while (parents.length && parents[parents.length - 1].depth >= heading.depth) parents.pop();
    const end = i + 1 < doc.toc.length ? doc.toc[i + 1].charIndex : doc.content.length;
    const text = doc.content.slice(heading.charIndex + heading.text.length, end);
    sections.push({
      id: `${doc.routePath}#${heading.id}`,
      title: heading.text,
      titles: [doc.title, ...parents.map((p) => p.text)],
      text,
    });
    parents.push({ depth: heading.depth, text: heading.text });
  });
  return sections;
}

/**
 * Builds the VitePress-style MiniSearch index of one language. `tokenize` replaces MiniSearch's
 * default tokenizer (for the index and the queries alike), for a variant of these settings.
 *
 * @example createVitepressIndex(site.en).search('render', 100)[0] // a section id (route#heading)
 */
export function createVitepressIndex(docs: readonly SearchDoc[], tokenize?: (text: string) => string[]): BaselineIndex {
  const index = new MiniSearch<SectionDoc>({
    fields: ['title', 'titles', 'text'],
    storeFields: ['title', 'titles'],
    ...(tokenize && { tokenize }),
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } },
  });
  // A section id can repeat when a page repeats a heading id; MiniSearch refuses duplicates.
  const seen = new Set<string>();
  for (const doc of docs) {
    for (const section of vitepressSections(doc)) {
      if (seen.has(section.id)) continue;
      seen.add(section.id);
      index.add(section);
    }
  }
  return {
    search: (query, limit) =>
      index
        .search(query)
        .slice(0, limit)
        .map((r) => String(r.id)),
  };
}
