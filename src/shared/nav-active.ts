import type { Locales } from './locale';
import { normalizePath } from './normalize-path';
import { samePath } from './same-path';
import type { NavItem } from './types';

/**
 * Whether a navbar item is the section of the page at `path`: the one rule the navbar (which marks the
 * item) and the search index (which names the section under each hit) both follow. `activeMatch` is
 * tested, as a regular expression or as a plain prefix when it is not a valid one, against the path
 * without its language prefix, which is why the Chinese nav can say `/guide/` too. Without
 * `activeMatch` the item's own page and the pages under its link count; an item with children is active
 * when one of them is.
 *
 * @example
 * isNavActive({ text: '指南', link: '/zh/guide/start/introduction', activeMatch: '/guide/' }, '/zh/guide/essentials/csr', locales) // true
 */
export function isNavActive(item: NavItem, path: string, locales: Locales): boolean {
  const bare = locales.stripLang(path);
  if (item.activeMatch) {
    try {
      return new RegExp(item.activeMatch).test(bare);
    } catch {
      return bare.startsWith(item.activeMatch);
    }
  }
  if (item.link) {
    // As Rspress tests an item's own link against the path when it has no `activeMatch`: its page and the
    // pages under it (`/guide/` stays marked on `/guide/start`), but the home page's link marks only itself.
    const own = normalizePath(locales.stripLang(item.link));
    if (samePath(own, bare) || (own.length > 1 && bare.startsWith(own.replace(/\/?$/, '/')))) return true;
  }
  return (item.items ?? []).some((child) => isNavActive(child, path, locales));
}
