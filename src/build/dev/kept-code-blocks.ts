import type { SiteConfig } from '../../shared/types';
import { BuildCache } from '../cache/build-cache';
import { PageCache } from '../cache/page-cache';

/**
 * A page's code blocks as the last build highlighted them, from the page cache (see markdown-step.ts), for
 * the dev server's own renders: a page whose blocks did not change (only touched, or its prose edited) then
 * renders without compiling a grammar, which on a code-heavy page is most of a cold render (measured: a page
 * of ten TypeScript blocks, 1.0 s of CPU in a thread that had highlighted nothing yet). Read afresh each
 * time, the builds behind the saves keeping the entry current; an unreadable entry is no blocks.
 *
 * @example
 * const known = keptCodeBlocks(cacheDir, generator, config);
 * known('docs/en/guide/a.md'); // Map { '<grammar>\0<code>' => '<pre …>…</pre>' }
 */
export function keptCodeBlocks(
  cacheDir: string,
  generator: string,
  config: SiteConfig,
): (file: string) => ReadonlyMap<string, string> {
  const cache = new BuildCache(new PageCache(cacheDir), generator, config);
  return (file) => {
    const key = cache.codeBlocks(file);
    const blocks = key ? cache.store?.get(key)?.get('blocks') : undefined;
    if (!blocks) return new Map();
    try {
      return new Map(JSON.parse(blocks.toString('utf8')) as [string, string][]);
    } catch {
      return new Map();
    }
  };
}
