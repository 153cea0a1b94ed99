import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/build/config/resolve';
import { ContentError } from '../../../src/build/errors';
import { buildForTest, buildProblems } from '../../support/built-site';
import { page, writeTree } from './tree';

const config = resolveConfig({
  title: 'Test',
  siteUrl: 'https://docs.example',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});

const valid = {
  'en/_nav.json': JSON.stringify([{ text: 'Guide', link: '/guide/a', activeMatch: '/guide/' }]),
  'zh/_nav.json': JSON.stringify([{ text: '指南', link: '/zh/guide/a', activeMatch: '/guide/' }]),
  'en/guide/_meta.json': JSON.stringify(['a', 'b']),
  'zh/guide/_meta.json': JSON.stringify(['a', 'b']),
  'en/index.md': '---\npageType: home\ntitle: Test\n---\n',
  'zh/index.md': '---\npageType: home\ntitle: Test\n---\n',
  'en/guide/a.md': page('Alpha', '## First\n\nSee [Beta](/guide/b).\n\n## First\n'),
  'zh/guide/a.md': page('甲', '## 第一\n\n见 [乙](./b)。\n'),
  'en/guide/b.md': page('Beta'),
  'zh/guide/b.md': page('乙'),
};

/** An .mdx page titled `title` that shows the fragment at `path` (as `<Shared />`). */
const importing = (title: string, path: string) =>
  `---\ntitle: ${title}\n---\nimport Shared from '${path}';\n\n# ${title}\n\n<Shared />\n`;

/** `valid` without its two pages at /guide/a, for tests that write them as .mdx. */
const withoutPagesA = Object.fromEntries(Object.entries(valid).filter(([path]) => !path.endsWith('guide/a.md')));

const problemsOf = (files: Record<string, string>) => buildProblems(writeTree(files), config);

/** A failed build's problems, which of them carry a hint, and the hints' texts, once each. */
async function buildHints(contentDir: string) {
  try {
    await buildForTest(contentDir, config);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return {
      problems: error.problems.map((p) => `${p.file}:${p.line}: ${p.message}`),
      carried: error.problems.map((p) => p.hint !== undefined),
      texts: [...new Set(error.problems.flatMap((p) => (p.hint ? [p.hint] : [])))],
    };
  }
  throw new Error('the build did not fail');
}

