import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { createJiti } from 'jiti';
import { defineConfig, type UserConfig } from '../../shared/config';
import type { SiteConfig } from '../../shared/types';
import { DRAWN_HTML, htmlParts } from '../html-parts';
import { isWithin } from '../inside-folder';
import { hasOwnPages } from '../language-folders';
import { globalComponents } from '../markdown/imports/global-components';
import { RSPRESS_CONFIG_FILES } from '../rspress-modules';
import { writtenRoot } from '../rspress-project';
import { iconSource, isIconFile } from '../site-icon';
import { absentPackage, madeByAbsent, missingPackageOf, packageToInstall } from './absent-package';
import { show } from './checks';
import { CLIENT_REDIRECTS_MODULE } from './client-redirects-plugin';
import { withI18nSourceCalled } from './i18n-source-function';
import { mergeDocConfig } from './merge-doc-config';
import { optionLine } from './option-line';
import { detectLanguages, resolveConfig } from './resolve';
import { findRspressConfig, fromRspressConfig, RSPRESS_CONFIG_MODULES, rspressRoot } from './rspress-config';
import { customThemeWarnings, rspressPluginsProblem } from './rspress-only';
import { rspressPathHelpers } from './rspress-path-helpers';
import { siteConfigFilesIn } from './site-config-files';
import { SITEMAP_PLUGIN_MODULE } from './sitemap-plugin';
import { TWOSLASH_PLUGIN_MODULE } from './twoslash-plugin';
import { TYPEDOC_PLUGIN_MODULE } from './typedoc-plugin';
import { checkOptions } from './validate';

export interface LoadedConfig {
  config: SiteConfig;
  /** The file it came from (absolute), none when defaults apply. */
  file?: string;
  /** Unknown options and other things worth a look that do not stop the build. */
  warnings: string[];
}

/** A config that cannot be used: the message names the file and, where one is at fault, the option. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(`esmx-docs: ${message}`);
    this.name = 'ConfigError';
  }
}

/**
 * The folder given is an Rspress project's, whose config keeps the docs in a folder inside it (`docs`,
 * absolute): the commands build and serve that folder instead, as `rspress build` run there would.
 */
export class DocsElsewhere extends ConfigError {
  constructor(
    message: string,
    readonly docs: string,
    /** The Rspress config that says so. */
    readonly config: string,
  ) {
    super(message);
    this.name = 'DocsElsewhere';
  }
}

/** What an Rspress project's folder holds besides its pages: the docs folder, and the repository's own Markdown. */
const PROJECT_FILES = ['docs', 'README.md', 'CHANGELOG.md', 'CONTRIBUTING.md', 'LICENSE.md'];

/**
 * The docs folder of `dir`: `dir` itself, or, for an Rspress project's folder whose config keeps its docs in a
 * folder inside it, that folder (with `said` told why). Only a folder with an Rspress config of its own and no
 * site config is looked into, so a content folder costs nothing more here.
 */
export async function docsFolderOf(
  dir: string,
  said: (line: string) => void,
  cwd = process.cwd(),
  reads?: ConfigReads,
): Promise<string> {
  const has = (names: readonly string[]) => names.some((name) => existsSync(join(dir, name)));
  if (siteConfigFilesIn(dir).files.length > 0 || !has(RSPRESS_CONFIG_FILES)) return dir;
  try {
    await loadConfig(dir, cwd, reads);
    return dir;
  } catch (error) {
    if (!(error instanceof DocsElsewhere)) return dir;
    said(error.message);
    // The docs folder finds its config again by its text alone (see rspress-project.ts): a `root` computed
    // otherwise would leave the site built without its options, and without a word.
    if (findRspressConfig(error.docs)?.file !== error.config) {
      const docs = relative(cwd, error.docs) || '.';
      const why =
        writtenRoot(error.config) === resolve(error.docs)
          ? `its "root" is too far from it for esmx-docs to find the config from ${docs}, so its options are not used there; keep the config in a folder above the docs, beside them, or within two folders of their parent in the same repository (a folder holding .git or package.json)`
          : `its "root" is not written as a path esmx-docs reads from the config's text, so its options are not used for ${docs}; write it as a path ('../docs', path.join(__dirname, '..', 'docs')) or a constant holding one`;
      said(`esmx-docs: warning: ${relative(cwd, error.config)}: ${why}`);
    }
    return error.docs;
  }
}

