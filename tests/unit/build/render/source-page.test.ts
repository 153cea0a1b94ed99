import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/build/config/load-config';
import { ContentError } from '../../../../src/build/errors';
import { DEAD_IMAGE_HINT } from '../../../../src/build/markdown/remark-page-images';
import { buildForTest } from '../../../support/built-site';
import { writeTree } from '../tree';

/** An Rspress project of `pages` (paths in `docs/`) with `config`: its config as loaded, and its build. */
async function rspressSite(pages: Record<string, string>, config = "{ title: 'Site' }") {
  const files = Object.fromEntries(Object.entries(pages).map(([path, text]) => [`docs/${path}`, text]));
  const root = writeTree({ 'rspress.config.ts': `export default ${config};\n`, ...files });
  const docs = join(root, 'docs');
  const loaded = await loadConfig(docs, root);
  return { loaded, build: () => buildForTest(docs, loaded.config) };
}

/** The problems of a build that must fail. */
async function problemsOf(build: () => Promise<unknown>) {
  const failed = await build().catch((error: unknown) => error);
  expect(failed).toBeInstanceOf(ContentError);
  return (failed as ContentError).problems;
}

describe("a page's record", () => {
  it("hides the outline of every page as the config's themeConfig.outline: false says, unless its front matter shows it", async () => {
    const { loaded, build } = await rspressSite(
      {
        'index.md': '# Home\n\n## One\n\nText.\n',
        'shown.md': '---\noutline: true\n---\n\n# Shown\n\n## Two\n\nText.\n',
      },
      "{ title: 'Outlines', themeConfig: { outline: false } }",
    );
    expect(loaded.warnings.filter((w) => w.includes('outline'))).toEqual([]);
    const built = await build();
    expect(built.page('/')?.frontmatter.outline).toBe(false);
    expect(built.page('/shown')?.frontmatter.outline).toBe(true);
  });
});

describe("a page's problems", () => {
  it('carry the way to publish with images missing, so the build tells it once after them all', async () => {
    const { build } = await rspressSite({ 'index.md': '# Home\n\n![one](/gone.png)\n\n![two](./also-gone.png)\n' });
    const problems = await problemsOf(build);
    expect(problems.map((p) => p.line)).toEqual([3, 5]);
    expect(new Set(problems.map((p) => p.hint))).toEqual(new Set([DEAD_IMAGE_HINT]));
  });
});

describe("a page's head", () => {
  it('leaves out a script its front matter adds, with a warning at its line, and keeps the rest of the head', async () => {
    const head = [
      'head:',
      '  - - script',
      '    - async: ""',
      '      src: https://buttons.example/buttons.js',
      '  - [meta, { name: keywords, content: widgets }]',
    ];
    const { build } = await rspressSite({ 'index.md': ['---', ...head, '---', '', '# Home', ''].join('\n') });
    const built = await build();
    expect(built.warnings.filter((w) => w.message.includes('"head"'))).toEqual([
      expect.objectContaining({ file: 'index.md', line: 2, message: expect.stringContaining('<script> is left out') }),
    ]);
    expect(built.page('/')?.frontmatter.head).toEqual([['meta', { name: 'keywords', content: 'widgets' }]]);
    const html = built.file('index.html');
    expect(html).toContain('<meta name="keywords" content="widgets">');
    expect(html).not.toContain('buttons.example');
  });

  it('fails a page whose head is no list with its front matter problem, not a crash', async () => {
    const { build } = await rspressSite({ 'index.md': '---\nhead: 5\n---\n\n# Home\n' });
    expect((await problemsOf(build)).map((p) => `${p.line}: ${p.message}`)).toEqual([
      '2: front matter "head": must be a list of [tag, attributes] pairs',
    ]);
  });
});

