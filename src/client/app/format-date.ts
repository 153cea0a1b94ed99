import type { Lang } from '../../shared/types';

/** Locales that need their region spelled out; any other language formats dates as itself. */
const LOCALES: Record<Lang, string> = { en: 'en-US', zh: 'zh-CN' };

/**
 * A page's last-updated day as readers of `lang` write dates. Locale and time zone (UTC) are
 * fixed so the prerendered text and the hydrating browser agree; the time of day is left out
 * because ICU versions disagree on its spacing (U+202F before "AM"), which would differ between
 * Node and the browser.
 *
 * @example
 * formatDate(Date.UTC(2025, 0, 31, 23, 5), 'en') // 'January 31, 2025'
 * formatDate(Date.UTC(2025, 0, 31, 23, 5), 'zh') // '2025年1月31日'
 */
export function formatDate(ms: number, lang: Lang): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  return new Date(ms).toLocaleDateString(LOCALES[lang] ?? lang, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