/**
 * Reads the site config of a content folder at build time: the first of `SITE_CONFIG_FILES` found (TypeScript
 * or JavaScript, ESM or CommonJS, through jiti), checked against the known options, with defaults filled in.
 * The config may `import { defineConfig } from 'esmx-docs'`, whether or not esmx-docs is installed there.
 *
 * @example
 * const { config, warnings } = await loadConfig('content');
 */
export async function loadConfig(contentDir: string, cwd = process.cwd(), reads?: ConfigReads): Promise<LoadedConfig> {
  const { files: found, notConfigs } = siteConfigFilesIn(contentDir);
  const warnings = [
    ...found.slice(1).map((file) => `${relative(cwd, file)} is ignored: ${relative(cwd, found[0])} is used`),
    ...notConfigs.map(
      (file) =>
        `${relative(cwd, file)} is not read as the site's config: it has no default export (the Rspress config beside it is read)`,
    ),
  ];
  const langs = detectLanguages(contentDir);
  const { file: rspress, far = false } = (found.length === 0 && findRspressConfig(contentDir)) || {};
  if (rspress) {
    // Throws DocsElsewhere when its `root` is a folder inside this one.
    const read = await readRspressConfig(rspress, far, contentDir, cwd, warnings, reads);
    // An Rspress project's folder with no pages of its own (its `docs/` and a README aside), whose config names
    // no root or cannot be loaded here: its docs are where Rspress looks by default.
    const docs = join(contentDir, 'docs');
    const projectFolder = dirname(rspress) === resolve(contentDir) && langs.length === 0 && existsSync(docs);
    if (projectFolder && !hasOwnPages(contentDir, false, PROJECT_FILES))
      throw new DocsElsewhere(
        `${relative(cwd, rspress)} keeps the docs in docs, Rspress's default root: using that folder`,
        docs,
        rspress,
      );
    if (read) return settle(read, rspress, contentDir, cwd, warnings);
  }
  if (found.length === 0) {
    if (langs.length === 0 && !hasOwnPages(contentDir)) throw new ConfigError(noPages(contentDir, cwd));
    warnings.push(...customThemeWarnings(contentDir, cwd));
    return { config: resolveConfig({}, contentDir), warnings };
  }

  const file = found[0];
  const user = await importConfig(file, relative(cwd, file), {}, reads);
  const warn = (message: string) => warnings.push(message);
  return settle(
    await withI18nSourceCalled(user, contentDir, relative(cwd, file), warn),
    file,
    contentDir,
    cwd,
    warnings,
  );
}

/**
 * The site config from the options a config file gave (`user`): checked, defaults filled in, and the
 * content folder checked against its languages. Errors name the file and, where found, the option's line.
 */
