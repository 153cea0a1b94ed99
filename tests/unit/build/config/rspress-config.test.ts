import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocsElsewhere, docsFolderOf, loadConfig } from '../../../../src/build/config/load-config';
import { deadLinkExcluded } from '../../../../src/build/dead-links';
import { navTitleIn, siteTitleIn } from '../../../../src/shared/title';
import { page, writeTree } from '../tree';

const rspressConfig = `import * as path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  title: 'Rsdocs',
  lang: 'en',
  route: { exclude: ['**/fragments/**'] },
  themeConfig: {
    socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/x/y' }],
    footer: { message: 'Copyright' },
    enableContentAnimation: true,
    hideNavbar: 'sometimes',
  },
  plugins: [{ name: 'some-plugin', addPages: () => [] }],
  builderConfig: { resolve: { alias: { '@components': path.join(__dirname, 'components') } } },
});
`;

const project = (files: Record<string, string>) => {
  const cwd = writeTree({ 'docs/en/index.md': page('Home'), 'docs/zh/index.md': page('首页'), ...files });
  return { cwd, docs: join(cwd, 'docs') };
};

describe("an Rspress project's config, when the content folder has none of its own", () => {
  it('gives the options esmx-docs knows, its alias as ours, and names what it leaves out', async () => {
    const { cwd, docs } = project({ 'rspress.config.ts': rspressConfig });
    const { config, file, warnings } = await loadConfig(docs, cwd);
    expect(file).toBe(join(cwd, 'rspress.config.ts'));
    expect(config.title).toBe('Rsdocs');
    expect(config.route?.exclude).toEqual(['**/fragments/**']);
    expect(config.themeConfig.socialLinks).toEqual([
      { icon: 'github', mode: 'link', content: 'https://github.com/x/y' },
    ]);
    expect(config.themeConfig.hideNavbar).toBe('never');
    expect(config.themeConfig.footer).toEqual({ message: 'Copyright' });
    expect(config.alias).toEqual({ '@components': '../components' });
    expect(warnings).toEqual([
      'rspress.config.ts: Rspress\'s config, read for esmx-docs; not used: "plugins" (Rspress plugins do not run in esmx-docs), ' +
        '"themeConfig.hideNavbar" (Rspress 2 does not hide its navbar either), "themeConfig.enableContentAnimation"',
    ]);
  });

  it('keeps the navbar for hideNavbar, which Rspress 2 does not implement, and says so (search: true, the default, says nothing)', async () => {
    const { cwd, docs } = project({
      'rspress.config.ts':
        "export default { themeConfig: { hideNavbar: 'always', search: true, footer: { message: 'F' } } };\n",
    });
    const { config, warnings } = await loadConfig(docs, cwd);
    expect(config.themeConfig.hideNavbar).toBe('never');
    expect(config.themeConfig.footer).toEqual({ message: 'F' });
    expect(warnings).toEqual([
      'rspress.config.ts: Rspress\'s config, read for esmx-docs; not used: "themeConfig.hideNavbar" (Rspress 2 does not hide its navbar either)',
    ]);
  });

  it('turns the last-updated line on for lastUpdated: { author: true }, saying the author is not shown', async () => {
    const { cwd, docs } = project({
      'rspress.config.ts': 'export default { themeConfig: { lastUpdated: { author: true } } };\n',
    });
    const { config, warnings } = await loadConfig(docs, cwd);
    expect(config.themeConfig.lastUpdated).toBe(true);
    expect(warnings).toEqual([
      'rspress.config.ts: Rspress\'s config, read for esmx-docs; not used: "themeConfig.lastUpdated.author" (the line shows the date alone)',
    ]);
  });

  it("names pages by its title and description before a language's, as Rspress 2 does, its navbar by the language's title, and leaves out those of locales", async () => {
    const { cwd, docs } = project({
      'rspress.config.ts': `export default {
  title: 'AIO Sandbox',
  locales: [
    { lang: 'en', label: 'English', title: 'Rspress', description: 'Static Site Generator' },
    { lang: 'zh', label: '简体中文', title: 'Rspress' },
  ],
  themeConfig: { locales: [{ lang: 'zh', title: '沙箱', description: '中文描述' }] },
};
`,
    });
    const { config, warnings } = await loadConfig(docs, cwd);
    expect(siteTitleIn(config, 'en')).toBe('AIO Sandbox');
    expect(siteTitleIn(config, 'zh')).toBe('AIO Sandbox');
    // Rspress's navbar shows the language's own title (themeConfig.locales', as it reads them), its pages do not.
    expect([navTitleIn(config, 'en'), navTitleIn(config, 'zh')]).toEqual(['AIO Sandbox', '沙箱']);
    expect(config.locales).toEqual([
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文', description: '中文描述', navTitle: '沙箱' },
    ]);
    expect(warnings).toEqual([
      'rspress.config.ts: Rspress\'s config, read for esmx-docs; not used: "locales[].title", "locales[].description" ' +
        '(Rspress 2 shows the config\'s own "title" and "description" before a language\'s, and a language\'s texts from "themeConfig.locales" where that is given)',
    ]);
  });

  it("takes a language's title and description from locales when the config has none of its own and no themeConfig.locales (its navbar's title beside one)", async () => {
    const { cwd, docs } = project({
      'rspress.config.ts': `export default {
  title: 'Demo',
  locales: [
    { lang: 'en', label: 'English', title: 'Demo EN', description: 'English description' },
    { lang: 'zh', label: '简体中文', description: '中文描述' },
  ],
};
`,
    });
    const { config, warnings } = await loadConfig(docs, cwd);
    expect(siteTitleIn(config, 'zh')).toBe('Demo');
    expect([siteTitleIn(config, 'en'), navTitleIn(config, 'en'), navTitleIn(config, 'zh')]).toEqual([
      'Demo',
      'Demo EN',
      'Demo',
    ]);
    expect(config.locales).toEqual([
      { lang: 'en', label: 'English', description: 'English description', navTitle: 'Demo EN' },
      { lang: 'zh', label: '简体中文', description: '中文描述' },
    ]);
    expect(warnings).toEqual([]);
    const untitled = project({
      'rspress.config.ts':
        "export default { locales: [{ lang: 'en', label: 'English', title: 'Demo EN' }, { lang: 'zh', label: '中文', title: '演示' }] };\n",
    });
    const loaded = await loadConfig(untitled.docs, untitled.cwd);
    expect(siteTitleIn(loaded.config, 'en')).toBe('Demo EN');
    expect(siteTitleIn(loaded.config, 'zh')).toBe('演示');
    expect(loaded.warnings).toEqual([]);
  });

  it("takes Rspress 2's themeConfig.darkMode, and names a value it does not know", async () => {
    const forced = project({ 'rspress.config.ts': "export default { themeConfig: { darkMode: 'force-dark' } };\n" });
    const loaded = await loadConfig(forced.docs, forced.cwd);
    expect(loaded.config.themeConfig.darkMode).toBe('force-dark');
    expect(loaded.warnings).toEqual([]);
    const odd = project({ 'rspress.config.ts': "export default { themeConfig: { darkMode: 'sepia' } };\n" });
    const read = await loadConfig(odd.docs, odd.cwd);
    expect(read.config.themeConfig.darkMode).toBeUndefined();
    expect(read.warnings.join('\n')).toContain('"themeConfig.darkMode"');
  });

  it('starts the site in the palette a head script gives window.RSPRESS_THEME, unless darkMode says otherwise', async () => {
    const tagged = project({
      'rspress.config.ts':
        "export default { builderConfig: { html: { tags: [{ tag: 'script', children: \"window.RSPRESS_THEME = 'dark';\" }] } } };\n",
    });
    expect((await loadConfig(tagged.docs, tagged.cwd)).config.themeConfig.darkMode).toBe('dark');
    const inHead = project({
      'rspress.config.ts': 'export default { head: [\'<script>window.RSPRESS_THEME="light"</script>\'] };\n',
    });
    expect((await loadConfig(inHead.docs, inHead.cwd)).config.themeConfig.darkMode).toBe('light');
    const both = project({
      'rspress.config.ts':
        "export default { head: [['script', {}, \"window.RSPRESS_THEME = 'dark'\"]], themeConfig: { darkMode: false } };\n",
    });
    expect((await loadConfig(both.docs, both.cwd)).config.themeConfig.darkMode).toBe(false);
  });

  it("reads Rspress's siteOrigin as our siteUrl, the origin canonical links and the sitemap are made from", async () => {
    const { cwd, docs } = project({
      'rspress.config.ts': "export default { siteOrigin: 'https://foo.github.io', base: '/bar/' };\n",
    });
    const { config, warnings } = await loadConfig(docs, cwd);
    expect(config.siteUrl).toBe('https://foo.github.io');
    expect(warnings.join('\n')).not.toContain('siteOrigin');
  });

  it("reads the sitemap plugin's siteUrl as our siteUrl, installed or not, and warns only of the other plugins", async () => {
    const { cwd, docs } = project({
      'rspress.config.ts': [
        "import { pluginSitemap } from '@rspress/plugin-sitemap';",
        "import { pluginRss } from '@rspress/plugin-rss';",
        "export default { base: '/docs/', plugins: [pluginSitemap({ siteUrl: 'https://x.dev/docs/' }), pluginRss({})] };",
      ].join('\n'),
    });
    const { config, warnings } = await loadConfig(docs, cwd);
    expect(config.siteUrl).toBe('https://x.dev');
    expect(warnings).toEqual([
      'rspress.config.ts: Rspress\'s config, read for esmx-docs; not used: 1 of "plugins" (Rspress plugins do not run in esmx-docs; ' +
        "the other 1, a sitemap's, styles' or Markdown plugins', are read), the packages not installed here (@rspress/plugin-rss)",
    ]);
  });

  it("turns the client redirects plugin's redirects into a head script, keeping the pages' script policy", async () => {
    const { cwd, docs } = project({
      'rspress.config.ts': [
        "import { pluginClientRedirects } from '@rspress/plugin-client-redirects';",
        "export default { plugins: [pluginClientRedirects({ redirects: [{ from: '^/old$', to: '/new' }] })] };",
      ].join('\n'),
    });
    const { config, warnings } = await loadConfig(docs, cwd);
    expect(config.head).toEqual([['script', {}, expect.stringContaining('[[["^/old$"],"/new"]]')]]);
    expect(config.contentSecurityPolicy).not.toBe(false);
    expect(warnings).toEqual([]);
  });

  it("leaves the links into the TypeDoc plugin's pages out of the dead-link check, keeping the config's own excludes", async () => {
    const configWith = (link: string) =>
      [
        "import { pluginTypeDoc } from '@rspress/plugin-typedoc';",
        `export default { plugins: [pluginTypeDoc({ entryPoints: ['src/index.ts'] })], markdown: { link: ${link} } };`,
      ].join('\n');
    const excluded = async (link: string, url: string) => {
      const { cwd, docs } = project({ 'rspress.config.ts': configWith(link) });
      const { config, warnings } = await loadConfig(docs, cwd);
      expect(warnings).toEqual([
        "rspress.config.ts: Rspress's config, read for esmx-docs; not used: @rspress/plugin-typedoc's API pages (/api/): " +
          'TypeDoc writes them as Rspress builds, which esmx-docs does not run, so they are not built and links to them are not checked',
      ]);
      return deadLinkExcluded(config.markdown?.checkDeadLinks)(url);
    };
    expect(await excluded('{}', '/api/functions/x')).toBe(true);
    expect(await excluded('{}', '/guide/x')).toBe(false);
    expect(await excluded("{ checkDeadLinks: { excludes: ['/old'] } }", '/old')).toBe(true);
    expect(await excluded("{ checkDeadLinks: { excludes: ['/old'] } }", '/api/')).toBe(true);
    expect(await excluded("{ checkDeadLinks: { excludes: (url) => url === '/old' } }", '/old')).toBe(true);
    expect(await excluded("{ checkDeadLinks: { excludes: (url) => url === '/old' } }", '/zh/api/x')).toBe(true);
    expect(await excluded("{ checkDeadLinks: { excludes: (url) => url === '/old' } }", '/new')).toBe(false);
    const { cwd, docs } = project({ 'rspress.config.ts': configWith('{ checkDeadLinks: false }') });
    expect((await loadConfig(docs, cwd)).config.markdown?.checkDeadLinks).toBe(false);
  });

  it("leaves out a sitemap plugin's siteUrl whose path is not the base, saying so, and warns of no plugin when it was the only one", async () => {
    const { cwd, docs } = project({
      'rspress.config.ts': [
        "import { pluginSitemap } from '@rspress/plugin-sitemap';",
        "export default { plugins: [pluginSitemap({ siteUrl: 'https://x.dev/other/' })] };",
      ].join('\n'),
    });
    const { config, warnings } = await loadConfig(docs, cwd);
    expect(config.siteUrl).toBeUndefined();
    expect(warnings).toEqual([
      'rspress.config.ts: Rspress\'s config, read for esmx-docs; not used: "siteUrl" of @rspress/plugin-sitemap ' +
        '("https://x.dev/other/": an http(s) origin, followed by the site\'s base "/" if at all; set "siteOrigin" instead)',
    ]);
  });

  it('reads one written as an async function (defineConfig(async () => …)), with its absent packages as stand-ins', async () => {
    const source = [
      "import { defineConfig } from '@rspress/core';",
      "import { pluginFontOpenSans } from 'rspress-plugin-font-open-sans';",
      "export default defineConfig(async () => ({ title: await Promise.resolve('Made'), plugins: [pluginFontOpenSans()] }));",
    ].join('\n');
    const { cwd, docs } = project({ 'rspress.config.ts': source });
    const { config, warnings } = await loadConfig(docs, cwd);
    expect(config.title).toBe('Made');
    expect(warnings).toEqual([
      'rspress.config.ts: Rspress\'s config, read for esmx-docs; not used: "plugins" (Rspress plugins do not run in esmx-docs), ' +
        'the packages not installed here (rspress-plugin-font-open-sans)',
    ]);
  });

  it('keeps the head tags it writes out, and the functions that make one for each page', async () => {
    const source =
      "export default { head: [({ routePath }) => ['meta', { property: 'og:url', content: routePath }], ['meta', { name: 'author', content: 'R' }]] };\n";
    const { cwd, docs } = project({ 'rspress.config.ts': source });
    const { config, warnings } = await loadConfig(docs, cwd);
    expect(config.head).toEqual([expect.any(Function), ['meta', { name: 'author', content: 'R' }]]);
    expect(warnings).toEqual([]);
  });

  it('reads an alias where Rsbuild kept it before 1.1 (source.alias), resolve.alias winning a name both give', async () => {
    const { cwd, docs } = project({
      'rspress.config.ts':
        "export default { builderConfig: { source: { alias: { '@a': './a', '@b': './b' } }, resolve: { alias: { '@b': './c' } } } };\n",
    });
    expect((await loadConfig(docs, cwd)).config.alias).toEqual({ '@a': '../a', '@b': '../c' });
  });

  it("leaves a name tsconfig.json's paths map to those, as Rsbuild's aliasStrategy 'prefer-tsconfig' does, unless told 'prefer-alias'", async () => {
    const tsconfig = JSON.stringify({ compilerOptions: { paths: { '@components/*': ['./theme/components/*'] } } });
    const configWith = (strategy: string) =>
      `export default { builderConfig: { resolve: { ${strategy}alias: { '@components': './stale', '@lib': './lib' } } } };\n`;
    const preferTsconfig = project({ 'rspress.config.ts': configWith(''), 'tsconfig.json': tsconfig });
    const loaded = await loadConfig(preferTsconfig.docs, preferTsconfig.cwd);
    expect(loaded.config.alias).toEqual({ '@lib': '../lib' });
    expect(loaded.warnings).toEqual([]);
    const preferAlias = project({
      'rspress.config.ts': configWith("aliasStrategy: 'prefer-alias', "),
      'tsconfig.json': tsconfig,
    });
    expect((await loadConfig(preferAlias.docs, preferAlias.cwd)).config.alias).toEqual({
      '@components': '../stale',
      '@lib': '../lib',
    });
  });

  it("reads Rspress 2's markdown.link.checkDeadLinks and checkAnchors as ours, and leaves the rest of link unused", async () => {
    const configWith = (link: string) => `export default { markdown: { showLineNumbers: true, link: ${link} } };\n`;
    const off = project({
      'rspress.config.ts': configWith('{ checkDeadLinks: false, checkAnchors: true, autoPrefix: true }'),
    });
    const loaded = await loadConfig(off.docs, off.cwd);
    // checkNavLinks false: Rspress checks the links in pages only.
    expect(loaded.config.markdown).toEqual({
      showLineNumbers: true,
      checkDeadLinks: false,
      checkAnchors: true,
      checkNavLinks: false,
    });
    expect(loaded.warnings).toEqual([
      'rspress.config.ts: Rspress\'s config, read for esmx-docs; not used: "markdown.link.autoPrefix"',
    ]);
    const excludes = project({ 'rspress.config.ts': configWith("{ checkDeadLinks: { excludes: ['/x'] } }") });
    expect((await loadConfig(excludes.docs, excludes.cwd)).config.markdown?.checkDeadLinks).toEqual({
      excludes: ['/x'],
    });
    const unset = project({ 'rspress.config.ts': 'export default { title: "X" };\n' });
    expect((await loadConfig(unset.docs, unset.cwd)).config.contentSecurityPolicy).toBe(true);
    expect((await loadConfig(unset.docs, unset.cwd)).config.markdown?.checkDeadLinks).toBe(true);
    const anchorsOnly = project({ 'rspress.config.ts': configWith('{ checkAnchors: true }') });
    expect((await loadConfig(anchorsOnly.docs, anchorsOnly.cwd)).config.markdown).toEqual({
      showLineNumbers: true,
      checkDeadLinks: true,
      checkAnchors: true,
      checkNavLinks: false,
    });
  });

  it("reads a relative icon from the config's folder, as Rsbuild's html.favicon does, and keeps a public path as written", async () => {
    const relative = project({
      'rspress.config.ts': "export default { icon: 'docs/public/favicon.ico' };\n",
      'docs/public/favicon.ico': 'ico',
    });
    expect((await loadConfig(relative.docs, relative.cwd)).config.icon).toBe('./public/favicon.ico');
    const rooted = project({ 'rspress.config.ts': "export default { icon: '/favicon.ico' };\n" });
    expect((await loadConfig(rooted.docs, rooted.cwd)).config.icon).toBe('/favicon.ico');
  });

  it("names the line of an icon that does not exist or lies outside the project's folder", async () => {
    const configWith = (icon: string) => `export default {\n  title: 'X',\n  icon: '${icon}',\n};\n`;
    const missing = project({ 'rspress.config.ts': configWith('docs/public/favicon.ico') });
    await expect(loadConfig(missing.docs, missing.cwd)).rejects.toThrow(
      'esmx-docs: rspress.config.ts:3: "icon" names docs/public/favicon.ico, which does not exist',
    );
    const elsewhere = writeTree({ 'secret.ico': 'theirs' });
    // Both temporary folders are in the same one: the icon's path leads out of the project into the other.
    const outside = project({ 'rspress.config.ts': configWith(`../${basename(elsewhere)}/secret.ico`) });
    await expect(loadConfig(outside.docs, outside.cwd)).rejects.toThrow(
      `esmx-docs: rspress.config.ts:3: "icon" names ../${basename(elsewhere)}/secret.ico, which is neither among the project's own files (in .) nor in an installed package`,
    );
  });

  it('reads themeDir, a folder of the project, as ours: relative to the content folder', async () => {
    const { docs, cwd } = project({
      'rspress.config.ts': "import path from 'node:path';\nexport default { themeDir: path.join(__dirname, 'src') };\n",
      'src/index.tsx': 'export const Banner = () => null;\nexport const DocLayout = () => null;\n',
    });
    const loaded = await loadConfig(docs, cwd);
    expect(loaded.config.themeDir).toBe('../src');
    expect(loaded.warnings).toEqual([
      expect.stringMatching(/^src\/index\.tsx: a custom Rspress theme's layout is not used/),
    ]);
  });

  it("reads markdown.globalComponents as ours, a path relative to the config's folder made absolute", async () => {
    const { docs, cwd } = project({
      'rspress.config.ts':
        "import path from 'node:path';\nexport default { markdown: { globalComponents: [path.join(__dirname, 'components/Hello.tsx'), './components/Note'] } };\n",
      'components/Hello.tsx': 'export default () => null;\n',
      'components/Note/index.tsx': 'export default () => null;\n',
    });
    const loaded = await loadConfig(docs, cwd);
    expect(loaded.config.markdown?.globalComponents).toEqual([
      join(cwd, 'components/Hello.tsx'),
      join(cwd, 'components/Note'),
    ]);
    expect(loaded.warnings).toEqual([]);
  });

  it("reads Rspress 1's markdown.highlightLanguages pairs as language aliases, under shiki's own, without a warning", async () => {
    const { docs, cwd } = project({
      'rspress.config.ts':
        "export default { markdown: { highlightLanguages: [['cfg', 'ini'], ['py', 'python'], 'rust'], shiki: { langAlias: { py: 'py' } } } };\n",
    });
    const loaded = await loadConfig(docs, cwd);
    expect(loaded.config.markdown?.langAlias).toEqual({ cfg: 'ini', py: 'py' });
    expect(loaded.warnings).toEqual([]);
  });

  it("reads Rspress 2's markdown.shiki.langAlias and langs' grammars as ours, and names each part of the rest of shiki it leaves unused", async () => {
    const config =
      "export default { markdown: { shiki: { langAlias: { ejs: 'js' }, transformers: [{ name: 'my-transformer' }] } } };\n";
    const { docs, cwd } = project({ 'rspress.config.ts': config });
    const loaded = await loadConfig(docs, cwd);
    expect(loaded.config.markdown?.langAlias).toEqual({ ejs: 'js' });
    expect(loaded.warnings).toEqual([
      'rspress.config.ts: Rspress\'s config, read for esmx-docs; not used: "markdown.shiki.transformers"',
    ]);
    const aliasOnly = project({
      'rspress.config.ts': "export default { markdown: { shiki: { langAlias: { x: 'ts' } } } };\n",
    });
    expect((await loadConfig(aliasOnly.docs, aliasOnly.cwd)).warnings).toEqual([]);
    const langs = project({
      'rspress.config.ts': "export default { markdown: { shiki: { langs: ['styl'], langAlias: { ejs: 'js' } } } };\n",
    });
    // Languages named by a string are loaded here on their own; a grammar given as an object is ours to use.
    const loadedLangs = await loadConfig(langs.docs, langs.cwd);
    expect(loadedLangs.warnings).toEqual([]);
    expect(loadedLangs.config.markdown?.grammars).toBeUndefined();
    const grammar = project({
      'rspress.config.ts':
        "export default { markdown: { shiki: { langs: ['bash', { name: 'acl', scopeName: 'source.acl', patterns: [] }] } } };\n",
    });
    expect((await loadConfig(grammar.docs, grammar.cwd)).config.markdown?.grammars).toEqual([
      { name: 'acl', scopeName: 'source.acl', patterns: [] },
    ]);
    // shiki's notation transformers, and its meta highlight (`{1,3}`), do what every code block here does anyway.
    const notations = project({
      'rspress.config.ts':
        "const t = (n) => ({ name: '@shikijs/transformers:' + n });\nexport default { markdown: { shiki: { transformers: [t('notation-highlight'), t('notation-diff'), t('notation-focus'), t('meta-highlight')] } } };\n",
    });
    expect((await loadConfig(notations.docs, notations.cwd)).warnings).toEqual([]);
    // Not installed here, they are said to be read all the same.
    const absent = project({
      'rspress.config.ts':
        "import { transformerNotationHighlight } from '@shikijs/transformers';\nexport default { markdown: { shiki: { transformers: [transformerNotationHighlight()] } } };\n",
    });
    expect((await loadConfig(absent.docs, absent.cwd)).warnings).toEqual([
      expect.stringContaining(
        '@shikijs/transformers, whose notation comments (// [!code …]) are read here all the same',
      ),
    ]);
  });

  it('reads markdown.image.checkDeadImages as ours, and search.codeBlocks: true as what search does here', async () => {
    const config =
      'export default { markdown: { image: { checkDeadImages: false } }, search: { codeBlocks: true } };\n';
    const { docs, cwd } = project({ 'rspress.config.ts': config });
    const loaded = await loadConfig(docs, cwd);
    expect(loaded.config.markdown?.checkDeadImages).toBe(false);
    expect(loaded.warnings).toEqual([]);
  });

  it("reads route.localeRedirect (where Rspress 2.0.23 put it) as the theme's, unless the theme sets its own", async () => {
    const moved = project({
      'rspress.config.ts': "export default { route: { localeRedirect: 'never', exclude: ['x/**'] } };\n",
    });
    const loaded = await loadConfig(moved.docs, moved.cwd);
    expect([loaded.config.themeConfig.localeRedirect, loaded.config.route?.exclude, loaded.warnings]).toEqual([
      'never',
      ['x/**'],
      [],
    ]);
    const both = project({
      'rspress.config.ts':
        "export default { route: { localeRedirect: 'never' }, themeConfig: { localeRedirect: 'only-default-lang' } };\n",
    });
    expect((await loadConfig(both.docs, both.cwd)).config.themeConfig.localeRedirect).toBe('only-default-lang');
  });

  it('takes a remark plugin required as a module (its default export), and leaves out one from a package not installed here', async () => {
    const given = project({
      'node_modules/remark-mark/package.json': '{"name":"remark-mark","type":"module","exports":"./index.js"}',
      'node_modules/remark-mark/index.js': 'export default function remarkMark() {}\nexport const other = 1;\n',
      'rspress.config.ts':
        "export default { markdown: { remarkPlugins: [[require('remark-mark'), { on: true }], require('remark-absent')] } };\n",
    });
    const loaded = await loadConfig(given.docs, given.cwd);
    const plugins = loaded.config.markdown?.remarkPlugins ?? [];
    expect(plugins).toHaveLength(1);
    const [[plugin, options]] = plugins as [[(...args: unknown[]) => unknown, unknown]];
    expect([plugin.name, options]).toEqual(['remarkMark', { on: true }]);
    expect(loaded.warnings.join('\n')).toContain('1 of "markdown.remarkPlugins" (from packages not installed here)');
  });

  it("reads the twoslash plugin's explicitTrigger: false as markdown.twoslash, and names what of it does not run", async () => {
    const given = project({
      'rspress.config.ts':
        "import { pluginTwoslash } from '@rspress/plugin-twoslash';\nexport default { plugins: [pluginTwoslash({ explicitTrigger: false })] };\n",
    });
    const loaded = await loadConfig(given.docs, given.cwd);
    expect(loaded.config.markdown?.twoslash).toEqual({ explicitTrigger: false });
    expect(loaded.warnings.join('\n')).toContain("@rspress/plugin-twoslash's type checking and hover cards");
    expect(loaded.warnings.join('\n')).not.toContain('"plugins"');
  });

  it("reads a plugin of data alone (styles, Markdown plugins) as the config's own, and no other plugin", async () => {
    const given = project({
      'brand.css': ':root { --rp-c-brand: #ff0066; }\n',
      'own.css': 'p { margin: 0; }\n',
      'rspress.config.ts': `import * as path from 'node:path';
const replacer = () => (tree) => tree;
const local = { name: 'local-brand', globalStyles: path.join(__dirname, 'brand.css'), markdown: { remarkPlugins: [replacer] } };
const hooked = { name: 'hooked', globalStyles: path.join(__dirname, 'hooked.css'), addPages: () => [] };
export default { root: 'docs', globalStyles: path.join(__dirname, 'own.css'), plugins: [local, hooked], markdown: { rehypePlugins: [] } };
`,
    });
    const loaded = await loadConfig(given.docs, given.cwd);
    expect(loaded.config.globalStyles).toEqual([join(given.cwd, 'own.css'), join(given.cwd, 'brand.css')]);
    expect((loaded.config.markdown?.remarkPlugins ?? []).map((p) => (p as () => unknown).name)).toEqual(['replacer']);
    // The other plugin does nothing here, and the warning says so, counting out the one read.
    expect(loaded.warnings.join('\n')).toContain(
      "1 of \"plugins\" (Rspress plugins do not run in esmx-docs; the other 1, a sitemap's, styles' or Markdown plugins', are read)",
    );
    const alone = project({
      'rspress.config.ts': "export default { plugins: [{ name: 'only-css', globalStyles: '/abs/x.css' }] };\n",
    });
    const only = await loadConfig(alone.docs, alone.cwd);
    expect([only.config.globalStyles, only.warnings.join('\n').includes('"plugins"')]).toEqual([['/abs/x.css'], false]);
  });

  it("reads builderConfig.resolve.alias's exact keys ($), package targets and false as written, folders as ours", async () => {
    const given = project({
      'components/x.ts': 'export {};\n',
      'rspress.config.ts':
        "export default { builderConfig: { resolve: { alias: { 'react-native$': 'react-native-web', 'expo-font': false, '@c': './components' } } } };\n",
    });
    const loaded = await loadConfig(given.docs, given.cwd);
    expect(loaded.config.alias).toEqual({
      'react-native$': 'react-native-web',
      'expo-font': false,
      '@c': '../components',
    });
    expect(loaded.warnings).toEqual([]);
  });

  it('reads i18nSource as ours', async () => {
    const texts = "{ editLinkText: { en: 'Improve this page', zh: '改进此页' } }";
    const given = project({ 'rspress.config.ts': `export default { i18nSource: ${texts} };\n` });
    const loaded = await loadConfig(given.docs, given.cwd);
    expect(loaded.config.i18nSource).toEqual({ editLinkText: { en: 'Improve this page', zh: '改进此页' } });
    expect(loaded.warnings).toEqual([]);
  });

  it("calls an i18nSource function with the interface's texts and i18n.json's over them, awaiting its table", async () => {
    const asFunction = project({
      'rspress.config.ts':
        "export default { i18nSource: async (source) => ({ ...source, runLabel: { en: 'Run code' }, seen: { en: source.outlineTitle.en + ' / ' + source.hello.zh } }) };\n",
      'i18n.json': '{ "hello": { "zh": "你好" } }',
    });
    const loaded = await loadConfig(asFunction.docs, asFunction.cwd);
    expect(loaded.warnings).toEqual([]);
    expect(loaded.config.i18nSource?.runLabel).toEqual({ en: 'Run code' });
    expect(loaded.config.i18nSource?.seen).toEqual({ en: 'ON THIS PAGE / 你好' });
    expect(loaded.config.i18nSource?.hello).toEqual({ zh: '你好' });
  });

  it('does not call the i18nSource function of a config whose root is another folder', async () => {
    const other = project({
      'rspress.config.ts': "export default { root: 'website', i18nSource: () => { throw new Error('called'); } };\n",
    });
    const loaded = await loadConfig(other.docs, other.cwd);
    expect(loaded.warnings).toEqual([
      'rspress.config.ts is for the docs in website, not docs: its options are not used',
    ]);
  });

  it('leaves out an i18nSource function that throws or gives no table, saying so', async () => {
    const throwing = project({
      'rspress.config.ts': "export default { title: 'T', i18nSource: () => { throw new Error('no texts'); } };\n",
    });
    const thrown = await loadConfig(throwing.docs, throwing.cwd);
    expect([thrown.config.title, thrown.config.i18nSource, thrown.warnings]).toEqual([
      'T',
      undefined,
      ['rspress.config.ts: "i18nSource" threw (no texts): its texts are not used'],
    ]);
    const empty = project({ 'rspress.config.ts': 'export default { i18nSource: () => undefined };\n' });
    expect((await loadConfig(empty.docs, empty.cwd)).warnings).toEqual([
      'rspress.config.ts: "i18nSource" gave no table of texts (got undefined): not used',
    ]);
  });

  it("adds builderConfig.html.tags meant for the head to the config's head, after its own", async () => {
    const config = [
      'export default {',
      "  head: [['meta', { name: 'author', content: 'R' }]],",
      '  builderConfig: { html: { tags: [',
      "    { tag: 'meta', attrs: { name: 'baidu-site-verification', content: 'abc' } },",
      "    { tag: 'script', attrs: { src: 'https://x.example/a.js', async: true, defer: false } },",
      "    { tag: 'script', attrs: { src: '/body.js' }, head: false },",
      "    { tag: 'div', attrs: { id: 'x' } },",
      '  ] } },',
      '};',
      '',
    ].join('\n');
    const { docs, cwd } = project({ 'rspress.config.ts': config });
    const loaded = await loadConfig(docs, cwd);
    expect(loaded.config.head).toEqual([
      ['meta', { name: 'author', content: 'R' }],
      ['meta', { name: 'baidu-site-verification', content: 'abc' }],
      ['script', { src: 'https://x.example/a.js', async: '' }],
    ]);
    // A head script may load more from other origins, as Rspress (which sends no policy) lets it.
    expect(loaded.config.contentSecurityPolicy).toBe(false);
    expect(loaded.warnings).toEqual([
      'rspress.config.ts: Rspress\'s config, read for esmx-docs; not used: 2 of "builderConfig.html.tags" (only tags for the head that the config\'s "head" could hold are used)',
    ]);
  });

  it("adds builderConfig.html.meta to the config's head, as Rsbuild writes it: a name and its content, or attributes", async () => {
    const config =
      "export default { builderConfig: { html: { meta: { 'theme-color': '#ff0000', 'google-site-verification': 'abc123', og: { property: 'og:type', content: 'website' }, off: false } } } };\n";
    const { docs, cwd } = project({ 'rspress.config.ts': config });
    const loaded = await loadConfig(docs, cwd);
    expect(loaded.config.head).toEqual([
      ['meta', { name: 'theme-color', content: '#ff0000' }],
      ['meta', { name: 'google-site-verification', content: 'abc123' }],
      ['meta', { property: 'og:type', content: 'website' }],
    ]);
    expect(loaded.warnings).toEqual([]);
    const odd = project({
      'rspress.config.ts': 'export default { builderConfig: { html: { meta: { count: 3 } } } };\n',
    });
    expect((await loadConfig(odd.docs, odd.cwd)).warnings.join('\n')).toContain(
      '1 of "builderConfig.html.meta" (each a text, or a meta tag\'s attributes)',
    );
  });

  it('reads builderConfig.source.define as ours, as Rsbuild reads it, and names the entries and options it leaves out', async () => {
    const source = [
      'export default { builderConfig: {',
      "  source: { define: { BROWSER_TYPE: JSON.stringify('chrome'), MANIFEST_VER: 3, ENABLE_DNR: true,",
      "    'process.env': { API: '\"https://api.example\"' }, make: () => 1, CALL: 'run()' }, include: [/x/] },",
      "  output: { externals: { 'webextension-polyfill': '{}' } },",
      '} };',
    ].join('\n');
    const { cwd, docs } = project({ 'rspress.config.ts': source });
    const { config, warnings } = await loadConfig(docs, cwd);
    expect(config.define).toEqual({
      BROWSER_TYPE: '"chrome"',
      MANIFEST_VER: '3',
      ENABLE_DNR: 'true',
      'process.env.API': '"https://api.example"',
    });
    expect(warnings).toEqual([
      'rspress.config.ts: Rspress\'s config, read for esmx-docs; not used: "builderConfig.source.define" "make", "CALL" ' +
        '(a global\'s code must be a literal or a name), "builderConfig.source.include", "builderConfig.output"',
    ]);
  });

  it('builds pages without their translations, as Rspress does, unless the config asks for them', async () => {
    const unset = project({ 'rspress.config.ts': 'export default { title: "X" };\n' });
    expect((await loadConfig(unset.docs, unset.cwd)).config.requireTranslations).toBe(false);
    const asked = project({ 'rspress.config.ts': 'export default { requireTranslations: true };\n' });
    expect((await loadConfig(asked.docs, asked.cwd)).config.requireTranslations).toBe(true);
    const own = project({ 'docs/site.config.ts': 'export default { title: "X" };\n' });
    expect((await loadConfig(own.docs, own.cwd)).config.requireTranslations).toBe(true);
  });

  it("reads packages it imports that are not installed here as stand-ins (Rspress's own subpaths too), and names them", async () => {
    const { cwd, docs } = project({
      'rspress.config.ts': [
        "import { defineConfig } from '@rspress/core';",
        "import { pluginShiki } from '@rspress/core/plugins';",
        "import { pluginX } from 'rspress-plugin-not-installed';",
        "import theme, { Helper } from '@scope/theme-not-installed/runtime';",
        'const made = new Helper({ a: 1 }).configure().value;',
        "export default defineConfig({ title: 'Docs' + made, lang: theme.lang, plugins: [pluginX({ x: 1 }), pluginShiki()], route: { exclude: ['**/_*'] } });",
        '',
      ].join('\n'),
    });
    const { config, warnings } = await loadConfig(docs, cwd);
    expect(config.title).toBe('Docs');
    expect(config.route?.exclude).toEqual(['**/_*']);
    expect(config.lang).toBe('en');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^rspress\.config\.ts: Rspress's config, read for esmx-docs; not used: "plugins" \(Rspress plugins do not run in esmx-docs\), "lang" \(.*\), the packages not installed here \(@rspress\/core\/plugins, rspress-plugin-not-installed, @scope\/theme-not-installed\/runtime\)$/,
      ),
    ]);
  });

  it("is a warning, and the defaults apply (Rspress's where they differ), when it cannot be loaded here for another reason", async () => {
    const { cwd, docs } = project({
      'rspress.config.ts': "import { x } from './missing-local-file';\nexport default { title: x };\n",
    });
    const { config, warnings } = await loadConfig(docs, cwd);
    expect(config.title).toBe('docs');
    expect(config.requireTranslations).toBe(false);
    expect(config.markdown?.checkNavLinks).toBe(false);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^cannot load rspress\.config\.ts: .*missing-local-file.*: its options are not used; write what the site needs into docs\/site\.config\.ts$/,
      ),
    ]);
  });

  it('stops at the line and column of a syntax error in it, never building without it', async () => {
    const { cwd, docs } = project({ 'rspress.config.ts': "export default {\n  title: 'My Site',,\n};\n" });
    await expect(loadConfig(docs, cwd)).rejects.toThrow(/^esmx-docs: rspress\.config\.ts:2:\d+: cannot load it: /);
  });

  it('names the package not installed here that made its default export, and says to install it, the defaults applying', async () => {
    const preset = (exported: string) =>
      project({
        'rspress.config.ts': [
          "import { withCallstackPreset } from '@callstack/rspress-preset/config';",
          "import { defineConfig } from '@rspress/core';",
          `export default ${exported};`,
          '',
        ].join('\n'),
      });
    const expected =
      'rspress.config.ts: its default export comes from @callstack/rspress-preset/config, a package not installed here ' +
      '(Rspress stops with "Cannot find module" too); install it beside the config ' +
      '(npm install -D @callstack/rspress-preset): until then its options are not used';
    for (const exported of [
      "withCallstackPreset({ docs: { rootDir: 'src' } }, defineConfig({ title: 'Rock' }))",
      "defineConfig(async () => withCallstackPreset({ docs: { title: 'Rock' } }))",
    ]) {
      const { cwd, docs } = preset(exported);
      const { config, warnings } = await loadConfig(docs, cwd);
      expect(config.title).toBe('docs');
      expect(config.requireTranslations).toBe(false);
      expect(warnings).toEqual([expected]);
    }
  });

  it('made by a function runs once per command, which finds the docs folder and then loads it', async () => {
    const cwd = writeTree({
      'rspress.config.ts':
        "const g = globalThis as { configCalls?: number };\nexport default async () => {\n  g.configCalls = (g.configCalls ?? 0) + 1;\n  return { root: 'docs', title: 'Once' };\n};\n",
      'docs/index.md': page('Home'),
    });
    const calls = () => (globalThis as { configCalls?: number }).configCalls ?? 0;
    const before = calls();
    const reads = new Map();
    const docs = await docsFolderOf(cwd, () => {}, cwd, reads);
    expect(docs).toBe(join(cwd, 'docs'));
    expect((await loadConfig(docs, cwd, reads)).config.title).toBe('Once');
    expect(calls() - before).toBe(1);
    // Without what the command read (the dev server, after a save), it runs again.
    await loadConfig(docs, cwd);
    expect(calls() - before).toBe(2);
  });

  it('that cannot be loaded still leads to the docs its root names as a path, read from its text', async () => {
    for (const root of ["'src'", "path.join(__dirname, 'src')", 'resolve(__dirname, `src`)']) {
      const cwd = writeTree({
        'rspress.config.ts': `import { x } from './missing-local-file';\nexport default { root: ${root}, title: x };\n`,
        'src/index.md': page('Home'),
      });
      const said: string[] = [];
      expect(await docsFolderOf(cwd, (line) => said.push(line), cwd), root).toBe(join(cwd, 'src'));
      expect(said).toEqual([
        'esmx-docs: rspress.config.ts cannot be loaded, but its "root" keeps the docs in src: using that folder',
      ]);
    }
    // A root that is no folder there, or code, leaves the folder given as it was.
    const computed = writeTree({
      'rspress.config.ts': "import { x } from './missing-local-file';\nexport default { root: x, title: x };\n",
      'index.md': page('Home'),
    });
    expect(await docsFolderOf(computed, () => {}, computed)).toBe(computed);
  });

  it('is not read when its root is another folder, and says so, or when the content folder has a config', async () => {
    const elsewhere = project({ 'rspress.config.ts': "export default { root: 'website', title: 'Other' };\n" });
    const loaded = await loadConfig(elsewhere.docs, elsewhere.cwd);
    expect([loaded.config.title, loaded.warnings]).toEqual([
      'docs',
      ['rspress.config.ts is for the docs in website, not docs: its options are not used'],
    ]);
    const own = project({
      'rspress.config.ts': rspressConfig,
      'docs/site.config.mjs': "export default { title: 'Ours' };\n",
    });
    const ours = await loadConfig(own.docs, own.cwd);
    expect([ours.config.title, ours.warnings]).toEqual(['Ours', []]);
  });

  it('from the folder given leads to the docs its root names beside it, and is found from those docs', async () => {
    for (const root of ["'../docs'", "path.join(import.meta.dirname, '..', 'docs')"]) {
      const cwd = writeTree({
        'website/rspress.config.ts': `import path from 'node:path';\nexport default { root: ${root}, title: 'Beside' };\n`,
        'docs/index.md': page('Home'),
      });
      const said: string[] = [];
      const docs = await docsFolderOf(join(cwd, 'website'), (line) => said.push(line), cwd);
      expect([docs, said], root).toEqual([
        join(cwd, 'docs'),
        ['esmx-docs: website/rspress.config.ts keeps the docs in docs: using that folder'],
      ]);
      // Given the docs themselves, the config beside them that names them is theirs.
      expect((await loadConfig(docs, cwd)).config.title, root).toBe('Beside');
    }
  });

  it('from the folder given leads to the docs a constant names as its root, and is found from those docs', async () => {
    const cwd = writeTree({
      'website/rspress.config.ts':
        "import path from 'node:path';\nconst DOCS = path.join(__dirname, '..', 'docs');\nexport default { root: DOCS, title: 'Constant' };\n",
      'docs/index.md': page('Home'),
    });
    const said: string[] = [];
    const docs = await docsFolderOf(join(cwd, 'website'), (line) => said.push(line), cwd);
    expect([docs, said]).toEqual([
      join(cwd, 'docs'),
      ['esmx-docs: website/rspress.config.ts keeps the docs in docs: using that folder'],
    ]);
    expect((await loadConfig(docs, cwd)).config.title).toBe('Constant');
  });

  it('with a root computed in code leads to the docs, and says that its options are not used there', async () => {
    const cwd = writeTree({
      'website/rspress.config.ts':
        "import path from 'node:path';\nexport default { root: path.join(__dirname, ...['..', 'docs']), title: 'Computed' };\n",
      'docs/index.md': page('Home'),
    });
    const said: string[] = [];
    const docs = await docsFolderOf(join(cwd, 'website'), (line) => said.push(line), cwd);
    expect(docs).toBe(join(cwd, 'docs'));
    expect(said[1]).toMatch(
      /^esmx-docs: warning: website\/rspress\.config\.ts: its "root" is not written as a path .* its options are not used for docs; write it as a path/,
    );
  });

  it("two folders from the docs' parent, in a repository, leads to them and is found from them", async () => {
    const cwd = writeTree({
      'package.json': '{ "private": true }',
      'site/jig/rspress.config.ts':
        "import * as path from 'node:path';\nexport default { root: path.join(__dirname, '../../docs/jig'), title: 'Jig' };\n",
      'docs/jig/index.md': page('Home'),
    });
    const said: string[] = [];
    const docs = await docsFolderOf(join(cwd, 'site/jig'), (line) => said.push(line), cwd);
    expect([docs, said]).toEqual([
      join(cwd, 'docs/jig'),
      ['esmx-docs: site/jig/rspress.config.ts keeps the docs in docs/jig: using that folder'],
    ]);
    expect((await loadConfig(docs, cwd)).config.title).toBe('Jig');
  });

  it('too far from the docs to be found from them says so, naming where it may be', async () => {
    const cwd = writeTree({
      'site/jig/rspress.config.ts':
        "import * as path from 'node:path';\nexport default { root: path.join(__dirname, '../../docs/jig'), title: 'Jig' };\n",
      'docs/jig/index.md': page('Home'),
    });
    const said: string[] = [];
    await docsFolderOf(join(cwd, 'site/jig'), (line) => said.push(line), cwd);
    expect(said[1]).toMatch(
      /^esmx-docs: warning: site\/jig\/rspress\.config\.ts: its "root" is too far from it for esmx-docs to find the config from docs\/jig, .*within two folders of their parent in the same repository/,
    );
  });

  it('beside the docs is not theirs when its root names another folder', async () => {
    const cwd = writeTree({
      'website/rspress.config.ts': "export default { root: 'docs', title: 'Its own' };\n",
      'website/docs/index.md': page('Theirs'),
      'docs/index.md': page('Home'),
    });
    const loaded = await loadConfig(join(cwd, 'docs'), cwd);
    expect([loaded.config.title, loaded.warnings]).toEqual(['docs', []]);
  });

  it("names the docs folder when the project's folder is given instead of it", async () => {
    const { cwd, docs } = project({ 'rspress.config.ts': rspressConfig, 'README.md': '# About the project\n' });
    const failure = await loadConfig(cwd, cwd).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DocsElsewhere);
    expect([(failure as DocsElsewhere).message, (failure as DocsElsewhere).docs]).toEqual([
      'esmx-docs: rspress.config.ts keeps the docs in docs: using that folder',
      docs,
    ]);
  });

  it("takes docs/, Rspress's default root, for a project's folder whose config names none or cannot be loaded", async () => {
    for (const config of [
      "export default { title: 'Rsdocs' };\n",
      "import { overview } from './theme/not-copied';\nexport default { title: 'Rsdocs', plugins: [overview] };\n",
    ]) {
      const { cwd, docs } = project({ 'rspress.config.ts': config });
      const failure = await loadConfig(cwd, cwd).catch((error: unknown) => error);
      expect([(failure as DocsElsewhere).message, (failure as DocsElsewhere).docs]).toEqual([
        "esmx-docs: rspress.config.ts keeps the docs in docs, Rspress's default root: using that folder",
        docs,
      ]);
    }
  });
});

