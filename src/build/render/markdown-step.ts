import { createHash } from 'node:crypto';
import type { PageData } from '../../shared/types';
import type { PageCache } from '../cache/page-cache';
import type { MarkdownResult, MarkdownTask } from './protocol';
import { type RenderedPage, renderSourcePage } from './source-page';
import { restoreStoredFile, writeStoredFile } from './stored-file';

/**
 * Step 1 of a page, in a render worker: Markdown → page chunk JSON, written (with its compressed twins)
 * into the output folder at once. Only the small summary the main thread needs goes back. With a cache,
 * a hit copies the stored chunk and summary instead of rendering.
 */
export async function runMarkdownStep(task: MarkdownTask, outDir: string, cache?: PageCache): Promise<MarkdownResult> {
  const hit = task.key ? cache?.get(task.key) : undefined;
  const summary = hit?.get('summary');
  if (hit && summary) {
    const result = JSON.parse(summary.toString('utf8')) as MarkdownResult;
    if (!result.page || restoreStoredFile(outDir, result.page.chunk, hit, 'chunk'))
      return { ...result, rendered: false };
  }

  const { page, problems, warnings } = await renderSourcePage(task.source);
  if (!page) return { rendered: true, problems, warnings };
  const json = JSON.stringify(toPageData(page));
  const chunkSha = createHash('sha256').update(json).digest('hex');
  const chunk = `static/chunks/${chunkName(page.record.routePath)}.${chunkSha.slice(0, 8)}.json`;
  const result: MarkdownResult = {
    rendered: true,
    page: { record: page.record, pageType: page.pageType, text: page.text, links: page.links, chunk, chunkSha },
    problems,
    warnings,
  };
  const parts = writeStoredFile(outDir, chunk, json, 'chunk');
  if (task.key) cache?.set(task.key, { summary: JSON.stringify(result), ...parts });
  return result;
}

function toPageData({ record, pageType, html }: RenderedPage): PageData {
  return {
    pagePath: record.relativePath,
    pageType,
    title: record.title,
    frontmatter: record.frontmatter,
    toc: record.toc,
    routePath: record.routePath,
    lang: record.lang,
    version: record.version,
    lastUpdated: record.lastUpdated,
    html,
  };
}

/** `/zh/guide/start/introduction` → `zh_guide_start_introduction`; `/` → `index`; `/blog/` → `blog_index`. */
export function chunkName(routePath: string): string {
  const name = (routePath.endsWith('/') ? `${routePath}index` : routePath).slice(1).replace(/\//g, '_');
  return name.replace(/[^\w-]/g, '') || 'index';
}
