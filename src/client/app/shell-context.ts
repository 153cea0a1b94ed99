import { createContext, useContext } from 'react';
import { withBase } from '../../shared/base-path';
import type { ShellKey, UiKey } from '../../shared/i18n';
import { shellT } from '../../shared/i18n/shell';
import type { Locales } from '../../shared/locale';
import type { Lang, PageData, SidebarItem, SiteData } from '../../shared/types';
import type { PageLoader } from './page-loader';

/** What every component of the shell may read: the site, the page on screen, the page loader. */
export interface Shell {
  site: SiteData;
  /** The site's languages and their path rules. */
  locales: Locales;
  page: PageData;
  /** The sidebar of the page's section; empty without one. */
  sidebar: SidebarItem[];
  /** Loads pages and the search index through the same cache navigation uses. */
  loader: PageLoader;
}

export const ShellContext = createContext<Shell | null>(null);

/** The shell; components only ever render inside `<App>`, which provides it. */
export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('esmx-docs: useShell() called outside <App>');
  return shell;
}

/**
 * `t` bound to the page's language, with the strings the site data gives for it first (the build resolves
 * a `zh-CN` page's strings and a site's `i18n.json` there): `const tr = useT(); tr('outline.title')`.
 * It knows the shell's strings; the search dialog passes the lookup of every string, `useT(t)`
 * (i18n/index.ts), so that only the dialog's chunk carries the dialog's strings.
 */
export function useT(): (key: ShellKey) => string;
export function useT<K extends UiKey>(lookup: (lang: Lang, key: K) => string): (key: K) => string;
export function useT(lookup = shellT as (lang: Lang, key: UiKey) => string): (key: UiKey) => string {
  const { site, page } = useShell();
  const own = site.texts?.[page.lang];
  return (key) => own?.[key] ?? lookup(page.lang, key);
}

/**
 * A route path as a URL under the site's base, its spaces encoded: a browser drops those that end an `href`, and
 * a page whose file name ends in one (`byte and bit .md`) would be out of reach.
 */
export function useHref(): (path: string) => string {
  const base = useShell().site.config.base;
  return (path) => withBase(path, base).replaceAll(' ', '%20');
}