function settle(
  user: Record<string, unknown>,
  file: string,
  contentDir: string,
  cwd: string,
  warnings: string[],
): LoadedConfig {
  const shown = relative(cwd, file);
  const report = checkOptions(user);
  for (const key of report.unknown)
    if (key !== 'plugins') warnings.push(`${shown}: unknown option "${key}" is ignored`);
  if ((user.route as { cleanUrls?: unknown } | undefined)?.cleanUrls === false)
    warnings.push(`${shown}: "route.cleanUrls" is false, but pages always have clean URLs (/guide/intro, no .html)`);
  const source = readFileSync(file, 'utf8');
  // `file:line: message` where the option's line can be found in the source, else `file: message`.
  const at = (key: string) => {
    const line = optionLine(source, key);
    return line ? `${shown}:${line}` : shown;
  };
  const errors = report.errors.map((e) => `${at(e.key)}: ${e.message}`);
  // (What an Rspress config gave has no plugins: they were named among what it gave that is not used.)
  const plugins = rspressPluginsProblem(user, at);
  if (plugins) errors.push(plugins);
  const { themeDir } = user as UserConfig;
  const footer = footerSkips(user);
  if (footer) warnings.push(`${at('themeConfig.footer.message')}: ${footer}`);
  warnings.push(...customThemeWarnings(contentDir, cwd, typeof themeDir === 'string' ? themeDir : undefined));
  // A site with a folder per version has its pages, and its language folders, in the default version's.
  const multiVersion = report.errors.some((e) => e.key.startsWith('multiVersion'))
    ? undefined
    : (user as UserConfig).multiVersion;
  let pagesDir = contentDir;
  let options = user;
  if (multiVersion) {
    const version = multiVersion.default;
    const shownDir = relative(cwd, join(contentDir, version)) || '.';
    const shownDocs = relative(cwd, contentDir) || '.';
    const others = multiVersion.versions.filter((v) => v !== version);
    // One folder's name: a version never leads out of the content folder, or to it.
    const folder = /^[^/\\]+$/.test(version) && version !== '.' && version !== '..';
    const isFolder = (name: string) => statSync(join(contentDir, name), { throwIfNoEntry: false })?.isDirectory();
    if (folder && !multiVersion.versions.some((v) => /^[^/\\]+$/.test(v) && isFolder(v))) {
      // Rspress takes a path's first folder for its version only when it names one: with no version's folder,
      // every page is the default version's, where it is.
      warnings.push(
        `${at('multiVersion')}: "multiVersion": no version has a folder in ${shownDocs}, so every page is the default version's (${show(version)}), as Rspress reads them: built as a site of one version`,
      );
      options = { ...user, multiVersion: undefined };
    } else if (!folder || !isFolder(version))
      errors.push(
        `${at('multiVersion')}: "multiVersion.default" is ${show(version)}, which is not a folder in ${shownDocs}`,
      );
    else {
      pagesDir = join(contentDir, version);
      if (others.length > 0)
        warnings.push(
          `${at('multiVersion')}: "multiVersion": esmx-docs builds one version, the default ${show(version)} (${shownDir}); ${others.map(show).join(', ')} ${others.length === 1 ? 'is' : 'are'} left out, links into ${others.length === 1 ? 'it' : 'them'} kept as written and not checked`,
        );
    }
  }
  // Checked here, where the option's line is known: the build reads it only after every page has rendered.
  const { globalStyles } = user as UserConfig;
  if (
    typeof globalStyles === 'string' &&
    !statSync(resolve(contentDir, globalStyles), { throwIfNoEntry: false })?.isFile()
  )
    errors.push(`${at('globalStyles')}: "globalStyles" is ${show(globalStyles)}, which is not a file`);
  // So is the file a relative `icon` names, which is copied only after every page has rendered.
  const { icon } = user as UserConfig;
  if (typeof icon === 'string' && isIconFile(icon)) {
    const found = iconSource(icon, { contentDir, themeDir: typeof themeDir === 'string' ? themeDir : undefined, cwd });
    if ('problem' in found) errors.push(`${at('icon')}: ${found.problem}`);
  }
  const paths = (user as UserConfig).markdown?.globalComponents;
  if (Array.isArray(paths) && paths.every((path) => typeof path === 'string')) {
    const found = globalComponents(paths, contentDir);
    if ('problem' in found)
      errors.push(`${at('markdown.globalComponents')}: "markdown.globalComponents": ${found.problem}`);
  }
  const config = resolveConfig(options as UserConfig, pagesDir);
  // A rule's regular expression is written into the cache keys and the build stamp's as the JSON of the
  // config, where a RegExp would be {}: a changed pattern must change them.
  for (const rule of config.replaceRules ?? [])
    if (rule.search instanceof RegExp)
      Object.defineProperty(rule.search, 'toJSON', { value: () => String(rule.search) });
  const locales = config.locales.map((l) => l.lang);
  // Without one (or, for a site in one language, pages at the top level), the build would find no page at
  // all and write an empty site.
  if (errors.length === 0 && !locales.some((lang) => existsSync(join(pagesDir, lang)))) {
    const ownPages = hasOwnPages(pagesDir, true);
    const others = locales.filter((lang) => lang !== config.lang);
    // Rspress builds such a site, its pages the default language's and the others' none (a config whose
    // themeConfig.locales lists a language only for the words of its interface): so does this, in one language.
    if (locales.length > 1 && ownPages && isRspressConfig(file) && others.length < locales.length) {
      warnings.push(
        `${at('locales')}: the pages of ${relative(cwd, pagesDir) || '.'} are not in a folder per language: built as the default language's (${show(config.lang)}) alone, leaving out ${others.map(show).join(', ')}, which ${others.length === 1 ? 'has' : 'have'} no pages (to build ${others.length === 1 ? 'it' : 'them'}, move the pages into ${locales.map((l) => `${l}/`).join(', ')})`,
      );
      config.locales = config.locales.filter((locale) => locale.lang === config.lang);
    } else if (locales.length > 1 && ownPages)
      errors.push(
        `${at('locales')}: a site in ${locales.length} languages keeps each one's pages in its own folder: move the pages of ${relative(cwd, pagesDir) || '.'} into ${locales.map((l) => `${l}/`).join(', ')}`,
      );
    else if (!ownPages) errors.push(noPages(pagesDir, cwd));
  }
  if (errors.length === 0 && !locales.includes(config.lang))
    errors.push(
      `${at('lang')}: "lang" must be one of the locales (${locales.map((l) => show(l)).join(', ')}) (got ${show(config.lang)})`,
    );
  if (errors.length > 0) throw new ConfigError(errors.join('\n  '));
  return { config, file, warnings };
}

