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
 * rendering). Resolves to the report, once the thread has ended (with the processes it started: see
 * bundler-service.ts); rejects with a ContentError for content problems.
 */
export function buildSiteInThread(workerFile: string, request: SiteBuildRequest): Promise<BuildReport> {
  return new Promise((done, fail) => {
    // esbuild's synchronous calls in a process each (`ESBUILD_WORKER_THREADS=0`), not through a thread of its own
    // keeping a service process: that process, outliving its thread, stayed a zombie of the server.
    const env = { ...process.env, NODE_ENV: 'production', ESBUILD_WORKER_THREADS: '0' };
    const worker = new Worker(workerFile, { workerData: request, env });
    let outcome: SiteBuildOutcome | undefined;
    let failure: Error | undefined;
    worker.once('message', (posted: SiteBuildOutcome) => {
      outcome = posted;
    });
    worker.once('error', (error) => {
      failure = error;
    });
    worker.once('exit', (code) => {
      if (failure) fail(failure);
      else if (!outcome) fail(new Error(`esmx-docs: the build thread stopped (exit code ${code}) without a result`));
      else if ('report' in outcome) done(outcome.report);
      else if ('problems' in outcome) fail(new ContentError(outcome.problems));
      else fail(new Error(outcome.message));
    });
  });
}