describe('a built site', () => {
  it('has page data, nav and sidebars from a valid tree', async () => {
    const site = await buildForTest(writeTree(valid), config);
    const alpha = site.page('/guide/a');
    expect(alpha).toMatchObject({
      title: 'Alpha',
      lang: 'en',
      pagePath: 'en/guide/a.md',
      version: '',
      frontmatter: { description: 'about Alpha' },
    });
    expect(alpha?.toc.map((t) => t.id)).toEqual(['first', 'first-1']);
    expect(alpha?.lastUpdated).toBeGreaterThan(0);
    expect(site.nav.zh).toEqual([{ text: '指南', link: '/zh/guide/a', activeMatch: '/guide/' }]);
    expect(site.sidebar('/zh/guide/b')).toEqual([
      { text: '甲', link: '/zh/guide/a' },
      { text: '乙', link: '/zh/guide/b' },
    ]);
    expect(site.warnings).toEqual([]);
    expect(site.page('/')?.pageType).toBe('home');
  });

  it("shows sidebar and nav labels that are keys of the site's i18n.json in each page's language", async () => {
    const texts = { guide: { en: 'The Guide', zh: '指南书' }, basics: { en: 'Basics', zh: '基础' } };
    const meta = JSON.stringify([
      { type: 'section-header', label: 'basics' },
      'a',
      { type: 'file', name: 'b', label: 'plain' },
    ]);
    const site = await buildForTest(
      writeTree({
        ...valid,
        'i18n.json': JSON.stringify(texts),
        'en/_nav.json': JSON.stringify([{ text: 'guide', link: '/guide/a' }]),
        'zh/_nav.json': JSON.stringify([{ text: 'guide', link: '/guide/a' }]),
        'en/guide/_meta.json': meta,
        'zh/guide/_meta.json': meta,
      }),
      config,
    );
    expect(site.nav.en.map((item) => item.text)).toEqual(['The Guide']);
    expect(site.nav.zh.map((item) => item.text)).toEqual(['指南书']);
    expect(site.sidebar('/zh/guide/a')?.map((item) => item.text)).toEqual(['基础', '甲', 'plain']);
  });

  it("shows the interface texts of the site's i18n.json that Rspress's theme shows, the copy button's label too", async () => {
    const texts = {
      outlineTitle: { zh: '本页大纲' },
      nextPageText: { zh: '下一篇' },
      codeButtonGroupCopyButtonText: { zh: '拷贝' },
    };
    const files = { ...valid, 'zh/guide/a.md': page('甲', '## 第一\n\n见 [乙](./b)。\n\n```js\nconst a = 1;\n```\n') };
    const site = await buildForTest(writeTree({ ...files, 'i18n.json': JSON.stringify(texts) }), config);
    const zhPage = site.file('zh/guide/a.html');
    expect(zhPage).toContain('<p class="outline-title">本页大纲</p>');
    expect(zhPage).toContain('<span class="pager-label">下一篇</span>');
    expect(zhPage).toContain('class="code-copy" aria-label="拷贝"');
    expect(site.file('guide/a.html')).toContain('<p class="outline-title">ON THIS PAGE</p>');
    expect(site.warnings).toEqual([]);
  });

  it("takes the config's i18nSource over i18n.json key by key and language by language", async () => {
    const texts = { outlineTitle: { en: 'In this page', zh: '本页大纲' }, nextPageText: { zh: '下一篇' } };
    const siteConfig = [
      'export default {',
      "  title: 'Test',",
      "  siteUrl: 'https://docs.example',",
      "  locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }],",
      "  i18nSource: { outlineTitle: { zh: '大纲' }, guide: { en: 'The Guide' }, codeButtonGroupCopyButtonText: { en: 'Copy' } },",
      '};',
    ].join('\n');
    const site = await buildForTest(
      writeTree({
        ...valid,
        'site.config.ts': siteConfig,
        'i18n.json': JSON.stringify(texts),
        'en/_nav.json': '[{ "text": "guide", "link": "/guide/a" }]',
      }),
    );
    const zhPage = site.file('zh/guide/a.html');
    expect(zhPage).toContain('<p class="outline-title">大纲</p>');
    expect(zhPage).toContain('<span class="pager-label">下一篇</span>');
    expect(site.file('guide/a.html')).toContain('<p class="outline-title">In this page</p>');
    expect(site.nav.en.map((item) => item.text)).toEqual(['The Guide']);
  });

  it('reports an i18n.json that is not an object of texts by language', async () => {
    expect(await problemsOf({ ...valid, 'i18n.json': '["a"]' })).toEqual([
      expect.stringMatching(/i18n\.json:1: i18n\.json must map each key to its text in each language/),
    ]);
  });

  it("takes a link naming the default language as that language's page, from any page", async () => {
    const site = await buildForTest(
      writeTree({ ...valid, 'zh/guide/b.md': page('乙', 'See [the English page](/en/guide/a.md).\n') }),
      config,
    );
    expect(site.page('/zh/guide/b')?.html).toContain('href="/guide/a"');
  });

  it('takes the title from front matter when the page has no h1', async () => {
    const site = await buildForTest(
      writeTree({ ...valid, 'en/guide/b.md': '---\ntitle: Beta From Front Matter\n---\n\nText.\n' }),
      config,
    );
    const beta = site.page('/guide/b');
    expect(beta?.title).toBe('Beta From Front Matter');
    expect(beta?.html).toContain('Beta From Front Matter</h1>');
  });

  it('takes the h1 as the title when the front matter title is empty, as Rspress does', async () => {
    const site = await buildForTest(
      writeTree({ ...valid, 'en/guide/b.md': "---\ntitle: ''\n---\n\n# Beta From Its Heading\n\nText.\n" }),
      config,
    );
    expect(site.page('/guide/b')?.title).toBe('Beta From Its Heading');
  });

  it('names a page without a title after its file, an index page after its folder, and warns of each', async () => {
    const untitled = '---\ndescription: x\n---\n\nNo heading here.\n';
    const site = await buildForTest(
      writeTree({
        ...valid,
        'en/guide/b.md': untitled,
        'en/guide/_meta.json': JSON.stringify(['a', 'b', 'setup']),
        'zh/guide/_meta.json': JSON.stringify(['a', 'b', 'setup']),
        'en/guide/setup/index.md': 'Steps.\n',
        'zh/guide/setup/index.md': page('安装'),
      }),
      config,
    );
    expect(site.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      'en/guide/b.md:4: page has no title, so it is named "b" after its file: add a "# Title" heading or front matter "title"',
      'en/guide/setup/index.md:1: page has no title, so it is named "setup" after its file: add a "# Title" heading or front matter "title"',
    ]);
    expect(site.page('/guide/b')?.title).toBe('b');
    expect(site.file('guide/b.html')).toContain('<title>b - ');
    expect(site.file('guide/b.html')).toContain('No heading here.');
    expect(site.sidebar('/guide/a')?.map((item) => item.text)).toEqual(['Alpha', 'b', 'setup']);
    expect(site.file('guide/b.md')).toContain('No heading here.');
  });

  it("names a page without a title after its label in its folder's _meta.json, when it has one", async () => {
    const meta = (label: string) => JSON.stringify(['a', 'b', { type: 'file', name: 'aup', label }]);
    const root = writeTree({
      ...valid,
      'en/guide/aup.mdx': 'No heading here.\n',
      'zh/guide/aup.mdx': page('政策'),
      'en/guide/_meta.json': meta('Acceptable Use Policy'),
      'zh/guide/_meta.json': meta('政策'),
    });
    const site = await buildForTest(root, config);
    expect(site.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      'en/guide/aup.mdx:1: page has no title, so it is named "Acceptable Use Policy" after its label in _meta.json: add a "# Title" heading or front matter "title"',
    ]);
    expect(site.page('/guide/aup')?.title).toBe('Acceptable Use Policy');
    expect(site.file('guide/aup.html')).toContain('<title>Acceptable Use Policy - ');
  });

  it('describes a page whose front matter does not by its words before the first ##, as Rspress 2 does', async () => {
    const site = await buildForTest(
      writeTree({
        ...valid,
        'en/guide/b.md': '# Beta\n\nBeta links **apps** at run time.\n\nIt is fast.\n\n## Part\n\nMore.\n',
      }),
      config,
    );
    const words = 'Beta links apps at run time. It is fast.';
    expect(site.page('/guide/b')?.description).toBe(words);
    expect(site.file('guide/b.html')).toContain(`<meta name="description" content="${words}">`);
    expect(site.file('llms.txt')).toContain(`/guide/b.md): ${words}`);
  });

  it('names a language\'s root page without a title after the site, not "index"', async () => {
    const site = await buildForTest(
      writeTree({ ...valid, 'en/index.md': 'Welcome, no heading.\n', 'zh/index.md': '---\npageType: home\n---\n' }),
      config,
    );
    expect(site.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      `en/index.md:1: page has no title, so it is named "${config.title}" after the site: add a "# Title" heading or front matter "title"`,
    ]);
    expect(site.page('/')?.title).toBe(config.title);
    expect(site.file('index.html')).toContain(`<title>${config.title}</title>`);
  });

  it('makes a file without a title that a page imports a fragment of that page only, with a warning', async () => {
    const importer = (title: string) => importing(title, './options-shared.mdx');
    const site = await buildForTest(
      writeTree({
        ...withoutPagesA,
        'en/guide/a.mdx': importer('Alpha'),
        'zh/guide/a.mdx': importer('甲'),
        'en/guide/options-shared.mdx': 'Shared text, **once**.\n',
        'zh/guide/options-shared.mdx': '共享的文字。\n',
      }),
      config,
    );
    expect(site.page('/guide/a')?.html).toContain('Shared text, <strong>once</strong>.');
    expect(site.page('/zh/guide/a')?.html).toContain('共享的文字。');
    expect(site.page('/guide/options-shared')).toBeUndefined();
    expect(site.page('/zh/guide/options-shared')).toBeUndefined();
    // The importer is named as every message names a file: from the working directory.
    const warning = (lang: string) => ({
      file: `${lang}/guide/options-shared.mdx`,
      line: 1,
      message: expect.stringMatching(
        new RegExp(
          `^has no title, and \\S*/${lang}/guide/a\\.mdx imports it: shown there as a fragment, not built as a page of its own \\(a name starting with "_" says so\\)$`,
        ),
      ),
    });
    expect(site.warnings).toEqual([warning('en'), warning('zh')]);
  });

  it('builds a module with a default export as a page, titled by its front matter export, as Rspress routes one', async () => {
    const modulePage = (title: string, text: string) =>
      `export const frontmatter = { title: '${title}' };\n\nexport default function Api() {\n  return <p className="api">${text}</p>;\n}\n`;
    const site = await buildForTest(
      writeTree({
        ...valid,
        'en/guide/_meta.json': JSON.stringify(['a', 'b', 'api']),
        'zh/guide/_meta.json': JSON.stringify(['a', 'b', 'api.tsx']),
        'en/guide/api.tsx': modulePage('API', 'Every call.'),
        'zh/guide/api.tsx': modulePage('接口', '每个调用。'),
        // A helper module is not a page, and neither is the component a page of the same name shows.
        'en/guide/helpers.ts': 'export const answer = 42;\n',
        'zh/guide/helpers.ts': 'export const answer = 42;\n',
        'en/guide/b.tsx': 'export default () => <b>bold</b>;\n',
      }),
      config,
    );
    expect(site.page('/guide/api')).toMatchObject({ title: 'API', pageType: 'doc' });
    expect(site.page('/guide/api')?.html).toContain('<p class="api">Every call.</p>');
    expect(site.page('/zh/guide/api')?.html).toContain('<p class="api">每个调用。</p>');
    expect(site.page('/guide/helpers')).toBeUndefined();
    expect(site.page('/guide/b')).toMatchObject({ title: 'Beta' });
    // A `_meta.json` names it as it names a Markdown page: by its name, or with its extension.
    expect(site.sidebar('/guide/api').at(-1)).toMatchObject({ text: 'API', link: '/guide/api' });
    expect(site.sidebar('/zh/guide/api').at(-1)).toMatchObject({ text: '接口', link: '/zh/guide/api' });
    expect(site.warnings).toEqual([]);
  });

  it('leaves out a module a page imports as a component, or one that does not render, with a warning each', async () => {
    const site = await buildForTest(
      writeTree({
        ...withoutPagesA,
        'en/guide/a.mdx': importing('Alpha', './Badge.tsx'),
        'zh/guide/a.mdx': importing('甲', '../../en/guide/Badge.tsx'),
        'en/guide/Badge.tsx': 'export default function Badge() {\n  return <span>new</span>;\n}\n',
        'en/guide/broken.tsx': "export default function Broken() {\n  throw new Error('needs props');\n}\n",
      }),
      config,
    );
    expect(site.page('/guide/a')?.html).toContain('<span>new</span>');
    expect(site.page('/guide/Badge')).toBeUndefined();
    expect(site.page('/guide/broken')).toBeUndefined();
    expect(site.warnings).toEqual([
      {
        file: 'en/guide/Badge.tsx',
        line: 1,
        message: expect.stringMatching(
          /^not built as a page at \/guide\/Badge: \S*en\/guide\/a\.mdx imports it as a component; name it "_Badge\.tsx" or move it out of the docs folder if it is not meant as one$/,
        ),
      },
      {
        file: 'en/guide/broken.tsx',
        line: 1,
        message: expect.stringMatching(
          /^not built as a page at \/guide\/broken: it did not render \(.*needs props.*\); fix that, or name it "_broken\.tsx"/,
        ),
      },
    ]);
  });

  it("reports a link's #hash that names no heading or id in its page, with markdown.checkAnchors", async () => {
    const links = '[ok](/guide/a#first) [twice](./a#first-1) [anchor](./a#here) [gone](/guide/a#nope) [top](/guide/a)';
    const files = {
      ...valid,
      'en/guide/a.md': page('Alpha', '## First\n\n<a id="here"></a>\n\n## First\n'),
      'en/guide/b.md': page('Beta', links),
    };
    const checked = resolveConfig({ ...config, markdown: { showLineNumbers: false, checkAnchors: true } });
    expect(await buildProblems(writeTree(files), checked)).toEqual([
      'en/guide/b.md:7: link to /guide/a#nope: that page has no heading or id "nope"',
    ]);
    expect(await problemsOf(files)).toEqual([]);
  });

  it('reports a #hash of the page itself that names none of its ids, with markdown.checkAnchors, as Rspress does', async () => {
    const body = '## Options\n\n[ok](#options) [case](#Options) [top](#top) [none](#reportDir)';
    const files = { ...valid, 'en/guide/a.md': page('Alpha', body) };
    const checked = resolveConfig({ ...config, markdown: { showLineNumbers: false, checkAnchors: true } });
    expect(await buildProblems(writeTree(files), checked)).toEqual([
      'en/guide/a.md:9: link to #Options: this page has no heading or id "Options"',
      'en/guide/a.md:9: link to #reportDir: this page has no heading or id "reportDir"',
    ]);
    expect(await problemsOf(files)).toEqual([]);
  });

  it('asks no translation of a fragment that only one language has', async () => {
    const site = await buildForTest(
      writeTree({
        ...withoutPagesA,
        'en/guide/a.mdx': importing('Alpha', './options-shared.mdx'),
        'zh/guide/a.md': page('甲'),
        'en/guide/options-shared.mdx': 'Shared text.\n',
      }),
      config,
    );
    expect(site.page('/guide/a')?.html).toContain('Shared text.');
    expect(site.warnings.map((w) => `${w.file}: ${w.message.split(',')[0]}`)).toEqual([
      'en/guide/options-shared.mdx: has no title',
    ]);
  });

  it("resolves a fragment's own imports, a component and a file's text, from the fragment's folder", async () => {
    const fragment =
      "import Hello from './_hello';\nimport note from './_note.txt?raw';\n\n## From the fragment\n\n<Hello /> {note}\n";
    const importer = (title: string) => importing(title, './_shared/_frag.mdx');
    const site = await buildForTest(
      writeTree({
        ...withoutPagesA,
        'en/guide/a.mdx': importer('Alpha'),
        'zh/guide/a.mdx': importer('甲'),
        'en/guide/_shared/_frag.mdx': fragment,
        'zh/guide/_shared/_frag.mdx': fragment,
        'en/guide/_shared/_hello.tsx':
          'export default function Hello() {\n  return <b>Hello from beside the fragment</b>;\n}\n',
        'zh/guide/_shared/_hello.tsx': 'export default function Hello() {\n  return <b>片段旁的组件</b>;\n}\n',
        'en/guide/_shared/_note.txt': 'a note beside the fragment\n',
        'zh/guide/_shared/_note.txt': '片段旁的说明\n',
      }),
      config,
    );
    for (const [route, hello, note] of [
      ['/guide/a', 'Hello from beside the fragment', 'a note beside the fragment'],
      ['/zh/guide/a', '片段旁的组件', '片段旁的说明'],
    ]) {
      expect(site.page(route)?.html).toContain(`<b>${hello}</b></div>`);
      expect(site.page(route)?.html).toContain(`<p>${note}\n</p>`);
    }
  });

  it("reports a fragment's import that leads nowhere at the fragment's line, as it is written there", async () => {
    const importer = (title: string) => importing(title, './_shared/_frag.mdx');
    expect(
      await problemsOf({
        ...withoutPagesA,
        'en/guide/a.mdx': importer('Alpha'),
        'zh/guide/a.mdx': importer('甲'),
        'en/guide/_shared/_frag.mdx': "Text.\n\nimport Gone from './_gone';\n\n<Gone />\n",
        // Beside the page, not the fragment: the fragment's import does not find it.
        'en/guide/_gone.tsx': 'export default function Gone() {\n  return <b>beside the page</b>;\n}\n',
        'zh/guide/_shared/_frag.mdx': '文字。\n',
      }),
    ).toEqual([
      // With the page showing it, named from the working directory.
      expect.stringMatching(
        /^en\/guide\/_shared\/_frag\.mdx:3: cannot import "\.\/_gone": no such file \(in \S*en\/guide\/a\.mdx\)$/,
      ),
    ]);
  });

  it('never shows a code file that a symbolic link inside the content folder leads out to', async () => {
    const outside = writeTree({ 'secret.ts': 'export const token = "SECRET-OUTSIDE";\n' });
    const content = writeTree({ ...valid, 'en/guide/b.md': page('Beta', '```ts file="./_notes.ts"\n```\n') });
    symlinkSync(join(outside, 'secret.ts'), join(content, 'en/guide/_notes.ts'));
    expect(await buildProblems(content, config)).toEqual([
      `en/guide/b.md:7: code file: cannot read "./_notes.ts": it leads out of the content folder (name the folder in the config's "alias" instead)`,
    ]);
  });

  it('builds a file without a title that no page imports as a page, and reports a link to a fragment as a dead link', async () => {
    const files = {
      ...withoutPagesA,
      'en/guide/a.mdx': "---\ntitle: Alpha\n---\nimport S from './s.mdx';\n\n# Alpha\n\n<S />\n\n[s](/guide/s)\n",
      'zh/guide/a.mdx': '---\ntitle: 甲\n---\n\n# 甲\n',
      'en/guide/s.mdx': 'Shared.\n',
      'zh/guide/s.mdx': '共享。\n',
    };
    expect(await problemsOf(files)).toEqual(['en/guide/a.mdx:10: link to /guide/s, which is not a page']);
    const site = await buildForTest(writeTree({ ...files, 'en/guide/a.mdx': importing('Alpha', './s.mdx') }), config);
    expect(site.page('/zh/guide/s')?.title).toBe('s');
    expect(site.page('/guide/s')).toBeUndefined();
    expect(site.file('zh/guide/s.md')).toContain('共享。');
    expect(() => site.file('guide/s.md')).toThrow(/ENOENT/);
  });

  it("resolves a home page's relative hero and feature links as the body's, and reports a dead one at its front matter line", async () => {
    const home = (actionLink: string, featureLink: string) =>
      `---\npageType: home\ntitle: Test\nhero:\n  name: Test\n  actions:\n    - {theme: brand, text: Go, link: ${actionLink}}\nfeatures:\n  - {title: F, link: ${featureLink}}\n---\n`;
    const site = await buildForTest(
      writeTree({
        ...valid,
        'en/index.md': home('./guide/a', '/guide/b.md'),
        'zh/index.md': home('./guide/a', '/guide/b'),
      }),
      config,
    );
    expect(site.page('/')?.frontmatter.hero?.actions?.[0].link).toBe('/guide/a');
    expect(site.page('/')?.frontmatter.features?.[0].link).toBe('/guide/b');
    expect(site.page('/zh/')?.frontmatter.hero?.actions?.[0].link).toBe('/zh/guide/a');
    // A site path is kept as written (Rspress passes it on): on the zh home, /guide/b is the English page.
    expect(site.page('/zh/')?.frontmatter.features?.[0].link).toBe('/guide/b');
    expect(await problemsOf({ ...valid, 'en/index.md': home('./guide/gone', 'https://example.com') })).toEqual([
      'en/index.md:7: link to /guide/gone, which is not a page',
    ]);
  });

  it('leaves out a hero action without text, with a warning at its line, and leads one without a link to the root', async () => {
    const home =
      '---\npageType: home\ntitle: Test\nhero:\n  name: Test\n  actions:\n    - {theme: brand, text: , link: /guide/a}\n    - {theme: alt, text: GitHub}\n---\n';
    const site = await buildForTest(writeTree({ ...valid, 'en/index.md': home }), config);
    expect(site.page('/')?.frontmatter.hero?.actions).toEqual([{ theme: 'alt', text: 'GitHub', link: '/' }]);
    expect(site.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      'en/index.md:6: front matter "hero": action 1 has no text: left out (Rspress draws an empty button)',
    ]);
    expect(site.file('index.md')).toContain('- [GitHub](/)');
  });

  it("warns of a home page's dead hero link, as of the nav's, when markdown.checkNavLinks is false (Rspress checks page bodies only)", async () => {
    const files = {
      ...valid,
      'en/index.md':
        '---\npageType: home\ntitle: Test\nhero:\n  name: Test\n  actions:\n    - {text: Go, link: /guide/}\n---\n',
      'en/guide/b.md': page('Beta', '[gone](/guide/gone)'),
    };
    const markdown = { showLineNumbers: false, checkNavLinks: false };
    expect(await buildProblems(writeTree(files), { ...config, markdown })).toEqual([
      'en/guide/b.md:7: link to /guide/gone, which is not a page',
    ]);
    const site = await buildForTest(writeTree({ ...files, 'en/guide/b.md': page('Beta') }), { ...config, markdown });
    expect(site.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      'en/index.md:7: link to /guide/, which is not a page',
    ]);
  });

  it("warns of a dead link in a component's href when markdown.checkNavLinks is false (Rspress checks Markdown links only), and fails on it otherwise", async () => {
    const files = {
      ...withoutPagesA,
      'en/guide/a.mdx': page('Alpha', '<LinkCard href="../gone" title="Gone" />\n\n[lost](./lost)'),
      'zh/guide/a.md': page('甲'),
    };
    const markdown = { showLineNumbers: false, checkNavLinks: false };
    expect(await buildProblems(writeTree(files), { ...config, markdown })).toEqual([
      'en/guide/a.mdx:9: link to /guide/lost, which is not a page',
    ]);
    const card = { ...files, 'en/guide/a.mdx': page('Alpha', '<LinkCard href="../gone" title="Gone" />') };
    const site = await buildForTest(writeTree(card), { ...config, markdown });
    expect(site.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      'en/guide/a.mdx:7: link to /gone, which is not a page',
    ]);
    expect(await problemsOf(card)).toEqual(['en/guide/a.mdx:7: link to /gone, which is not a page']);
  });

  it("warns of a dead link in a .md page's raw HTML when markdown.checkNavLinks is false (Rspress never checks raw HTML), and fails on it otherwise", async () => {
    const files = {
      ...withoutPagesA,
      'en/guide/a.md': page('Alpha', 'Open the <a href="/demo/" target="_blank">demo</a>.\n\n[lost](./lost)'),
      'zh/guide/a.md': page('甲'),
    };
    const markdown = { showLineNumbers: false, checkNavLinks: false };
    expect(await buildProblems(writeTree(files), { ...config, markdown })).toEqual([
      'en/guide/a.md:9: link to /guide/lost, which is not a page',
    ]);
    const demo = { ...files, 'en/guide/a.md': page('Alpha', 'Open the <a href="/demo/" target="_blank">demo</a>.') };
    const site = await buildForTest(writeTree(demo), { ...config, markdown });
    expect(site.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      'en/guide/a.md:7: link to /demo/, which is not a page',
    ]);
    expect(await problemsOf(demo)).toEqual(['en/guide/a.md:7: link to /demo/, which is not a page']);
  });

  it('fails on a Markdown link written with the base, as Rspress does, naming the path to write; raw HTML so written leads where meant', async () => {
    const files = {
      ...valid,
      'en/guide/a.md': page('Alpha', '[Beta](/docs/guide/b) and <a href="/docs/guide/b">Beta</a>'),
    };
    expect(await buildProblems(writeTree(files), { ...config, base: '/docs/' })).toEqual([
      'en/guide/a.md:7: link to /docs/guide/b, which is not a page (links leave out the base, /docs/: write /guide/b)',
    ]);
  });

  it("names a home page without a title of its own after the site, in the page's language", async () => {
    const withZhTitle = { ...config, locales: [config.locales[0], { ...config.locales[1], title: '测试' }] };
    const site = await buildForTest(
      writeTree({ ...valid, 'en/index.md': '---\npageType: home\n---\n', 'zh/index.md': '---\npageType: home\n---\n' }),
      withZhTitle,
    );
    expect(site.page('/')?.title).toBe('Test');
    expect(site.page('/zh/')?.title).toBe('测试');
  });

  it('reports a dead internal link with the line in the file', async () => {
    expect(
      await problemsOf({
        ...valid,
        'en/guide/b.md': '---\ndescription: x\n---\n\n# Beta\n\nGo [nowhere](/guide/missing).\n',
      }),
    ).toEqual(['en/guide/b.md:7: link to /guide/missing, which is not a page']);
  });

  it('warns of dead links in pages, the nav and sidebars instead of failing when markdown.checkDeadLinks is false', async () => {
    const files = {
      ...valid,
      'en/guide/b.md': page('Beta', '[gone](/guide/gone)'),
      'en/_nav.json': JSON.stringify([{ text: 'Guide', link: '/guide/lost' }]),
    };
    const markdown = { showLineNumbers: false, checkDeadLinks: false };
    const site = await buildForTest(writeTree(files), { ...config, markdown });
    expect(site.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      'en/guide/b.md:7: link to /guide/gone, which is not a page',
      'en/_nav.json:1: nav item "Guide" links to /guide/lost, which is not a page',
    ]);
    expect(await problemsOf(files)).toHaveLength(2);
  });

  it("takes a link to a file of the site's public folder as alive, and leaves alone what checkDeadLinks.excludes names", async () => {
    const files = {
      ...valid,
      'public/scalar.html': '<p>api</p>',
      'en/guide/b.md': page('Beta', '[api](/scalar.html) [old](/v1/a) [gone](/gone) [lost](/lost)'),
      'en/_nav.json': JSON.stringify([{ text: 'Old', link: '/v1/b' }]),
    };
    expect(await problemsOf(files)).toEqual([
      'en/guide/b.md:7: link to /v1/a, which is not a page',
      'en/guide/b.md:7: link to /gone, which is not a page',
      'en/guide/b.md:7: link to /lost, which is not a page',
      'en/_nav.json:1: nav item "Old" links to /v1/b, which is not a page',
    ]);
    const markdown = { showLineNumbers: false, checkDeadLinks: { excludes: [/^\/v1\//, '/gone'] } };
    expect(await buildProblems(writeTree(files), { ...config, markdown })).toEqual([
      'en/guide/b.md:7: link to /lost, which is not a page',
    ]);
    const kept = { ...files, 'en/guide/b.md': page('Beta', '[api](/scalar.html) [old](/v1/a)') };
    const site = await buildForTest(writeTree(kept), { ...config, markdown });
    expect(site.page('/guide/b')?.html).toContain('<a href="/scalar.html">api</a> <a href="/v1/a">old</a>');
  });

  it("links a file of the site's public folder under the site's base, as Rspress writes it", async () => {
    const files = {
      ...valid,
      'public/template.zip': 'zip',
      'public/scalar.html': '<p>api</p>',
      'en/guide/b.md': page('Beta', '[zip](/template.zip) [api](/scalar.html) [kept](/docs/template.zip)'),
    };
    const site = await buildForTest(writeTree(files), { ...config, base: '/docs/' });
    expect(site.page('/guide/b')?.html).toContain(
      '<a href="/docs/template.zip">zip</a> <a href="/docs/scalar.html">api</a> <a href="/docs/template.zip">kept</a>',
    );
  });

  it('checks a link whose last segment holds a dot as Rspress does: a page so named, a file of public/ or one the build writes', async () => {
    const files = {
      ...valid,
      'public/template.zip': 'zip',
      'en/api/nanostores.Function.atom.md': page('Atom'),
      'zh/api/nanostores.Function.atom.md': page('Atom'),
      'en/guide/b.md': page(
        'Beta',
        '[zip](/template.zip) [llms](/llms.txt) [atom](/api/nanostores.Function.atom) [gone](/api/nanostores.Function.gone) [feed](/rss/blog.xml)',
      ),
      'en/_nav.json': JSON.stringify([{ text: 'RSS', link: '/rss/blog.xml' }]),
    };
    expect(await problemsOf(files)).toEqual([
      'en/guide/b.md:7: link to /api/nanostores.Function.gone, which is not a page',
      'en/guide/b.md:7: link to /rss/blog.xml, which is not a page',
      'en/_nav.json:1: nav item "RSS" links to /rss/blog.xml, which is not a page',
    ]);
  });

  it('checks a relative link to a file where the browser takes it: a file of public/, or a dead link', async () => {
    const files = {
      ...valid,
      'public/guide/kit.zip': 'zip',
      'en/guide/b.md': page('Beta', '[kit](./kit.zip) [schema](../../apps/src/schema.ts) [gone](./gone.pdf)'),
    };
    expect(await problemsOf(files)).toEqual([
      'en/guide/b.md:7: link to ../../apps/src/schema.ts (/apps/src/schema.ts), which is not a page',
      'en/guide/b.md:7: link to ./gone.pdf (/guide/gone.pdf), which is not a page',
    ]);
  });

  it('leaves alone a relative link checkDeadLinks.excludes names as it is written, as Rspress matches it', async () => {
    const files = {
      ...valid,
      'en/guide/b.md': page('Beta', '[missing](./missing.md) [contributing](../CONTRIBUTING.md) [lost](./lost.md)'),
    };
    const markdown = { showLineNumbers: false, checkDeadLinks: { excludes: ['./missing.md', '../CONTRIBUTING.md'] } };
    expect(await buildProblems(writeTree(files), { ...config, markdown })).toEqual([
      'en/guide/b.md:7: link to ./lost.md (/guide/lost), which is not a page',
    ]);
  });

  it("embeds no build-only option in the pages' site data: where the site was built stays unpublished", async () => {
    const root = writeTree({ ...valid, 'custom.css': '.brand { color: teal; }' });
    const built = {
      ...config,
      globalStyles: join(root, 'custom.css'),
      alias: { '@components': join(root, 'components') },
      replaceRules: [{ search: 'Foo', replace: 'Bar' }],
      i18nSource: { editLinkText: { en: 'Fix this page' } },
    };
    const site = await buildForTest(root, built);
    const data = /<script id="__SITE__" type="application\/json">(.*?)<\/script>/s.exec(site.file('index.html'))?.[1];
    expect(data).toContain('"title":"Test"');
    expect(data).not.toContain(root);
    expect(JSON.parse(data ?? '{}').config).not.toHaveProperty('markdown');
    expect(JSON.parse(data ?? '{}').config).not.toHaveProperty('i18nSource');
    const stylesheet = /href="\/(assets\/style\.\w+\.css)"/.exec(site.file('index.html'))?.[1] ?? '';
    expect(site.file(stylesheet)).toMatch(/\.brand \{\s+color: teal;\s+\}/);
  });

  it("adds the stylesheets a custom theme's entry imports before globalStyles, as Rspress loads them on every page", async () => {
    const root = writeTree({ ...valid, 'custom.css': '.site-own { color: teal; }' });
    const theme = writeTree({
      'index.tsx': "import './index.css';\nexport * from '@rspress/core/theme-original';\n",
      'index.css': ':root { --rp-c-brand: #087f73; }\n.themed { color: olive; }\n',
    });
    const site = await buildForTest(root, { ...config, themeDir: theme, globalStyles: join(root, 'custom.css') });
    const stylesheet = /href="\/(assets\/style\.\w+\.css)"/.exec(site.file('index.html'))?.[1] ?? '';
    const css = site.file(stylesheet);
    expect(css).toMatch(/\.themed \{\s+color: olive;\s+\}/);
    expect(css.indexOf('.themed')).toBeLessThan(css.indexOf('.site-own'));
    // Its Rspress colour sets the site's palette, as a globalStyles file's does.
    expect(css).toContain('#087f73');
    expect(site.warnings.map((w) => w.message)).not.toContainEqual(expect.stringMatching(/custom Rspress theme/));
  });

  it('compiles a Sass globalStyles file, and warns of Tailwind at-rules the browser would ignore', async () => {
    const root = writeTree({
      ...valid,
      'styles/_brand.scss': '$brand: teal;\n',
      'styles/index.scss': "@use 'brand';\n.hero { .title { color: brand.$brand; } }\n",
      'tailwind.css': '.note { color: red; }\n@tailwind base;\n',
    });
    // The site's own sass, as a project beside its docs has it installed.
    mkdirSync(join(root, 'node_modules'));
    symlinkSync(join(process.cwd(), 'node_modules/sass'), join(root, 'node_modules/sass'));
    const scss = await buildForTest(root, { ...config, globalStyles: join(root, 'styles/index.scss') });
    const stylesheetOf = (html: string) => /href="\/(assets\/style\.\w+\.css)"/.exec(html)?.[1] ?? '';
    expect(scss.file(stylesheetOf(scss.file('index.html')))).toMatch(/\.hero \.title \{\s*color: teal;\s*\}/);
    expect(scss.warnings.filter((w) => /globalStyles|@tailwind/.test(w.message))).toEqual([]);

    const tailwind = await buildForTest(root, { ...config, globalStyles: join(root, 'tailwind.css') });
    expect(tailwind.warnings.map((w) => `${w.file}:${w.line}: ${w.message.split(':')[0]}`)).toContain(
      'tailwind.css:2: uses @tailwind, which only Tailwind or PostCSS understands',
    );
  });

  it("bundles what globalStyles imports into the site's stylesheet, with its fonts under the base, and keeps another site's @import first", async () => {
    const root = writeTree({
      ...valid,
      'node_modules/katex/dist/katex.min.css':
        '@font-face{font-family:KaTeX_Main;src:url(fonts/Main.woff2)}.katex{font:normal 1.21em KaTeX_Main}\n',
      'node_modules/katex/dist/fonts/Main.woff2': 'woff2 bytes',
      'theme/index.css':
        "@import url(https://fonts.example/inter.css);\n@import 'katex/dist/katex.min.css';\n.note { color: red; }\n",
    });
    const site = await buildForTest(root, { ...config, base: '/docs/', globalStyles: join(root, 'theme/index.css') });
    const stylesheet = site.file(/href="\/docs\/(assets\/style\.\w+\.css)"/.exec(site.file('index.html'))?.[1] ?? '');
    expect(stylesheet.startsWith('@import "https://fonts.example/inter.css";\n')).toBe(true);
    expect(stylesheet.match(/@import/g)).toHaveLength(1);
    expect(stylesheet.indexOf('.katex {')).toBeLessThan(stylesheet.indexOf('.note {'));
    const font = /url\("\/docs\/(assets\/Main\.\w+\.woff2)"\)/.exec(stylesheet)?.[1] ?? 'no font URL';
    expect(site.file(font)).toBe('woff2 bytes');
  });

  it("reports a globalStyles file that does not compile with the pages' problems, at its file and line", async () => {
    const root = writeTree({
      ...valid,
      'en/guide/b.md': '---\ntitle: [\n---\n',
      'styles/index.scss': '.a {\n  color: $brand;\n}\n',
    });
    mkdirSync(join(root, 'node_modules'));
    symlinkSync(join(process.cwd(), 'node_modules/sass'), join(root, 'node_modules/sass'));
    const problems = await buildProblems(root, { ...config, globalStyles: join(root, 'styles/index.scss') });
    expect(problems.filter((p) => !p.startsWith('en/guide/b.md'))).toEqual([
      'styles/index.scss:2: globalStyles: Undefined variable.',
    ]);
    expect(problems.some((p) => p.startsWith('en/guide/b.md:'))).toBe(true);
  });

  it("lets every page frame the origins the site's iframes show, a page reached by a link included", async () => {
    const { 'zh/guide/b.md': _, ...rest } = valid;
    const site = await buildForTest(
      writeTree({
        ...rest,
        'en/guide/a.md': page('Alpha', '<iframe src="https://www.youtube.com/embed/x" title="Video"></iframe>\n'),
        'zh/guide/b.mdx': page('乙', '<iframe src="//codesandbox.io/embed/y" title="Demo" />\n'),
      }),
      config,
    );
    const policyOf = (file: string) =>
      /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(site.file(file))?.[1];
    for (const file of ['index.html', 'guide/b.html', 'zh/guide/b.html'])
      expect(policyOf(file), file).toContain("; frame-src 'self' codesandbox.io https://www.youtube.com;");
  });

  it('leaves the Content-Security-Policy out of every page when the config turns it off', async () => {
    const on = await buildForTest(writeTree(valid), config);
    expect(on.file('index.html')).toContain('<meta http-equiv="Content-Security-Policy"');
    const off = await buildForTest(writeTree(valid), { ...config, contentSecurityPolicy: false });
    expect(off.file('index.html')).not.toContain('Content-Security-Policy');
    expect(off.file('guide/a.html')).not.toContain('Content-Security-Policy');
  });

  it('reports a nav item linking nowhere, not one linking to a file that is no page (llms.txt), as in pages', async () => {
    const nav = JSON.stringify(
      [
        { text: 'Guide', link: '/guide/a' },
        { text: 'Gone', link: '/gone' },
        { text: 'llms.txt', link: '/llms.txt' },
      ],
      null,
      2,
    );
    expect(await problemsOf({ ...valid, 'en/_nav.json': nav })).toEqual([
      'en/_nav.json:6: nav item "Gone" links to /gone, which is not a page',
    ]);
    // Nor the Chinese one, which the build writes under the language's prefix, as a nav there names it.
    const zhNav = JSON.stringify([
      { text: '指南', link: '/guide/a' },
      { text: 'llms.txt', link: '/llms.txt' },
    ]);
    expect(await problemsOf({ ...valid, 'zh/_nav.json': zhNav })).toEqual([]);
  });

  it('reports the dead links of a page that an image or a component keeps from rendering, in the same build', async () => {
    const problems = await problemsOf({
      ...withoutPagesA,
      'en/guide/a.md': page('Alpha', '![gone](./gone.png)\n\n[lost](/guide/lost)'),
      'zh/guide/a.mdx': page('甲', '<Nowhere />\n\n[lost](../lost)'),
    });
    // The image's problem and the unknown component's, and each page's dead link beside them.
    expect(problems).toHaveLength(4);
    expect(problems.filter((p) => p.includes(': link to '))).toEqual([
      'en/guide/a.md:9: link to /guide/lost, which is not a page',
      'zh/guide/a.mdx:9: link to /zh/lost, which is not a page',
    ]);
  });

  it('hints once at the links written for Rspress 1, which name a page read from the language root', async () => {
    const files = {
      ...valid,
      'en/guide/b.md': page('Beta', '[a](guide/a) [b](guide/b.md#x) [lost](guide/lost) [gone](./gone)'),
    };
    const hints = await buildHints(writeTree(files));
    expect(hints.problems).toEqual([
      'en/guide/b.md:7: link to /guide/guide/a, which is not a page',
      'en/guide/b.md:7: link to guide/b.md#x (/guide/guide/b#x), which is not a page',
      'en/guide/b.md:7: link to /guide/guide/lost, which is not a page',
      'en/guide/b.md:7: link to /guide/gone, which is not a page',
    ]);
    // The first two carry it: /guide/lost is no page from the root either, and ./gone says where it starts.
    expect(hints.carried).toEqual([true, true, false, false]);
    // The hint names the file from the working directory, as the build's messages do.
    expect(hints.texts.map((text) => text.replace(/^\S*?(?=en\/guide\/)/, ''))).toEqual([
      'en/guide/b.md:7 links to "guide/a", which Rspress 2 and esmx-docs read from the page\'s folder (/guide/guide/a); Rspress 1 read a Markdown link without "./" or "/" from the language\'s root, where this one names a page. Write "/guide/a" to link from the root, or "./a" from the page\'s folder (and so for each dead link above written that way).',
    ]);
  });

  it('collects every problem of every file before failing', async () => {
    const problems = await problemsOf({
      ...valid,
      'en/guide/a.md': '---\ntitle: [broken\n---\n# Alpha\n',
      'en/guide/c.md': page('Gamma'),
      'en/guide/d.md': '# Delta\n\n[gone](/guide/gone)\n',
    });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(
      /^en\/guide\/a\.md:2: invalid YAML front matter: the value of "title" starts with "\["/,
    );
    expect(problems.slice(1)).toEqual([
      // The missing file is named from the working directory, where the author runs the build.
      expect.stringMatching(/^en\/guide\/c\.md:1: has no zh translation: add (.*\/)?zh\/guide\/c\.md$/),
      expect.stringMatching(/^en\/guide\/d\.md:1: has no zh translation/),
      'en/guide/d.md:3: link to /guide/gone, which is not a page',
    ]);
  });
});

describe('a site that does not require translations', () => {
  it('builds a page missing in one language, with a warning, its language link going to that home page', async () => {
    const root = writeTree({
      ...valid,
      'en/guide/_meta.json': JSON.stringify(['a', 'b', 'c']),
      'en/guide/c.md': page('Gamma'),
    });
    const site = await buildForTest(root, { ...config, requireTranslations: false });
    expect(site.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      expect.stringMatching(
        /^en\/guide\/c\.md:1: has no zh translation \(add (.*\/)?zh\/guide\/c\.md\): its zh link goes to the zh home page$/,
      ),
    ]);
    expect(site.page('/guide/c')?.untranslated).toEqual(['zh']);
    expect(site.page('/guide/b')).not.toHaveProperty('untranslated');
    const html = readFileSync(join(site.outDir, 'guide/c.html'), 'utf8');
    expect(html).toContain('<a href="/zh/" hrefLang="zh-CN" lang="zh-CN"');
    expect(html).not.toContain('href="/zh/guide/c"');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://docs.example/guide/c">');
    expect(html).not.toMatch(/<link rel="alternate" hreflang="zh/);
    expect(readFileSync(join(site.outDir, 'guide/b.html'), 'utf8')).toContain('<a href="/zh/guide/b" hrefLang="zh-CN"');
  });
});

describe('the warnings of a build', () => {
  it('leaves out a _meta.json entry naming a page not written yet, and says so, as Rspress does', async () => {
    const root = writeTree({ ...valid, 'zh/guide/_meta.json': JSON.stringify(['a', 'b', 'ghost']) });
    const site = await buildForTest(root, config);
    expect(site.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      'zh/guide/_meta.json:1: _meta.json names "ghost", but there is no ghost.md, ghost.mdx or folder ghost/: left out of the sidebar',
    ]);
    expect(site.sidebar('/zh/guide/a')?.map((item) => item.link)).toEqual(['/zh/guide/a', '/zh/guide/b']);
  });

  it('passes Markdown warnings on with their file line, without failing', async () => {
    const root = writeTree({
      ...valid,
      'en/guide/b.md': '---\ndescription: x\n---\n\n# Beta\n\n:::tip\nNever closed.\n',
    });
    const site = await buildForTest(root, config);
    expect(site.warnings).toHaveLength(1);
    expect(site.warnings[0]).toMatchObject({ file: 'en/guide/b.md', line: 7 });
  });
});

