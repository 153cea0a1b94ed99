import type { Lang } from '../../shared/types';

/**
 * The words the Markdown build writes into pages (default container titles, the code blocks' copy
 * button, the labels of Rspress's components), by language. Kept out of the UI strings the browser
 * bundle carries: no script ever shows them.
 */
const en = {
  'container.tip': 'TIP',
  'container.warning': 'WARNING',
  'container.danger': 'DANGER',
  'container.info': 'INFO',
  'container.details': 'DETAILS',
  'container.note': 'NOTE',
  'container.important': 'IMPORTANT',
  'container.caution': 'CAUTION',
  'code.copy': 'Copy code',
  'component.source': 'Source',
  'component.prompt': 'For your Agent',
  'component.promptTitle': 'Agent Prompt',
} as const;

/** A key of the words pages are written with. */
export type PageStringKey = keyof typeof en;

/** The site's own words for some of them, in a page's language (see site-page-strings.ts). */
export type PageStrings = Partial<Record<PageStringKey, string>>;

const zh: Record<PageStringKey, string> = {
  'container.tip': '提示',
  'container.warning': '警告',
  'container.danger': '危险',
  'container.info': '信息',
  'container.details': '详情',
  'container.note': '注意',
  'container.important': '重要',
  'container.caution': '谨慎',
  'code.copy': '复制代码',
  'component.source': '源码',
  'component.prompt': '给你的 Agent',
  'component.promptTitle': 'Agent Prompt',
};

const strings: Record<Lang, Partial<Record<PageStringKey, string>>> = { en, zh };

/**
 * The page string `key` in `lang`: the site's own (`own`, from its `i18n.json`), else ours; English for a
 * language without its own (as the UI strings do).
 *
 * @example pageString('zh', 'container.tip') // '提示'
 */
export function pageString(lang: Lang, key: PageStringKey, own?: PageStrings): string {
  return own?.[key] ?? strings[lang]?.[key] ?? en[key];
}
