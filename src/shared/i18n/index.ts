import type { Lang } from '../../shared/types';
import { en, type UiKey } from './en';
import { zh } from './zh';

export type { UiKey } from './en';

const strings: Record<Lang, Partial<Record<UiKey, string>>> = { en, zh };

/**
 * The UI string `key` in `lang`, falling back to English when the locale lacks it, so a new key
 * never shows up blank in a translation that has not caught up yet.
 *
 * @example
 * t('zh', 'outline.title') // '目录'
 */
export function t(lang: Lang, key: UiKey): string {
  return strings[lang]?.[key] ?? en[key];
}

/**
 * The language of our UI strings a site language reads: itself when we have its strings, else the one
 * named by its primary subtag, as a `zh-CN` or `zh-Hans` site reads Simplified Chinese; none for a
 * language we have no strings for (its interface is English).
 *
 * @example
 * interfaceLang('zh-CN') // 'zh'
 * interfaceLang('fr') // undefined
 */
export function interfaceLang(lang: Lang): Lang | undefined {
  const primary = lang.split('-')[0].toLowerCase();
  return [lang, primary].find((candidate) => Object.hasOwn(strings, candidate));
}