describe("a top-level _meta.json in Rspress 1's nav shape", () => {
  const rspress1Nav = JSON.stringify([{ text: 'Guide', link: '/guide/a', activeMatch: '/guide/' }]);

  it('is left unused beside _nav.json, with a warning, and every section keeps its own sidebar', async () => {
    const site = await buildForTest(writeTree({ ...valid, 'en/_meta.json': rspress1Nav }), config);
    expect(site.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      `en/_meta.json:1: Rspress 1's nav (items with "text"), not a sidebar: beside _nav.json, which gives the nav: left unused (remove it)`,
    ]);
    expect(site.sidebar('/guide/a').map((item) => item.link)).toEqual(['/guide/a', '/guide/b']);
  });

  it('is read as the nav without _nav.json, with a warning', async () => {
    const { 'en/_nav.json': _, ...withoutNav } = valid;
    const site = await buildForTest(writeTree({ ...withoutNav, 'en/_meta.json': rspress1Nav }), config);
    expect(site.warnings.map((w) => w.message)).toEqual([
      `Rspress 1's nav (items with "text"), not a sidebar: read as the nav (rename it to _nav.json, as Rspress 2 asks)`,
    ]);
    expect(site.nav.en).toEqual([{ text: 'Guide', link: '/guide/a', activeMatch: '/guide/' }]);
    expect(site.sidebar('/guide/a').map((item) => item.link)).toEqual(['/guide/a', '/guide/b']);
  });

  it('is read as the nav without a word in a site written for Rspress 1 (its links read from the root)', async () => {
    const { 'en/_nav.json': _, ...withoutNav } = valid;
    const rspress1 = resolveConfig({ ...config, markdown: { showLineNumbers: false, linksFromRoot: true } });
    const site = await buildForTest(writeTree({ ...withoutNav, 'en/_meta.json': rspress1Nav }), rspress1);
    expect(site.warnings).toEqual([]);
    expect(site.nav.en).toEqual([{ text: 'Guide', link: '/guide/a', activeMatch: '/guide/' }]);
  });

  it("is left unused beside the config's nav, and asks for no root page in a sidebar", async () => {
    const { 'en/_nav.json': _, 'zh/_nav.json': _zh, ...withoutNav } = valid;
    const withNav = resolveConfig({
      ...config,
      themeConfig: { ...config.themeConfig, nav: [{ text: 'Guide', link: '/guide/a' }] },
    });
    const files = {
      ...withoutNav,
      'en/_meta.json': rspress1Nav,
      'en/about.md': page('About'),
      'zh/about.md': page('关于'),
    };
    const site = await buildForTest(writeTree(files), withNav);
    expect(site.warnings.map((w) => w.message)).toEqual([
      `Rspress 1's nav (items with "text"), not a sidebar: beside the config's themeConfig.nav, which gives the nav: left unused`,
    ]);
  });
});

