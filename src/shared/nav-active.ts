import type { Locales } from './locale';
import { samePath } from './same-path';
import type { NavItem } from './types';

/**
 * Whether a navbar item is the section of the page at `path`: the one rule the navbar (which marks the
 * item) and the search index (which names the section under each hit) both follow. `activeMatch` is
 * tested, as a regular expression or as a plain prefix when it is not a valid one, against the path
 * without its language prefix, which is why the Chinese nav can say `/guide/` too. Without
 * `activeMatch` only the item's own page counts; an item with children is active when one of them is.
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
  if (item.link && samePath(locales.stripLang(item.link), bare)) return true;
  return (item.items ?? []).some((child) => isNavActive(child, path, locales));
}
