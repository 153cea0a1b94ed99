import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import { FixedQueue, Piscina, queueOptionsSymbol, type TaskQueue } from 'piscina';
import type { SearchDoc } from '../../shared/search';
import type { IndexFile } from '../search/index-writer';
import type {
  MarkdownBatch,
  MarkdownResult,
  MarkdownTask,
  PageResult,
  PageTask,
  SearchIndexAnswer,
  SearchIndexJob,
  SearchIndexTask,
  WantedDocs,
  WorkerSetup,
} from './protocol';

/**
 * The workers' Node flags: the process's own, and require() of ES modules turned off where Node has it. piscina
 * loads a worker's module with require() first, which Node answers (since 20.19) by loading the ES module
 * through a CommonJS facade; a worker terminated in the middle of that (Ctrl+C early in a build) failed an
 * assertion there that aborted the whole process, leaving its temp folders behind. Without it piscina loads the
 * module with import(), which a termination stops cleanly.
 */
function workerExecArgv(): string[] | undefined {
  const flag = '--no-experimental-require-module';
  return process.allowedNodeEnvironmentFlags.has(flag) ? [...flagsForWorkers(process.execArgv), flag] : undefined;
}

/**
 * The flags of `args` a worker takes. A Worker refuses V8's flags and the process's own in its `execArgv`
 * (`node --max-old-space-size=8192 …`, as CI set-ups run docs builds, stopped every build with
 * ERR_WORKER_INVALID_EXEC_ARGV); V8's apply to every thread of the process anyway. Node has no list of them, so
 * when the whole list is refused, each flag (with its value, when that is the next argument) is tried on a
 * Worker made and ended at once. Without flags, as the CLI is usually run, nothing is tried.
 */
function flagsForWorkers(args: readonly string[]): string[] {
  if (args.length === 0 || workerTakes(args)) return [...args];
  const taken: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const withValue = /^--[^=]+$/.test(args[i]) && i + 1 < args.length && !args[i + 1].startsWith('-');
    const flag = withValue ? [args[i], args[++i]] : [args[i]];
    if (workerTakes(flag)) taken.push(...flag);
  }
  return taken;
}

function workerTakes(execArgv: readonly string[]): boolean {
  try {
    void new Worker('', { eval: true, execArgv: [...execArgv], stdout: true, stderr: true }).terminate();
    return true;
  } catch {
    return false;
  }
}

/**
 * The build's render workers: one thread per core, each running `worker.ts` (bundled by Rollup as
 * `.build/render-worker.mjs`). The only module that talks to piscina.
 *
 * A task that throws (a crash, not a content problem: those come back as data) rejects with an error
 * naming the page it was rendering, so the build can say which page broke.
 *
 * @example
 * const pool = new RenderPool('.build/render-worker.mjs', { outDir, ssrModule: '.build/ssr.mjs' });
 * const [result] = await pool.markdown([{ kind: 'markdown', source }]);
 * await pool.close();
 */
export class RenderPool {
  private readonly piscina: Piscina;

  constructor(workerFile: string, setup: WorkerSetup, threads = availableParallelism()) {
    this.piscina = new Piscina({
      filename: workerFile,
      workerData: setup,
      minThreads: threads,
      maxThreads: threads,
      // One task waiting in each worker: it goes on rendering while the main thread is busy in a long step.
      concurrentTasksPerWorker: 2,
      // An idle worker waits for its next task with Atomics.waitAsync, not piscina's default Atomics.wait,
      // which blocks the thread's event loop: the Markdown pipeline each worker starts loading as it starts
      // (worker.ts) then waited for the first task to be sent, and after one edit at 1,000 pages per language
      // the edited page waited for that load (~0.5 s) once the main thread had compared and read every source.
      atomics: 'async',
      // Worker threads copy their environment: one set here reaches each worker before React loads.
      env: { ...process.env, NODE_ENV: 'production' },
      taskQueue: new UrgentFirst(),
      // Twice V8's default young generation (semi-spaces of 32 MB, not 16): parsing and rendering Markdown
      // makes short-lived objects by the million, and with more room fewer of them are copied or promoted.
      // Markdown step 7-10 % less CPU (NODE_OPTIONS=--max-semi-space-size=32 npm run bench -- markdown-step),
      // for at most 32 MB more per thread.
      resourceLimits: { maxYoungGenerationSizeMb: 96 },
      execArgv: workerExecArgv(),
    });
  }

  get threads(): number {
    return this.piscina.maxThreads;
  }

  /**
   * Step 1 of `tasks`, one after the other in one thread. The build hands over a page with its
   * translations: they share most code blocks, and each thread's highlighter keeps the blocks it has
   * highlighted. If the batch crashes, each page runs alone, so that the crash names its page.
   */
  async markdown(tasks: MarkdownTask[]): Promise<MarkdownResult[]> {
    try {
      return (await this.piscina.run({ kind: 'markdown-batch', tasks } satisfies MarkdownBatch)) as MarkdownResult[];
    } catch {
      return Promise.all(tasks.map((task) => this.run<MarkdownResult>(task, task.source.display)));
    }
  }

  /** `display` names the page in a crash report (its source file). */
  page(task: PageTask, display: string): Promise<PageResult> {
    return this.run(task, display);
  }