describe('the reachability of pages', () => {
  it('names the deepest folder holding every page nothing links to', async () => {
    const root = writeTree({
      ...valid,
      'en/notes/_meta.json': '[]',
      'en/notes/appendix/x.md': page('X'),
      'en/notes/appendix/deep/y.md': page('Y'),
      'zh/notes/appendix/x.md': page('X'),
      'zh/notes/appendix/deep/y.md': page('Y'),
    });
    const site = await buildForTest(root, config);
    expect(site.warnings.map((w) => `${w.file}: ${w.message}`)).toContain(
      'en/notes/appendix: folder "notes/appendix" has 2 page(s) but neither the nav nor a sidebar links to any of them',
    );
  });

  it('warns about a doc page in no sidebar and a folder nothing links to, with their files', async () => {
    const root = writeTree({
      ...valid,
      'en/guide/_meta.json': JSON.stringify(['a']),
      'en/notes/_meta.json': '[]',
      'en/notes/n.md': page('Note'),
      'zh/notes/_meta.json': JSON.stringify(['n']),
      'zh/notes/n.md': page('笔记'),
    });
    const site = await buildForTest(root, config);
    expect(site.warnings.map((w) => `${w.file}:${w.line ?? '-'}: ${w.message}`)).toEqual([
      'en/notes:-: folder "notes" has 1 page(s) but neither the nav nor a sidebar links to any of them',
      "en/guide/b.md:1: page /guide/b is in no sidebar: add it to its folder's _meta.json (and that folder to its parent's, if it is not there)",
      "en/notes/n.md:1: page /notes/n is in no sidebar: add it to its folder's _meta.json (and that folder to its parent's, if it is not there)",
    ]);
  });

  it("warns about a folder of the Rspress project's own, linked in as a section, that no sidebar links to", async () => {
    const root = writeTree({
      'rspress.config.ts': "export default { root: 'docs' };",
      'docs/_nav.json': '[]',
      'docs/guide/index.md': page('Guide'),
      'lessons/_meta.json': '[]',
      'lessons/one.md': page('One'),
    });
    symlinkSync('../lessons', join(root, 'docs/lessons'));
    const site = await buildForTest(join(root, 'docs'), resolveConfig({ title: 'Linked' }));
    expect(site.page('/lessons/one')?.title).toBe('One');
    expect(site.warnings.map((w) => `${w.file}: ${w.message}`)).toContain(
      'lessons: folder "lessons" has 1 page(s) but neither the nav nor a sidebar links to any of them',
    );
  });

  it("warns about a page at the language root that the root's _meta.json leaves out, unless the nav links to it", async () => {
    const root = writeTree({
      ...valid,
      'en/_nav.json': JSON.stringify([{ text: 'Linked', link: '/linked' }]),
      'en/_meta.json': JSON.stringify(['index', 'listed', { type: 'dir', name: 'guide', label: 'Guide' }]),
      'en/listed.md': page('Listed'),
      'en/linked.md': page('Linked'),
      'en/other.md': page('Other'),
      'zh/listed.md': page('Listed'),
      'zh/linked.md': page('Linked'),
      'zh/other.md': page('Other'),
    });
    const site = await buildForTest(root, config);
    const unlisted = site.warnings.filter((w) => w.message.includes('is in no sidebar'));
    // zh has no root _meta.json: its root pages belong to no section, as before.
    expect(unlisted.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      "en/other.md:1: page /other is in no sidebar: add it to its folder's _meta.json (and that folder to its parent's, if it is not there)",
    ]);
  });

  it("leaves alone a section's page the nav links to, its sidebar listing the others (a section's index)", async () => {
    const root = writeTree({
      ...valid,
      'en/_nav.json': JSON.stringify([{ text: 'Learn', link: '/learn/' }]),
      'en/learn/_meta.json': JSON.stringify(['start']),
      'en/learn/index.md': page('Learn'),
      'en/learn/start.md': page('Start'),
      'en/learn/later.md': page('Later'),
      'zh/learn/_meta.json': JSON.stringify(['index', 'start', 'later']),
      'zh/learn/index.md': page('学习'),
      'zh/learn/start.md': page('开始'),
      'zh/learn/later.md': page('以后'),
    });
    const site = await buildForTest(root, config);
    expect(site.warnings.filter((w) => w.message.includes('is in no sidebar')).map((w) => w.file)).toEqual([
      'en/learn/later.md',
    ]);
  });

  it('leaves alone a page whose front matter hides the sidebar, as a blog post reached from its index', async () => {
    const root = writeTree({
      ...valid,
      'en/guide/_meta.json': JSON.stringify(['a']),
      'en/guide/b.md': `---\nsidebar: false\n---\n\n# B\n`,
    });
    const site = await buildForTest(root, config);
    expect(site.warnings).toEqual([]);
  });

  it('reports a sidebar custom link to a page that does not exist', async () => {
    const meta = JSON.stringify(['a', 'b', { type: 'custom-link', label: 'Lost', link: '/guide/lost' }], null, 2);
    expect(await problemsOf({ ...valid, 'en/guide/_meta.json': meta })).toEqual([
      'en/guide/_meta.json:4: sidebar item "Lost" links to /guide/lost, which is not a page',
    ]);
  });
});

describe('a build with route.exclude', () => {
  it('leaves excluded files out of the pages, the twin check and the sidebars', async () => {
    const root = writeTree({ ...valid, 'en/guide/draft.md': page('Draft'), 'en/guide/_meta.json': '["a", "b"]' });
    const site = await buildForTest(root, resolveConfig({ ...config, route: { exclude: ['**/draft.md'] } }));
    expect(site.pages.map((p) => p.routePath)).not.toContain('/guide/draft');
    expect(site.warnings).toEqual([]);
  });
});
