import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { SiteHeadTag } from '../../shared/types';
import { aliasName, isPackageTarget } from '../components/config-alias';
import { defineProblem } from '../components/define-values';
import { isNotPageFolder } from '../language-folders';
import { tsconfigPaths } from '../markdown/imports/resolve-import';
import { MARKDOWN_FILE } from '../page-file';
import { rspressConfigIn, rspressProjectOf } from '../rspress-project';
import { headTagProblem } from '../seo/head-tag';
import { rspressIcon } from '../site-icon';
import { walkFolder } from '../walk-folder';
import { absentPackageName, isAbsentPackage } from './absent-package';
import { show } from './checks';
import { clientRedirectsOf } from './client-redirects-plugin';
import { type DataPlugins, dataPlugins } from './data-plugins';
import { detectLanguages, languageLabel } from './resolve';
import { sitemapOf } from './sitemap-plugin';
import { twoslashOf } from './twoslash-plugin';
import { typedocOf } from './typedoc-plugin';
import { checkOptions } from './validate';

/** Modules an Rspress config imports `defineConfig` from, answered by ours (it returns the object it is given). */
export const RSPRESS_CONFIG_MODULES = ['@rspress/core', 'rspress/config', 'rspress', '@rspress/shared'];

/**
 * The Rspress config of a content folder: the first of `RSPRESS_CONFIG_FILES` in it (the folder given, where
 * Rspress's CLI would read it, even inside another Rspress project), else beside it, else the config of the
 * Rspress project further up (see rspress-project.ts), which is `far`: that one is the content folder's only
 * when its `root` names the folder.
 */
export function findRspressConfig(contentDir: string): { file: string; far: boolean } | undefined {
  for (const dir of [resolve(contentDir), dirname(resolve(contentDir))]) {
    const file = rspressConfigIn(dir);
    if (file) return { file, far: false };
  }
  const project = rspressProjectOf(contentDir);
  return project ? { file: rspressConfigIn(project)!, far: true } : undefined;
}

/**
 * What esmx-docs can take from an Rspress config (as it loaded, `user`): every option we know with a value
 * we can use (`title`, `lang`, `locales`, `route.exclude`, `themeConfig.nav`, `.sidebar`, `.socialLinks`…),
 * `builderConfig.resolve.alias` as our `alias` and `builderConfig.source.define` as our `define`. The rest is named in `ignored` (plugins do not run, the
 * builder is not Rspack, a custom theme is not used), each a warning: the config was written for Rspress,
 * so what does not fit is left out rather than stopping the build. Undefined when its `root` is another folder.
 *
 * @example
 * fromRspressConfig({ root: 'docs', title: 'X', plugins: [p] }, '/site/rspress.config.ts', '/site/docs')
 * // { options: { title: 'X' }, ignored: ['"plugins" (Rspress plugins do not run in esmx-docs)'] }
 */
