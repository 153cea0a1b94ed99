import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../src/build/markdown';
import { DEAD_IMAGE_HINT } from '../../../../src/build/markdown/remark-page-images';
import { tempFolder } from '../../../support/temp-folder';

const en: MarkdownOptions = {
  file: 'content/en/guide/start/glossary.md',
  routePath: '/guide/start/glossary',
  lang: 'en',
};

describe('renderMarkdown', () => {
  it('returns the first h1 as the title and keeps the h1 in the HTML without an anchor', async () => {
    const page = await renderMarkdown('# Glossary\n\nTerms.', en);
    expect(page.title).toBe('Glossary');
    expect(page.html).toBe('<h1 id="glossary">Glossary</h1>\n<p>Terms.</p>');
  });

  it('gives no title when the body has no h1', async () => {
    const page = await renderMarkdown('## Only a section\n\nText.', en);
    expect(page).not.toHaveProperty('title');
    expect(page.toc).toEqual([{ text: 'Only a section', id: 'only-a-section', depth: 2, charIndex: 0 }]);
  });

  it('takes the title as plain text, without inline markup', async () => {
    const page = await renderMarkdown('# The `Esmx` *class*', en);
    expect(page.title).toBe('The Esmx class');
  });

  it("takes the title from the images' alt text when the h1 is only a logo", async () => {
    const page = await renderMarkdown('# [![unified](logo.svg)](https://unifiedjs.com)\n\nText.', en);
    expect(page.title).toBe('unified');
  });

  it('quotes a long refused URL by its start and its length, not whole', async () => {
    const image = `data:image/png;base64,${'A'.repeat(3_000_000)}`;
    const page = await renderMarkdown(`# Logo\n\n![logo](${image})\n`, en);
    expect(page.errors).toEqual([
      {
        line: 3,
        message: `image "${image.slice(0, 80)}… (3,000,022 characters)": the scheme "data:" is not allowed in content (it could run code, or open a document or file of its own)`,
      },
    ]);
    expect(page.html).not.toContain('AAAA');
  });

  it('leaves the h1 out of the search text', async () => {
    const page = await renderMarkdown('# Glossary\n\nFirst paragraph.\n\n## ESM\n\nModules.', en);
    expect(page.text).toBe('First paragraph.\nESM\nModules.');
  });

  it("reports internal links in route form with their body line, a #hash as the page's own route with it, and skips external links", async () => {
    const source = [
      '# Glossary',
      '',
      'See [start](./getting-started.md).',
      '',
      '[top](#glossary) [gh](https://github.com/esmnext/esmx)',
      '',
      ':::tip',
      'Read [the API](/api/core/esmx#methods).',
      ':::',
    ].join('\n');
    const page = await renderMarkdown(source, en);
    expect(page.links).toEqual([
      { url: '/guide/start/getting-started', line: 3, written: './getting-started.md' },
      { url: '/guide/start/glossary#glossary', line: 5, samePage: true },
      { url: '/api/core/esmx#methods', line: 8 },
    ]);
  });

  it("links under the site's base, while the dead-link check gets the route", async () => {
    const source = '# Glossary\n\n[start](./getting-started.md) [api](/api/core/esmx#methods) [top](#glossary)';
    const page = await renderMarkdown(source, { ...en, base: '/v2/' });
    expect(page.html).toContain('<a href="/v2/guide/start/getting-started">start</a>');
    expect(page.html).toContain('<a href="/v2/api/core/esmx#methods">api</a>');
    expect(page.html).toContain('<a href="#glossary">top</a>');
    expect(page.links.map((l) => l.url)).toEqual([
      '/guide/start/getting-started',
      '/api/core/esmx#methods',
      '/guide/start/glossary#glossary',
    ]);
  });

  it('keeps the base once on a site path written with it; the check reads raw HTML without it, a Markdown link as written, as Rspress', async () => {
    const source = [
      '# Glossary',
      '',
      '<a href="/v2/demo/">demo</a> [api](/v2/api/core/esmx.md#methods) [home](/v2) [v2x](/v2x/a)',
    ].join('\n');
    const page = await renderMarkdown(source, { ...en, base: '/v2/' });
    expect(page.html).toContain('<a href="/v2/demo/">demo</a>');
    expect(page.html).toContain('<a href="/v2/api/core/esmx#methods">api</a>');
    expect(page.html).toContain('<a href="/v2/">home</a>');
    // Only a whole folder is the base: /v2x is a path of the site like any other.
    expect(page.html).toContain('<a href="/v2/v2x/a">v2x</a>');
    expect(page.links).toEqual([
      { url: '/demo/', line: 3, html: true },
      { url: '/v2/api/core/esmx#methods', line: 3, written: '/v2/api/core/esmx.md#methods' },
      { url: '/v2', line: 3 },
      { url: '/v2x/a', line: 3 },
    ]);
    expect(page.twin).toContain('[api](/v2/api/core/esmx#methods) [home](/v2/) [v2x](/v2/v2x/a)');
  });

  it("gives a language's page the path written with the base in its language, as one written without it", async () => {
    const zh: MarkdownOptions = {
      file: 'content/zh/guide/a.md',
      routePath: '/zh/guide/a',
      lang: 'zh',
      langs: ['en', 'zh'],
    };
    const page = await renderMarkdown('# A\n\n<a href="/v2/guide/b">b</a>', { ...zh, base: '/v2/' });
    expect(page.html).toContain('<a href="/v2/zh/guide/b">b</a>');
    expect(page.links).toEqual([{ url: '/zh/guide/b', line: 3, html: true }]);
  });

  it('reports an image that is not there as an error, or with checkDeadImages false as a warning, left as written', async () => {
    const folder = tempFolder('esmx-images-');
    const images = { pageFile: join(folder, 'en/page.md'), contentDir: folder, base: '/' };
    const source = '# Glossary\n\n![gone](./gone.png)';
    const checked = await renderMarkdown(source, { ...en, images });
    expect(checked.errors.map((e) => e.line)).toEqual([3]);
    // The way out, told once however many images are missing.
    expect(checked.errors[0].hint).toMatch(/markdown\.checkDeadImages: false .*markdown\.image\.checkDeadImages/);
    const unchecked = await renderMarkdown(source, { ...en, images: { ...images, checkDeadImages: false } });
    expect(unchecked.errors).toEqual([]);
    expect(unchecked.warnings).toEqual([
      { line: 3, message: expect.stringMatching(/^image "\.\/gone\.png" not found: /) },
    ]);
    expect(unchecked.html).toContain('<img src="./gone.png" alt="gone"');
  });

  it("shows a site-path image under the site's base, once, as Rspress's img does, and still reports a missing one", async () => {
    const folder = tempFolder('esmx-images-');
    mkdirSync(join(folder, 'public'));
    writeFileSync(join(folder, 'public/logo.svg'), '<svg/>');
    const images = { pageFile: join(folder, 'en/page.md'), contentDir: folder, base: '/v2/' };
    const source = [
      '# Glossary',
      '',
      '![md](/logo.svg) <img src="/logo.svg" alt="raw"> <img src="/v2/logo.svg" alt="based">',
      '',
      '![gone](/v2/gone.png)',
    ].join('\n');
    const page = await renderMarkdown(source, { ...en, base: '/v2/', images });
    expect(page.html.match(/<img [^>]*>/g)).toEqual([
      '<img src="/v2/logo.svg" alt="md" loading="lazy">',
      '<img src="/v2/logo.svg" alt="raw" loading="lazy">',
      '<img src="/v2/logo.svg" alt="based" loading="lazy">',
      '<img src="/v2/gone.png" alt="gone" loading="lazy">',
    ]);
    expect(page.errors).toEqual([
      { line: 5, message: expect.stringMatching(/^image "\/v2\/gone\.png" not found: /), hint: DEAD_IMAGE_HINT },
    ]);
  });

  it('copies an image beside the docs of an Rspress project and makes the page depend on it, so dev sees it change', async () => {
    const folder = tempFolder('esmx-images-');
    mkdirSync(join(folder, 'assets'));
    mkdirSync(join(folder, 'docs'));
    writeFileSync(join(folder, 'rspress.config.ts'), "export default { root: 'docs' };");
    writeFileSync(join(folder, 'assets/demo.svg'), '<svg/>');
    const images = { pageFile: join(folder, 'docs/index.md'), contentDir: join(folder, 'docs'), base: '/' };
    const page = await renderMarkdown('# Home\n\n![Demo](../assets/demo.svg)', { ...en, images });
    expect(page.errors).toEqual([]);
    expect(page.images).toEqual([
      { source: join(folder, 'assets/demo.svg'), output: expect.stringMatching(/^static\/image\/demo\./) },
    ]);
    expect(page.dependencies).toEqual([join(folder, 'assets/demo.svg')]);
  });

  it('reports a site-path image public/ does not hold as a missing one, at its line, under the same switch', async () => {
    const folder = tempFolder('esmx-images-');
    mkdirSync(join(folder, 'public'));
    writeFileSync(join(folder, 'public/logo.svg'), '<svg/>');
    const images = { pageFile: join(folder, 'en/page.md'), contentDir: folder, base: '/' };
    const source = '# Glossary\n\n![logo](/logo.svg)\n\n<img src="/gone.png" alt="gone">';
    const checked = await renderMarkdown(source, { ...en, images });
    expect(checked.errors).toEqual([
      { line: 5, message: expect.stringMatching(/^image "\/gone\.png" not found: /), hint: DEAD_IMAGE_HINT },
    ]);
    // Made from both files: the page is checked again once logo.svg goes or gone.png comes.
    expect(checked.dependencies).toEqual([join(folder, 'public/logo.svg'), join(folder, 'public/gone.png')]);
    const unchecked = await renderMarkdown(source, { ...en, images: { ...images, checkDeadImages: false } });
    expect(unchecked.errors).toEqual([]);
    expect(unchecked.warnings.map((w) => w.line)).toEqual([5]);
    expect(unchecked.html).toContain('<img src="/gone.png" alt="gone"');
  });

  it('reports a link written in a container title on the fence line', async () => {
    const page = await renderMarkdown('Intro\n\n:::tip See [env](./environment)\nBody\n:::', en);
    expect(page.links).toEqual([{ url: '/guide/start/environment', line: 3 }]);
  });

  it('warns about an unclosed container, a stray fence and an unknown type, each with its line', async () => {
    const source = [':::', '', ':::aside', 'x', ':::', '', ':::tip', 'never closed'].join('\n');
    const page = await renderMarkdown(source, en);
    expect(page.warnings).toEqual([
      { line: 1, message: 'closing ":::" without an opening container' },
      {
        line: 3,
        message:
          'unknown container type "aside" (expected one of tip, warning, danger, info, details, note, important, caution)',
      },
      { line: 7, message: 'container ":::tip" is never closed (add a ":::" line)' },
    ]);
  });

  it('warns when a custom heading id is used twice', async () => {
    const page = await renderMarkdown('## A {#same}\n\n## B {#same}', en);
    expect(page.warnings).toEqual([{ line: 3, message: 'heading id "same" is used twice on this page' }]);
  });

  it('leaves a component in a .md page out, as Rspress does, and warns on its line that components need .mdx', async () => {
    const page = await renderMarkdown('# Install\n\n<PackageManagerTabs command="add x" />\n\nA <b>bold</b> word.', en);
    expect(page.html).toBe('<h1 id="install">Install</h1>\n<p>A <b>bold</b> word.</p>');
    expect(page.warnings).toEqual([
      {
        line: 3,
        message: '<PackageManagerTabs> is left out: components work in .mdx pages (rename the file to .mdx)',
      },
    ]);
  });

  it("renders a .md page's plain HTML, and shows what could run code or is not plain HTML as text, warning at its line", async () => {
    const source = [
      '# T',
      '',
      'Press <kbd>Esc</kbd>.',
      '',
      '<img src="./gone.png" onerror="alert(1)">',
      '',
      '<embed src="https://example.com/a.swf">',
      '',
      '<div data-x="1">x</div>',
    ].join('\n');
    const page = await renderMarkdown(source, en);
    expect(page.html).toContain('<p>Press <kbd>Esc</kbd>.</p>');
    expect(page.html).toContain('&#x3C;embed');
    // An attribute that runs nothing but is not kept is left out of its element, which is drawn.
    expect(page.html).toContain('<div>x</div>');
    expect(page.warnings).toEqual([
      { line: 5, message: 'raw HTML is shown as text: <img onerror> could run code' },
      { line: 7, message: 'raw HTML is shown as text: <embed> could run code' },
      {
        line: 9,
        message:
          'raw HTML: <div data-x> is left out, not among the attributes a .md page keeps (an .mdx page keeps it)',
      },
    ]);
    expect(page.errors).toEqual([]);
  });

  it("keeps a .md page's link targets, inline styles, roles and ARIA attributes, as Rspress renders them", async () => {
    const source = [
      '# T',
      '',
      '<a href="https://example.com/demo" target="_blank" rel="noopener">Live demo</a>',
      '',
      '<figure style="margin: 0"><img src="https://example.com/shot.png" alt="Shot"></figure>',
      '',
      '<span aria-label="Keyboard">⌨</span>',
      '',
      '<div role="group" aria-label="Badges" tabindex="-1"><img alt="License" src="https://badgen.net/npm/license/react"></div>',
    ].join('\n');
    const page = await renderMarkdown(source, en);
    expect(page.html).toContain('target="_blank" rel="noopener noreferrer">Live demo</a>');
    expect(page.html).toContain('<figure style="margin: 0">');
    expect(page.html).toContain('<span aria-label="Keyboard">');
    expect(page.html).toContain('<div role="group" aria-label="Badges" tabindex="-1"><img alt="License"');
    expect(page.warnings).toEqual([]);
  });

  it("checks a .md page's HTML URLs as its Markdown's, and gives its HTML back in the Markdown twin as written", async () => {
    const bad = await renderMarkdown('# T\n\n<a href="javascript:alert(1)">x</a>\n', en);
    expect(bad.errors.map((e) => e.line)).toEqual([3]);
    expect(bad.html).not.toContain('javascript:');
    const source = '# T\n\n<details>\n<summary>More</summary>\n\nInside **this**.\n\n</details>\n\nA <b>word</b>.\n';
    const page = await renderMarkdown(source, en);
    expect(page.html).toContain('<details>\n<summary>More</summary><p>Inside <strong>this</strong>.</p></details>');
    expect(page.twin).toContain(
      '<details>\n<summary>More</summary>\n\nInside **this**.\n\n</details>\n\nA <b>word</b>.',
    );
  });

  it('leaves HTML comments out of .md and .mdx pages alike, block and inline, around the HTML a .md page shows', async () => {
    const source =
      '# T\n\n<!-- cspell:disable -->\n\nOne <!-- inline --> two.\n\n<!--\nmany\nlines\n-->\n\n<!-- x --><i>y</i>\n';
    const md = await renderMarkdown(source, en);
    const mdx = await renderMarkdown(source.replace('<!-- x --><i>y</i>\n', ''), { ...en, format: 'mdx' });
    expect(md.html).not.toMatch(/cspell|inline|lines|<!--/);
    expect(md.html).toContain('<p>One  two.</p>');
    expect(md.html).toContain('<i>y</i>');
    expect(mdx.html).not.toMatch(/cspell|inline|lines|<!--|&#x3C;!--/);
    expect(mdx.html).toContain('<p>One  two.</p>');
    expect([md.warnings, mdx.warnings]).toEqual([[], []]);
  });

  it('renders a clean page without warnings', async () => {
    const page = await renderMarkdown('# T\n\n:::tip\nok\n:::', en);
    expect(page.warnings).toEqual([]);
  });

  it("reports no link of the pipeline's own to an id it made: a heading's anchor, a footnote's", async () => {
    const page = await renderMarkdown('# Glossary\n\n## Part\n\nA note.[^1]\n\n[^1]: The note.', en);
    expect(page.html).toContain('href="#user-content-fn-1"');
    expect(page.links).toEqual([]);
  });

  it('keeps pages apart when many render at once on the shared processor', async () => {
    const pages = await Promise.all(
      ['One', 'Two', 'Three'].map((name) =>
        renderMarkdown(`# ${name}\n\n## Part\n\n[next](./${name.toLowerCase()}.md)`, en),
      ),
    );
    expect(pages.map((p) => p.title)).toEqual(['One', 'Two', 'Three']);
    expect(pages.map((p) => p.toc[0].id)).toEqual(['part', 'part', 'part']);
    expect(pages.map((p) => p.links)).toEqual([
      [{ url: '/guide/start/one', line: 5, written: './one.md' }],
      [{ url: '/guide/start/two', line: 5, written: './two.md' }],
      [{ url: '/guide/start/three', line: 5, written: './three.md' }],
    ]);
  });

  it('renders an empty body to empty output', async () => {
    expect(await renderMarkdown('', en)).toEqual({
      html: '',
      toc: [],
      text: '',
      links: [],
      anchors: [],
      images: [],
      warnings: [],
      errors: [],
      twin: '',
      dependencies: [],
    });
  });

  it('uses the page language for container titles and the copy button label', async () => {
    const page = await renderMarkdown(':::info\n内容\n:::\n\n```sh\nnpm i\n```', {
      ...en,
      routePath: '/zh/guide/start/glossary',
      lang: 'zh',
    });
    expect(page.html).toContain('<p class="container-title">信息</p>');
    expect(page.html).toContain('aria-label="复制代码"');
  });
});
