import { type PageDependencyStamps, writeStamp } from '../cache/build-stamp';
import { othersUsing } from '../cache/cache-users';
import { compactPacks } from '../cache/compact-packs';
import { evictCache } from '../cache/evict-cache';
import type { PageFileRecords } from '../cache/page-file-records';
import { precompressCached } from '../precompress-cached';
import { writeRouteTables } from '../site-chunks';
import type { BuildRun } from './build-run';
import type { PageSteps } from './page-stage';
import type { SearchIndexes } from './search-stage';

/**
 * Stage 8: once every page is written, the route tables (which name every page chunk and search index),
 * the compressed copies of what this thread wrote (shared files; with `--precompress` also the Markdown
 * twins), then the swap of the whole new site for the old one.
 * With the cache, the stamp records what was committed for the next build, and the cache is trimmed to
 * its bound, sparing what this build used.
 */
export async function commitSite(
  run: BuildRun,
  steps: PageSteps,
  searchIndexes: SearchIndexes,
  summary: { pages: number; started: number; dependencies: PageDependencyStamps; pageFiles?: PageFileRecords },
  /** Writes the client bundles' compressed copies, started before the pages (see `startClientBundles`). */
  bundlesCompressed: () => Promise<void>,
): Promise<void> {
  const { output, cache, config } = run;
  const pages = run.options.precompress === true;
  // What this thread has written so far is compressed while the pages and the indexes are still being
  // made (at the very end, the render threads would wait for it); the index files once they are written.
  const early = precompressCached(output, run.written.splice(0), cache.store, pages);
  const [indexes] = await settled([searchIndexes.entries, early]);
  const [routes] = await settled([
    steps.entries,
    precompressCached(output, run.written, cache.store, pages),
    bundlesCompressed(),
  ]);
  const tables: string[] = [];
  const writeTable = (path: string, content: string) => {
    output.write(path, content);
    tables.push(path);
  };
  writeRouteTables(writeTable, routes, indexes, config.base, run.locales);
  await precompressCached(output, tables, cache.store, pages);
  await run.pool.close();
  const files = output.commit();
  if (cache.store && run.inputsKey) {
    const stamp = {
      key: run.inputsKey.key,
      young: run.inputsKey.young,
      generator: cache.generator,
      pages: summary.pages,
      warnings: run.warnings.list,
      dependencies: summary.dependencies,
      pageFiles: summary.pageFiles,
    };
    writeStamp(cache.store, run.options.outDir, stamp, steps.outputs, files, searchIndexes.outputs);
  }
  // Entries are removed only while no other build uses the cache: one may be between its two steps.
  if (cache.store && !othersUsing(cache.store.dir)) {
    evictCache(cache.store.dir, { keepSince: summary.started, keep: steps.outputs.map((r) => r.key) });
    compactPacks(cache.store.packDir, { keep: cache.wanted });
  }
  output.removeReplaced();
}

/**
 * `Promise.all`, but on a failure only once every promise has settled: compression still writing into
 * the staging folder must be done before a failed build removes it, or it would leave files behind.
 */
async function settled<T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
