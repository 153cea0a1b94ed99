import { mkdirSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKey, PageCache, readEntryAt } from '../../../../src/build/cache/page-cache';
import { contentHash } from '../../../../src/build/content-hash';
import { codeBlockKey } from '../../../../src/build/markdown';
import { runMarkdownStep } from '../../../../src/build/render/markdown-step';
import type { MarkdownTask } from '../../../../src/build/render/protocol';
import { writeTree } from '../tree';

const task = (body: string, codeKey?: string): MarkdownTask => ({
  kind: 'markdown',
  source: {
    body,
    frontmatter: {},
    bodyLineOffset: 0,
    display: 'content/en/guide/a.md',
    routePath: '/guide/a',
    lang: 'en',
    pathInLang: 'guide/a.md',
    lastUpdated: 0,
    showLineNumbers: false,
  },
  key: cacheKey('markdown', body),
  codeKey,
});

function setUp() {
  const dir = writeTree({});
  const scratch = join(dir, 'scratch');
  mkdirSync(scratch);
  return { cache: new PageCache(join(dir, 'cache')), scratch };
}

/** The page data step 2 would read: where this render put it, or from the cache entry of an earlier one. */
const pageHtml = (result: Awaited<ReturnType<typeof runMarkdownStep>>, cache?: PageCache) => {
  const data = result.page?.data;
  if (!data) throw new Error('no page data');
  const entry = 'pack' in data ? readEntryAt(data.pack) : cache?.get(data.cacheKey);
  return entry?.get('data')?.toString('utf8') ?? '';
};

describe('the Markdown step', () => {
  const codeKey = cacheKey('code-blocks', 'content/en/guide/a.md');
  const page = (prose: string) => `# A\n\n${prose}\n\n\`\`\`ts\nconst a = 1;\n\`\`\`\n`;

  it("keeps a page's highlighted code blocks for its next render, which takes them instead of highlighting", async () => {
    const { cache, scratch } = setUp();
    await runMarkdownStep(task(page('First text.'), codeKey), scratch, cache);
    const kept = new Map(JSON.parse(cache.get(codeKey)?.get('blocks')?.toString('utf8') ?? '[]') as [string, string][]);
    const key = codeBlockKey('ts', 'const a = 1;');
    expect(kept.get(key)).toContain('<pre class="shiki');

    // Marked, so that the next render shows whether it used the kept block or highlighted again.
    cache.add(codeKey, { blocks: JSON.stringify([[key, '<pre>KEPT</pre>']]) });
    const edited = await runMarkdownStep(task(page('Edited text.'), codeKey), scratch, cache);
    expect(edited.rendered).toBe(true);
    expect(pageHtml(edited, cache)).toContain('<pre>KEPT</pre>');
  });

  it('highlights again when the kept blocks are unreadable', async () => {
    const { cache, scratch } = setUp();
    cache.add(codeKey, { blocks: '{ not json' });
    const result = await runMarkdownStep(task(page('Text.'), codeKey), scratch, cache);
    expect(pageHtml(result, cache)).toContain('shiki-themes github-light github-dark');
    expect(cache.get(codeKey)?.get('blocks')?.toString('utf8')).toContain('shiki-themes github-light github-dark');
  });

  it('leaves the page data in its cache entry, and in a scratch pack only without one', async () => {
    const { cache, scratch } = setUp();
    const cached = await runMarkdownStep(task(page('Cached.')), scratch, cache);
    expect(cached.page?.data).toEqual({
      pack: expect.objectContaining({ file: expect.stringContaining(cache.packDir) }),
    });
    expect(readdirSync(scratch)).toEqual([]);
    expect(pageHtml(cached, cache)).toContain('Cached.');
    // A later build finds it by its key.
    const again = await runMarkdownStep(task(page('Cached.')), scratch, new PageCache(cache.dir));
    expect([again.rendered, again.page?.data]).toEqual([false, { cacheKey: task(page('Cached.')).key }]);
    expect(pageHtml(again, new PageCache(cache.dir))).toContain('Cached.');

    const uncached = await runMarkdownStep(task(page('Not cached.')), scratch);
    const second = await runMarkdownStep(task(page('Not cached either.')), scratch);
    expect(uncached.page?.data).toEqual({ pack: expect.objectContaining({ file: expect.stringContaining(scratch) }) });
    expect(pageHtml(uncached)).toContain('Not cached.');
    expect(pageHtml(second)).toContain('Not cached either.');
    // One pack and its index for both pages, not a file per page.
    expect(readdirSync(scratch)).toHaveLength(2);
    // A cache that cannot be written (here a file where its folder should be) falls back to the scratch file.
    const blocked = new PageCache(join(scratch, 'blocked'));
    writeFileSync(blocked.dir, '');
    const fallback = await runMarkdownStep(task(page('Unwritable cache.')), scratch, blocked);
    expect(fallback.page?.data).toEqual({ pack: expect.objectContaining({ file: expect.stringContaining(scratch) }) });
    expect(pageHtml(fallback)).toContain('Unwritable cache.');
  });

  it("lists a page's relative images from the cache too, and renders again when an image changed", async () => {
    const { cache, scratch } = setUp();
    const root = realpathSync(writeTree({ 'content/en/guide/pic.png': 'one' }));
    const file = join(root, 'content/en/guide/a.md');
    const body = '# A\n\n![Pic](./pic.png)\n';
    const imageTask: MarkdownTask = { ...task(body), source: { ...task(body).source, display: file } };
    const copyOf = (bytes: string) => ({
      source: join(root, 'content/en/guide/pic.png'),
      output: `static/image/pic.${contentHash(bytes)}.png`,
    });

    const first = await runMarkdownStep(imageTask, scratch, cache);
    expect([first.rendered, first.page?.images]).toEqual([true, [copyOf('one')]]);
    expect(pageHtml(first, cache)).toContain(`<img src=\\"/static/image/pic.${contentHash('one')}.png\\"`);
    const cached = await runMarkdownStep(imageTask, scratch, cache);
    expect([cached.rendered, cached.page?.images]).toEqual([false, [copyOf('one')]]);

    writeFileSync(join(root, 'content/en/guide/pic.png'), 'two');
    const changed = await runMarkdownStep(imageTask, scratch, cache);
    expect([changed.rendered, changed.page?.images]).toEqual([true, [copyOf('two')]]);
  });
});
