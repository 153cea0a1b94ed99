/**
 * English UI strings: the source of truth. Every word the site shows readers lives here (the shell's and
 * the ones the Markdown build writes into pages); other locales may leave keys out and fall back to these.
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
  'search.dialog': 'Search',
  'search.shortcut': 'Ctrl K',
  'search.shortcutMac': '⌘ K',
  'search.placeholder': 'Search docs',
  'search.cancel': 'Cancel',
  'search.results': 'Search results',
  'search.loading': 'Searching…',
  'search.noResults': 'No results for',
  'search.tryAgain': 'Please try again with a different keyword',
  'search.more': 'More results',
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
  'notFound.code': '404',
  'notFound.title': 'PAGE NOT FOUND',
  'notFound.home': 'Take me home',
  // Written into pages by the Markdown build: default container titles, the code blocks' copy button.
  'container.tip': 'TIP',
  'container.warning': 'WARNING',
  'container.danger': 'DANGER',
  'container.info': 'INFO',
  'container.details': 'DETAILS',
  'code.copy': 'Copy code',
} as const;

/** A key of the UI strings. */
export type UiKey = keyof typeof en;
