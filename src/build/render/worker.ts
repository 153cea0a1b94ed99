// A render worker of the build's pool (`pool.ts`), one per core: runs both steps of a page.
import { workerData } from 'node:worker_threads';
import { PageCache } from '../cache/page-cache';
import { runMarkdownStep } from './markdown-step';
import { runPageStep } from './page-step';
import type { MarkdownResult, PageResult, RenderTask, WorkerSetup } from './protocol';

const setup = workerData as WorkerSetup;
const cache = setup.cacheDir ? new PageCache(setup.cacheDir) : undefined;

export default function renderTask(task: RenderTask): Promise<MarkdownResult | PageResult> {
  return task.kind === 'markdown'
    ? runMarkdownStep(task, setup.outDir, cache)
    : runPageStep(task, setup.outDir, setup.ssrModule, cache);
}
