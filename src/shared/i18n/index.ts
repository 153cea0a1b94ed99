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