export function fromRspressConfig(
  user: Record<string, unknown>,
  file: string,
  contentDir: string,
): { options: Record<string, unknown>; ignored: string[] } | undefined {
  const root = rspressRoot(user, file);
  if (root !== undefined && root !== resolve(contentDir)) return undefined;
  const { root: _root, plugins, builderConfig, siteOrigin, ...rest } = user;
  // An empty `icon` or `logo` is none, as Rspress reads it (a template's `icon: ''`).
  for (const key of ['icon', 'logo'] as const) if (rest[key] === '') delete rest[key];
  const ignored: string[] = [];
  // The sitemap plugin's `siteUrl` is our `siteUrl`: the built-in sitemap is what that plugin would write.
  const base = typeof rest.base === 'string' ? rest.base : '/';
  const sitemap = sitemapOf(Array.isArray(plugins) ? plugins : [], base);
  if (sitemap.ignored) ignored.push(sitemap.ignored);
  // The TypeDoc plugin's pages are not made here: the links to them are left unchecked, with a word.
  const typedoc = typedocOf(sitemap.others, contentDir, languagesOf(rest));
  if (typedoc.ignored) ignored.push(typedoc.ignored);
  // The twoslash plugin's `explicitTrigger: false`: every TS and JS block loses its notations.
  const twoslash = twoslashOf(typedoc.others);
  if (twoslash.ignored) ignored.push(twoslash.ignored);
  // The client redirects plugin's redirects are a script in the head, as Rspress's plugin puts them.
  const redirects = clientRedirectsOf(twoslash.others, base);
  ignored.push(...redirects.ignored);
  // A plugin of data alone (styles, Markdown plugins) is read as the config's own; any other does not run.
  const data = dataPlugins(redirects.others);
  // Those it reads (a sitemap, styles, Markdown plugins) are counted out, lest a writer think them lost too.
  const read = (Array.isArray(plugins) ? plugins.length : 0) - data.others.length;
  if (data.others.length > 0)
    ignored.push(
      read > 0
        ? `${data.others.length} of "plugins" (Rspress plugins do not run in esmx-docs; the other ${read}, a sitemap's, styles' or Markdown plugins', are read)`
        : '"plugins" (Rspress plugins do not run in esmx-docs)',
    );
  withDataPlugins(rest, data, dirname(file));
  if (twoslash.twoslash)
    rest.markdown = { ...(isPlainObject(rest.markdown) ? rest.markdown : {}), twoslash: twoslash.twoslash };
  // Rspress's `globalUIComponents` are paths of the project (most often absolute); ours, of the content folder.
  if (Array.isArray(rest.globalUIComponents))
    rest.globalUIComponents = rest.globalUIComponents.map((item: unknown) => projectPath(item, dirname(file)));
  const alias = aliasOf(builderConfig, dirname(file), contentDir);
  const define = defineOf(builderConfig);
  if (define.left.length > 0)
    ignored.push(
      `"builderConfig.source.define" ${define.left.map(show).join(', ')} (a global's code must be a literal or a name)`,
    );
  const htmlTags = htmlTagsOf(builderConfig);
  if (htmlTags.left > 0)
    ignored.push(
      `${htmlTags.left} of "builderConfig.html.tags" (only tags for the head that the config's "head" could hold are used)`,
    );
  if (htmlTags.metaLeft > 0)
    ignored.push(`${htmlTags.metaLeft} of "builderConfig.html.meta" (each a text, or a meta tag's attributes)`);
  // Code blocks are always in the search text here, as Rspress's `search.codeBlocks: true` puts them there.
  const search = rest.search as Record<string, unknown> | undefined;
  if (typeof search === 'object' && search !== null && search.codeBlocks === true) {
    const { codeBlocks: _codeBlocks, ...left } = search;
    if (Object.keys(left).length > 0) rest.search = left;
    else delete rest.search;
  }
  let theme = rest.themeConfig as Record<string, unknown> | undefined;
  // `lastUpdated: { author: true }` turns the line on in Rspress 2 and adds the commit's author, which ours
  // does not show: on, with a word about the author.
  if (isPlainObject(theme) && isPlainObject(theme.lastUpdated)) {
    const { author, ...others } = theme.lastUpdated;
    if (author) ignored.push('"themeConfig.lastUpdated.author" (the line shows the date alone)');
    for (const key of Object.keys(others)) ignored.push(`"themeConfig.lastUpdated.${key}"`);
    theme = { ...theme, lastUpdated: true };
    rest.themeConfig = theme;
  }
  // `search: true` asks for what every site here has: nothing to say of it.
  if (isPlainObject(theme) && theme.search === true) {
    const { search: _search, ...others } = theme;
    theme = others;
    rest.themeConfig = theme;
  }
  // Rspress 2 keeps its navbar whatever `hideNavbar` says (its types say it does not implement the option); a
  // config carried over from Rspress 1, which honoured it, would otherwise lose the navbar here and not there.
  if (isPlainObject(theme) && theme.hideNavbar !== undefined && !isRspress1Config(file)) {
    const { hideNavbar: _hideNavbar, ...others } = theme;
    ignored.push('"themeConfig.hideNavbar" (Rspress 2 does not hide its navbar either)');
    theme = others;
    rest.themeConfig = theme;
  }
  // Rspress draws a social link without a mode, or with its GitHub stars button, as a link (the button's star
  // count comes from GitHub's API as the page runs, which a static page here does not call).
  if (isPlainObject(theme) && Array.isArray(theme.socialLinks))
    rest.themeConfig = {
      ...theme,
      socialLinks: theme.socialLinks.map((link: unknown) =>
        isPlainObject(link) && (link.mode === undefined || link.mode === 'github-stars')
          ? { ...link, mode: 'link' }
          : link,
      ),
    };
  // Rspress 2.0.23 moved `localeRedirect` to `route`: read there as the theme's, where the theme sets none.
  const route = rest.route;
  if (isPlainObject(route) && route.localeRedirect !== undefined) {
    const { localeRedirect, ...others } = route;
    if (Object.keys(others).length > 0) rest.route = others;
    else delete rest.route;
    const current = isPlainObject(rest.themeConfig) ? rest.themeConfig : {};
    if (current.localeRedirect === undefined) rest.themeConfig = { ...current, localeRedirect };
  }
  rest.locales = localesAsRspressReads(rest, ignored) ?? oneLanguage(rest, contentDir);
  if (rest.locales === undefined) delete rest.locales;
  // Rspress's `themeDir` is a folder of the project (relative to the config's folder, or absolute); ours is
  // relative to the content folder.
  const themeDir =
    typeof rest.themeDir === 'string'
      ? relative(resolve(contentDir), resolve(dirname(file), rest.themeDir)) || '.'
      : undefined;
  // Rspress builds a page that has no translation; so does a site its config was written for (a warning each).
  const head = [...(Array.isArray(rest.head) ? rest.head : []), ...htmlTags.tags];
  // A head script setting `window.RSPRESS_THEME`, which Rspress 2's theme starts from: the palette the site starts in.
  const themeGlobal = head
    .map(scriptText)
    .map((text) => RSPRESS_THEME.exec(text)?.[1])
    .find(Boolean);
  const currentTheme = isPlainObject(rest.themeConfig) ? rest.themeConfig : {};
  if (themeGlobal && currentTheme.darkMode === undefined) rest.themeConfig = { ...currentTheme, darkMode: themeGlobal };
  // Ours, hashed into the pages' policy like any inline script: not one of the config's own that turns it off.
  const withRedirects = redirects.head ? [...head, redirects.head] : head;
  const markdownTaken = markdownOf(rest.markdown);
  const options: Record<string, unknown> = {
    requireTranslations: false,
    // Rspress's home layout draws the hero, the features and the footer, never the page's body.
    homeBody: false,
    // Rspress sends no Content-Security-Policy, and the scripts such a config puts in the head (analytics,
    // ads) often load more from other origins, which ours would block without a word.
    ...(head.some(isScriptTag) ? { contentSecurityPolicy: false } : {}),
    ...rest,
    ...(htmlTags.tags.length > 0 || redirects.head ? { head: withRedirects } : {}),
    ...(alias ? { alias } : {}),
    ...(define.define ? { define: define.define } : {}),
    ...(themeDir !== undefined ? { themeDir } : {}),
    ...(typeof rest.icon === 'string' || rest.icon instanceof URL
      ? { icon: rspressIcon(rest.icon, file, contentDir) }
      : {}),
    // Rspress's `siteOrigin` (2.0.17) is what our `siteUrl` is: the origin the base is joined to.
    ...(siteOrigin !== undefined && rest.siteUrl === undefined ? { siteUrl: siteOrigin } : {}),
    ...(sitemap.siteUrl !== undefined && siteOrigin === undefined && rest.siteUrl === undefined
      ? { siteUrl: sitemap.siteUrl }
      : {}),
    ...(markdownTaken.markdown ? { markdown: markdownTaken.markdown } : {}),
    // Named in the hint of the dead-link check: a page such a plugin adds is not built here.
    ...(data.others.length > 0 ? { pluginsNotRun: data.others.map(pluginName) } : {}),
  };
  ignored.push(...markdownTaken.left);
  // Rspress checks only the links in pages: a nav or sidebar item leading to no page is a warning here.
  const markdown = (options.markdown ?? {}) as Record<string, unknown>;
  if (typeof markdown === 'object' && markdown !== null && !Array.isArray(markdown))
    options.markdown = {
      checkNavLinks: false,
      // Rspress 1 checked no links unless told to, and read a Markdown link without "./" or "/" from the language's root.
      ...(isRspress1Config(file) ? { checkDeadLinks: false, linksFromRoot: true } : {}),
      ...markdown,
      ...globalComponentsOf(markdown.globalComponents, dirname(file)),
      ...(typedoc.unbuilt ? { checkDeadLinks: withExcluded(markdown.checkDeadLinks, typedoc.unbuilt) } : {}),
    };
  const report = checkOptions(options);
  for (const key of report.unknown) {
    ignored.push(`"${key}"`);
    unset(options, key);
  }
  for (const error of report.errors) {
    ignored.push(`"${error.key}" (${error.message.replace(/^"[^"]+" /, '')})`);
    unset(options, error.key);
  }
  ignored.push(...builderLeft(builderConfig));
  return { options, ignored };
}