describe("an Rspress config's social links", () => {
  it("draws one without a mode, or with Rspress's GitHub stars button, as a link, keeping the others", async () => {
    const { cwd, docs } = project({
      'rspress.config.ts': `export default { themeConfig: { socialLinks: [
        { icon: 'github', mode: 'github-stars', content: 'https://github.com/x/y' },
        { icon: 'discord', content: 'https://discord.gg/z' },
        { icon: 'x', mode: 'link', content: 'https://x.com/y' },
      ] } };\n`,
    });
    const { config, warnings } = await loadConfig(docs, cwd);
    expect(config.themeConfig.socialLinks.map((link) => link.mode)).toEqual(['link', 'link', 'link']);
    expect(warnings).toEqual([]);
  });
});

describe("an Rspress project's folder holding a one-language docs/", () => {
  it('takes docs/ when its pages are at its top level, a README beside the config notwithstanding', async () => {
    const cwd = writeTree({
      'rspress.config.ts': "export default { title: 'Repro' };\n",
      'README.md': '# The repository\n',
      'docs/index.md': page('Home'),
      'docs/guide/a.md': page('A'),
    });
    const failure = await loadConfig(cwd, cwd).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DocsElsewhere);
    expect((failure as DocsElsewhere).docs).toBe(join(cwd, 'docs'));
  });
});

