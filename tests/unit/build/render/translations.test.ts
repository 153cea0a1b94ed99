import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RenderPool } from '../../../../src/build/render/pool';
import type { MarkdownResult, MarkdownTask } from '../../../../src/build/render/protocol';
import { renderWithTranslations } from '../../../../src/build/render/translations';

// The stand-in worker answers each page with a problem naming it and the time its task started.
const worker = join(import.meta.dirname, '../../../fixtures/render-pool/worker.mjs');
const pool = new RenderPool(worker, { outDir: '/nowhere', ssrModule: '/nowhere/ssr.mjs', scratchDir: '/nowhere' }, 1);
afterAll(() => pool.destroy());

const task = (lang: 'en' | 'zh', pathInLang: string, body: string): MarkdownTask => ({
  kind: 'markdown',
  source: {
    body,
    frontmatter: {},
    bodyLineOffset: 0,
    display: `content/${lang}/${pathInLang}`,
    routePath: `/${lang}/${pathInLang}`,
    lang,
    pathInLang,
    lastUpdated: 0,
    showLineNumbers: false,
  },
});

const code = '```ts\nlet a = 1;\n```\n\n'.repeat(5);
const prose = 'Plain prose. '.repeat(500);
const tasks = [
  task('en', 'short.md', '# Short\n'),
  task('zh', 'short.md', '# 短\n'),
  task('en', 'code.md', `# Code\n\n${code}`),
  task('en', 'long.md', `# Long\n\n${prose}`),
  task('zh', 'code.md', `# 代码\n\n${code}`),
];

type Started = MarkdownResult & { started: number };
const shown = (result: MarkdownResult) => result.problems[0].file;

describe('renderWithTranslations', () => {
  it('hands the dearest page and its translations out first, and answers in the order of the tasks', async () => {
    const results = (await renderWithTranslations(pool, tasks, (r) => r)) as Started[];
    expect(results.map(shown)).toEqual(tasks.map((t) => t.source.display));
    const byStart = [...results].sort((a, b) => a.started - b.started).map(shown);
    expect(byStart).toEqual([
      'content/en/code.md',
      'content/zh/code.md',
      'content/en/long.md',
      'content/en/short.md',
      'content/zh/short.md',
    ]);
  });

  it('hands out first the pages the cache does not hold, however cheap, and then the rest by cost', async () => {
    const cached = (t: MarkdownTask) => t.source.pathInLang !== 'short.md';
    const results = (await renderWithTranslations(pool, tasks, (r) => r, cached)) as Started[];
    const byStart = [...results].sort((a, b) => a.started - b.started).map(shown);
    expect(byStart).toEqual([
      'content/en/short.md',
      'content/zh/short.md',
      'content/en/code.md',
      'content/zh/code.md',
      'content/en/long.md',
    ]);
  });

  it('hands out the pages the cache holds 32 to a task, after the others, and answers in the order of the tasks', async () => {
    const many = Array.from({ length: 20 }, (_, n) => [
      task('en', `p${n}.md`, '# P\n'),
      task('zh', `p${n}.md`, '# P\n'),
    ]).flat();
    const sizes: number[] = [];
    const markdown = pool.markdown.bind(pool);
    const spy = vi.spyOn(pool, 'markdown').mockImplementation((batch) => {
      sizes.push(batch.length);
      return markdown(batch);
    });
    try {
      const cached = (t: MarkdownTask) => t.source.pathInLang !== 'p7.md';
      const results = await renderWithTranslations(pool, many, (r) => r, cached);
      expect(results.map(shown)).toEqual(many.map((t) => t.source.display));
      expect(spy.mock.calls[0][0].map((t) => t.source.display)).toEqual(['content/en/p7.md', 'content/zh/p7.md']);
      expect(sizes).toEqual([2, 32, 6]);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps what `keep` makes of each result, once per page', async () => {
    const seen: string[] = [];
    const kept = await renderWithTranslations(pool, tasks, (r) => {
      seen.push(shown(r));
      return shown(r).toUpperCase();
    });
    expect(kept).toEqual(tasks.map((t) => t.source.display.toUpperCase()));
    expect(seen.sort()).toEqual(tasks.map((t) => t.source.display).sort());
  });
});
