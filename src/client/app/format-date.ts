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
  return formatterOf(lang).format(ms);
}

// One formatter per language: toLocaleDateString builds a new one on every call, which showed up at
// about 1 % of the prerender's CPU on a 2,000-page build.
const formatters = new Map<Lang, Intl.DateTimeFormat>();

function formatterOf(lang: Lang): Intl.DateTimeFormat {
  let formatter = formatters.get(lang);
  if (!formatter) {
    const options = { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' } as const;
    formatter = new Intl.DateTimeFormat(LOCALES[lang] ?? lang, options);
    formatters.set(lang, formatter);
  }
  return formatter;
}
