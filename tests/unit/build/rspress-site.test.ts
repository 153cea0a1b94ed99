import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/build';
import { loadConfig } from '../../../src/build/config/load-config';
import { ContentError } from '../../../src/build/errors';
import type { SiteConfig } from '../../../src/shared/types';
import { type BuiltSite, buildForTest, buildProblems } from '../../support/built-site';
import { tempFolder } from '../../support/temp-folder';
import { writeTree } from './tree';

// A content tree written for Rspress 2 (no root _meta.json, a folder without _meta.json, nested
// folders, every _meta.json entry kind, .mdx pages using the built-in components, a route.exclude
// glob) builds unchanged, with the sidebars and nav Rspress 2 would give it.
const fixture = join(process.cwd(), 'tests/fixtures/rspress-site');
let site: BuiltSite;
let config: SiteConfig;
beforeAll(async () => {
  const loaded = await loadConfig(fixture);
  expect(loaded.warnings).toEqual([]);
  // The fixture has no siteUrl (Rspress sites often do not): the build says so, and that is all it says.
  config = { ...loaded.config, siteUrl: 'https://fixture.example' };
  site = await buildForTest(fixture, config);
}, 600_000);

const pageAt = (route: string) => site.page(route);
/** The page's search text, as its language's search list holds it. */
const textAt = (route: string) =>
  site.searchDocs(route.startsWith('/zh/') ? 'zh' : 'en').find((d) => d.routePath === route)?.content;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('an Rspress 2 content tree', () => {
  it('builds without a problem or a warning, leaving the excluded drafts out', () => {
    expect(site.warnings).toEqual([]);
    expect(site.pages).toHaveLength(20);
    expect(pageAt('/guide/drafts/wip')).toBeUndefined();
  });

  it('gives each top-level folder its own sidebar in both languages, and the home page none', () => {
    expect(site.sidebar('/blog/first-post')[0]).toEqual({ text: 'Blog', link: '/blog/' });
    expect(site.sidebar('/zh/guide/install')[0]).toEqual({ text: '介绍', link: '/zh/guide/introduction' });
    expect(site.sidebar('/guide/advanced/plugins')).toEqual(site.sidebar('/guide/install'));
    expect(site.sidebar('/')).toEqual([]);
  });

  it("lists a folder without _meta.json by its pages, index first, titled by each page's h1", () => {
    expect(site.sidebar('/zh/blog/first-post')).toEqual([
      { text: '博客', link: '/zh/blog/' },
      { text: '第一篇', link: '/zh/blog/first-post' },
    ]);
  });

  it("builds the guide sidebar from its _meta.json with every entry kind, in the file's order", () => {
    expect(site.sidebar('/guide/introduction')).toEqual([
      { text: 'Introduction', link: '/guide/introduction' },
      { text: 'Installation', link: '/guide/install', tag: 'new' },
      { text: 'Components', link: '/guide/components' },
      {
        text: 'Advanced',
        link: '/guide/advanced/',
        collapsible: true,
        collapsed: true,
        items: [
          {
            text: 'deep',
            collapsible: true,
            collapsed: false,
            items: [{ text: 'Nested Page', link: '/guide/advanced/deep/nested' }],
          },
          { text: 'Plugins', link: '/guide/advanced/plugins' },
        ],
      },
      { text: '', dividerType: 'dashed' },
      { text: 'Reference', sectionHeaderText: 'Reference' },
      { text: 'API pages', sectionHeaderText: 'API pages' },
      { text: 'Config API', link: '/guide/api/config' },
      { text: '', dividerType: 'solid' },
      { text: 'Source', link: 'https://github.com/esmnext/esmx' },
    ]);
  });

  it('reads _nav.json with its dropdown, prefixing Chinese links', () => {
    expect(site.nav.zh).toEqual([
      { text: '指南', link: '/zh/guide/introduction', activeMatch: '/guide/' },
      { text: '更多', items: [{ text: '博客', link: '/zh/blog/' }] },
    ]);
  });

  it('renders the .mdx pages: package manager tabs, synced tabs, and a badge outside the heading id', () => {
    const install = pageAt('/zh/guide/install')!;
    expect(install.html.match(/data-group-id="package-manager"/g)).toHaveLength(2);
    expect(install.html.match(/data-group-id="framework"/g)).toHaveLength(2);
    expect(textAt('/zh/guide/install')).toContain('pnpm add -D @esmx/rspack');
    expect(textAt('/zh/guide/install')).toContain('用 createApp 渲染。');
    const components = pageAt('/guide/components')!;
    expect(components.title).toBe('Components');
    // The steps themselves (Write, Build) are out of the outline, as Rspress leaves them.
    expect(components.toc.map((t) => [t.text, t.id])).toEqual([['Steps', 'steps']]);
  });

  it('numbers the lines of every code block (markdown.showLineNumbers)', () => {
    expect(pageAt('/guide/introduction')!.html).toContain(
      '<div class="code-block language-ts line-numbers" data-lang="ts">',
    );
  });
});

