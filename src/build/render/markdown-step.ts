import { createHash } from 'node:crypto';
import { encodeEntry } from '../cache/entry-file';
import { PackWriter } from '../cache/pack-file';
import type { PageCache } from '../cache/page-cache';
import { fileSha } from '../file-sha';
import { imageOutput } from '../markdown/page-image';
import { toPageData } from './page-data';
import type { MarkdownResult, MarkdownTask, StoredPageData } from './protocol';

/** The page's code blocks as its last render highlighted them; none when unknown or unreadable. */
function knownCodeBlocks(task: MarkdownTask, cache?: PageCache): Map<string, string> {
  const blocks = task.codeKey ? cache?.get(task.codeKey)?.get('blocks') : undefined;
  if (!blocks) return new Map();
  try {
    return new Map(JSON.parse(blocks.toString('utf8')) as [string, string][]);
  } catch {
    return new Map();
  }
}

function sameBlocks(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  return a.size === b.size && [...b].every(([key, html]) => a.get(key) === html);
}

let pipeline: Promise<typeof import('./source-page')> | undefined;

/**
 * The Markdown pipeline and shiki, loaded once per worker. They take a second or more to load, so each
 * worker starts loading them as it starts (`preload`), while the main thread is still reading the sources
 * and working out which pages the cache holds: a rebuild after one edit then waits for that page's render,
 * not for the load as well.
 */
export function loadPipeline(): Promise<typeof import('./source-page')> {
  pipeline ??= import('./source-page');
  return pipeline;
}

/**
 * Step 1 of a page, in a render worker: Markdown → page data, which step 2 reads from the page's cache
 * entry (or, without a cache or when the entry cannot be written, from a scratch pack). Only the small
 * summary the main thread needs goes back. A cache hit returns the stored summary as it is.
 */
export async function runMarkdownStep(
  task: MarkdownTask,
  scratchDir: string,
  cache?: PageCache,
): Promise<MarkdownResult> {
  const hit = task.key ? cache?.get(task.key) : undefined;
  const stored = hit?.get('summary');
  if (task.key && stored && hit?.has('data')) {
    const result = JSON.parse(stored.toString('utf8')) as MarkdownResult;
    if (result.page) result.page.data = { cacheKey: task.key };
    // The page's HTML names each image's copy by its bytes: a changed or missing image renders it again.
    const images = result.page?.images ?? [];
    // So is a page whose fragments, components or code files changed.
    const dependencies = result.page?.dependencies ?? [];
    if (
      images.every((image) => imageOutput(image.source) === image.output) &&
      dependencies.every((dependency) => fileSha(dependency.file) === dependency.sha)
    )
      return { ...result, rendered: false };
  }

  const { source } = task;
  if (source.body === undefined) return { rendered: false, unread: true, problems: [], warnings: [] };
  const { renderSourcePage } = await loadPipeline();
  const codeBlocks = { known: knownCodeBlocks(task, cache), used: new Map<string, string>() };
  const { page, problems, warnings, untitled, links: failedLinks } = await renderSourcePage(source, codeBlocks);
  if (task.codeKey && !sameBlocks(codeBlocks.known, codeBlocks.used)) {
    cache?.add(task.codeKey, { blocks: JSON.stringify([...codeBlocks.used]) });
  }
  if (!page) return { rendered: true, problems, warnings, ...(failedLinks ? { links: failedLinks } : {}) };
  const json = JSON.stringify(toPageData(page));
  const dataSha = createHash('sha256').update(json).digest('hex');
  // The page's summary, which the main thread holds: all but its HTML (in the page data), files with their SHA-256.
  const { html: _html, dependencies: files, ...summary } = page;
  const dependencies = files.map((file) => ({ file, sha: fileSha(file) }));
  const result = (data: StoredPageData): MarkdownResult => ({
    rendered: true,
    page: { ...summary, dependencies, data, dataSha },
    problems,
    warnings,
    ...(untitled ? { untitled } : {}),
  });
  // Step 2 reads the page data from where it went: this thread's pack in the cache, or without a cache its
  // pack in the scratch folder (a file per page cost more to create than to write, see pack-file.ts).
  const location =
    task.key && cache
      ? cache.add(task.key, { summary: JSON.stringify(result({ cacheKey: task.key })), data: json })
      : undefined;
  if (location) return result({ pack: location });
  if (scratch?.dir !== scratchDir) scratch = new PackWriter(scratchDir);
  return result({ pack: scratch.append(encodeEntry({ data: json })) });
}

/** This thread's pack of page data without a cache (or when the cache cannot be written). */
let scratch: PackWriter | undefined;