/** Why a content folder with neither language folders nor pages of its own cannot be built. */
function noPages(contentDir: string, cwd: string): string {
  const shown = relative(cwd, contentDir) || '.';
  if (!existsSync(contentDir))
    return `${shown} does not exist: give the folder of your docs (npx esmx-docs build docs)`;
  return `${shown} has no pages: put them in a folder per language (${join(shown, 'en')}/index.md, ${join(shown, 'zh')}/index.md…), or, for a site in one language, at its top level (${join(shown, 'index.md')})`;
}

/**
 * An Rspress project's config, read for what esmx-docs can use of it (see rspress-config.ts), when the content
 * folder has no config of its own; what it leaves out, or a config that cannot be loaded (its plugins not
 * installed here), is a warning. Undefined when there is none to use. One `far` above the content folder's
 * parent is used only when its `root` names the content folder, and is not told of otherwise: it is another
 * site's.
 */
async function readRspressConfig(
  file: string,
  far: boolean,
  contentDir: string,
  cwd: string,
  warnings: string[],
  reads?: ConfigReads,
): Promise<Record<string, unknown> | undefined> {
  const shown = relative(cwd, file);
  const write = `write what the site needs into ${join(relative(cwd, contentDir) || '.', 'site.config.ts')}`;
  // Rspress configs import their plugins and theme helpers, rarely installed where esmx-docs reads the docs
  // (and unused by it): each package found missing is read as a stand-in and the config loaded again.
  const absent: Record<string, unknown> = {};
  let user: Record<string, unknown> | undefined;
  while (!user) {
    try {
      user = await importConfig(file, shown, absent, reads);
    } catch (error) {
      const missing = missingPackageOf(error);
      if (missing !== undefined && !(missing in absent) && Object.keys(absent).length < MAX_ABSENT_PACKAGES) {
        absent[missing] = absentPackage(missing);
        continue;
      }
      if (far) return undefined;
      if (error instanceof ConfigSyntaxError) throw error;
      const why = (error as Error).message.split('\n')[0].replace(/^esmx-docs: /, '');
      // Its `root`, when written as a plain path, still says where the docs are: without it, the project's
      // folder would be built as the docs, every page at the wrong route and every link reported dead.
      // Followed inside the folder given, or anywhere from the given folder's own config (`'../docs'`).
      const written = writtenRoot(file);
      const followed =
        written !== undefined &&
        written !== resolve(contentDir) &&
        existsSync(written) &&
        (isWithin(contentDir, written) || dirname(file) === resolve(contentDir));
      if (followed) {
        const root = relative(cwd, written) || '.';
        throw new DocsElsewhere(
          `${shown} cannot be loaded, but its "root" keeps the docs in ${root}: using that folder`,
          written,
          file,
        );
      }
      const until =
        error instanceof MadeByAbsent ? 'until then its options are not used' : `its options are not used; ${write}`;
      warnings.push(`${why}: ${until}`);
      // Still an Rspress site: where Rspress's defaults differ from ours, its own apply (a page without its
      // translation is built, and only the links in pages are checked).
      return { requireTranslations: false, homeBody: false, markdown: { checkNavLinks: false } };
    }
  }
  // Rspress's default root is `docs` in the folder it runs in: a far config without one keeps its docs there.
  const root = rspressRoot(user, file);
  const ours = !(far && user.root === undefined) && (root === undefined || root === resolve(contentDir));
  // Its i18nSource function is called for the docs it is for alone, before the options are read, so that the
  // table it gives is checked as the object form is.
  if (ours) user = await withI18nSourceCalled(user, contentDir, shown, (message) => warnings.push(message));
  const taken = ours ? fromRspressConfig(user, file, contentDir) : undefined;
  if (!taken) {
    // Its `root` is another folder. Found inside the content folder, it says where the docs are: the
    // project's folder was given (as `rspress build` is run there), and building it would find no pages.
    // So does a config in the folder given, wherever its root is (`root: '../docs'`, a sibling): Rspress
    // reads it from there.
    const docs = relative(cwd, root ?? join(dirname(file), 'docs')) || '.';
    const given = dirname(file) === resolve(contentDir);
    if (
      isWithin(contentDir, resolve(cwd, docs)) ||
      (given && statSync(resolve(cwd, docs), { throwIfNoEntry: false })?.isDirectory() === true)
    )
      throw new DocsElsewhere(`${shown} keeps the docs in ${docs}: using that folder`, resolve(cwd, docs), file);
    if (!far)
      warnings.push(
        `${shown} is for the docs in ${docs}, not ${relative(cwd, contentDir) || '.'}: its options are not used`,
      );
    return undefined;
  }
  // shiki's notation comments (`// [!code highlight]`) work here without its transformers: said so, lest a writer
  // expect them lost.
  const standIns = Object.keys(absent).map((name) =>
    name === '@shikijs/transformers'
      ? `${name}, whose notation comments (// [!code …]) are read here all the same`
      : name,
  );
  if (standIns.length > 0) taken.ignored.push(`the packages not installed here (${standIns.join(', ')})`);
  if (taken.ignored.length > 0)
    warnings.push(`${shown}: Rspress's config, read for esmx-docs; not used: ${taken.ignored.join(', ')}`);
  return taken.options;
}

