import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/build/config/load-config';
import { ContentError } from '../../../../src/build/errors';
import { DEAD_IMAGE_HINT } from '../../../../src/build/markdown/remark-page-images';
import { buildForTest } from '../../../support/built-site';
import { writeTree } from '../tree';

describe("a page's record", () => {
  it("hides the outline of every page as the config's themeConfig.outline: false says, unless its front matter shows it", async () => {
    const root = writeTree({
      'rspress.config.ts': "export default { title: 'Outlines', themeConfig: { outline: false } };\n",
      'docs/index.md': '# Home\n\n## One\n\nText.\n',
      'docs/shown.md': '---\noutline: true\n---\n\n# Shown\n\n## Two\n\nText.\n',
    });
    const docs = join(root, 'docs');
    const { config, warnings } = await loadConfig(docs, root);
    expect(warnings.filter((w) => w.includes('outline'))).toEqual([]);
    const built = await buildForTest(docs, config);
    expect(built.page('/')?.frontmatter.outline).toBe(false);
    expect(built.page('/shown')?.frontmatter.outline).toBe(true);
  });
});

describe("a page's problems", () => {
  it('carry the way to publish with images missing, so the build tells it once after them all', async () => {
    const root = writeTree({
      'rspress.config.ts': "export default { title: 'Images' };\n",
      'docs/index.md': '# Home\n\n![one](/gone.png)\n\n![two](./also-gone.png)\n',
    });
    const docs = join(root, 'docs');
    const { config } = await loadConfig(docs, root);
    const failed = await buildForTest(docs, config).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ContentError);
    const { problems } = failed as ContentError;
    expect(problems.map((p) => p.line)).toEqual([3, 5]);
    expect(new Set(problems.map((p) => p.hint))).toEqual(new Set([DEAD_IMAGE_HINT]));
  });
});

describe("a page's head", () => {
  it('leaves out a script its front matter adds, with a warning at its line, and keeps the rest of the head', async () => {
    const root = writeTree({
      'rspress.config.ts': "export default { title: 'Heads' };\n",
      'docs/index.md': [
        '---',
        'head:',
        '  - - script',
        '    - async: ""',
        '      src: https://buttons.example/buttons.js',
        '  - [meta, { name: keywords, content: widgets }]',
        '---',
        '',
        '# Home',
        '',
        'Text.',
        '',
      ].join('\n'),
    });
    const docs = join(root, 'docs');
    const { config } = await loadConfig(docs, root);
    const built = await buildForTest(docs, config);
    expect(built.warnings.filter((w) => w.message.includes('"head"'))).toEqual([
      expect.objectContaining({ file: 'index.md', line: 2, message: expect.stringContaining('<script> is left out') }),
    ]);
    expect(built.page('/')?.frontmatter.head).toEqual([['meta', { name: 'keywords', content: 'widgets' }]]);
    const html = built.file('index.html');
    expect(html).toContain('<meta name="keywords" content="widgets">');
    expect(html).not.toContain('buttons.example');
  });

  it('fails a page whose head is no list with its front matter problem, not a crash', async () => {
    const root = writeTree({
      'rspress.config.ts': "export default { title: 'Heads' };\n",
      'docs/index.md': '---\nhead: 5\n---\n\n# Home\n',
    });
    const docs = join(root, 'docs');
    const { config } = await loadConfig(docs, root);
    const failed = await buildForTest(docs, config).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ContentError);
    expect((failed as ContentError).problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '2: front matter "head": must be a list of [tag, attributes] pairs',
    ]);
  });
});

describe("a page's flags", () => {
  it('builds a page whose sidebar is not true or false without its sidebar, with a warning at its line', async () => {
    const root = writeTree({
      'rspress.config.ts': "export default { title: 'Flags' };\n",
      'docs/index.md': '# Home\n\nText.\n',
      'docs/guide/a.md': '---\ntitle: A\nsidebar:\n  order: 3\n---\n\n# A\n\nText.\n',
      'docs/guide/b.md': '# B\n\nText.\n',
    });
    const docs = join(root, 'docs');
    const { config } = await loadConfig(docs, root);
    const built = await buildForTest(docs, config);
    expect(built.warnings.filter((w) => w.message.includes('"sidebar"'))).toEqual([
      expect.objectContaining({ file: 'guide/a.md', line: 3, message: expect.stringContaining('shows no sidebar') }),
    ]);
    expect(built.page('/guide/a')?.frontmatter.sidebar).toBe(false);
    expect(built.page('/guide/b')?.frontmatter.sidebar).toBeUndefined();
  });
});