/**
 * The config with what its plugins of data alone give (see data-plugins.ts): their stylesheets after its
 * `globalStyles` (a relative path from the config's folder, as theirs are written beside it), their Markdown
 * plugins, global components and global UI components after its own.
 */
function withDataPlugins(rest: Record<string, unknown>, data: DataPlugins, configDir: string): void {
  if (data.globalStyles.length > 0) {
    const own = typeof rest.globalStyles === 'string' && rest.globalStyles !== '' ? [rest.globalStyles] : [];
    rest.globalStyles = [...own, ...data.globalStyles.map((path) => resolve(configDir, path))];
  }
  if (data.globalUIComponents.length > 0)
    rest.globalUIComponents = [
      ...(Array.isArray(rest.globalUIComponents) ? rest.globalUIComponents : []),
      ...data.globalUIComponents,
    ];
  const markdown = rest.markdown === undefined ? {} : rest.markdown;
  if (!isPlainObject(markdown)) return;
  const added: Record<string, unknown> = {};
  for (const key of ['remarkPlugins', 'rehypePlugins', 'globalComponents'] as const)
    if (data[key].length > 0) added[key] = [...(Array.isArray(markdown[key]) ? markdown[key] : []), ...data[key]];
  if (Object.keys(added).length > 0) rest.markdown = { ...markdown, ...added };
}

