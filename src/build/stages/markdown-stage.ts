import { join, resolve } from 'node:path';
import { markdownTwinPath } from '../../shared/markdown-twin';
import type { PageDependencyStamps } from '../cache/build-stamp';
import type { SourcePage } from '../content';
import type { MarkdownResult, MarkdownTask } from '../render/protocol';
import { renderWithTranslations } from '../render/translations';
import type { SearchablePage } from '../search/documents';
import { pageSource } from '../site';
import type { BuildRun } from './build-run';

/**
 * What the main thread keeps of a page between the two steps (its text goes to the search index, its
 * Markdown twin to its file as soon as it arrives).
 */
export type PageSummary = Omit<NonNullable<MarkdownResult['page']>, 'text' | 'markdown'>;

/** The Markdown stage's output. */
export interface RenderedPages {
  /** Every page that rendered, in source order. */
  pages: PageSummary[];
  /** Each page's text for the search index, in source order (the index file must not depend on timing). */
  searchable: SearchablePage[];
  /** Images pages show from beside them: output path → source file (see markdown/page-image.ts). */
  images: Map<string, string>;
  /** The files each page was made from besides its own (absolute page file → [file, SHA-256]), for the stamp. */
  dependencies: PageDependencyStamps;
}

/**
 * Stage 2: every page's Markdown, in the pool (a page and its translations in one thread). The page data
 * stays on disk (its cache entry, or a scratch pack without one); each page's Markdown twin is written to
 * its `.md` file as the page arrives, while the pool renders the rest (llms-full.txt reads the twins back
 * from there: at 10,000 pages per language they are ~120 MB of strings this thread would otherwise hold);
 * the problems of every page are added to the run's, to be reported together once the site is linked.
 */
export async function renderMarkdown(run: BuildRun, sources: readonly SourcePage[]): Promise<RenderedPages> {
  const { cache, config, cwd, times } = run;
  const tasks = sources
    .filter((s) => !s.broken)
    .map((s): MarkdownTask => {
      const source = pageSource(s, times, config);
      return {
        kind: 'markdown',
        source,
        key: cache.markdown(source),
        codeKey: cache.codeBlocks(join(cwd, source.display)),
      };
    });
  const keep = (result: MarkdownResult) => {
    if (!result.page) return result;
    const { markdown, ...page } = result.page;
    run.write(markdownTwinPath(page.record.routePath).slice(1), markdown);
    return { ...result, page };
  };
  const cached = (task: MarkdownTask) => task.key !== undefined && cache.store?.has(task.key) === true;
  const results = await renderWithTranslations(run.pool, tasks, keep, cached);
  const rendered: RenderedPages = { pages: [], searchable: [], images: new Map(), dependencies: {} };
  for (const result of results) {
    if (result.rendered) run.rendered.markdown++;
    for (const p of result.problems) run.problems.add(p.file, p.line, p.message);
    for (const w of result.warnings) run.warnings.add(w.file, w.line, w.message);
    if (!result.page) continue;
    const { text, ...page } = result.page;
    for (const image of page.images) rendered.images.set(image.output, image.source);
    if (page.dependencies.length > 0) {
      const file = resolve(run.options.contentDir, page.record.relativePath);
      rendered.dependencies[file] = page.dependencies.map(({ file, sha }) => [file, sha]);
    }
    rendered.searchable.push({ record: page.record, pageType: page.pageType, text });
    rendered.pages.push(page);
  }
  return rendered;
}
