import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type RenderCrash, RenderPool } from '../../../../src/build/render/pool';
import type { MarkdownTask } from '../../../../src/build/render/protocol';
import { garbageWatcher } from '../../../support/garbage';
import { tempFolder } from '../../../support/temp-folder';

const worker = join(import.meta.dirname, '../../../fixtures/render-pool/worker.mjs');
const pool = new RenderPool(
  worker,
  {
    outDir: '/nowhere',
    ssrModule: '/nowhere/ssr.mjs',
    scratchDir: '/nowhere',
  },
  2,
);
afterAll(() => pool.destroy());

const task = (display: string): MarkdownTask => ({
  kind: 'markdown',
  source: {
    body: '',
    frontmatter: {},
    bodyLineOffset: 0,
    display,
    routePath: '/',
    lang: 'en',
    pathInLang: 'index.md',
    lastUpdated: 0,
    showLineNumbers: false,
  },
});

describe('RenderPool', () => {
  it('runs one thread per core unless told otherwise', () => {
    expect(pool.threads).toBe(2);
  });

  it('lets an idle thread go on with work it started itself before any task is sent', async () => {
    // The real worker starts loading the Markdown pipeline as it starts; a thread blocked waiting for its
    // first task would only load it once that task came.
    const scratchDir = tempFolder('pool-idle-');
    const idle = new RenderPool(
      join(import.meta.dirname, '../../../fixtures/render-pool/background-work.mjs'),
      { outDir: '/nowhere', ssrModule: '/nowhere/ssr.mjs', scratchDir },
      2,
    );
    try {
      await vi.waitFor(() => expect(readdirSync(scratchDir)).toHaveLength(2), { timeout: 20_000, interval: 20 });
    } finally {
      await idle.destroy();
    }
  });

  it('brings back the content problems of every page from every thread', async () => {
    const files = Array.from({ length: 8 }, (_, i) => `content/en/page-${i}.md`);
    const results = (await Promise.all(files.map((file) => pool.markdown([task(file)])))).flat();
    expect(results.flatMap((r) => r.problems)).toEqual(
      files.map((file) => ({ file, line: 3, message: `problem in ${file}` })),
    );
  });

  it('renders a batch of pages in order and brings back the result of each', async () => {
    const files = ['content/en/guide/a.md', 'content/zh/guide/a.md', 'content/fr/guide/a.md'];
    const results = await pool.markdown(files.map(task));
    expect(results.map((r) => r.problems[0].file)).toEqual(files);
  });

  it('names the page whose rendering crashed, even in a batch, and goes on with the others', async () => {
    const crash = pool.markdown([task('content/en/crash-not.md'), task('content/zh/crash.md')]);
    await expect(crash).rejects.toThrow('esmx-docs: rendering content/zh/crash.md crashed: out of cheese');
    await expect(crash).rejects.toMatchObject({ name: 'RenderCrash', page: 'content/zh/crash.md' } as RenderCrash);
    expect((await pool.markdown([task('content/en/after.md')]))[0].problems).toHaveLength(1);
  });

  it('starts a search index before the pages already waiting for a thread', async () => {
    const pages = Array.from({ length: 12 }, (_, i) => pool.markdown([task(`content/en/slow-${i}.md`)]));
    const index = pool.searchIndex({ name: 'en', docs: [], paths: [] }, () => {});
    const started = Number(await index);
    const pagesStarted = (await Promise.all(pages)).map(
      ([result]) => (result as unknown as { started: number }).started,
    );
    // Two threads take two tasks each at once; the index goes before the eight left waiting.
    expect(pagesStarted.filter((time) => time > started).length).toBeGreaterThanOrEqual(6);
  });

  /** `count` empty documents, `/p0`, `/p1`… */
  const emptyDocs = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ id: `/p${i}`, routePath: `/p${i}`, title: '', content: '', toc: [] }));

  it('gives a search index task every file its worker posts before it resolves', async () => {
    const docs = emptyDocs(200);
    const written: string[] = [];
    await pool.searchIndex({ name: 'zh', docs, paths: [] }, (file) => {
      written.push(`${file.path}=${file.data}`);
    });
    expect(written).toEqual(docs.map((d) => `${d.id}=zh:${d.id}`));
  });

  it('sends a search index task that starts from the last state only the documents it wants, several batches at once', async () => {
    const docs = emptyDocs(900);
    const keys = docs.map((_, i) => (i % 3 === 0 ? 'new' : 'kept'));
    const written: string[] = [];
    const job = { name: 'en', docs, paths: [], keys, termsKey: 'terms-en' };
    await pool.searchIndex(job, (file) => written.push(file.path));
    expect(written).toEqual(docs.filter((_, i) => i % 3 === 0).map((d) => d.id));
  });

  it('rejects a search index task with the first error its writer threw, once the worker is done', async () => {
    const docs = ['/a', '/b'].map((id) => ({ id, routePath: id, title: '', content: '', toc: [] }));
    const written: string[] = [];
    const index = pool.searchIndex({ name: 'en', docs, paths: [] }, (file) => {
      written.push(file.path);
      throw new Error(`disk full at ${file.path}`);
    });
    await expect(index).rejects.toThrow('disk full at /a');
    expect(written).toEqual(['/a']);
  });

  it("lets go of a search index task's documents while its worker builds it", async () => {
    const watcher = garbageWatcher();
    const docs = () => [{ id: '/a', routePath: '/a', title: '', content: 'text '.repeat(1000), toc: [] }];
    const index = pool.searchIndex({ name: 'slow', docs: watcher.watch(docs()), paths: [] }, () => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await watcher.collected()).toBe(true);
    await index;
  });
});
