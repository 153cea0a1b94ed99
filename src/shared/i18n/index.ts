import type { Lang } from '../../shared/types';
import type { ShellKey } from './en';
import { enSearch, type SearchTextKey } from './en-search';
import { shellStrings, shellT } from './shell';
import { zhSearch } from './zh-search';

export type { ShellKey } from './en';

/** A key of the UI strings: the shell's (en.ts) or the search dialog's (en-search.ts). */
export type UiKey = ShellKey | SearchTextKey;

const searchStrings: Record<Lang, Partial<Record<SearchTextKey, string>>> = { en: enSearch, zh: zhSearch };

const isSearchKey = (key: UiKey): key is SearchTextKey => Object.hasOwn(enSearch, key);

/**
 * The UI string `key` in `lang`, falling back to English when the locale lacks it, so a new key
 * never shows up blank in a translation that has not caught up yet. For the build and the search dialog:
 * the page's script uses `shellT` (shell.ts), as importing this module brings the dialog's strings along.
 *
 * @example
 * t('zh', 'outline.title') // '目录'
 */
export function t(lang: Lang, key: UiKey): string {
  return isSearchKey(key) ? (searchStrings[lang]?.[key] ?? enSearch[key]) : shellT(lang, key);
}

/**
 * The language of our UI strings a site language reads: itself when we have its strings, else the one
 * named by its primary subtag, as a `zh-CN` or `zh-Hans` site reads Simplified Chinese; none for a
 * language we have no strings for (its interface is English), nor for Chinese in Traditional characters
 * (`zh-TW`, `zh-HK`, `zh-Hant`), which Simplified text would not serve: Rspress's theme speaks English there too.
 *
 * @example
 * interfaceLang('zh-CN') // 'zh'
 * interfaceLang('zh-tw') // undefined
 * interfaceLang('fr') // undefined
 */
export function interfaceLang(lang: Lang): Lang | undefined {
  if (/^zh-(?:hant|tw|hk|mo)\b/i.test(lang)) return undefined;
  const primary = lang.split('-')[0].toLowerCase();
  return [lang, primary].find((candidate) => Object.hasOwn(shellStrings, candidate));
}