describe('an Rspress 2 content tree with mistakes', () => {
  /** The fixture copied to a temp folder with `files` written over it; resolves to the reported problems. */
  async function problemsWith(files: Record<string, string>): Promise<string[]> {
    const root = tempFolder('esmx-rspress-');
    cpSync(fixture, root, { recursive: true });
    for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
    return buildProblems(root, config);
  }

  it('reports an unknown component with file:line', async () => {
    const page = 'import { Tabs } from \'@theme\';\n\n# Install\n\n<Chart data="x" />\n';
    expect(await problemsWith({ 'en/guide/install.mdx': page })).toEqual([
      // The list of known components is remark-mdx-components' test's to pin down.
      expect.stringMatching(
        /^en\/guide\/install\.mdx:5: unknown component <Chart> \(known: PackageManagerTabs, Tabs, .*\)$/,
      ),
    ]);
  });

  it('reports an import from a package that is not installed with file:line, counting the front matter', async () => {
    const page = "---\ndescription: x\n---\n\nimport Chart from 'chart-lib';\n\n# Install\n";
    expect(await problemsWith({ 'zh/guide/install.mdx': page })).toEqual([
      'zh/guide/install.mdx:5: cannot import "chart-lib": no such package in node_modules (install it in the docs folder, or add an alias)',
    ]);
  });

  it('warns of a _meta.json entry naming a missing page with file:line, and builds', async () => {
    const meta = '[\n  "introduction",\n  "install",\n  "components",\n  "advanced",\n  "api",\n  "missing"\n]\n';
    const root = tempFolder('esmx-rspress-');
    cpSync(fixture, root, { recursive: true });
    writeFileSync(join(root, 'en/guide/_meta.json'), meta);
    const built = await buildForTest(root, config);
    expect(built.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      'en/guide/_meta.json:7: _meta.json names "missing", but there is no missing.md, missing.mdx or folder missing/: left out of the sidebar',
    ]);
  });
});

