import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../../src/build/markdown';
import { renderedPage } from '../../../../support/rendered-page';
import { writeTree } from '../../tree';

const mdx: MarkdownOptions = { file: 'content/en/guide/a.mdx', routePath: '/guide/a', lang: 'en', format: 'mdx' };

describe("Rspress's <Head> in a page", () => {
  it('gives its meta and link tags to the page head, and shows nothing where it stands', async () => {
    const page = await renderMarkdown(
      [
        "import { Head } from '@rspress/core/runtime';",
        '',
        '<Head>',
        '  <meta property="og:description" content="Out-of-box build tools" />',
        '  <link rel="canonical" href="https://example.com/guide/a" />',
        '</Head>',
        '',
        'Text.',
      ].join('\n'),
      mdx,
    );
    expect(page.errors).toEqual([]);
    expect(page.head).toEqual([
      ['meta', { property: 'og:description', content: 'Out-of-box build tools' }],
      ['link', { rel: 'canonical', href: 'https://example.com/guide/a' }],
    ]);
    expect(page.html).toBe('<p>Text.</p>');
  });

  it('takes Helmet, the name of older Rspress runtimes, any local name, and bare attributes as HTML has them', async () => {
    const page = await renderMarkdown(
      'import { Helmet as H } from \'rspress/runtime\';\n\n<H><meta name="keywords" content="a, b" /><link rel="preconnect" href="https://cdn.example.com" crossorigin /></H>',
      mdx,
    );
    expect(page.errors).toEqual([]);
    expect(page.head).toEqual([
      ['meta', { name: 'keywords', content: 'a, b' }],
      ['link', { rel: 'preconnect', href: 'https://cdn.example.com', crossorigin: '' }],
    ]);
  });

  it('reports each child that is not a safe meta or link tag on its line, and keeps the rest', async () => {
    const page = await renderMarkdown(
      [
        "import { Head } from '@rspress/core/runtime';",
        '',
        '<Head>',
        '  <title>Not here</title>',
        '  <meta name="a" content="kept" />',
        '  <link rel="preload" href="javascript:alert(1)" />',
        '  <script src="/x.js" />',
        "  <meta name=\"b\" content={['not', 'text']} />",
        '</Head>',
      ].join('\n'),
      mdx,
    );
    expect(page.head).toEqual([['meta', { name: 'a', content: 'kept' }]]);
    expect(page.errors.map((e) => e.line)).toEqual([6, 7, 8]);
    expect(page.errors[0].message).toMatch(/^<Head>: /);
    expect(page.errors[1].message).toBe(
      '<Head> takes <meta> and <link> tags, as front matter "head" does (the title is front matter)',
    );
    expect(page.errors[2].message).toBe('<meta> content: only strings, numbers and booleans can be HTML attributes');
    // Its <title> is left out with a warning: the page builds, titled by its front matter.
    expect(page.warnings).toEqual([
      { line: 4, message: `<Head>: <title> is left out: a page's title is its front matter "title" (write it there)` },
    ]);
  });

  it('reports the runtime’s hooks imported into a page, which only components can call', async () => {
    const page = await renderMarkdown("import { useI18n } from '@rspress/core/runtime';\n\n# T", mdx);
    expect(page.errors).toEqual([
      {
        line: 1,
        message:
          '"@rspress/core/runtime": a page may import Head, NoSSR, normalizeImagePath and withBase from it, not useI18n (a .tsx component may use it)',
      },
    ]);
  });

  it('adds its tags after the front matter’s head, in the page the build renders', async () => {
    const root = writeTree({
      'en/a.mdx': [
        '---',
        'head: [[meta, { name: keywords, content: from front matter }]]',
        '---',
        "import { Head } from '@rspress/core/runtime';",
        '',
        '# A',
        '',
        '<Head><meta name="author" content="from Head" /></Head>',
      ].join('\n'),
    });
    const page = await renderedPage(root, 'en/a.mdx');
    expect(page.record.frontmatter.head).toEqual([
      ['meta', { name: 'keywords', content: 'from front matter' }],
      ['meta', { name: 'author', content: 'from Head' }],
    ]);
  });
});
