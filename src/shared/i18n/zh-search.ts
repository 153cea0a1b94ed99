import type { SearchTextKey } from './en-search';

/** Simplified Chinese UI strings of the search dialog (see en-search.ts). A missing key falls back to English (see `t`). */
export const zhSearch: Partial<Record<SearchTextKey, string>> = {
  'search.dialog': '搜索',
  'search.placeholder': '搜索文档',
  'search.cancel': '取消',
  'search.results': '搜索结果',
  'search.loading': '正在搜索…',
  'search.noResults': '无搜索结果',
  'search.tryAgain': '请尝试其他关键词',
  'search.more': '更多结果',
  'search.clearHighlights': '清除高亮',
  'search.recent': '最近搜索',
  'search.remove': '移除',
  'search.clearAll': '全部清除',
  'search.resultCount': '{count} 条结果',
  'search.oneResult': '1 条结果',
};
