import { interfaceLang, t, type UiKey } from '../shared/i18n';
import { en } from '../shared/i18n/en';
import { enSearch } from '../shared/i18n/en-search';
import type { Lang, SiteConfig } from '../shared/types';
import type { I18nTexts } from './i18n-texts';
import { MORE_INTERFACE_LANGUAGES } from './interface-languages';

/**
 * The keys of Rspress's built-in interface texts (its `DEFAULT_I18N_TEXT`, which a site's `i18n.json` is
 * merged over), each with the UI strings of ours that show the same words; the words the build writes into
 * pages (the copy button's label, `<SourceCode>`'s) are site-page-strings.ts's.
 */
const RSPRESS_KEYS: Readonly<Record<string, readonly UiKey[]>> = {
  languagesText: ['nav.languages'],
  themeText: ['theme.dark'],
  versionsText: ['nav.versions'],
  menuTitle: ['sidebar.open'],
  outlineTitle: ['outline.title'],
  scrollToTopText: ['footer.scrollToTop'],
  lastUpdatedText: ['footer.lastUpdated'],
  prevPageText: ['footer.prev'],
  nextPageText: ['footer.next'],
  // Rspress shows it on the search button and in the search box alike.
  searchPlaceholderText: ['search.button', 'search.placeholder'],
  searchPanelCancelText: ['search.cancel'],
  searchNoResultsText: ['search.noResults'],
  searchSuggestedQueryText: ['search.tryAgain'],
  'overview.filterNameText': ['overview.filter'],
  'overview.filterPlaceholderText': ['overview.placeholder'],
  'overview.filterNoResultText': ['overview.empty'],
  editLinkText: ['footer.editLink'],
  notFoundText: ['notFound.title'],
  takeMeHomeText: ['notFound.home'],
};

/**
 * Rspress's built-in interface texts, key by key, in English and Chinese, as ours word them: what an
 * `i18nSource` function is given (with the site's `i18n.json` over them), as Rspress gives it its own.
 */
export function rspressInterfaceTexts(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(RSPRESS_KEYS).map(([key, [ui]]) => [key, { en: t('en', ui), zh: t('zh', ui) }]),
  );
}

/**
 * The config's theme options that set UI strings: of the default language, and in `locales`, of each language
 * (Rspress's keys, as `i18n.json` has them).
 */
type ConfiguredLabels = Pick<
  SiteConfig['themeConfig'],
  | 'outlineTitle'
  | 'prevPageText'
  | 'nextPageText'
  | 'lastUpdatedText'
  | 'searchPlaceholderText'
  | 'locales'
  | 'editLink'
>;

/** Per language, the UI strings a site shows other than those `t` gives for that language. */
export type InterfaceTexts = Record<Lang, Partial<Record<UiKey, string>>>;

/**
 * The UI strings of each of the site's languages that differ from what `t(lang, key)` gives, for the site
 * data to carry, so the shell needs neither a table of language tags nor the config's rules: a language read
 * through another of ours (`zh-CN` reads `zh`, see `interfaceLang`), or the build's strings of a language the
 * shell has none of (`ja`, `ko`, `ru`: see interface-languages.ts), then the site's texts over them
 * (`i18n.json` with the config's `i18nSource` over it, see `withConfigTexts`), then, in the default language,
 * the config's labels (`themeConfig.outlineTitle`, `prevPageText`, `nextPageText`, `lastUpdatedText`,
 * `searchPlaceholderText`, written in that language), and over all a language's own entry of `themeConfig.locales`. As Rspress merges `i18n.json`, a key's text for the language
 * wins; failing that, its English text, where the interface is English. Languages with nothing to change
 * are left out.
 *
 * @example
 * const site = { outlineTitle: { 'zh-CN': '本页大纲' } };
 * interfaceTexts(site, { lang: 'zh-CN', themeConfig: {} }, ['zh-CN'])['zh-CN']['outline.title'] // '本页大纲'
 */
export function interfaceTexts(
  site: I18nTexts,
  config: { lang: Lang; themeConfig: ConfiguredLabels },
  langs: readonly Lang[],
): InterfaceTexts {
  const texts: InterfaceTexts = {};
  // The edit link's `text` replaces the default label in every language but one that names its own (its entry of
  // `themeConfig.locales`, or the site's `editLinkText` in that language).
  const editText = config.themeConfig.editLink?.text || undefined;
  for (const lang of langs) {
    const reads = interfaceLang(lang);
    // A language the shell has no strings of, but Rspress's theme speaks (ja, ko, ru): ours, from the build.
    const more = reads === undefined ? MORE_INTERFACE_LANGUAGES[lang.split('-')[0].toLowerCase()] : undefined;
    const overrides = siteOverrides(site, [lang]);
    const english = reads === undefined || reads === 'en' ? siteOverrides(site, ['en']) : new Map<UiKey, string>();
    const configured = {
      ...(lang === config.lang ? configuredLabels(config.themeConfig) : {}),
      ...localeLabels(config.themeConfig.locales?.find((locale) => locale.lang === lang)),
    };
    const own: Partial<Record<UiKey, string>> = {};
    for (const key of Object.keys({ ...en, ...enSearch }) as UiKey[]) {
      const text =
        configured[key] ??
        overrides.get(key) ??
        (key === 'footer.editLink' ? editText : undefined) ??
        more?.[key] ??
        english.get(key) ??
        t(reads ?? lang, key);
      if (text !== t(lang, key)) own[key] = text;
    }
    if (Object.keys(own).length > 0) texts[lang] = own;
  }
  return texts;
}

/** The site's texts for our UI strings, each from the first of `langs` its Rspress key has a text in. */
function siteOverrides(site: I18nTexts, langs: readonly Lang[]): Map<UiKey, string> {
  const overrides = new Map<UiKey, string>();
  for (const [rspressKey, keys] of Object.entries(RSPRESS_KEYS)) {
    const text = langs.map((lang) => site[rspressKey]?.[lang]).find((value) => typeof value === 'string');
    if (typeof text === 'string') for (const key of keys) overrides.set(key, text);
  }
  return overrides;
}

/**
 * The UI strings a language's entry of `themeConfig.locales` sets with Rspress's keys (`outlineTitle`,
 * `searchPlaceholderText`…), as Rspress's theme reads that entry (empty ones set nothing).
 */
function localeLabels(locale: Record<string, unknown> | undefined): Partial<Record<UiKey, string>> {
  const labels: Partial<Record<UiKey, string>> = {};
  for (const [rspressKey, keys] of Object.entries(RSPRESS_KEYS)) {
    const text = locale?.[rspressKey];
    if (typeof text === 'string' && text) for (const key of keys) labels[key] = text;
  }
  // A language's own edit link names its text there (`editLink: { docRepoBaseUrl, text: '编辑此页' }`).
  const edit = locale?.editLink as { text?: unknown } | undefined;
  if (typeof edit?.text === 'string' && edit.text) labels['footer.editLink'] = edit.text;
  return labels;
}

/**
 * The UI strings the config's theme options set, by Rspress's keys (`outlineTitle`, and Rspress 1's
 * `lastUpdatedText`, `searchPlaceholderText`…; empty ones set nothing, as Rspress shows its own then).
 */
function configuredLabels(themeConfig: ConfiguredLabels): Partial<Record<UiKey, string>> {
  const { locales: _locales, ...labels } = themeConfig;
  return localeLabels(labels);
}
