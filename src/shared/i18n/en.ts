/**
 * English UI strings: the source of truth, with en-search.ts (the search dialog's). Every word the site shows
 * readers lives in one of the two (the shell's and the ones the Markdown build writes into pages); other
 * locales may leave keys out and fall back to these.
 */
export const en = {
  skipToContent: 'Skip to content',
  'nav.main': 'Main',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.languages': 'Languages',
  'nav.more': 'more',
  'nav.versions': 'Versions',
  'theme.dark': 'Dark mode',
  'search.button': 'Search',
  'search.shortcut': 'Ctrl K',
  'search.shortcutMac': '⌘ K',
  'sidebar.label': 'Sidebar Navigation',
  'sidebar.open': 'Menu',
  'outline.title': 'ON THIS PAGE',
  'overview.filter': 'Filter',
  'overview.placeholder': 'Enter keyword',
  'overview.empty': 'No matching API found',
  'footer.prev': 'Previous Page',
  'footer.next': 'Next Page',
  'footer.pager': 'Pager',
  'footer.lastUpdated': 'Last Updated',
  'footer.editLink': 'Edit this page',
  'footer.scrollToTop': 'Back to top',
  'footer.copyMarkdown': 'Copy as Markdown',
  'footer.copiedMarkdown': 'Copied',
  'content.copied': 'Copied',
  'offline.updated': 'This site has been updated.',
  'offline.reload': 'Reload',
  'notFound.code': '404',
  'notFound.title': 'PAGE NOT FOUND',
  'notFound.home': 'Take me home',
} as const;

/** A key of the shell's UI strings. */
export type ShellKey = keyof typeof en;
