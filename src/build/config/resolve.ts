import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { UserConfig } from '../../shared/config';
import type { LocaleConfig, SiteConfig } from '../../shared/types';
import { OPTIONS } from './options';

const knownLanguage = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * The language folders of a content folder, sorted: sub-folders named by a two-letter language code Intl
 * knows, with a script or region if any (`en`, `zh`, `pt-BR`, `zh-Hant`), so section folders such as `api/`
 * or `public/` never count. Three-letter codes name common section folders too (`src` is Sardinian, `ast`
 * Asturian, `new` Newari): a site in such a language lists it in the config's `locales`.
 */
export function detectLanguages(contentDir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(contentDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    return [];
  }
  return entries.filter((name) => /^[a-z]{2}(?:-|$)/i.test(name) && isLanguageCode(name)).sort();
}

export function isLanguageCode(name: string): boolean {
  try {
    return knownLanguage.of(name) !== undefined;
  } catch {
    return false; // not well-formed as a language tag
  }
}

/** A language's name in itself ("English", "Deutsch"); our `zh` content is Simplified Chinese. */
export function languageLabel(lang: string): string {
  if (lang === 'zh') return '简体中文';
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  } catch {
    return lang;
  }
}

/**
 * A complete `SiteConfig` from what a config file set (already checked): every known option is taken from
 * the file or its default; options nobody reads are left out. Without `locales`, the language folders of
 * `contentDir` become the locales (the configured `lang` first, else the first folder); without `title`,
 * the content folder's name is the title.
 *
 * @example
 * resolveConfig({}, '/work/my-docs') // { title: 'my-docs', lang: 'en', locales: [{ lang: 'en', label: 'English' }], … }
 */
export function resolveConfig(user: UserConfig, contentDir?: string): SiteConfig {
  const config: Record<string, unknown> = {};
  for (const [key, option] of Object.entries(OPTIONS)) {
    const value = valueAt(user, key) ?? structuredClone(option.default);
    if (value !== undefined) setAt(config, key, value);
  }
  config.themeConfig ??= {};
  config.title ??= contentDir ? basename(resolve(contentDir)) : 'Docs';
  // A base written without its closing slash (`base: '/agent-device'`) or its leading one (`base: 'docs'`) is
  // the same folder, as Rspress takes it.
  const base = typeof config.base === 'string' ? config.base : '/';
  config.base = `${base.startsWith('/') ? '' : '/'}${base}${base.endsWith('/') ? '' : '/'}`.replace(/^\/\/$/, '/');
  const themeLocales = (user.themeConfig as { locales?: Partial<LocaleConfig>[] } | undefined)?.locales;
  // Without \`locales\`, Rspress takes the site's languages from \`themeConfig.locales\` (a zh site listing zh alone
  // there builds no English site from a stray \`en/\` folder), and only without either from the folders.
  const listed = (user.locales as LocaleConfig[] | undefined) ?? themeListed(themeLocales);
  const locales = listed
    ? listed.map((locale) => ({ ...themeTexts(themeLocales, locale.lang), ...locale }))
    : detectedLocales(user.lang, contentDir).map((locale) => ({ ...locale, ...themeTexts(themeLocales, locale.lang) }));
  config.locales = locales;
  config.lang = user.lang ?? locales[0]?.lang ?? 'en';
  // Rspress lets each language give its edit link (`themeConfig.locales[].editLink`): without one for every
  // language, the default language's (else the first given) leads to the repository; each language's text
  // stays its own (see interface-texts.ts).
  const theme = config.themeConfig as { editLink?: unknown };
  const edits = (themeLocales ?? []) as { lang?: string; editLink?: { docRepoBaseUrl: string } }[];
  const edit = (edits.find((l) => l.lang === config.lang && l.editLink) ?? edits.find((l) => l.editLink))?.editLink;
  if (theme.editLink === undefined && edit) theme.editLink = { docRepoBaseUrl: edit.docRepoBaseUrl };
  const route = config.route as { exclude: string[]; extensions?: string[] };
  route.exclude = [...route.exclude, ...unlistedExtensions(route.extensions)];
  return config as unknown as SiteConfig;
}

/** The extensions a page file may have: Markdown, MDX, and a module that is a page (see script-page.ts). */
const PAGE_EXTENSIONS = ['.md', '.mdx', '.js', '.jsx', '.ts', '.tsx'];

/**
 * Rspress's `route.extensions` (`['.md', '.mdx']`: a component module beside the pages is no page) as globs of
 * the page files whose extension it leaves out, which `route.exclude` then keeps from the site.
 *
 * @example unlistedExtensions(['.md', '.mdx']) // ['**\/*.js', '**\/*.jsx', '**\/*.ts', '**\/*.tsx']
 */
function unlistedExtensions(extensions: readonly string[] | undefined): string[] {
  if (!extensions) return [];
  const listed = new Set(extensions.map((ext) => (ext.startsWith('.') ? ext : `.${ext}`).toLowerCase()));
  return PAGE_EXTENSIONS.filter((ext) => !listed.has(ext)).map((ext) => `**/*${ext}`);
}

/**
 * The `label`, `title`, `description` and `navTitle` that `themeConfig.locales` gives a language, where Rspress configs
 * put them (a Chinese description for the Chinese pages). They fill in what `locales` leaves out, and replace
 * the labels of languages found by their folders; the languages themselves stay those of `locales` or the
 * folders: `themeConfig.locales` only names texts.
 */
function themeTexts(themeLocales: Partial<LocaleConfig>[] | undefined, lang: string): Partial<LocaleConfig> {
  const theme = themeLocales?.find((t) => t.lang === lang);
  if (!theme) return {};
  const { label, title, description, navTitle } = theme;
  return {
    ...(label ? { label } : {}),
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(navTitle ? { navTitle } : {}),
  };
}

/** The languages `themeConfig.locales` lists (each named by its label, else in itself), if it lists any. */
function themeListed(themeLocales: Partial<LocaleConfig>[] | undefined): LocaleConfig[] | undefined {
  const langs = (themeLocales ?? []).filter((locale): locale is Partial<LocaleConfig> & { lang: string } =>
    Boolean(locale?.lang && typeof locale.lang === 'string'),
  );
  if (langs.length === 0) return undefined;
  return langs.map(({ lang, label }) => ({ lang, label: label || languageLabel(lang) }));
}

function detectedLocales(lang: string | undefined, contentDir: string | undefined): LocaleConfig[] {
  const found = contentDir ? detectLanguages(contentDir) : [];
  const langs = found.length > 0 ? found : [lang ?? 'en'];
  if (lang && langs.includes(lang)) langs.unshift(...langs.splice(langs.indexOf(lang), 1));
  return langs.map((l) => ({ lang: l, label: languageLabel(l) }));
}

function valueAt(object: unknown, key: string): unknown {
  let value = object;
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

function setAt(object: Record<string, unknown>, key: string, value: unknown): void {
  const parts = key.split('.');
  let target = object;
  for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
  target[parts[parts.length - 1]] = value;
}
