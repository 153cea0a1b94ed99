import { join, relative } from 'node:path';
import { normalizePath } from '../shared/normalize-path';
import type { NavItem, PageType, Sidebar, SidebarItem } from '../shared/types';
import type { ContentProblems } from './errors';
import { routeKey } from './routes';
import { sectionFolders } from './sidebar';

/** What the check needs to know of a page. */
export interface CoveredPage {
  routePath: string;
  /** Path inside the language folder (`guide/start/introduction.md`). */
  pathInLang: string;
  /** Path shown in warnings. */
  display: string;
  pageType: PageType;
  /** False when its front matter hides the sidebar (`sidebar: false`): a page meant to stand without one. */
  sidebar: boolean;
}

/**
 * Warns about pages a reader cannot find by browsing: a doc page listed in no sidebar, and a
 * top-level folder whose pages neither the nav nor any sidebar links to. Home, 404, custom and blank
 * pages stand on their own and are left alone, and so does a page whose front matter hides the sidebar (a
 * blog post, most often, reached from its index). Warnings carry the file and, where it helps, line 1.
 */
export function warnUnreachable(
  langDir: string,
  pages: readonly CoveredPage[],
  sidebar: Sidebar,
  nav: readonly NavItem[],
  warnings: ContentProblems,
  {
    cwd = process.cwd(),
    addTo = "its folder's _meta.json (and that folder to its parent's, if it is not there)",
    rootSidebar = false,
    linksWithin = langDir,
  }: {
    cwd?: string;
    /** Where a link to a section folder may lead (see link-root.ts); the language folder when not given. */
    linksWithin?: string;
    /** Whether the language root's pages are listed in one sidebar (its `_meta.json`), so that each should be. */
    rootSidebar?: boolean;
    /** Where a page missing from the sidebars is added: the sidebars' source. */
    addTo?: string;
  } = {},
): void {
  const inSidebar = new Set<string>();
  for (const items of Object.values(sidebar)) collectLinks(items, inSidebar);
  const inNav = new Set<string>();
  collectLinks(nav, inNav);

  // Pages by their top-level folder, once: filtering every page for each folder cost seconds at 10,000
  // pages per language, which have hundreds of folders.
  const byFolder = new Map<string, CoveredPage[]>();
  for (const page of pages) {
    const slash = page.pathInLang.indexOf('/');
    if (slash < 0) continue;
    const folder = page.pathInLang.slice(0, slash);
    const section = byFolder.get(folder);
    if (section) section.push(page);
    else byFolder.set(folder, [page]);
  }
  for (const name of sectionFolders(langDir, linksWithin)) {
    const section = byFolder.get(name) ?? [];
    const reachable = section.some((p) => inSidebar.has(routeKey(p.routePath)) || inNav.has(routeKey(p.routePath)));
    if (section.length > 0 && !reachable) {
      // Named by the deepest folder holding them all (`guide/appendix` when that is where they are).
      const folder = commonFolder(section.map((p) => p.pathInLang));
      warnings.add(
        relative(cwd, join(langDir, folder)),
        undefined,
        `folder "${folder}" has ${section.length} page(s) but neither the nav nor a sidebar links to any of them`,
      );
    }
  }
  // A page the nav links to is found by browsing (a section's own index, `/learn/`, beside its sidebar's pages).
  // Pages at the language root belong to no section, unless the root's _meta.json makes one sidebar of them all:
  // then one it leaves out cannot be found.
  for (const page of pages) {
    if (page.pageType !== 'doc' || !page.sidebar) continue;
    if (inSidebar.has(routeKey(page.routePath)) || inNav.has(routeKey(page.routePath))) continue;
    if (!rootSidebar && !page.pathInLang.includes('/')) continue;
    warnings.add(page.display, 1, `page ${page.routePath} is in no sidebar: add it to ${addTo}`);
  }
}

/**
 * The deepest folder holding every one of `paths` (paths inside a language folder, each in some folder).
 *
 * @example commonFolder(['guide/appendix/a.md', 'guide/appendix/x/b.md']) // 'guide/appendix'
 */
function commonFolder(paths: readonly string[]): string {
  let folders = paths[0].split('/').slice(0, -1);
  for (const path of paths.slice(1)) {
    const parts = path.split('/').slice(0, -1);
    let same = 0;
    while (same < folders.length && same < parts.length && folders[same] === parts[same]) same++;
    folders = folders.slice(0, same);
  }
  return folders.join('/');
}

function collectLinks(items: readonly (SidebarItem | NavItem)[], into: Set<string>): void {
  for (const item of items) {
    if (item.link?.startsWith('/')) into.add(routeKey(normalizePath(item.link)));
    if (item.items) collectLinks(item.items, into);
  }
}