/**
 * What of `themeConfig.footer.message`'s HTML is not drawn as written (a `<div>` of columns shows its text), as a
 * warning's words: the shell draws a message's text, links and inline elements only (see html-parts.ts).
 */
function footerSkips(user: Record<string, unknown>): string | undefined {
  const message = (user as UserConfig).themeConfig?.footer?.message;
  if (typeof message !== 'string') return undefined;
  const skipped = new Set<string>();
  htmlParts(message, (what) => skipped.add(what));
  if (skipped.size === 0) return undefined;
  const named = [...skipped].join(', ');
  return `"themeConfig.footer.message": ${named} ${skipped.size > 1 ? 'are' : 'is'} not drawn as written (a footer's HTML may hold ${DRAWN_HTML})`;
}

/** How many absent packages an Rspress config may import before loading it is given up. */
const MAX_ABSENT_PACKAGES = 50;

/**
 * The configs one command has read, by file (and the absent packages read as stand-ins): finding the docs
 * folder and then loading its config read the same file, and a config made by a function (which may fetch
 * something, as midscene's fetches its GitHub stars) ran twice. The dev server gives none: it reads afresh.
 */
export type ConfigReads = Map<string, Record<string, unknown>>;

async function importConfig(
  file: string,
  shown: string,
  virtualModules: Record<string, unknown> = {},
  reads?: ConfigReads,
): Promise<Record<string, unknown>> {
  const key = [file, ...Object.keys(virtualModules)].join('\0');
  const read = reads?.get(key);
  if (read) return read;
  const user = await evaluateConfig(file, shown, virtualModules);
  reads?.set(key, user);
  return user;
}

