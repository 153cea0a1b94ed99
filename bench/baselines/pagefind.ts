/**
 * Baseline: Pagefind, the static search that splits its index into chunks fetched per query. This is
 * the only file that imports the `pagefind` package: it indexes HTML pages through Pagefind's Node API
 * (`createIndex`, `addHTMLFile`, `writeFiles`, which drive its native indexer) and writes the bundle a
 * site would ship (`pagefind.js`, its worker and wasm, the entry file, index chunks and fragments).
 *
 * One bundle per language (`forceLanguage`), as our index is one per language, each indexing only the
 * page's `<main>` (`rootSelector`): the built site's pages carry the navbar, sidebar and outline around
 * it, which our index leaves out too.
 */
import { close, createIndex } from 'pagefind';
import type { Lang } from '../../src/shared/types';

/** One page to index: the URL results point at, and the page's HTML. */
export interface PagefindPage {
  url: string;
  html: string;
}

export interface PagefindBundle {
  /** Where the bundle was written. */
  dir: string;
  /** Pages Pagefind reported as indexed. */
  pages: number;
  /** Pages that gave Pagefind no words to index (an empty `<main>`). */
  emptyPages: string[];
  /** Indexing and writing, wall time. */
  buildMs: number;
}

/** Pages handed to the indexer at once: its service answers them concurrently. */
const BATCH = 200;

/**
 * Indexes `pages` as one language and writes the bundle to `outputPath`.
 *
 * @example
 * const bundle = await writePagefindBundle([{ url: '/guide/', html }], 'en', '/tmp/pf/en');
 * // the page then imports `/…/pagefind.js` from where /tmp/pf/en is served
 */
export async function writePagefindBundle(
  pages: readonly PagefindPage[],
  lang: Lang,
  outputPath: string,
): Promise<PagefindBundle> {
  const started = performance.now();
  const { index, errors } = await createIndex({ forceLanguage: lang, rootSelector: 'main' });
  if (!index) throw new Error(`bench: Pagefind could not create an index (${errors.join('; ')})`);
  const problems: string[] = [];
  const emptyPages: string[] = [];
  let indexed = 0;
  for (let from = 0; from < pages.length; from += BATCH) {
    const answers = await Promise.all(
      pages.slice(from, from + BATCH).map((page) => index.addHTMLFile({ url: page.url, content: page.html })),
    );
    answers.forEach((answer, i) => {
      problems.push(...answer.errors);
      if (!answer.errors.length) indexed++;
      if (!answer.errors.length && answer.file.uniqueWords === 0) emptyPages.push(pages[from + i].url);
    });
  }
  const written = await index.writeFiles({ outputPath });
  problems.push(...written.errors);
  await index.deleteIndex();
  if (problems.length) throw new Error(`bench: Pagefind failed on ${lang}: ${problems.slice(0, 5).join('; ')}`);
  return { dir: outputPath, pages: indexed, emptyPages, buildMs: performance.now() - started };
}

/** Stops Pagefind's indexing service (a child process), so the benchmark process can exit. */
export async function closePagefind(): Promise<void> {
  await close();
}