/**
 * A plugin's name as it gives it (`rspress-plugin-blog`), that of the package not installed here that made it, or
 * what stands for one without a name.
 */
function pluginName(plugin: unknown): string {
  const name = isPlainObject(plugin) ? plugin.name : absentPackageName(plugin);
  return typeof name === 'string' && name !== '' ? name : 'a plugin without a name';
}

/** A global UI component of an Rspress config (a path, or `[path, props]`) with its path made absolute. */
function projectPath(item: unknown, configDir: string): unknown {
  if (typeof item === 'string') return resolve(configDir, item);
  if (Array.isArray(item) && typeof item[0] === 'string') return [resolve(configDir, item[0]), ...item.slice(1)];
  return item;
}

/**
 * The one language of an Rspress site whose config names none (no `locales`, no `themeConfig.locales`), where
 * folders of its docs named like languages are sections, as Rspress reads them: `cs/` (computer science) beside
 * the home page, `rn/` (React Native), or a lone `zh/` the nav links into as `/zh/…`. Rspress has no i18n
 * then; every folder keeps its path. Undefined where the docs hold two or more such folders and nothing else,
 * a site written one folder per language, which is read so (a folder of each language's pages), or none.
 */
function oneLanguage(rest: Record<string, unknown>, contentDir: string): unknown {
  if (rest.multiVersion !== undefined) return undefined;
  const themeConfig = rest.themeConfig;
  if (isPlainObject(themeConfig) && Array.isArray(themeConfig.locales) && themeConfig.locales.length > 0)
    return undefined;
  const folders = detectLanguages(contentDir);
  if (folders.length === 0) return undefined;
  const beside = holdsPagesBeside(contentDir, folders);
  if (folders.length > 1 && !beside) return undefined;
  const given = typeof rest.lang === 'string' && rest.lang !== '';
  const lang = given ? (rest.lang as string) : 'en';
  if (!folders.includes(lang)) return [{ lang, label: languageLabel(lang) }];
  // A folder named as the site's own language is its pages' folder when no page lies beside it. With pages
  // beside it (a home page beside `en/` and `zh/`) it is a section at /en/…, as Rspress reads it, which the
  // site's language, left unwritten, must then not name: English as written in the US, served unprefixed.
  return beside && !given && lang === 'en' ? [{ lang: 'en-US', label: languageLabel('en-US') }] : undefined;
}

/** Whether `contentDir` holds a page (or a folder of pages) beside its `folders`, leaving out what holds no page. */
function holdsPagesBeside(contentDir: string, folders: readonly string[]): boolean {
  let entries: Dirent[];
  try {
    entries = readdirSync(contentDir, { withFileTypes: true });
  } catch {
    return false;
  }
  return entries.some((entry) => {
    const { name } = entry;
    if (name.startsWith('_') || isNotPageFolder(name) || folders.includes(name)) return false;
    if (entry.isFile()) return MARKDOWN_FILE.test(name);
    return entry.isDirectory() && walkFolder(join(contentDir, name), contentDir, MARKDOWN_FILE).files.length > 0;
  });
}

/** The languages an Rspress config names: its `lang` and each of its `locales`' (none when it names none). */
function languagesOf({ lang, locales }: Record<string, unknown>): string[] {
  const named = Array.isArray(locales)
    ? locales.map((locale: unknown) => (isPlainObject(locale) ? locale.lang : undefined))
    : [];
  return [...new Set([lang, ...named].filter((l): l is string => typeof l === 'string' && l !== ''))];
}

/**
 * A `markdown.checkDeadLinks` setting that also leaves the links `pattern` matches alone: the check stays
 * off when it was off, and a setting of another shape is kept as given, for the options' check to name.
 *
 * @example withExcluded({ excludes: ['/x'] }, /^\/api\//) // { excludes: ['/x', /^\/api\//] }
 */
function withExcluded(setting: unknown, pattern: RegExp): unknown {
  if (setting === undefined || setting === true) return { excludes: [pattern] };
  if (!isPlainObject(setting)) return setting;
  const { excludes } = setting;
  if (Array.isArray(excludes)) return { ...setting, excludes: [...excludes, pattern] };
  if (typeof excludes === 'function')
    return { ...setting, excludes: (url: string) => excludes(url) === true || pattern.test(url) };
  return setting;
}

