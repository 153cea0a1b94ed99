import type { ConfigSidebarItem, NavItem, Sidebar, SidebarItem, SiteConfig } from '../shared/types';
import { type ItemSource, noteSource } from './item-source';
import { prefixedNavItem } from './nav';
import { type PageLookup, withPrefix } from './sidebar';

/**
 * Where the config writes an item whose link it writes as `written` (none for an item without a link): the
 * option's line, or the item's own where the text shows it.
 */
export type ConfiguredSource = (written?: string) => ItemSource;

/**
 * The navbar the config gives a language (its `themeConfig.locales` entry's, else `themeConfig.nav`), internal
 * links with the language's prefix; undefined when it gives none, and `_nav.json` is read instead. Each item
 * is noted as written where `source` says (the config's line), where a link to no page is reported.
 *
 * @example configuredNav(config, 'zh', '/zh', { file: 'docs/site.config.ts', line: 4 }) // [{ text: 'Guide', link: '/zh/guide/', … }]
 */
export function configuredNav(
  config: SiteConfig,
  lang: string,
  prefix: string,
  source: ConfiguredSource,
): NavItem[] | undefined {
  const items = config.themeConfig.locales?.find((l) => l.lang === lang)?.nav ?? config.themeConfig.nav;
  const note = (item: NavItem): NavItem =>
    noted({ ...item, ...(item.items ? { items: item.items.map(note) } : {}) }, source(item.link));
  return items?.map((item) => prefixedNavItem(note(item), prefix, config.lang));
}

/**
 * The sidebars the config gives a language (as `configuredNav` picks them), keyed as the build keys sidebars
 * (`/guide`, `/zh/guide`); undefined when it gives none, and `_meta.json` and the folders make them instead.
 * A page's path alone becomes a link labelled with that page's title.
 *
 * @example configuredSidebar(config, 'en', '', lookup, source) // { '/guide': [{ text: 'Start', items: [{ text: 'Introduction', link: '/guide/intro' }] }] }
 */
export function configuredSidebar(
  config: SiteConfig,
  lang: string,
  prefix: string,
  lookup: PageLookup,
  source: ConfiguredSource,
): Sidebar | undefined {
  const sidebars = config.themeConfig.locales?.find((l) => l.lang === lang)?.sidebar ?? config.themeConfig.sidebar;
  if (!sidebars) return undefined;
  const item = (written: ConfigSidebarItem): SidebarItem => {
    if (typeof written === 'string') {
      const link = withPrefix(rooted(written), prefix);
      return noted({ text: lookup(pathInLang(link, prefix))?.title ?? written, link }, source(written));
    }
    const { items, link, text, ...rest } = written;
    return noted(
      {
        ...rest,
        text: text ?? '',
        ...(link !== undefined ? { link: withPrefix(rooted(link), prefix) } : {}),
        ...(items ? { items: items.map(item) } : {}),
      },
      source(link),
    );
  };
  // One sidebar object may serve every language, its keys being route prefixes as in Rspress (`'/'` and
  // `'/zh'`): a language with keys of its own takes those, another language's are left out, and a language
  // with none takes the rest with its prefix.
  const keys = Object.keys(sidebars).map((key) => [key, rooted(key).replace(/(.)\/$/, '$1')] as const);
  const langOf = (route: string) =>
    config.locales.find((l) => l.lang !== config.lang && (route === `/${l.lang}` || route.startsWith(`/${l.lang}/`)))
      ?.lang;
  const own = keys.filter(([, route]) => (langOf(route) ?? config.lang) === lang);
  const taken = own.length > 0 ? own : keys.filter(([, route]) => langOf(route) === undefined);
  const sidebar: Sidebar = {};
  for (const [key, route] of taken) sidebar[withPrefix(route, prefix)] = sidebars[key].map(item);
  return sidebar;
}

/** `guide/a` → `/guide/a`; external links stay as they are. */
function rooted(link: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('/') || link.startsWith('#') ? link : `/${link}`;
}

/** The page a link names, as the lookup knows pages: `/zh/guide/` → `guide/index`, `/guide/a.md` → `guide/a`. */
function pathInLang(link: string, prefix: string): string {
  const path = (prefix && link.startsWith(`${prefix}/`) ? link.slice(prefix.length) : link)
    .replace(/[?#].*$/, '')
    .replace(/\.(mdx?|html)$/, '')
    .replace(/^\//, '');
  return path === '' || path.endsWith('/') ? `${path}index` : path;
}

function noted<T extends object>(item: T, source: ItemSource): T {
  return noteSource({ ...item }, source);
}
