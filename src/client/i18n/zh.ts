import type { UiKey } from './en';

/** Simplified Chinese UI strings. A missing key falls back to English (see `t`). */
export const zh: Partial<Record<UiKey, string>> = {
  'skipToContent': '跳到正文',
  'nav.main': '主导航',
  'nav.menu': '菜单',
  'nav.openMenu': '打开菜单',
  'nav.closeMenu': '关闭菜单',
  'nav.languages': '语言',
  'nav.more': '更多',
  'theme.dark': '深色模式',
  'search.button': '搜索',
  'search.dialog': '搜索',
  'search.shortcut': 'Ctrl K',
  'sidebar.label': '侧边栏导航',
  'sidebar.open': '菜单',
  'outline.title': '目录',
  'footer.prev': '上一页',
  'footer.next': '下一页',
  'footer.pager': '翻页',
  'footer.lastUpdated': '最后更新时间',
  'footer.editLink': '编辑此页',
  'footer.scrollToTop': '回到顶部',
  // notFound.* stays English on purpose: the spec names the 404 texts verbatim for every locale.
};
