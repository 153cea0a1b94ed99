import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadConfigsFor } from '../../../../src/build/config/load-config';
import { DRAWN_HTML } from '../../../../src/build/html-parts';
import { writeTree } from '../tree';

const folders = { 'en/index.md': '# Home\n', 'zh/index.md': '# 首页\n' };

/** A content folder holding `files` plus one page per language, and the working directory above it. */
function content(files: Record<string, string>): { dir: string; cwd: string } {
  const cwd = writeTree(Object.fromEntries(Object.entries({ ...folders, ...files }).map(([p, t]) => [`docs/${p}`, t])));
  return { dir: join(cwd, 'docs'), cwd };
}

describe('loadConfig', () => {
  it.each([
    ['site.config.ts', "const title: string = 'From TS';\nexport default { title };\n"],
    ['site.config.mts', "export default { title: 'From MTS' as string };\n"],
    ['site.config.mjs', "export default { title: 'From MJS' };\n"],
    ['site.config.js', "module.exports = { title: 'From JS' };\n"],
  ])('reads %s', async (name, source) => {
    const { dir, cwd } = content({ [name]: source });
    const { config, file, warnings } = await loadConfig(dir, cwd);
    expect(config.title).toBe(`From ${name.split('.').pop()?.toUpperCase()}`);
    expect(file).toBe(join(dir, name));
    expect(warnings).toEqual([]);
  });

  it('lets a config import defineConfig from esmx-docs where esmx-docs is not installed', async () => {
    const source = "import { defineConfig } from 'esmx-docs';\nexport default defineConfig({ title: 'Typed' });\n";
    const { dir, cwd } = content({ 'site.config.ts': source });
    expect((await loadConfig(dir, cwd)).config.title).toBe('Typed');
  });

  it('fills in defaults without a config file: language folders, the first as default, title from the folder', async () => {
    const { dir, cwd } = content({ 'de/index.md': '# Start\n', 'api/index.md': '# API\n' });
    const { config, file } = await loadConfig(dir, cwd);
    expect(file).toBeUndefined();
    expect(config.title).toBe('docs');
    expect(config.lang).toBe('de');
    expect(config.locales).toEqual([
      { lang: 'de', label: 'Deutsch' },
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
    ]);
    expect(config.base).toBe('/');
    expect(config.themeConfig.hideNavbar).toBe('never');
    expect(config.themeConfig.overviewHeaders).toEqual([2]);
  });

  it('reads a base written without its closing slash as that folder, as Rspress does', async () => {
    const { dir, cwd } = content({
      'site.config.mjs': "export default { base: '/agent-device' };\n",
      'en/index.md': '# A\n',
    });
    expect((await loadConfig(dir, cwd)).config.base).toBe('/agent-device/');
  });

  it('reads a base written without its leading slash as that folder too, and refuses one that leaves the site', async () => {
    const base = async (written: string) => {
      const { dir, cwd } = content({
        'site.config.mjs': `export default { base: '${written}' };\n`,
        'en/index.md': '# A\n',
      });
      return (await loadConfig(dir, cwd)).config.base;
    };
    expect(await base('rspack-press')).toBe('/rspack-press/');
    expect(await base('docs/v2/')).toBe('/docs/v2/');
    expect(await base('')).toBe('/');
    await expect(base('../up')).rejects.toThrow('a path such as "/docs/"');
    await expect(base('https://x.dev/')).rejects.toThrow('a path such as "/docs/"');
  });

  it('takes no section folder named like a three-letter language code for a language', async () => {
    const cwd = writeTree({
      'docs/index.md': '# Home\n',
      'docs/ast/visitors.md': '# Visitors\n',
      'docs/new/index.md': "# What's new\n",
      'docs/src/example.tsx': 'export {};\n',
    });
    const { config } = await loadConfig(join(cwd, 'docs'), cwd);
    expect(config.locales.map((l) => l.lang)).toEqual(['en']);
  });

  it('puts the configured default language first among the detected ones', async () => {
    const { dir, cwd } = content({ 'site.config.mjs': "export default { lang: 'zh' };\n" });
    const { config } = await loadConfig(dir, cwd);
    expect(config.locales.map((l) => l.lang)).toEqual(['zh', 'en']);
    expect(config.lang).toBe('zh');
  });

  it("takes the edit link a language of themeConfig.locales gives, the default language's first, when none is given for all", async () => {
    const edit = (text: string, repo: string) => ({ docRepoBaseUrl: `https://github.com/o/${repo}`, text });
    const themeConfig = {
      locales: [
        { lang: 'en', label: 'English', editLink: edit('Edit', 'en-repo') },
        { lang: 'zh', label: '简体中文', editLink: edit('编辑此页', 'zh-repo') },
      ],
    };
    const config = async (more: object) => {
      const files = content({
        'site.config.mjs': `export default ${JSON.stringify({ lang: 'zh', themeConfig, ...more })};\n`,
      });
      return (await loadConfig(files.dir, files.cwd)).config;
    };
    expect((await config({})).themeConfig.editLink).toEqual({ docRepoBaseUrl: 'https://github.com/o/zh-repo' });
    const given = { docRepoBaseUrl: 'https://github.com/o/all' };
    expect((await config({ themeConfig: { ...themeConfig, editLink: given } })).themeConfig.editLink).toEqual(given);
  });

  it("takes each language's label, title and description from themeConfig.locales, and without locales its languages, as Rspress does", async () => {
    const themeConfig = {
      locales: [
        { lang: 'zh', label: '中文', title: '文档', description: '中文描述', outlineTitle: '目录' },
        { lang: 'fr', label: 'Français' },
      ],
    };
    const detected = content({ 'site.config.mjs': `export default ${JSON.stringify({ themeConfig })};\n` });
    expect((await loadConfig(detected.dir, detected.cwd)).config.locales).toEqual([
      { lang: 'zh', label: '中文', title: '文档', description: '中文描述' },
      { lang: 'fr', label: 'Français' },
    ]);
    const locales = [
      { lang: 'en', label: 'EN' },
      { lang: 'zh', label: '简体', title: '站点' },
    ];
    const given = content({ 'site.config.mjs': `export default ${JSON.stringify({ locales, themeConfig })};\n` });
    expect((await loadConfig(given.dir, given.cwd)).config.locales).toEqual([
      { lang: 'en', label: 'EN' },
      { lang: 'zh', label: '简体', title: '站点', description: '中文描述' },
    ]);
  });

  it('fails on a folder with neither language folders nor pages, saying where pages go', async () => {
    const cwd = writeTree({ 'docs/public/logo.svg': '<svg/>', 'docs/notes.txt': 'x' });
    await expect(loadConfig(join(cwd, 'docs'), cwd)).rejects.toThrow(
      'esmx-docs: docs has no pages: put them in a folder per language (docs/en/index.md, docs/zh/index.md…), or, ' +
        'for a site in one language, at its top level (docs/index.md)',
    );
  });

  it('loads a version whose pages all sit two folders down (v1/docs/guide/start.md), as Rspress finds them', async () => {
    const cwd = writeTree({
      'rspress.config.ts': "export default { root: 'docs', multiVersion: { default: 'v1', versions: ['v1'] } };\n",
      'docs/v1/docs/guide/start.md': '# Start\n',
    });
    await expect(loadConfig(join(cwd, 'docs'), cwd)).resolves.toMatchObject({ config: { lang: 'en' } });
  });

  it("gives an Rspress config the path helpers '@rspress/core' exports, called as it loads and in its head functions", async () => {
    const cwd = writeTree({
      'rspress.config.ts': `import { defineConfig, normalizeHref, withBase } from '@rspress/core';
const guide = normalizeHref('/guide/', true);
export default defineConfig({
  root: 'docs',
  base: '/wiki/',
  themeConfig: { nav: [{ text: 'Guide', link: guide }] },
  head: [(route) => ['meta', { property: 'og:url', content: 'https://example.com' + withBase(route.routePath, '/wiki/') }]],
});
`,
      'docs/index.md': '# Home\n',
      'docs/guide/index.md': '# Guide\n',
    });
    const { config, warnings } = await loadConfig(join(cwd, 'docs'), cwd);
    expect(warnings.filter((w) => w.includes('cannot load'))).toEqual([]);
    expect([config.base, config.themeConfig.nav]).toEqual(['/wiki/', [{ text: 'Guide', link: '/guide/' }]]);
    const [tag] = config.head as ((route: { routePath: string }) => unknown)[];
    expect(tag({ routePath: '/guide/' })).toEqual([
      'meta',
      { property: 'og:url', content: 'https://example.com/wiki/guide/' },
    ]);
  });

  it('fails on a folder that does not exist, saying so', async () => {
    const cwd = writeTree({ 'docs/index.md': '# Home\n' });
    await expect(loadConfig(join(cwd, 'doc'), cwd)).rejects.toThrow(
      'esmx-docs: doc does not exist: give the folder of your docs (npx esmx-docs build docs)',
    );
  });

  it('takes a folder with its pages at its top level as a site in one language, English unless the config says', async () => {
    const cwd = writeTree({ 'docs/index.md': '# Home\n', 'docs/guide/a.md': '# A\n' });
    const { config } = await loadConfig(join(cwd, 'docs'), cwd);
    expect(config.locales.map((l) => l.lang)).toEqual(['en']);
    writeFileSync(join(cwd, 'docs/site.config.mjs'), "export default { lang: 'de' };\n");
    const german = await loadConfig(join(cwd, 'docs'), cwd);
    expect([german.config.lang, german.config.locales.map((l) => l.lang)]).toEqual(['de', ['de']]);
  });

  it('fails when a config in several languages finds none of their folders, only pages at the top level', async () => {
    const cwd = writeTree({
      'docs/site.config.mjs':
        "export default { lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }] };\n",
      'docs/index.md': '# Start\n',
    });
    await expect(loadConfig(join(cwd, 'docs'), cwd)).rejects.toThrow(
      /^esmx-docs: docs\/site\.config\.mjs:1: a site in 2 languages keeps each one's pages in its own folder: move the pages of docs into en\/, zh\/$/,
    );
  });

  it("reads an Rspress config's languages with pages only at the top level as Rspress builds them: the default's alone, with a warning", async () => {
    const cwd = writeTree({
      'rspress.config.ts':
        "export default {\n  root: 'docs',\n  lang: 'en',\n  themeConfig: {\n    locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文', outlineTitle: '目录' }],\n  },\n};\n",
      'docs/index.md': '# Start\n',
    });
    const { config, warnings } = await loadConfig(join(cwd, 'docs'), cwd);
    expect(config.locales.map((l) => l.lang)).toEqual(['en']);
    expect(warnings).toContain(
      'rspress.config.ts:5: the pages of docs are not in a folder per language: built as the default language\'s ("en") alone, leaving out "zh", which has no pages (to build it, move the pages into en/, zh/)',
    );
  });

  it('names the file, line and column when the config does not parse', async () => {
    const { dir, cwd } = content({ 'site.config.ts': 'export default { title: ;\n' });
    const error = await loadConfig(dir, cwd).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^esmx-docs: docs\/site\.config\.ts:1:\d+: cannot load it: /);
  });

  it('names the file when the config throws while loading', async () => {
    const { dir, cwd } = content({ 'site.config.mjs': "throw new Error('no network');\n" });
    await expect(loadConfig(dir, cwd)).rejects.toThrow(
      'esmx-docs: cannot load docs/site.config.mjs: no network (thrown at docs/site.config.mjs:1)',
    );
  });

  it('names the line of its own module that threw, where a plugin of the site throws', async () => {
    const { dir, cwd } = content({
      'plugin.mjs': "export function plugin() {\n  return { name: 'mine', path: require.resolve('x') };\n}\n",
      'site.config.mjs': "import { plugin } from './plugin.mjs';\n\nexport default { title: plugin().name };\n",
    });
    await expect(loadConfig(dir, cwd)).rejects.toThrow(
      'esmx-docs: cannot load docs/site.config.mjs: require is not defined (thrown at docs/plugin.mjs:2)',
    );
  });

  it('names the file and the key of a value of the wrong type, every one of them in one error', async () => {
    const source = "export default { title: 42, themeConfig: { hideNavbar: 'sometimes', lastUpdated: true } };\n";
    const { dir, cwd } = content({ 'site.config.mjs': source });
    await expect(loadConfig(dir, cwd)).rejects.toThrow(
      'esmx-docs: docs/site.config.mjs:1: "title" must be a string (got 42)\n' +
        '  docs/site.config.mjs:1: "themeConfig.hideNavbar" must be one of "never", "always", "auto" (got "sometimes")',
    );
  });

  it('names the line of each option of the wrong type where the source shows it once, else the file alone', async () => {
    const source = [
      'const theme = { lastUpdated: true };',
      'export default {',
      "  locales: [{ lang: 'en', label: 'English', title: 'E' }],",
      '  title: 42,',
      '  themeConfig: {',
      '    ...theme,',
      "    'hideNavbar': 'sometimes',",
      '  },',
      '  route: { exclude: "x" },',
      '};',
    ].join('\n');
    const { dir, cwd } = content({ 'site.config.mjs': source });
    await expect(loadConfig(dir, cwd)).rejects.toThrow(
      'esmx-docs: docs/site.config.mjs: "title" must be a string (got 42)\n' +
        '  docs/site.config.mjs:7: "themeConfig.hideNavbar" must be one of "never", "always", "auto" (got "sometimes")\n' +
        '  docs/site.config.mjs:9: "route.exclude" must be an array whose items are a string (got "x")',
    );
  });

  it('rejects a default language that is not among the locales', async () => {
    const source = "export default { lang: 'fr', locales: [{ lang: 'en', label: 'English' }] };\n";
    const { dir, cwd } = content({ 'site.config.mjs': source });
    await expect(loadConfig(dir, cwd)).rejects.toThrow(
      'esmx-docs: docs/site.config.mjs: "lang" must be one of the locales ("en") (got "fr")',
    );
  });

  it('names the line of a "globalStyles" that is not a file, and takes one that is', async () => {
    const source = "export default {\n  title: 'Styled',\n  globalStyles: './styles/missing.css',\n};\n";
    const { dir, cwd } = content({ 'site.config.mjs': source, 'styles/site.css': 'a { color: red; }\n' });
    await expect(loadConfig(dir, cwd)).rejects.toThrow(
      'esmx-docs: docs/site.config.mjs:3: "globalStyles" is "./styles/missing.css", which is not a file',
    );
    const styled = content({ 'site.config.mjs': source.replace('missing', 'site'), 'styles/site.css': 'a {}\n' });
    expect((await loadConfig(styled.dir, styled.cwd)).config.globalStyles).toBe('./styles/site.css');
  });

  it('names the line of a "define" entry esbuild would not take, and takes literals and names', async () => {
    const source = "export default {\n  title: 'Defined',\n  define: { BROWSER_TYPE: 'chrome()' },\n};\n";
    const { dir, cwd } = content({ 'site.config.mjs': source });
    await expect(loadConfig(dir, cwd)).rejects.toThrow(
      'esmx-docs: docs/site.config.mjs:3: "define" must be names and code esbuild takes ("BROWSER_TYPE": Invalid define value (must be an entity name or JS literal): chrome())',
    );
    const good = content({ 'site.config.mjs': source.replace("'chrome()'", `'"chrome"', API: 'window.api'`) });
    expect((await loadConfig(good.dir, good.cwd)).config.define).toEqual({
      BROWSER_TYPE: '"chrome"',
      API: 'window.api',
    });
  });

  it('names the line of a "markdown.globalComponents" path that leads to no file, and takes ones that do', async () => {
    const source =
      "export default {\n  markdown: {\n    globalComponents: ['../components/Hello', '../components/Gone.tsx'],\n  },\n};\n";
    const components = { '../components/Hello/index.tsx': 'export default () => null;\n' };
    const { dir, cwd } = content({ 'site.config.mjs': source, ...components });
    await expect(loadConfig(dir, cwd)).rejects.toThrow(
      'esmx-docs: docs/site.config.mjs:3: "markdown.globalComponents": "../components/Gone.tsx" is neither a file nor a folder with an index file',
    );
    const found = content({ 'site.config.mjs': source.replace(", '../components/Gone.tsx'", ''), ...components });
    expect((await loadConfig(found.dir, found.cwd)).config.markdown?.globalComponents).toEqual(['../components/Hello']);
  });

  it('rejects a config whose default export is not an object', async () => {
    const { dir, cwd } = content({ 'site.config.mjs': 'export default 42;\n' });
    await expect(loadConfig(dir, cwd)).rejects.toThrow(
      'esmx-docs: docs/site.config.mjs must export an object as its default export (got 42)',
    );
  });

  it('calls a config exported as an async function, as Rsbuild calls one for a production build', async () => {
    const source = [
      'export default async ({ env, command }) => {',
      '  await new Promise((resolve) => setTimeout(resolve, 5));',
      "  return { title: command + ' for ' + env };",
      '};',
    ].join('\n');
    const { dir, cwd } = content({ 'site.config.mjs': source });
    expect((await loadConfig(dir, cwd)).config.title).toBe('build for production');
  });

  it('says which config failed when its function throws, or gives back no object', async () => {
    const throws = content({ 'site.config.mjs': "export default () => { throw new Error('no token'); };\n" });
    await expect(loadConfig(throws.dir, throws.cwd)).rejects.toThrow(
      'esmx-docs: docs/site.config.mjs: its default export, a function, failed: no token',
    );
    const empty = content({ 'site.config.mjs': 'export default async () => undefined;\n' });
    await expect(loadConfig(empty.dir, empty.cwd)).rejects.toThrow(
      'esmx-docs: docs/site.config.mjs: its default export, a function, must give an object (got undefined)',
    );
  });

  it('warns once per unknown option and leaves it out of the config', async () => {
    const source = "export default { title: 'T', builderConfig: {}, themeConfig: { enableContentAnimation: true } };\n";
    const { dir, cwd } = content({ 'site.config.mjs': source });
    const { config, warnings } = await loadConfig(dir, cwd);
    expect(warnings).toEqual([
      'docs/site.config.mjs: unknown option "builderConfig" is ignored',
      'docs/site.config.mjs: unknown option "themeConfig.enableContentAnimation" is ignored',
    ]);
    expect(config).not.toHaveProperty('builderConfig');
    expect(config.themeConfig).not.toHaveProperty('enableContentAnimation');
  });

  it("names the footer message's markup that is not drawn as written, at its line, and is silent for what is", async () => {
    const source = [
      'export default {',
      '  themeConfig: {',
      '    footer: {',
      '      message: \'<div><h2>Docs</h2><a href="/">Home</a></div><img src="/x.png"><script>x()</script>\',',
      '    },',
      '  },',
      '};',
    ].join('\n');
    const { dir, cwd } = content({ 'site.config.mjs': source });
    expect((await loadConfig(dir, cwd)).warnings).toEqual([
      `docs/site.config.mjs:4: "themeConfig.footer.message": <h2>, <div>, <img>, <script> are not drawn as written (a footer's HTML may hold ${DRAWN_HTML})`,
    ]);
    const drawn =
      'export default { themeConfig: { footer: { message: \'MIT · <a href="https://x.dev">X</a><br><b>2026</b>\' } } };\n';
    const plain = content({ 'site.config.mjs': drawn });
    expect((await loadConfig(plain.dir, plain.cwd)).warnings).toEqual([]);
  });

  it("accepts Rspress's route.cleanUrls, and says so when false asks for .html URLs", async () => {
    const clean = content({ 'site.config.mjs': 'export default { route: { cleanUrls: true } };\n' });
    expect((await loadConfig(clean.dir, clean.cwd)).warnings).toEqual([]);
    const html = content({ 'site.config.mjs': 'export default { route: { cleanUrls: false } };\n' });
    expect((await loadConfig(html.dir, html.cwd)).warnings).toEqual([
      'docs/site.config.mjs: "route.cleanUrls" is false, but pages always have clean URLs (/guide/intro, no .html)',
    ]);
  });

  it('uses the first config file found and warns about the others', async () => {
    const { dir, cwd } = content({
      'site.config.ts': "export default { title: 'TS' };\n",
      'site.config.js': "export default { title: 'JS' };\n",
    });
    const { config, warnings } = await loadConfig(dir, cwd);
    expect(config.title).toBe('TS');
    expect(warnings).toEqual(['docs/site.config.js is ignored: docs/site.config.ts is used']);
  });
});

describe('a config loaded for the dev server, as rspress dev loads one', () => {
  it('sees NODE_ENV development and a dev command, and leaves NODE_ENV as it was', async () => {
    const cwd = writeTree({
      'rspress.config.ts':
        "export default ({ command, env }) => ({ root: 'docs', title: command + ' ' + env, base: process.env.NODE_ENV === 'production' ? '/repo/' : '/' });\n",
      'docs/index.md': '# Home\n',
    });
    const before = process.env.NODE_ENV;
    const built = await loadConfig(join(cwd, 'docs'), cwd);
    expect([built.config.title, built.config.base]).toEqual([
      'build production',
      before === 'production' ? '/repo/' : '/',
    ]);
    loadConfigsFor('dev');
    try {
      process.env.NODE_ENV = 'production';
      const dev = await loadConfig(join(cwd, 'docs'), cwd);
      expect([dev.config.title, dev.config.base]).toEqual(['dev development', '/']);
      expect(process.env.NODE_ENV).toBe('production');
    } finally {
      loadConfigsFor('build');
      process.env.NODE_ENV = before;
    }
  });
});