describe('an Rspress tree with a folder per version (multiVersion)', () => {
  it('builds the default version at routes without a version prefix, its public files beside, the others left out', async () => {
    const files: Record<string, string> = {
      'rspress.config.ts':
        "export default { title: 'Versioned', lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }], multiVersion: { default: 'v1', versions: ['v1', 'v2'] } };\n",
      'docs/v1/en/_nav.json': JSON.stringify([{ text: 'Guide', link: '/guide/start' }]),
      'docs/v1/en/index.md': '---\npageType: home\nhero:\n  name: Versioned\n---\n',
      'docs/v1/en/guide/start.md': '# Start\n\nThe logo: ![logo](/logo.svg). [Home](/).\n',
      'docs/v1/zh/index.md': '---\npageType: home\nhero:\n  name: 版本\n---\n',
      'docs/v1/zh/guide/start.md': '# 开始\n',
      // A component telling the versions apart, as a theme's install line does.
      'docs/v1/en/guide/install.mdx': "import { Install } from '../../../Install';\n\n# Install\n\n<Install />\n",
      'docs/Install.tsx':
        "import { useVersion, useSite } from '@rspress/core/runtime';\nexport const Install = () => <code>npm i lib{useVersion() === 'v1' ? '' : '@beta'} of {useSite().site.multiVersion.versions.join()}</code>;\n",
      'docs/v2/en/index.md': '# Only in v2\n',
      'docs/v2/en/guide/new.md': '# New in v2\n',
      'docs/public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    };
    const root = writeTree(files);
    const docs = join(root, 'docs');
    const loaded = await loadConfig(docs, root);
    expect(loaded.warnings).toContain(
      'rspress.config.ts:1: "multiVersion": esmx-docs builds one version, the default "v1" (docs/v1); "v2" is left out, links into it kept as written and not checked',
    );
    const built = await buildForTest(docs, { ...loaded.config, siteUrl: 'https://versions.example' });
    expect(built.pages.map((p) => p.routePath).sort()).toEqual([
      '/',
      '/guide/install',
      '/guide/start',
      '/zh/',
      '/zh/guide/start',
    ]);
    // Its components read the version built, by name, as Rspress gives it on the default version's pages.
    expect(built.page('/guide/install')?.html).toContain('<code>npm i lib<!-- --> of <!-- -->v1</code>');
    expect(built.page('/guide/start')?.pagePath).toBe('v1/en/guide/start.md');
    expect(built.nav.en).toEqual([{ text: 'Guide', link: '/guide/start' }]);
    expect(readFileSync(join(built.outDir, 'logo.svg'), 'utf8')).toBe(files['docs/public/logo.svg']);
  });

  it('neither checks nor warns of links into a version left out, in pages and sidebars, and keeps them as written', async () => {
    const sidebar = (prefix: string) => `[{ text: 'Guide', items: [{ text: 'A', link: '${prefix}/guide/a' }] }]`;
    const root = writeTree({
      'rspress.config.ts': `export default { title: 'Versioned', multiVersion: { default: 'v1', versions: ['v1', 'v2'] },\n  themeConfig: { sidebar: { '/guide/': ${sidebar('')}, '/v2/guide/': ${sidebar('/v2')} } } };\n`,
      'docs/v1/index.md': '# Home\n\n[Guide](/guide/a)\n',
      'docs/v1/guide/a.md': '# A\n\n[A in v2](/v2/guide/a) and [its API](/v2/api/)\n',
      'docs/v2/guide/a.md': '# A 2\n',
    });
    const docs = join(root, 'docs');
    const loaded = await loadConfig(docs, root);
    const built = await buildForTest(docs, { ...loaded.config, siteUrl: 'https://versions.example' });
    expect(built.warnings).toEqual([]);
    expect(built.page('/guide/a')?.html).toContain('<a href="/v2/guide/a">A in v2</a>');
    // A dead link elsewhere is still one.
    writeFileSync(join(docs, 'v1/guide/a.md'), '# A\n\n[gone](/guide/gone)\n');
    expect(await buildProblems(docs, loaded.config)).toEqual([
      'v1/guide/a.md:3: link to /guide/gone, which is not a page',
    ]);
  });
});

describe('an Rspress tree whose custom theme draws no home page esmx-docs draws', () => {
  it('warns of a home page with nothing of its own to show, and not of one with a hero', async () => {
    const root = writeTree({
      // (A HomeLayout of its own would draw the page: see tests/unit/build/components/theme-slots.test.ts.)
      'theme/index.tsx': "export * from '@rspress/core/theme-original';\nexport const Tip = () => null;\n",
      'docs/en/index.md': '---\npageType: home\n---\n',
      'docs/zh/index.md': '---\npageType: home\nhero:\n  name: 首页\n---\n',
      'docs/en/guide.md': '# Guide\n',
      'docs/zh/guide.md': '# 指南\n',
    });
    const docs = join(root, 'docs');
    const built = await buildForTest(docs, {
      ...(await loadConfig(docs, root)).config,
      siteUrl: 'https://home.example',
    });
    expect(built.warnings.filter((w) => w.message.startsWith('home page')).map((w) => `${w.file}:${w.line}`)).toEqual([
      'en/index.md:1',
    ]);
  });
});

describe("an Rspress tree with replaceRules (Modern.js's MAJOR_VERSION)", () => {
  it('builds each page and fragment with the text replaced, in its HTML, title and search text', async () => {
    const root = writeTree({
      'rspress.config.ts':
        "export default { title: 'Replaced', lang: 'en', locales: [{ lang: 'en', label: 'English' }], replaceRules: [{ search: /MAJOR_VERSION/g, replace: '2' }, { search: 'PRODUCT', replace: 'Modern.js' }] };\n",
      'docs/index.md':
        '# PRODUCT vMAJOR_VERSION\n\nInstall PRODUCT MAJOR_VERSION.\n\n```sh\nnpm i pkg@MAJOR_VERSION\n```\n',
      'docs/shared.mdx': "import Note from './_note.mdx';\n\n# Shared\n\n<Note />\n",
      'docs/_note.mdx': 'A note on MAJOR_VERSION.\n',
    });
    const docs = join(root, 'docs');
    const loaded = await loadConfig(docs, root);
    const built = await buildForTest(docs, { ...loaded.config, siteUrl: 'https://replaced.example' });
    expect(built.page('/')?.title).toBe('Modern.js v2');
    expect(readFileSync(join(built.outDir, 'index.html'), 'utf8')).toContain('Install Modern.js 2.');
    expect(built.searchDocs('en').find((d) => d.routePath === '/')?.content).toContain('npm i pkg@2');
    expect(readFileSync(join(built.outDir, 'shared.html'), 'utf8')).toContain('A note on 2.');
  });
});

describe("an Rspress config's head functions (Rspack's og:image)", () => {
  it('give each page the tag they make of its route, after the written ones, and a failing one is a warning', async () => {
    const root = writeTree({
      'rspress.config.ts': [
        "export default { title: 'Heads', lang: 'en', locales: [{ lang: 'en', label: 'English' }], head: [",
        '  \'<meta name="static" content="yes">\',',
        "  ({ routePath }) => ['meta', { property: 'og:image', content: 'https://x.example/og' + routePath + '.png' }],",
        "  ({ routePath }) => (routePath === '/' ? undefined : '<meta name=\"not-home\" content=\"' + routePath + '\">'),",
        "  () => { throw new Error('no image service'); },",
        '] };',
        '',
      ].join('\n'),
      'docs/index.md': '# Home\n',
      'docs/guide.md': '# Guide\n',
    });
    const docs = join(root, 'docs');
    const loaded = await loadConfig(docs, root);
    const built = await buildForTest(docs, { ...loaded.config, siteUrl: 'https://heads.example' });
    const head = (file: string) =>
      /<head>(.*)<\/head>/s.exec(readFileSync(join(built.outDir, file), 'utf8'))?.[1] ?? '';
    expect(head('guide.html')).toContain(
      '<meta name="static" content="yes"><meta property="og:image" content="https://x.example/og/guide.png"><meta name="not-home" content="/guide"><script>',
    );
    expect(head('index.html')).toContain('<meta property="og:image" content="https://x.example/og/.png">');
    expect(head('index.html')).not.toContain('not-home');
    expect(built.warnings.filter((w) => w.message.includes('"head" function')).map((w) => w.message)).toEqual([
      '"head" function (item 3) threw, so its tag is left out: no image service (first on /guide)',
    ]);
    // Every page carries the site data; the functions stay on the build's side.
    expect(readFileSync(join(built.outDir, 'guide.html'), 'utf8')).not.toContain('no image service');
  });

  it('are given the route as Rspress describes it (its file, its name, its path without the language), and a tag they write as HTML replaces ours of its key', async () => {
    const root = writeTree({
      'rspress.config.ts': [
        "export default { title: 'Heads', lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }], head: [",
        "  (r) => ['meta', { name: 'route', content: [r.pureRoutePath, r.pageName, r.absolutePath, r.relativePath, r.lang, r.version].join('|') }],",
        '  (r) => \'<meta property="og:title" content="Theirs \' + r.routePath + \'">\',',
        '] };',
        '',
      ].join('\n'),
      'docs/en/guide/start.md': '# Start\n',
      'docs/zh/guide/start.md': '# 开始\n',
    });
    const docs = join(root, 'docs');
    const loaded = await loadConfig(docs, root);
    const built = await buildForTest(docs, loaded.config);
    const html = readFileSync(join(built.outDir, 'zh/guide/start.html'), 'utf8');
    expect(html).toContain(
      `<meta name="route" content="/guide/start|guide_start|${join(docs, 'zh/guide/start.md')}|zh/guide/start.md|zh|">`,
    );
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:title" content="Theirs /zh/guide/start">');
  });
});

describe("an Rspress tree whose nav leads to a page it does not have (Module Federation's Showcase)", () => {
  it('builds, with a warning for the nav item, as Rspress checks only the links in pages', async () => {
    const root = writeTree({
      'rspress.config.ts':
        "export default { title: 'Nav', lang: 'en', locales: [{ lang: 'en', label: 'English' }] };\n",
      'docs/_nav.json': JSON.stringify([{ text: 'Showcase', link: '/showcase/index' }]),
      'docs/index.md': '# Home\n\n[A page link to nowhere](/nowhere)\n',
    });
    const docs = join(root, 'docs');
    const config = { ...(await loadConfig(docs, root)).config, siteUrl: 'https://nav.example' };
    // A link in a page is still a dead link.
    expect(await buildProblems(docs, config)).toEqual(['index.md:3: link to /nowhere, which is not a page']);
    writeFileSync(join(docs, 'index.md'), '# Home\n');
    const built = await buildForTest(docs, config);
    expect(built.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toContain(
      '_nav.json:1: nav item "Showcase" links to /showcase/index, which is not a page',
    );
  });
});

describe('an Rspress tree whose config lists plugins, which do not run here', () => {
  it('hints with its dead links that a page a plugin adds is not built, naming the plugins that do not run, and how to build anyway', async () => {
    const files = (plugins: string, importLine = '') => ({
      'rspress.config.ts': `${importLine}export default {\n  title: 'Plugged',\n  ${plugins}\n};\n`,
      'docs/index.md': '# Home\n\nSee [the directory](/plugin-directory).\n',
    });
    const hintsOf = async (plugins: string, importLine?: string) => {
      const error = await buildForTest(join(writeTree(files(plugins, importLine)), 'docs')).catch((e: unknown) => e);
      if (!(error instanceof ContentError)) throw new Error('the build did not fail');
      return error.problems.map((p) => [p.message, p.hint]);
    };
    const hint = (line: number, names: string, option: string) =>
      `rspress.config.ts:${line} lists Rspress plugins that do not run in esmx-docs (${names}): a page one of them adds (addPages, a blog, a changelog) is not built, ` +
      `so a link to it is dead here. If that is why, leave such links out of the check (${option}: { excludes: [...] }), or write the page in the docs folder.`;
    const dead = 'link to /plugin-directory, which is not a page';
    expect(
      await hintsOf(
        "plugins: [{ name: 'directory', addPages: () => [] }, { name: 'math', markdown: { remarkPlugins: [] } }],",
      ),
    ).toEqual([
      [
        dead,
        expect.stringMatching(new RegExp(`${escapeRegExp(hint(3, 'directory', 'markdown.link.checkDeadLinks'))}$`)),
      ],
    ]);
    // Rspress 1 reads the check's option elsewhere.
    expect(
      await hintsOf(
        'plugins: [{ addPages: () => [] }], markdown: { checkDeadLinks: true },',
        "import { defineConfig } from 'rspress/config';\n",
      ),
    ).toEqual([
      [
        dead,
        expect.stringMatching(
          new RegExp(`${escapeRegExp(hint(4, 'a plugin without a name', 'markdown.checkDeadLinks'))}$`),
        ),
      ],
    ]);
    // A plugin from a package not installed here is named by its package.
    expect(
      await hintsOf('plugins: [readingTime()],', "import readingTime from 'rspress-plugin-reading-time';\n"),
    ).toEqual([
      [
        dead,
        expect.stringMatching(
          new RegExp(`${escapeRegExp(hint(4, 'rspress-plugin-reading-time', 'markdown.link.checkDeadLinks'))}$`),
        ),
      ],
    ]);
    // None for plugins it reads (Markdown plugins, styles), none listed, or the bundler's.
    expect(await hintsOf("plugins: [{ name: 'math', markdown: { remarkPlugins: [] } }],")).toEqual([[dead, undefined]]);
    expect(await hintsOf("description: 'No plugins',")).toEqual([[dead, undefined]]);
    expect(await hintsOf('plugins: [ ],')).toEqual([[dead, undefined]]);
    expect(await hintsOf("builderConfig: { plugins: [{ name: 'glsl' }] },")).toEqual([[dead, undefined]]);
  });
});

describe("an Rspress tree whose route.extensions leave its components out of the pages (treelight's App.tsx)", () => {
  it('builds no page of a module beside the pages, which a page still imports', async () => {
    const root = writeTree({
      'rspress.config.ts': "export default { root: 'docs', route: { extensions: ['.md', '.mdx'] } };\n",
      'docs/index.mdx': "import Widget from './Widget';\n\n# Home\n\n<Widget />\n",
      'docs/Widget.tsx': 'export default function Widget() {\n  return <p>A widget, not a page.</p>;\n}\n',
    });
    const docs = join(root, 'docs');
    const { config, warnings } = await loadConfig(docs, root);
    expect(warnings.join('\n')).not.toContain('route.extensions');
    expect(config.route?.exclude).toEqual(['**/*.js', '**/*.jsx', '**/*.ts', '**/*.tsx']);
    const built = await buildForTest(docs, config);
    expect(built.pages.map((page) => page.routePath)).toEqual(['/']);
    expect(built.file('index.html')).toContain('A widget, not a page.');
    expect(built.warnings.filter((w) => w.file === 'Widget.tsx')).toEqual([]);
  });
});

describe("an Rspress tree whose languages only themeConfig.locales lists (electron-rsbuild's zh docs)", () => {
  it('builds those languages alone, a folder of another left out with a warning, as Rspress reads the list', async () => {
    const root = writeTree({
      'rspress.config.ts':
        "export default { root: 'docs', lang: 'zh', themeConfig: { locales: [{ lang: 'zh', label: '简体中文', outlineTitle: '目录' }] } };\n",
      'docs/zh/index.md': '# 首页\n\n[介绍](/intro)\n',
      'docs/zh/intro.md': '# 介绍\n',
      'docs/en/intro.md': '# Intro\n',
    });
    const docs = join(root, 'docs');
    const { config } = await loadConfig(docs, root);
    expect(config.locales.map((locale) => [locale.lang, locale.label])).toEqual([['zh', '简体中文']]);
    const built = await buildForTest(docs, config);
    expect(built.pages.map((page) => page.routePath).sort()).toEqual(['/', '/intro']);
    expect(built.warnings.map((w) => w.file)).toContain('en');
  });
});

describe("an Rspress tree whose theme's layout does not bundle", () => {
  it('keeps the theme entry among what the site is made from, so that saving the fix builds it again', async () => {
    const root = writeTree({
      'rspress.config.ts': "export default { root: 'docs', title: 'Mini' };\n",
      'docs/index.md': '# Home page\n',
      'theme/index.tsx':
        "import { Layout as Basic } from '@rspress/core/theme';\nimport { Thing } from 'not-installed-pkg';\n" +
        'export const Layout = () => <Basic beforeDocFooter={<div>{Thing}</div>} />;\n' +
        "export * from '@rspress/core/theme';\n",
    });
    const docs = join(root, 'docs');
    const { config, file } = await loadConfig(docs, root);
    const report = await buildSite({
      contentDir: docs,
      outDir: join(root, 'site'),
      config,
      cache: false,
      configFile: file,
    });
    expect(report.warnings.map((w) => w.message)).toContainEqual(
      expect.stringMatching(/^its layouts are not used by esmx-docs: it does not bundle/),
    );
    expect(Object.values(report.dependencies ?? {}).flat()).toContainEqual([
      join(root, 'theme/index.tsx'),
      expect.any(String),
    ]);
  });
});

describe("an Rspress 1 tree whose components use the utility classes Rspress 1's stylesheet gave every page", () => {
  const stylesheetOf = (site: BuiltSite) => {
    const href = /<link rel="stylesheet" href="\/(assets\/style\.[0-9a-f]+\.css)"/.exec(site.file('index.html'))?.[1];
    return site.file(href ?? 'no stylesheet');
  };
  const files = (importLine: string) => ({
    'rspress.config.ts': `${importLine}export default { title: 'Utilities', globalStyles: 'site.css' };\n`,
    'docs/index.md': '# Home\n\n<div className="flex gap-2 sm:hidden">Two</div>\n',
    'docs/site.css': '.gap-2 { gap: 1px; }\n',
  });

  it('has them before its own CSS, which may restyle them, and an Rspress 2 tree has none', async () => {
    const rspress1 = stylesheetOf(
      await buildForTest(join(writeTree(files("import { defineConfig } from 'rspress/config';\n")), 'docs')),
    );
    const gap = rspress1.indexOf('.gap-2{gap:0.5rem}');
    expect(gap).toBeGreaterThan(0);
    expect(rspress1).toContain('@media (min-width:640px){.sm\\:hidden{display:none}}');
    // The site's own rule comes after, and wins.
    expect(rspress1.slice(gap).search(/\.gap-2 \{\s*gap: 1px;/)).toBeGreaterThan(0);
    const rspress2 = stylesheetOf(await buildForTest(join(writeTree(files('')), 'docs')));
    expect(rspress2).not.toContain('.gap-2{gap:0.5rem}');
    expect(rspress2).not.toContain('.sm\\:hidden');
  });
});

describe("an Rspress 1 tree with its nav in the root _meta.json and a _nav.json beside it (ztron's)", () => {
  it('takes the nav from _meta.json, as Rspress 1 reads no _nav.json, and says the _nav.json is left unused', async () => {
    const root = writeTree({
      'rspress.config.ts':
        "import { defineConfig } from 'rspress/config';\nexport default defineConfig({ root: 'docs', title: 'Demo' });\n",
      'docs/_meta.json': JSON.stringify([{ text: 'Start', link: '/start/' }]),
      'docs/_nav.json': JSON.stringify([{ text: 'Intro', link: '/start/intro' }]),
      'docs/start/_meta.json': JSON.stringify(['index', 'intro']),
      'docs/index.md': '# Home\n',
      'docs/start/index.md': '# Start\n',
      'docs/start/intro.md': '# Intro\n',
    });
    const site = await buildForTest(join(root, 'docs'));
    expect(site.nav.en).toEqual([{ text: 'Start', link: '/start/' }]);
    expect(site.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toContain(
      "_nav.json:1: beside Rspress 1's nav in _meta.json, which gives the nav of a site written for Rspress 1 (Rspress 1 reads no _nav.json): left unused",
    );
  });
});
