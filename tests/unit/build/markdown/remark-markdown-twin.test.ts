import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../src/build/markdown';

/** A folder holding `diagram.png`, standing in for the content folder. */
const images = fileURLToPath(new URL('../../../fixtures/markdown-twin/md-page/', import.meta.url));

const page: MarkdownOptions = {
  file: 'content/en/guide/start/intro.md',
  routePath: '/guide/start/intro',
  lang: 'en',
  base: '/docs/',
  images: { pageFile: join(images, 'input.md'), contentDir: images, base: '/docs/' },
};

async function twinOf(markdown: string, options: Partial<MarkdownOptions> = {}): Promise<string> {
  const rendered = await renderMarkdown(markdown, { ...page, ...options });
  expect(rendered.errors).toEqual([]);
  return rendered.twin;
}

describe('remarkMarkdownTwin', () => {
  it('makes relative and absolute page links absolute site paths with the base', async () => {
    const twin = await twinOf('[a](./glossary.md#esm) [b](../essentials/) [c](/api/core/esmx) [d](index.md)');
    expect(twin).toBe(
      '[a](/docs/guide/start/glossary#esm) [b](/docs/guide/essentials/) [c](/docs/api/core/esmx) [d](/docs/guide/start/)\n',
    );
  });

  it('gives a page of another language links into its own language', async () => {
    const twin = await twinOf('[a](./b.md) [c](/api/)', { routePath: '/zh/guide/a', lang: 'zh', base: '/' });
    expect(twin).toBe('[a](/zh/guide/b) [c](/zh/api/)\n');
  });

  it('leaves external, mailto, protocol-relative and hash links as written', async () => {
    const text = '[e](https://example.com/x) [m](mailto:a@b.c) [p](//cdn.example/x.js) [h](#top)\n';
    expect(await twinOf(text)).toBe(text);
  });

  it('resolves reference definitions, used or not, and keeps their titles and the references', async () => {
    const twin = await twinOf(
      'See [the glossary][g] and [env].\n\n[g]: ./glossary.md "Glossary"\n[env]: ../env.md\n[unused]: ./x.md\n',
    );
    expect(twin).toBe(
      'See [the glossary][g] and [env].\n\n[g]: /docs/guide/start/glossary "Glossary"\n\n[env]: /docs/guide/env\n\n[unused]: /docs/guide/start/x\n',
    );
  });

  it('points a relative image at its copy in the site, once, and puts the base before a public one', async () => {
    const twin = await twinOf('![d](./diagram.png) ![logo](/logo.svg) ![r](https://example.com/r.png)');
    expect(twin).toBe(
      '![d](/docs/static/image/diagram.eaa4a94e.png) ![logo](/docs/logo.svg) ![r](https://example.com/r.png)\n',
    );
  });

  it('points an image reference at the copy too', async () => {
    const twin = await twinOf('![d][pic]\n\n[pic]: ./diagram.png\n');
    expect(twin).toBe('![d][pic]\n\n[pic]: /docs/static/image/diagram.eaa4a94e.png\n');
  });

  it('makes a relative file that is not a page absolute against the page folder', async () => {
    expect(await twinOf('[pdf](./files/a.pdf)')).toBe('[pdf](/docs/guide/start/files/a.pdf)\n');
  });

  it('keeps code blocks and inline code exactly as written, links and components in them included', async () => {
    const code = '```md title="x.md"\n[a](./b.md)\n<Badge text="x" />\n\n\n  indented\n```';
    const twin = await twinOf(`${code}\n\nAnd \`[c](./c.md)\`.`, { format: 'mdx' });
    expect(twin).toBe(`${code}\n\nAnd \`[c](./c.md)\`.\n`);
  });

  it('writes a container as a quote opening with its title', async () => {
    const twin = await twinOf(
      ':::tip Before you start\nInstall [Node](./node.md).\n\n- one\n:::\n\n:::warning\n```sh\nrm -rf x\n```\n:::',
    );
    expect(twin).toBe(
      '> **Before you start:** Install [Node](/docs/guide/start/node).\n>\n> - one\n\n> **WARNING:**\n>\n> ```sh\n> rm -rf x\n> ```\n',
    );
  });

  it('writes raw HTML of a .md page back as the author wrote it', async () => {
    const twin = await twinOf('Press <kbd>Ctrl</kbd>.\n\n<div>\n  <a href="./b.md">b</a>\n</div>\n');
    expect(twin).toBe('Press <kbd>Ctrl</kbd>.\n\n<div>\n  <a href="./b.md">b</a>\n</div>\n');
  });

  it('writes lowercase JSX of an .mdx page as the Markdown it stands for', async () => {
    const twin = await twinOf(
      '<a href="./b.md">B</a>, <strong>bold</strong>, <code>x</code><br />next\n\n<img src="./diagram.png" alt="D" />',
      {
        format: 'mdx',
      },
    );
    expect(twin).toBe(
      '[B](/docs/guide/start/b), **bold**, `x`\\\nnext\n\n![D](/docs/static/image/diagram.eaa4a94e.png)\n',
    );
  });

  it('writes the MDX components as plain Markdown', async () => {
    const mdx = [
      "import { Badge, Card, LinkCard, Callout, Tabs, Tab, Steps } from '@theme';",
      '',
      '## Setup <Badge text="New" />',
      '',
      '<Card title="Fast">Quick [start](./start.md).</Card>',
      '',
      '<LinkCard href="./env.md" title="Env" />',
      '',
      '<Callout type="tip" title="Note">Short.</Callout>',
      '',
      '<Tabs>',
      '  <Tab label="One">',
      'First.',
      '  </Tab>',
      '  <Tab label="Two">',
      'Second.',
      '  </Tab>',
      '</Tabs>',
      '',
      '<Steps>',
      '### Go',
      '</Steps>',
    ].join('\n');
    expect(await twinOf(mdx, { format: 'mdx' })).toBe(
      [
        '## Setup **New**',
        '',
        '**Fast**',
        '',
        'Quick [start](/docs/guide/start/start).',
        '',
        '- [Env](/docs/guide/start/env)',
        '',
        '> **Note:** Short.',
        '',
        '**One**',
        '',
        'First.',
        '',
        '**Two**',
        '',
        'Second.',
        '',
        '### Go',
        '',
      ].join('\n'),
    );
  });

  it('starts with the lead from front matter, whose links become site paths too', async () => {
    const twin = await twinOf('Body.', {
      twinLead: {
        blocks: [
          {
            type: 'paragraph',
            children: [{ type: 'link', url: '/guide/', children: [{ type: 'text', value: 'Go' }] }],
          },
        ],
      },
    });
    expect(twin).toBe('[Go](/docs/guide/)\n\nBody.\n');
  });

  it('adds the front matter title only when the body has no h1', async () => {
    expect(await twinOf('Text.', { twinLead: { title: 'T' } })).toBe('# T\n\nText.\n');
    expect(await twinOf('# Own\n\nText.', { twinLead: { title: 'T' } })).toBe('# Own\n\nText.\n');
  });

  it('leaves the page HTML as it is without the twin', async () => {
    const source = ':::tip\n[a](./b.md) <Badge text="x" />\n:::';
    const rendered = await renderMarkdown(source, { ...page, format: 'mdx' });
    expect(rendered.html).toContain('<div class="container tip">\n<p class="container-title">TIP</p>');
    expect(rendered.html).toContain('<a href="/docs/guide/start/b">a</a> <span class="badge badge-tip">x</span>');
  });

  it('is the same text on every render of the same page', async () => {
    const source = '# A\n\n[b](./b.md) ![d](./diagram.png)\n\n| x | y |\n| - | - |\n| 1 | 2 |\n';
    expect(await twinOf(source)).toBe(await twinOf(source));
  });
});