describe("a page's flags", () => {
  it('builds a page whose sidebar is not true or false without its sidebar, with a warning at its line', async () => {
    const { build } = await rspressSite({
      'index.md': '# Home\n\nText.\n',
      'guide/a.md': '---\ntitle: A\nsidebar:\n  order: 3\n---\n\n# A\n\nText.\n',
      'guide/b.md': '# B\n\nText.\n',
    });
    const built = await build();
    expect(built.warnings.filter((w) => w.message.includes('"sidebar"'))).toEqual([
      expect.objectContaining({ file: 'guide/a.md', line: 3, message: expect.stringContaining('shows no sidebar') }),
    ]);
    expect(built.page('/guide/a')?.frontmatter.sidebar).toBe(false);
    expect(built.page('/guide/b')?.frontmatter.sidebar).toBeUndefined();
  });
});

describe("a home page's body", () => {
  const home = [
    '---',
    'pageType: home',
    'hero:',
    '  name: Tona',
    '---',
    '',
    '## Quick try',
    '',
    'Body under the features.',
    '',
  ];

  it("is left out of an Rspress project's home page and its Markdown twin, as Rspress draws no body there, with a warning at its line", async () => {
    const { build } = await rspressSite({ 'index.md': home.join('\n'), 'guide.md': '# Guide\n' });
    const built = await build();
    expect(built.warnings.filter((w) => w.message.includes('body'))).toEqual([
      expect.objectContaining({ file: 'index.md', line: 7, message: expect.stringContaining('"homeBody": true') }),
    ]);
    expect(built.file('index.html')).not.toContain('Body under the features');
    expect(built.file('index.html')).toContain('Tona');
    expect(built.file('index.md')).toBe('# Tona\n');
    expect(built.page('/')?.toc).toEqual([]);
  });

  it('is shown under the features where the config says homeBody: true', async () => {
    const { build } = await rspressSite(
      { 'index.md': home.join('\n'), 'guide.md': '# Guide\n' },
      "{ title: 'Site', homeBody: true }",
    );
    const built = await build();
    expect(built.warnings.filter((w) => w.message.includes('body'))).toEqual([]);
    expect(built.file('index.html')).toContain('Body under the features');
    expect(built.file('index.md')).toContain('Body under the features');
  });
});

describe("a page's Markdown that does not parse", () => {
  it("names the places in the parser's message by the lines of the file, front matter counted, as the problem's line", async () => {
    const { build } = await rspressSite({
      'index.md': '# Home\n',
      'demo.mdx': '---\ntitle: Demo\n---\n\n# Demo\n\nText <Foo> never closed.\n',
    });
    const [problem] = await problemsOf(build);
    expect(problem?.line).toBe(7);
    expect(problem?.message).toMatch(/\(7:\d+-7:\d+\)/);
  });

  it('says what JavaScript found wrong in an expression, and at which column', async () => {
    const { build } = await rspressSite({
      'index.md': '# Home\n',
      'demo.mdx': '---\ntitle: Demo\n---\n\n# Demo\n\nSum: {n + }\n',
    });
    const [problem] = await problemsOf(build);
    expect(problem).toMatchObject({
      line: 7,
      message: 'cannot render Markdown: Could not parse expression with acorn: Unexpected token at column 11',
    });
  });

  it('tells that an import runs on to the next blank line, where a heading follows it at once', async () => {
    const { build } = await rspressSite({
      'index.md': '# Home\n',
      'demo.mdx': "import { useLang } from 'rspress/runtime';\n# Introduction\n\nText.\n",
    });
    const [problem] = await problemsOf(build);
    expect(problem?.line).toBe(2);
    expect(problem?.message).toMatch(
      /^cannot render Markdown: Could not parse import\/exports with acorn: .* \(an import or export runs on to the next blank line: put one after it, before the Markdown\)$/,
    );
  });
});

describe("a page's front matter title", () => {
  it('reads its Markdown backslash escapes as Rspress does, in its heading, sidebar and pager', async () => {
    const { build } = await rspressSite({
      '_meta.json': '["form", "other"]',
      'form.mdx': '---\ntitle: \\<Form /\\>\n---\n\nText.\n',
      'other.md': '# Other\n\nText.\n',
    });
    const built = await build();
    expect(built.page('/form')?.title).toBe('<Form />');
    expect(built.file('form.html')).toContain('&#x3C;Form />');
    expect(built.file('form.html')).not.toContain('\\&#x3C;Form');
  });
});