/**
 * The config's `locales` as Rspress 2 reads them: a language's texts come from `themeConfig.locales`, or from
 * `locales` when that is not given (Rspress copies one into the other), and a page's title and description from
 * the config's `title` and `description` before a language's (`site.title || locale.title` in its layout).
 * Ours take a language's first, so what Rspress would not show is left out here: a site made from Rspress's
 * template keeps its `locales: [{ …, title: 'Rspress' }]` beside a `title`, which would otherwise name every
 * page. Such a language's title is its navbar's (`navTitle`), which Rspress's navbar shows (`locale.title ??
 * site.title`). A description left out is named in `ignored`.
 */
function localesAsRspressReads(rest: Record<string, unknown>, ignored: string[]): unknown {
  const { locales, themeConfig } = rest;
  const shadowed = (key: 'title' | 'description') => typeof rest[key] === 'string' && rest[key] !== '';
  const themeLocales = isPlainObject(themeConfig) && Array.isArray(themeConfig.locales) ? themeConfig.locales : [];
  if (isPlainObject(themeConfig) && themeLocales.length > 0)
    rest.themeConfig = {
      ...themeConfig,
      locales: themeLocales.map((locale: unknown) => {
        if (!isPlainObject(locale)) return locale;
        const { title, description, ...kept } = locale;
        return {
          ...kept,
          ...(title !== undefined && !shadowed('title') ? { title } : {}),
          ...(typeof title === 'string' && title !== '' && shadowed('title') ? { navTitle: title } : {}),
          ...(description !== undefined && !shadowed('description') ? { description } : {}),
        };
      }),
    };
  if (!Array.isArray(locales)) return locales;
  // Rspress reads a language's texts from `locales` only when `themeConfig.locales` is not given.
  const keeps = (key: 'title' | 'description', value: unknown) =>
    value !== undefined && themeLocales.length === 0 && !shadowed(key);
  const left = new Set<string>();
  const kept = locales.map((locale: unknown) => {
    if (!isPlainObject(locale)) return locale;
    const { title, description, ...language } = locale;
    // (Where `themeConfig.locales` is given, Rspress's navbar reads its titles, not these.)
    const navTitle = typeof title === 'string' && title !== '' && themeLocales.length === 0 && shadowed('title');
    if (title !== undefined && !keeps('title', title) && !navTitle) left.add('"locales[].title"');
    if (description !== undefined && !keeps('description', description)) left.add('"locales[].description"');
    return {
      ...language,
      ...(keeps('title', title) ? { title } : {}),
      ...(navTitle ? { navTitle: title } : {}),
      ...(keeps('description', description) ? { description } : {}),
    };
  });
  if (left.size > 0)
    ignored.push(
      `${[...left].join(', ')} (Rspress 2 shows the config's own "title" and "description" before a language's, and a language's texts from "themeConfig.locales" where that is given)`,
    );
  return kept;
}

/**
 * Whether a config was written for Rspress 1: the `rspress` package its project installed or depends on is 1.x
 * (Rspress 2's betas shipped as `rspress` too, `rspress/config` included), or, where no project says, it imports
 * `rspress/config` or `rspress` (Rspress 2's is `@rspress/core`).
 *
 * @example isRspress1Config('/site/rspress.config.ts') // true for `import { defineConfig } from 'rspress/config'`
 */