describe('nested Rspress projects', () => {
  const tree = () =>
    writeTree({
      'rspress.config.ts': "export default { root: 'docs', title: 'Outer' };\n",
      'docs/index.md': page('Outer'),
      'site/rspress.config.ts': "export default { root: 'docs', title: 'Inner' };\n",
      'site/docs/index.md': page('Inner'),
    });

  it("read the given folder's own config before its parent's, as Rspress's CLI run there does", async () => {
    const cwd = tree();
    const site = join(cwd, 'site');
    const said: string[] = [];
    expect(await docsFolderOf(site, (line) => said.push(line), cwd)).toBe(join(site, 'docs'));
    expect(said).toEqual(['esmx-docs: site/rspress.config.ts keeps the docs in site/docs: using that folder']);
    const inner = await loadConfig(join(site, 'docs'), cwd);
    expect([inner.config.title, inner.file, inner.warnings]).toEqual(['Inner', join(site, 'rspress.config.ts'), []]);
    const outer = await loadConfig(join(cwd, 'docs'), cwd);
    expect([outer.config.title, outer.warnings]).toEqual(['Outer', []]);
  });
});

describe('an Rspress config whose root is two or more levels below it (root: src/latest)', () => {
  const nested = (config: string) =>
    writeTree({
      'website/rspress.config.ts': config,
      'website/theme/index.tsx': 'export const DocLayout = () => null;\n',
      'website/src/latest/index.md': page('Home'),
    });
  const repack =
    "import * as path from 'node:path';\nexport default { root: path.join(__dirname, 'src', 'latest'), title: 'Re.Pack', description: 'Bundler', markdown: { link: { checkDeadLinks: false } } };\n";

  it('applies whole to that folder, given it or the project folder, as Rspress run in the project folder does', async () => {
    const cwd = nested(repack);
    const website = join(cwd, 'website');
    const latest = join(website, 'src/latest');
    const said: string[] = [];
    expect(await docsFolderOf(website, (line) => said.push(line), cwd)).toBe(latest);
    expect(said).toEqual([
      'esmx-docs: website/rspress.config.ts keeps the docs in website/src/latest: using that folder',
    ]);
    const { config, file, warnings } = await loadConfig(latest, cwd);
    expect(file).toBe(join(website, 'rspress.config.ts'));
    expect([config.title, config.description, config.markdown?.checkDeadLinks]).toEqual(['Re.Pack', 'Bundler', false]);
    // Rspress's own defaults for a site of its config.
    expect([config.requireTranslations, config.markdown?.checkNavLinks]).toEqual([false, false]);
    expect(warnings).toEqual([
      expect.stringMatching(/^website\/theme\/index\.tsx: a custom Rspress theme's layout is not used/),
    ]);
  });

  it("reads its themeDir from the config's folder", async () => {
    const cwd = nested("export default { root: 'src/latest', themeDir: 'theme' };\n");
    const { config } = await loadConfig(join(cwd, 'website/src/latest'), cwd);
    expect(config.themeDir).toBe('../../theme');
  });

  it("is said nothing of when its root is another folder, or it cannot be loaded: it is another site's", async () => {
    for (const config of [
      "export default { root: 'src/v4', title: 'Other' };\n",
      'export default {',
      "export default { title: 'No root' };\n",
    ]) {
      const cwd = nested(config);
      const { config: loaded, file, warnings } = await loadConfig(join(cwd, 'website/src/latest'), cwd);
      expect([loaded.title, file, warnings.filter((w) => w.includes('rspress.config'))]).toEqual([
        'latest',
        undefined,
        [],
      ]);
    }
  });
});

describe("an Rspress project's multiVersion", () => {
  const versioned = (multiVersion: string) =>
    writeTree({
      'rspress.config.ts': `export default { title: 'Versioned', lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }],\n  multiVersion: ${multiVersion},\n};\n`,
      'docs/v1/en/index.md': page('Home'),
      'docs/v1/zh/index.md': page('首页'),
      'docs/v2/en/index.md': page('Home 2'),
    });

  it('takes the default version, and names the versions left out at the option’s line', async () => {
    const cwd = versioned("{ default: 'v1', versions: ['v1', 'v2', 'v3'] }");
    const { config, warnings } = await loadConfig(join(cwd, 'docs'), cwd);
    expect(config.multiVersion).toEqual({ default: 'v1', versions: ['v1', 'v2', 'v3'] });
    expect(config.locales.map((l) => l.lang)).toEqual(['en', 'zh']);
    expect(warnings).toContain(
      'rspress.config.ts:2: "multiVersion": esmx-docs builds one version, the default "v1" (docs/v1); "v2", "v3" are left out, links into them kept as written and not checked',
    );
  });

  it('is a problem when the default version has no folder, or names one outside the docs', async () => {
    for (const version of ['v9', '../docs', '.']) {
      const cwd = versioned(`{ default: '${version}', versions: ['v1'] }`);
      await expect(loadConfig(join(cwd, 'docs'), cwd)).rejects.toThrow(
        `rspress.config.ts:2: "multiVersion.default" is "${version}", which is not a folder in docs`,
      );
    }
  });
});

describe("an Rspress project's config that names no languages", () => {
  const site = (files: Record<string, string>, config = "export default { root: 'docs', title: 'Notes' };\n") =>
    writeTree({ 'rspress.config.ts': config, ...files });

  it('keeps folders named like languages as sections (cs/ beside the home page, a lone zh/), as Rspress reads them', async () => {
    const trees: Record<string, string>[] = [
      { 'docs/index.md': page('Home'), 'docs/cs/network.md': page('Networks') },
      { 'docs/zh/index.md': page('首页'), 'docs/zh/guide/a.md': page('指南') },
    ];
    for (const files of trees) {
      const cwd = site(files);
      const { config } = await loadConfig(join(cwd, 'docs'), cwd);
      expect(config.locales.map((l) => l.lang)).toEqual(['en']);
    }
    const zh = site(
      { 'docs/index.md': page('首页'), 'docs/rn/setup.md': page('RN') },
      "export default { root: 'docs', lang: 'zh' };\n",
    );
    expect((await loadConfig(join(zh, 'docs'), zh)).config.locales).toEqual([{ lang: 'zh', label: '简体中文' }]);
  });

  it('keeps en/ and zh/ beside a home page as sections at /en/ and /zh/, the site in English written as en-US', async () => {
    const cwd = site({
      'docs/index.md': page('Home'),
      'docs/en/index.md': page('English'),
      'docs/zh/index.md': page('中文'),
    });
    const { config } = await loadConfig(join(cwd, 'docs'), cwd);
    expect(config.locales.map((l) => l.lang)).toEqual(['en-US']);
    expect(config.lang).toBe('en-US');
    // A language the config writes is kept as written.
    const written = site(
      { 'docs/index.md': page('Home'), 'docs/en/index.md': page('English') },
      "export default { root: 'docs', lang: 'en' };\n",
    );
    expect((await loadConfig(join(written, 'docs'), written)).config.locales.map((l) => l.lang)).toEqual(['en']);
  });

  it('reads two or more such folders holding every page as one folder per language, as before', async () => {
    const cwd = site({ 'docs/en/index.md': page('Home'), 'docs/zh/index.md': page('首页') });
    const { config } = await loadConfig(join(cwd, 'docs'), cwd);
    expect(config.locales.map((l) => l.lang)).toEqual(['en', 'zh']);
  });
});

describe("an Rspress project's multiVersion without a folder for any version", () => {
  it('builds the docs folder as the default version, as Rspress reads its pages, with a warning', async () => {
    const cwd = writeTree({
      'rspress.config.ts':
        "export default {\n  root: 'docs',\n  multiVersion: { default: 'v1', versions: ['v1'] },\n};\n",
      'docs/index.md': page('Home'),
      'docs/guide/a.md': page('A'),
    });
    const { config, warnings } = await loadConfig(join(cwd, 'docs'), cwd);
    expect(config.multiVersion).toBeUndefined();
    expect(warnings).toContain(
      'rspress.config.ts:3: "multiVersion": no version has a folder in docs, so every page is the default version\'s ("v1"), as Rspress reads them: built as a site of one version',
    );
  });
});

describe('docsFolderOf', () => {
  it("is the docs folder an Rspress project's config names, and says so", async () => {
    const { cwd, docs } = project({ 'rspress.config.ts': rspressConfig });
    const said: string[] = [];
    expect(await docsFolderOf(cwd, (line) => said.push(line), cwd)).toBe(docs);
    expect(said).toEqual(['esmx-docs: rspress.config.ts keeps the docs in docs: using that folder']);
    expect((await loadConfig(docs, cwd)).config.title).toBe('Rsdocs');
  });

  it('is the folder itself for a content folder, one beside an Rspress config, and one with pages of its own whose config fails', async () => {
    const { cwd, docs } = project({ 'rspress.config.ts': rspressConfig });
    const said: string[] = [];
    expect(await docsFolderOf(docs, (line) => said.push(line), cwd)).toBe(docs);
    const broken = writeTree({
      'rspress.config.ts': 'export default {',
      'index.md': page('Home'),
      'docs/index.md': page('Docs'),
    });
    expect(await docsFolderOf(broken, (line) => said.push(line), broken)).toBe(broken);
    const own = writeTree({ 'site.config.mjs': 'export default {};\n', 'rspress.config.ts': rspressConfig });
    expect(await docsFolderOf(own, (line) => said.push(line), own)).toBe(own);
    expect(said).toEqual([]);
  });

  it("is docs/ for a project's folder whose config fails and whose pages are all in docs/, as Rspress's default root", async () => {
    const broken = writeTree({
      'rspress.config.ts': "import { x } from './missing-local-file';\nexport default { title: x };\n",
      'docs/index.md': page('Home'),
    });
    const said: string[] = [];
    expect(await docsFolderOf(broken, (line) => said.push(line), broken)).toBe(join(broken, 'docs'));
    expect(said).toEqual([
      "esmx-docs: rspress.config.ts keeps the docs in docs, Rspress's default root: using that folder",
    ]);
  });
});

describe('an Rspress 1 config', () => {
  const docs = { 'docs/index.md': page('Home') };

  it("checks no links unless it says to, and reads a Markdown link without ./ or / from the language's root", async () => {
    const cwd = writeTree({
      'rspress.config.ts':
        "import { defineConfig } from 'rspress/config';\nexport default defineConfig({ root: 'docs' });\n",
      ...docs,
    });
    const { config } = await loadConfig(join(cwd, 'docs'), cwd);
    expect(config.markdown).toMatchObject({ checkDeadLinks: false, linksFromRoot: true });
  });

  it('hides the navbar as its hideNavbar says, which Rspress 1 honoured', async () => {
    const cwd = writeTree({
      'rspress.config.ts':
        "import { defineConfig } from 'rspress/config';\nexport default defineConfig({ root: 'docs', themeConfig: { hideNavbar: 'auto' } });\n",
      ...docs,
    });
    const { config, warnings } = await loadConfig(join(cwd, 'docs'), cwd);
    expect(config.themeConfig.hideNavbar).toBe('auto');
    expect(warnings).toEqual([]);
  });

  it("keeps the check it turns on, and is known by its package.json's rspress 1 when it imports nothing", async () => {
    const cwd = writeTree({
      'package.json': JSON.stringify({ devDependencies: { rspress: '^1.40.0' } }),
      'rspress.config.ts': "export default { root: 'docs', markdown: { checkDeadLinks: true } };\n",
      ...docs,
    });
    const { config } = await loadConfig(join(cwd, 'docs'), cwd);
    expect(config.markdown).toMatchObject({ checkDeadLinks: true, linksFromRoot: true });
  });

  it("is told by its imports when its project's package.json cannot be read", async () => {
    const cwd = writeTree({
      'package.json': '{ "devDependencies": { "rspress": ',
      'rspress.config.ts':
        "import { defineConfig } from 'rspress/config';\nexport default defineConfig({ root: 'docs' });\n",
      ...docs,
    });
    const { config } = await loadConfig(join(cwd, 'docs'), cwd);
    expect(config.markdown).toMatchObject({ checkDeadLinks: false, linksFromRoot: true });
  });

  it('is not one whose project runs Rspress 2, whose betas shipped as rspress (rspress/config too)', async () => {
    const cwd = writeTree({
      'package.json': JSON.stringify({ dependencies: { rspress: '^2.0.0-beta.21' } }),
      'rspress.config.ts':
        "import { defineConfig } from 'rspress/config';\nexport default defineConfig({ root: 'docs' });\n",
      ...docs,
    });
    const { config } = await loadConfig(join(cwd, 'docs'), cwd);
    expect(config.markdown?.checkDeadLinks).toBe(true);
    expect(config.markdown?.linksFromRoot).toBeUndefined();
  });
});

describe("an Rspress config's empty icon and logo", () => {
  it('are none, as Rspress reads them, not the folder they would name', async () => {
    const cwd = writeTree({
      'rspress.config.ts': "export default { root: 'docs', title: 'X', icon: '', logo: '' };\n",
      'docs/index.md': page('Hello'),
    });
    const { config, warnings } = await loadConfig(join(cwd, 'docs'), cwd);
    expect([config.icon, config.logo]).toEqual([undefined, undefined]);
    expect(warnings.filter((w) => /icon|logo/.test(w))).toEqual([]);
  });
});