  /**
   * Builds one language's search index files in a worker, off the main thread, giving each file to
   * `write` as the worker makes it; resolves to the manifest's path once every file has been given. It
   * goes before every page still waiting: it holds a thread for seconds at a thousand pages, and would
   * otherwise start only once the last page is handed out (after an edit, the other pages only take a
   * moment each). The files come over a channel of their own, one at a time, rather than all together
   * in the answer: at 10,000 pages they are a hundred megabytes a language, which the worker and this
   * thread would otherwise each hold whole.
   */
  searchIndex({ docs, ...job }: SearchIndexJob, write: (file: IndexFile) => void): Promise<string> {
    // Not an async function: its frame would keep `docs`, every page text of the language, alive until the
    // index is done, rather than until the worker has had them all.
    const fileChannel = new MessageChannel();
    const docChannel = new MessageChannel();
    const files = receiveFiles(fileChannel.port1, write);
    // A worker that starts from the last build's state says which documents it lacks (after an edit, one),
    // and gathers them before it indexes (see search-index-task.ts): asked for batch by batch, they waited
    // on this thread's own work meanwhile, so it gets `BATCHES_AHEAD` at once, not all: at 10,000 pages
    // all at once held both languages' documents twice more, 270 MB of peak memory.
    if (job.keys && job.termsKey) sendWantedDocs(docChannel.port1, docs);
    else sendDocs(docChannel.port1, docs, 1);
    const task: SearchIndexTask & Task = {
      ...job,
      kind: 'search-index',
      count: docs.length,
      docs: docChannel.port2,
      files: fileChannel.port2,
      [queueOptionsSymbol]: URGENT,
    };
    const answer = this.run<SearchIndexAnswer>(task, `the ${job.name} search index`, [task.docs, task.files]);
    return allFiles(answer, files, [fileChannel.port1, docChannel.port1]);
  }

  /** Waits for running tasks, then stops the threads. */
  close(): Promise<void> {
    return this.piscina.close();
  }

  /** Stops the threads now; pending tasks reject. */
  destroy(): Promise<void> {
    return this.piscina.destroy();
  }

  /** Not an async function, which would hold `task` until its answer: piscina lets go of it once sent. */
  private run<T>(
    task: MarkdownTask | PageTask | SearchIndexTask,
    display: string,
    transferList?: MessagePort[],
  ): Promise<T> {
    return this.piscina.run(task, transferList && { transferList }).catch((error: unknown) => {
      throw new RenderCrash(display, error);
    });
  }
}

/** Batches of documents a search index task is sent: about 2 MB of Chinese text each. */
const DOC_BATCH = 200;

/** Batches sent before the worker asks, to a worker that gathers every document first. */
const BATCHES_AHEAD = 8;

/**
 * Sends `docs` on `port` in batches: `ahead` of them at once, then one each time the worker asks for the
 * next (it asks once per batch it receives). Lets go of them once the last is sent.
 */
function sendDocs(port: MessagePort, docs: readonly SearchDoc[], ahead: number): void {
  if (docs.length === 0) return;
  let next = 0;
  const send = () => {
    if (next >= docs.length) return;
    port.postMessage(docs.slice(next, next + DOC_BATCH));
    next += DOC_BATCH;
    if (next >= docs.length) port.off('message', send);
  };
  port.on('message', send);
  for (let i = 0; i < ahead; i++) send();
}

/**
 * Waits for the worker's `WantedDocs`, then sends those of `docs` as `sendDocs` does, `BATCHES_AHEAD` at
 * once. Holds `docs` until then, and lets go of them at once.
 */
function sendWantedDocs(port: MessagePort, docs: readonly SearchDoc[]): void {
  port.once('message', ({ want }: WantedDocs) =>
    sendDocs(
      port,
      want.map((i) => docs[i]),
      BATCHES_AHEAD,
    ),
  );
}

/** The manifest's path once `answer` has come and every file it counts has been written; closes `ports`. */
async function allFiles(
  answer: Promise<SearchIndexAnswer>,
  files: { all(count: number): Promise<void> },
  ports: MessagePort[],
): Promise<string> {
  try {
    const { manifest, files: count } = await answer;
    await files.all(count);
    return manifest;
  } finally {
    for (const port of ports) port.close();
  }
}

/**
 * Hands each file that arrives on `port` to `write`; `all(count)` resolves once `count` have arrived
 * (the task's answer comes on another channel, and may overtake the last files), or rejects with the
 * first error `write` threw.
 */
function receiveFiles(port: MessagePort, write: (file: IndexFile) => void): { all(count: number): Promise<void> } {
  let arrived = 0;
  let expected = Number.POSITIVE_INFINITY;
  let failed: unknown;
  let done: (() => void) | undefined;
  port.on('message', (file: IndexFile) => {
    arrived++;
    try {
      if (failed === undefined) write(file);
    } catch (error) {
      failed = error;
    }
    if (arrived >= expected) done?.();
  });
  return {
    async all(count) {
      expected = count;
      if (arrived < count) await new Promise<void>((resolve) => (done = resolve));
      if (failed !== undefined) throw failed;
    },
  };
}

/** The queue option of a task that goes before the others (the symbol-keyed field is not sent to the worker). */
const URGENT = { urgent: true };

/** A waiting task as piscina queues it. */
type Task = Parameters<TaskQueue['push']>[0];

/** Piscina's queue of waiting tasks: those marked `URGENT` in order, then the rest in order. */
class UrgentFirst implements TaskQueue {
  private readonly urgent = new FixedQueue();
  private readonly others = new FixedQueue();

  get size(): number {
    return this.urgent.size + this.others.size;
  }

  push(task: Task): void {
    (task[queueOptionsSymbol] === URGENT ? this.urgent : this.others).push(task);
  }

  shift(): Task | null {
    return this.urgent.shift() ?? this.others.shift();
  }

  remove(task: Task): void {
    (task[queueOptionsSymbol] === URGENT ? this.urgent : this.others).remove(task);
  }
}

/** A render worker failed on a page in a way the page's content does not explain. */
export class RenderCrash extends Error {
  constructor(
    readonly page: string,
    cause: unknown,
  ) {
    super(`esmx-docs: rendering ${page} crashed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'RenderCrash';
  }
}