/** The command configs are loaded for in this thread (see `loadConfigsFor`). */
let command: 'build' | 'dev' = 'build';

/**
 * Loads this thread's configs for `dev`, as `rspress dev` loads one: with `NODE_ENV` set to `development` while
 * it runs and a function given `{ env: 'development', command: 'dev' }`, so a config choosing by them
 * (`base: process.env.NODE_ENV === 'production' ? '/repo/' : '/'`) gives the dev server what Rspress's gets.
 */
export function loadConfigsFor(next: 'build' | 'dev'): void {
  command = next;
}

/** Runs `load` with `NODE_ENV` as the command sets it for a config (`dev` only: `build` leaves it as the CLI set it). */
async function inCommandEnv<T>(load: () => Promise<T>): Promise<T> {
  if (command !== 'dev') return load();
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    return await load();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

async function evaluateConfig(
  file: string,
  shown: string,
  virtualModules: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return inCommandEnv(() => evaluateConfigNow(file, shown, virtualModules));
}

/**
 * Where a config's evaluation threw, as `file:line` named as the config `file` is (`shown`): the innermost place
 * in the site's own files (the config, or a plugin of its own it imports), not in a package. Undefined without one.
 *
 * @example thrownAt(error, '/site/rspress.config.ts', 'rspress.config.ts') // 'my-plugin.mjs:2' (`at myPlugin (file:///site/my-plugin.mjs:2:32)`)
 */
function thrownAt(error: unknown, file: string, shown: string): string | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const [, path, line] of stack.matchAll(/^\s*at (?:.*? \()?(?:file:\/\/)?(\/[^():]+):(\d+):\d+\)?$/gm))
    if (!path.includes('/node_modules/'))
      return `${join(dirname(shown), relative(dirname(file), decodeURI(path)))}:${line}`;
  return undefined;
}