function isRspress1Config(file: string): boolean {
  const major = rspressMajor(dirname(file));
  if (major !== undefined) return major === 1;
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  const from = [...text.matchAll(/(?:\bfrom\s*|\brequire\(\s*)(['"])([^'"]+)\1/g)].map((m) => m[2]);
  return from.some((name) => name === 'rspress' || name === 'rspress/config');
}

/** How many folders up from a config its project's `package.json` and `node_modules` are looked for. */
const PROJECT_LEVELS = 4;

/**
 * The major version of Rspress a project runs: the `rspress` (else `@rspress/core`) package installed near the
 * config, else the one its nearest `package.json` that names either depends on; undefined when none says.
 */
function rspressMajor(dir: string): number | undefined {
  const majorOf = (version: unknown) => {
    const found = typeof version === 'string' ? /^[\^~>=v\s]*(\d+)/.exec(version) : null;
    return found ? Number(found[1]) : undefined;
  };
  const readJson = (path: string): Record<string, unknown> | undefined => {
    try {
      const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
      return isPlainObject(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  for (let at = dir, level = 0; level < PROJECT_LEVELS; at = dirname(at), level++) {
    for (const name of ['rspress', '@rspress/core']) {
      const installed = majorOf(readJson(join(at, 'node_modules', name, 'package.json'))?.version);
      if (installed !== undefined) return installed;
    }
    const pkg = readJson(join(at, 'package.json'));
    if (pkg) {
      const deps = [pkg.dependencies, pkg.devDependencies].filter(isPlainObject);
      for (const name of ['rspress', '@rspress/core']) {
        const declared = deps.map((d) => majorOf(d[name])).find((major) => major !== undefined);
        if (declared !== undefined) return declared;
      }
    }
    if (dirname(at) === at) break;
  }
  return undefined;
}

/**
 * Rspress 2's `markdown.link.checkDeadLinks` (`{ excludes }` too) and `markdown.link.checkAnchors` as our
 * `markdown.checkDeadLinks` and `markdown.checkAnchors`, `markdown.image.checkDeadImages` as
 * our `markdown.checkDeadImages`, and `markdown.shiki.langAlias` (with Rspress 1's `markdown.highlightLanguages`
 * pairs under it) as our `markdown.langAlias`; shiki's notation
 * transformers, which every code block here reads anyway, are taken as done. What else `markdown.link`,
 * `markdown.image` and `markdown.shiki` hold is named in `left`, key by key (`"markdown.shiki.langs"`), for the
 * warning about what is not used.
 */
function markdownOf(markdown: unknown): { markdown?: Record<string, unknown>; left: string[] } {
  if (!isPlainObject(markdown)) return { left: [] };
  const { link, shiki, image, highlightLanguages, ...others } = markdown;
  const { checkDeadLinks, checkAnchors, ...linkRest } = isPlainObject(link) ? link : {};
  const { checkDeadImages, ...imageRest } = isPlainObject(image) ? image : {};
  const { langAlias: shikiAlias, transformers, langs, ...shikiRest } = isPlainObject(shiki) ? shiki : {};
  // Rspress 1's `highlightLanguages`: `[alias, language]` pairs name a fence's language by another (`['cfg', 'ini']`);
  // a language named alone only asked Rspress 1 to load it, which the highlighter here does for any fence.
  const pairs = (Array.isArray(highlightLanguages) ? highlightLanguages : []).filter(
    (entry): entry is [string, string] =>
      Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
  );
  if (highlightLanguages !== undefined && !Array.isArray(highlightLanguages))
    others.highlightLanguages = highlightLanguages;
  const langAlias =
    pairs.length > 0 ? { ...Object.fromEntries(pairs), ...(isPlainObject(shikiAlias) ? shikiAlias : {}) } : shikiAlias;
  // Grammars given as objects colour their fences; languages named by a string are loaded here on their own
  // (a fence in one esmx-docs has no grammar for is told of at its page).
  const grammars = Array.isArray(langs) ? langs.filter((lang) => typeof lang !== 'string') : [];
  if (langs !== undefined && !Array.isArray(langs)) shikiRest.langs = langs;
  const native = Array.isArray(transformers) && transformers.every(isNativeTransformer);
  if (transformers !== undefined && !native) shikiRest.transformers = transformers;
  const left: string[] = [];
  const leave = (name: string, value: unknown, rest: Record<string, unknown>) => {
    if (value === undefined) return;
    if (!isPlainObject(value)) left.push(`"markdown.${name}"`);
    else for (const key of Object.keys(rest)) left.push(`"markdown.${name}.${key}"`);
  };
  leave('link', link, linkRest);
  leave('shiki', shiki, shikiRest);
  leave('image', image, imageRest);
  for (const key of ['remarkPlugins', 'rehypePlugins'] as const) {
    if (!Array.isArray(others[key])) continue;
    const { plugins, absent } = usablePlugins(others[key]);
    others[key] = plugins;
    if (absent > 0) left.push(`${absent} of "markdown.${key}" (from packages not installed here)`);
  }
  return {
    markdown: {
      ...others,
      ...(checkDeadLinks !== undefined ? { checkDeadLinks } : {}),
      ...(checkAnchors !== undefined ? { checkAnchors } : {}),
      ...(langAlias !== undefined ? { langAlias } : {}),
      ...(grammars.length > 0 ? { grammars } : {}),
      ...(checkDeadImages !== undefined ? { checkDeadImages } : {}),
    },
    left,
  };
}

/**
 * A config's remark or rehype plugins as unified takes them: a module written `require('remark-github')` (its
 * namespace, `{ default: plugin }`) is its default export, as Rsbuild's config loader gives it, and a plugin
 * from a package not installed here (a stand-in, see absent-package.ts) is left out and counted.
 */
function usablePlugins(list: readonly unknown[]): { plugins: unknown[]; absent: number } {
  // (A namespace is no plain object: its prototype is null, its tag "Module".)
  const unwrap = (plugin: unknown) =>
    typeof plugin === 'object' && plugin !== null && typeof (plugin as { default?: unknown }).default === 'function'
      ? (plugin as { default: unknown }).default
      : plugin;
  const plugins: unknown[] = [];
  let absent = 0;
  for (const entry of list) {
    const plugin = unwrap(Array.isArray(entry) ? entry[0] : entry);
    if (isAbsentPackage(plugin)) absent++;
    else plugins.push(Array.isArray(entry) ? [plugin, ...entry.slice(1)] : plugin);
  }
  return { plugins, absent };
}

/**
 * Rspress's `markdown.globalComponents` (most often absolute: `path.join(__dirname, 'components/Hello')`) as
 * ours, a path relative to the config's folder made absolute; ours would read it from the content folder.
 */
function globalComponentsOf(paths: unknown, configDir: string): { globalComponents?: unknown } {
  if (!Array.isArray(paths)) return {};
  return {
    globalComponents: paths.map((path) => (typeof path === 'string' ? resolve(configDir, path) : path)),
  };
}

/**
 * `@shikijs/transformers`' notation transformers, and its meta highlight: what `// [!code highlight]` and the like, and
 * a fence's `{1,3-5}`, do here without them.
 */
const NATIVE_TRANSFORMER = /^@shikijs\/transformers:(notation-(highlight|diff|focus|error-level)|meta-highlight)$/;

function isNativeTransformer(transformer: unknown): boolean {
  const name = (transformer as { name?: unknown } | null)?.name;
  return typeof name === 'string' && NATIVE_TRANSFORMER.test(name);
}

/** The docs folder an Rspress config names (`root`, relative to the config's folder), if it names one. */
export function rspressRoot(user: Record<string, unknown>, file: string): string | undefined {
  return typeof user.root === 'string' ? resolve(dirname(file), user.root) : undefined;
}

/**
 * `builderConfig.resolve.alias` (Rsbuild's), with `source.alias` (where Rsbuild kept it before 1.1) under it,
 * its string targets as folders relative to the content folder; a name tsconfig.json's `paths` also map is left
 * to those, as Rsbuild's default `aliasStrategy` ('prefer-tsconfig') does.
 */
function aliasOf(
  builderConfig: unknown,
  configDir: string,
  contentDir: string,
): Record<string, string | false> | undefined {
  type Builder = { resolve?: { alias?: unknown }; source?: { alias?: unknown } } | undefined;
  const entriesOf = (alias: unknown) =>
    typeof alias === 'object' && alias !== null && !Array.isArray(alias) ? Object.entries(alias) : [];
  const { resolve: resolveOptions, source } = (builderConfig ?? {}) as NonNullable<Builder>;
  const alias = Object.fromEntries([...entriesOf(source?.alias), ...entriesOf(resolveOptions?.alias)]);
  // Rsbuild's `resolve.aliasStrategy` ('prefer-tsconfig' unless told): tsconfig.json's `paths` for a name win.
  const shadowed = (name: string) =>
    (resolveOptions as { aliasStrategy?: unknown } | undefined)?.aliasStrategy !== 'prefer-alias' &&
    tsconfigPaths(contentDir).some((path) => (path.exact ? path.prefix === name : path.prefix === `${name}/`));
  const entries = Object.entries(alias).filter(
    (entry): entry is [string, string | false] =>
      (typeof entry[1] === 'string' || entry[1] === false) && !shadowed(aliasName(entry[0]).name),
  );
  if (entries.length === 0) return undefined;
  // A folder is made relative to the content folder, as ours are; a package's name and false stay as written.
  return Object.fromEntries(
    entries.map(([name, target]) => [
      name,
      target === false || isPackageTarget(target, configDir)
        ? target
        : relative(resolve(contentDir), isAbsolute(target) ? target : resolve(configDir, target)) || '.',
    ]),
  );
}

/**
 * `builderConfig.source.define` (Rsbuild's compile-time globals) as our `define`, each value as the code it
 * stands for, as Rsbuild reads it: a string is code already, a number, boolean or null its literal, and an
 * object defines each of its keys under its name (`{ 'process.env': { API: '"x"' } }` is `process.env.API`).
 * The names of entries esbuild would not take (a function, code that is not a literal) are `left`.
 */
function defineOf(builderConfig: unknown): { define?: Record<string, string>; left: string[] } {
  const given = (builderConfig as { source?: { define?: unknown } } | undefined)?.source?.define;
  const flat = (name: string, value: unknown): [string, unknown][] =>
    isPlainObject(value) ? Object.entries(value).flatMap(([key, v]) => flat(`${name}.${key}`, v)) : [[name, value]];
  const entries = isPlainObject(given) ? Object.entries(given).flatMap(([name, value]) => flat(name, value)) : [];
  const define: Record<string, string> = {};
  const left: string[] = [];
  for (const [name, value] of entries) {
    const code = typeof value === 'string' ? value : literalOf(value);
    if (code !== undefined && defineProblem(name, code) === undefined) define[name] = code;
    else left.push(name);
  }
  return { ...(Object.keys(define).length > 0 ? { define } : {}), left };
}

/** The JavaScript literal of a number, boolean, null or undefined; undefined for anything else. */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return undefined;
}

/** The parts of Rsbuild's config each section of which esmx-docs reads (see `aliasOf`, `defineOf`, `htmlTagsOf`). */
const BUILDER_READ: Record<string, readonly string[]> = {
  resolve: ['alias', 'aliasStrategy'],
  source: ['alias', 'define'],
  html: ['tags', 'meta'],
};

/** The options of `builderConfig` esmx-docs does not read, by their dotted names, for the warning. */
function builderLeft(builderConfig: unknown): string[] {
  if (builderConfig === undefined) return [];
  if (!isPlainObject(builderConfig)) return ['"builderConfig"'];
  return Object.entries(builderConfig).flatMap(([section, value]) => {
    const read = BUILDER_READ[section];
    if (!read || !isPlainObject(value)) return [`"builderConfig.${section}"`];
    return Object.keys(value)
      .filter((key) => !read.includes(key))
      .map((key) => `"builderConfig.${section}.${key}"`);
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `builderConfig.html.tags` (Rsbuild's: `{ tag, attrs, children, head }`) and `html.meta` as head tags of ours, those a config's
 * `head` could hold (`meta`, `link`, `script`…, for the head); how many of each are left out (`left`, `metaLeft`). A boolean attribute is written
 * bare when true, left out when false.
 */
function htmlTagsOf(builderConfig: unknown): { tags: SiteHeadTag[]; left: number; metaLeft: number } {
  const html = (builderConfig as { html?: { tags?: unknown; meta?: unknown } } | undefined)?.html;
  const meta = htmlMetaOf(html?.meta);
  const tags: SiteHeadTag[] = [...meta.tags];
  const written = Array.isArray(html?.tags) ? html.tags : [];
  for (const item of written) {
    const { tag, attrs = {}, children, head } = (item ?? {}) as Record<string, unknown>;
    if (head === false || typeof tag !== 'string' || typeof attrs !== 'object' || attrs === null) continue;
    const attributes = Object.fromEntries(
      Object.entries(attrs).flatMap(([name, value]): [string, string][] =>
        value === true
          ? [[name, '']]
          : typeof value === 'string' || typeof value === 'number'
            ? [[name, String(value)]]
            : [],
      ),
    );
    const made: SiteHeadTag = typeof children === 'string' ? [tag, attributes, children] : [tag, attributes];
    if (headTagProblem(made, 'config') === undefined) tags.push(made);
  }
  return { tags, left: written.length - (tags.length - meta.tags.length), metaLeft: meta.left };
}

/**
 * Rsbuild's `html.meta` (`{ 'theme-color': '#fff', 'google-site-verification': 'abc' }`: a name and its content,
 * or an entry's own attributes, `{ property: 'og:type', content: 'website' }`; `false` none) as head meta tags.
 */
function htmlMetaOf(meta: unknown): { tags: SiteHeadTag[]; left: number } {
  if (!isPlainObject(meta)) return { tags: [], left: meta === undefined ? 0 : 1 };
  const tags: SiteHeadTag[] = [];
  let left = 0;
  for (const [name, value] of Object.entries(meta)) {
    if (value === false) continue;
    const attributes =
      typeof value === 'string'
        ? { name, content: value }
        : isPlainObject(value) && Object.values(value).every((v) => typeof v === 'string')
          ? (value as Record<string, string>)
          : undefined;
    const made: SiteHeadTag | undefined = attributes && ['meta', attributes];
    if (made && headTagProblem(made, 'config') === undefined) tags.push(made);
    else left++;
  }
  return { tags, left };
}

function unset(object: Record<string, unknown>, key: string): void {
  const parts = key.split('.');
  let parent: Record<string, unknown> | undefined = object;
  for (const part of parts.slice(0, -1)) parent = parent?.[part] as Record<string, unknown> | undefined;
  if (parent) delete parent[parts[parts.length - 1]];
}

/** `window.RSPRESS_THEME = 'dark'` (or `'light'`) in a script: the palette Rspress 2's theme starts a page in. */
const RSPRESS_THEME = /\bRSPRESS_THEME\s*=\s*['"`](dark|light)['"`]/;

/** The code of a head tag that is an inline script, in any of the forms `head` takes; '' for any other tag. */
function scriptText(tag: unknown): string {
  if (typeof tag === 'string') return /<script\b/i.test(tag) ? tag : '';
  if (Array.isArray(tag)) return tag[0] === 'script' && typeof tag[2] === 'string' ? tag[2] : '';
  const { tag: name, children } = (tag ?? {}) as { tag?: unknown; children?: unknown };
  return name === 'script' && typeof children === 'string' ? children : '';
}

/** A head tag that is a script, in any of the forms `head` takes (`['script', …]`, `{ tag: 'script' }`, raw HTML). */
function isScriptTag(tag: unknown): boolean {
  if (typeof tag === 'string') return /<script\b/i.test(tag);
  if (Array.isArray(tag)) return tag[0] === 'script';
  return typeof tag === 'object' && tag !== null && (tag as { tag?: unknown }).tag === 'script';
}
