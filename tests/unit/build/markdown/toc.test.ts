import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../src/build/markdown';
import { buildToc } from '../../../../src/build/markdown/toc';

const en: MarkdownOptions = { file: 'toc.md', routePath: '/api/core/app', lang: 'en' };

const page = [
  '# App',
  '',
  'The application object.',
  '',
  '## App',
  '',
  ':::tip',
  'A tip with `code`.',
  ':::',
  '',
  '### `render()` *method*',
  '',
  '```ts',
  'app.render();',
  '```',
  '',
  '#### Options {#render-options}',
  '',
  '##### Too deep for the outline',
  '',
  '## 类型定义',
].join('\n');

describe('toc of an .mdx page, as Rspress 2 builds its outline (h2–h4.rp-toc-include)', () => {
  const mdx: MarkdownOptions = { file: 'toc.mdx', routePath: '/guide/toc', lang: 'en', format: 'mdx' };

  it('leaves out a heading written in JSX, unless it carries rp-toc-include, and keeps every Markdown one', async () => {
    const source = [
      '# Toc',
      '',
      '<section>',
      '  <h3>Raw JSX heading</h3>',
      '  <h2 className="rp-toc-include">Asked for</h2>',
      '</section>',
      '',
      '## Markdown heading',
    ].join('\n');
    const { toc, html } = await renderMarkdown(source, mdx);
    expect(toc.map((entry) => entry.text)).toEqual(['Asked for', 'Markdown heading']);
    // Still a place to link to, without the anchor the outline's headings show.
    expect(html).toContain('<h3 id="raw-jsx-heading">Raw JSX heading</h3>');
  });

  it('leaves out the steps of <Steps>, as Rspress 1 and 2 do, each still a place to link to', async () => {
    const source = [
      "import { Steps } from '@rspress/core/theme';",
      '',
      '# Box',
      '',
      '## Steps',
      '',
      '<Steps>',
      '',
      '### Install',
      '',
      'Run it.',
      '',
      '</Steps>',
      '',
      '## After',
    ].join('\n');
    const { toc, html } = await renderMarkdown(source, mdx);
    expect(toc.map((entry) => entry.text)).toEqual(['Steps', 'After']);
    expect(html).toContain('<div class="steps"><h3 id="install">Install</h3>');
  });
});

describe('toc', () => {
  // 'The application object.' is 23 characters, so the h2 after it starts at 24; and so on down the page.
  it('lists h2 to h4 in document order with plain text, ids and depths', async () => {
    const { toc } = await renderMarkdown(page, en);
    expect(toc).toEqual([
      { text: 'App', id: 'app-1', depth: 2, charIndex: 24 },
      { text: 'render() method', id: 'render-method', depth: 3, charIndex: 49 },
      { text: 'Options', id: 'render-options', depth: 4, charIndex: 79 },
      { text: '类型定义', id: '类型定义', depth: 2, charIndex: 112 },
    ]);
  });

  it('points each charIndex at the heading text inside the page text', async () => {
    const { toc, text } = await renderMarkdown(page, en);
    expect(text).toBe(
      'The application object.\nApp\nTIP\nA tip with code.\nrender() method\napp.render();\nOptions\nToo deep for the outline\n类型定义',
    );
    for (const entry of toc) expect(text.slice(entry.charIndex, entry.charIndex + entry.text.length)).toBe(entry.text);
  });

  it('keeps charIndex exact for any heading and paragraph texts', async () => {
    const word = fc.stringMatching(/^[A-Za-z0-9\u4e00-\u4e2f]{1,8}$/);
    const line = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    const block = fc.record({ depth: fc.integer({ min: 2, max: 4 }), heading: line, body: line });
    await fc.assert(
      fc.asyncProperty(fc.array(block, { minLength: 1, maxLength: 6 }), async (blocks) => {
        const source = ['# Title', ...blocks.flatMap((b) => [`${'#'.repeat(b.depth)} ${b.heading}`, b.body])].join(
          '\n\n',
        );
        const { toc, text } = await renderMarkdown(source, en);
        expect(toc.map((e) => e.text)).toEqual(blocks.map((b) => b.heading));
        for (const entry of toc)
          expect(text.slice(entry.charIndex, entry.charIndex + entry.text.length)).toBe(entry.text);
      }),
      { numRuns: 40 },
    );
  });

  it('leaves out headings without an anchor and depths outside 2 to 4', () => {
    expect(
      buildToc([
        { depth: 1, id: 'a', text: 'A', charIndex: 0, anchored: false },
        { depth: 2, id: 'footnote-label', text: 'Footnotes', charIndex: 2, anchored: false },
        { depth: 2, id: 'b', text: 'B', charIndex: 12, anchored: true },
        { depth: 5, id: 'c', text: 'C', charIndex: 14, anchored: true },
      ]),
    ).toEqual([{ text: 'B', id: 'b', depth: 2, charIndex: 12 }]);
  });
});