async function evaluateConfigNow(
  file: string,
  shown: string,
  virtualModules: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  // `defineConfig` by its exact names: an alias would also take their subpaths (`@rspress/core/plugins`), which
  // are absent packages to an Rspress config, not files of ours.
  const ours = Object.fromEntries([
    ['esmx-docs', { defineConfig }],
    ...RSPRESS_CONFIG_MODULES.map((name) => [name, { ...rspressPathHelpers, defineConfig, mergeDocConfig }]),
    ...Object.entries(SITEMAP_PLUGIN_MODULE),
    ...Object.entries(CLIENT_REDIRECTS_MODULE),
    ...Object.entries(TYPEDOC_PLUGIN_MODULE),
    ...Object.entries(TWOSLASH_PLUGIN_MODULE),
  ]);
  const jiti = createJiti(import.meta.url, {
    virtualModules: { ...virtualModules, ...ours },
    // Read afresh on every load: the dev server reloads the config after each save.
    moduleCache: false,
  });
  let loaded: unknown;
  try {
    // Evaluated from its text, never imported: Node keeps an imported ES module (`.mjs`) for the process's
    // life, so the dev server would go on with the config as it first read it.
    const exports = await jiti.evalModule(readFileSync(file, 'utf8'), {
      filename: file,
      async: true,
      forceTranspile: true,
    });
    loaded = (exports as { default?: unknown } | undefined)?.default ?? exports;
    // A preset's `mergeDocConfig(…)` gives a promise of the config, as Rspress 2's does.
    if (loaded instanceof Promise) loaded = await loaded;
  } catch (error) {
    const message = (error as Error).message;
    // A syntax error names its place on its second line (`ParseError: Unexpected token \n /site/x.ts:3:19`).
    const place = /^(?:ParseError|SyntaxError): ([^\n]*)\n\s*\S+?:(\d+):(\d+)\s*$/.exec(message);
    if (place)
      throw new ConfigSyntaxError(
        `${shown}:${place[2]}:${place[3]}: cannot load it: ${place[1].trim() || 'syntax error'}`,
      );
    const at = thrownAt(error, file, shown);
    throw new ConfigError(`cannot load ${shown}: ${message}${at ? ` (thrown at ${at})` : ''}`);
  }
  throwIfMadeByAbsent(loaded, virtualModules, shown);
  const made = typeof loaded === 'function';
  if (made) loaded = await callConfig(loaded as (...args: unknown[]) => unknown, shown);
  throwIfMadeByAbsent(loaded, virtualModules, shown);
  if (typeof loaded !== 'object' || loaded === null || Array.isArray(loaded))
    throw new ConfigError(
      made
        ? `${shown}: its default export, a function, must give an object (got ${show(loaded)})`
        : `${shown} must export an object as its default export (got ${show(loaded)})`,
    );
  return loaded as Record<string, unknown>;
}

/**
 * Throws when the config's default export, or what it gives, is the stand-in of a package not installed here
 * (`export default presetConfig({ … })`): none of its options can be read, and the way on is to install it
 * (the check of its shape would only say it is a function).
 */
function throwIfMadeByAbsent(loaded: unknown, standIns: Readonly<Record<string, unknown>>, shown: string): void {
  const makers = madeByAbsent(loaded, standIns);
  if (makers.length === 0) return;
  const install = [...new Set(makers.map(packageToInstall))];
  const them = makers.length > 1 ? 'packages' : 'a package';
  throw new MadeByAbsent(
    `${shown}: its default export comes from ${makers.join(', ')}, ${them} not installed here (Rspress stops with ` +
      `"Cannot find module" too); install ${install.length > 1 ? 'them' : 'it'} beside the config ` +
      `(npm install -D ${install.join(' ')})`,
  );
}

/** A config made whole by a package not installed here: installing it, not a config of ours, is the way on. */
class MadeByAbsent extends ConfigError {}

/** A config whose text does not parse: a typo to fix where it is, never a reason to build without it. */
class ConfigSyntaxError extends ConfigError {}

/** How long a config exported as a function may take to give its options (it may fetch, as Midscene's does). */
const CONFIG_CALL_LIMIT_MS = 30_000;

/**
 * The options of a config exported as a function (`defineConfig(async () => ({ … }))`, as Rspress allows):
 * called once, with the arguments Rsbuild gives such a config for a production build, and awaited, for at
 * most `CONFIG_CALL_LIMIT_MS`.
 */
async function callConfig(make: (...args: unknown[]) => unknown, shown: string): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ConfigError(
            `${shown}: its default export, a function, gave no options within ${CONFIG_CALL_LIMIT_MS / 1000} s`,
          ),
        ),
      CONFIG_CALL_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([
      Promise.resolve().then(() => {
        const env = command === 'dev' ? 'development' : 'production';
        return make({ env, command, envMode: env });
      }),
      late,
    ]);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      `${shown}: its default export, a function, failed: ${(error as Error)?.message ?? show(error)}`,
    );
  } finally {
    clearTimeout(timer);
  }
}

/** Whether `file` is an Rspress config (`rspress.config.ts`…), not one of esmx-docs's own. */
function isRspressConfig(file: string): boolean {
  return RSPRESS_CONFIG_FILES.includes(basename(file));
}
