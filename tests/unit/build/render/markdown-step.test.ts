import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKey, PageCache } from '../../../../src/build/cache/page-cache';
import { codeBlockKey } from '../../../../src/build/markdown';
import { runMarkdownStep } from '../../../../src/build/render/markdown-step';
import type { MarkdownTask } from '../../../../src/build/render/protocol';
import { setLocales } from '../../../../src/shared/locale';
import { writeTree } from '../tree';

setLocales(['en'], 'en');

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

const pageHtml = (result: Awaited<ReturnType<typeof runMarkdownStep>>) => {
  const data = result.page?.data;
  if (!data || !('scratch' in data)) throw new Error('no page data in a scratch file');
  return readFileSync(data.scratch, 'utf8');
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
    cache.set(codeKey, { blocks: JSON.stringify([[key, '<pre>KEPT</pre>']]) });
    const edited = await runMarkdownStep(task(page('Edited text.'), codeKey), scratch, cache);
    expect(edited.rendered).toBe(true);
    expect(pageHtml(edited)).toContain('<pre>KEPT</pre>');
  });

  it('highlights again when the kept blocks are unreadable', async () => {
    const { cache, scratch } = setUp();
    cache.set(codeKey, { blocks: '{ not json' });
    const result = await runMarkdownStep(task(page('Text.'), codeKey), scratch, cache);
    expect(pageHtml(result)).toContain('shiki-themes github-light github-dark');
    expect(cache.get(codeKey)?.get('blocks')?.toString('utf8')).toContain('shiki-themes github-light github-dark');
  });
});
