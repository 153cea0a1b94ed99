import { Worker } from 'node:worker_threads';
import type { BuildReport } from '../build';
import { ContentError, type ContentProblem } from '../errors';

/** What the dev server asks of a whole-site build: the config is loaded again in the thread, from the folder. */
export interface SiteBuildRequest {
  contentDir: string;
  outDir: string;
  cacheDir: string;
}

/** What the build thread posts back, once: its report, the content's problems, or a failure's message. */
export type SiteBuildOutcome = { report: BuildReport } | { problems: ContentProblem[] } | { message: string };

/**
 * Builds the whole site in a thread of its own (`site-build-worker.ts`, bundled as
 * `.build/dev-build-worker.mjs`), so the dev server's thread stays free while it runs: a saved page is
 * rendered and sent at once, not after the build's turns of linking, indexing, writing and compressing
 * (measured: a save during a build in the server's thread took 0.7–1.3 s to be sent, of which 50–200 ms
 * rendering). Resolves to the report; rejects with a ContentError for content problems.
 */
export function buildSiteInThread(workerFile: string, request: SiteBuildRequest): Promise<BuildReport> {
  return new Promise((done, fail) => {
    const worker = new Worker(workerFile, { workerData: request, env: { ...process.env, NODE_ENV: 'production' } });
    let settled = false;
    worker.once('message', (outcome: SiteBuildOutcome) => {
      settled = true;
      if ('report' in outcome) done(outcome.report);
      else if ('problems' in outcome) fail(new ContentError(outcome.problems));
      else fail(new Error(outcome.message));
    });
    worker.once('error', (error) => {
      settled = true;
      fail(error);
    });
    worker.once('exit', (code) => {
      if (!settled) fail(new Error(`esmx-docs: the build thread stopped (exit code ${code}) without a result`));
    });
  });
}
