// A render worker of the build's pool (`pool.ts`), one per core: runs both steps of a page, and builds
// search indexes.
import { workerData } from 'node:worker_threads';
import { PageCache } from '../cache/page-cache';
import { loadPipeline, runMarkdownStep } from './markdown-step';
import { runPageStep } from './page-step';
import type { MarkdownResult, PageResult, RenderTask, SearchIndexAnswer, WorkerSetup } from './protocol';
import { runSearchIndexTask } from './search-index-task';

const setup = workerData as WorkerSetup;
const cache = setup.cacheDir ? new PageCache(setup.cacheDir) : undefined;
// In the background: most builds render some page, and the load overlaps the main thread's reading. A
// failure to load is reported by the first page that needs the pipeline.
loadPipeline().catch(() => {});

export default async function renderTask(
  task: RenderTask,
): Promise<MarkdownResult | MarkdownResult[] | PageResult | SearchIndexAnswer> {
  switch (task.kind) {
    case 'markdown':
      return runMarkdownStep(task, setup.scratchDir, cache);
    case 'markdown-batch': {
      const results: MarkdownResult[] = [];
      for (const one of task.tasks) results.push(await runMarkdownStep(one, setup.scratchDir, cache));
      return results;
    }
    case 'page':
      return runPageStep(task, setup.outDir, setup.ssrModule, cache, setup.precompressPages === true);
    case 'search-index':
      return runSearchIndexTask(task, cache);
  }
}
