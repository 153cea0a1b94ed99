import { type Locales, localesOf } from '../../shared/locale';
import { markdownTwinPath } from '../../shared/markdown-twin';
import { isNavActive } from '../../shared/nav-active';
import { normalizePath } from '../../shared/normalize-path';
import { siteTitleIn } from '../../shared/title';
import type { Lang, NavItem, Sidebar, SidebarItem, SiteConfig } from '../../shared/types';
import { routeKey } from '../routes';
import { absoluteUrl, sitePath } from './site-url';

/** What llms.txt needs of one page of the language. */
interface LlmsPage {
  routePath: string;
  title: string;
  description?: string;
}

export interface LlmsInput {
  config: SiteConfig;
  lang: Lang;
  /** The language's sidebars, in order: they give the sections and the order of pages. */
  sidebar: Sidebar;
  /** The language's top navigation: names a section for pages that sit beside a sidebar's groups. */
  nav: readonly NavItem[];
  pages: readonly LlmsPage[];
}

/**
 * Title of the section listing pages no sidebar holds (the home page, the blog index…), in English for a
 * language we have no words for (`en-US`, `ja`), as the site's UI texts fall back.
 */
const OTHER_PAGES: Partial<Record<Lang, string>> = { en: 'Other pages', zh: '其他页面' };

/**
 * `llms.txt` of one language (llmstxt.org): the site's title and description, then one section per
 * sidebar group with a link to each page's Markdown twin and its description. Pages no sidebar lists
 * come last, so every page is there once.
 *
 * @example
 * llmsTxt({ config, lang: 'en', sidebar, nav, pages })
 * // '# Esmx\n\n> ESM-based …\n\n## Getting Started\n\n- [Introduction](https://esmx.dev/guide/start/introduction.md): What Esmx is…'
 */
export function llmsTxt(input: LlmsInput): string {
  const { config } = input;
  const sections = llmsSections(input).map(({ title, pages }) => {
    const lines = pages.map((page) => {
      const path = markdownTwinPath(page.routePath);
      const url = absoluteUrl(config, path) ?? sitePath(config, path);
      return `- [${page.title}](${url})${page.description ? `: ${page.description}` : ''}`;
    });
    return `## ${title}\n\n${lines.join('\n')}`;
  });
  return `${[header(input), ...sections].join('\n\n')}\n`;
}

/**
 * `llms-full.txt` of one language, in parts to write one after the other: the header, then every page's
 * Markdown twin (`twinOf` reads it, one page at a time) in sidebar order, separated by rules. A site of
 * 10,000 pages has ~60 MB of twins per language, so the whole text is never held at once.
 *
 * @example
 * [...llmsFullTxt(input, (route) => readFileSync(twinFile(route), 'utf8'))].join('')
 * // '# Esmx\n\n> ESM framework\n\n---\n\n# Introduction\n\n…\n'
 */
export function* llmsFullTxt(input: LlmsInput, twinOf: (routePath: string) => string): Generator<string> {
  yield header(input);
  for (const page of llmsSections(input).flatMap((section) => section.pages)) {
    yield `\n\n---\n\n${twinOf(page.routePath).trim()}`;
  }
  yield '\n';
}

function header({ config, lang }: LlmsInput): string {
  const locale = config.locales.find((l) => l.lang === lang);
  const description = locale?.description ?? config.description;
  return `# ${siteTitleIn(config, lang)}${description ? `\n\n> ${description}` : ''}`;
}

interface Section {
  title: string;
  pages: LlmsPage[];
}

/** The pages grouped the way the sidebar shows them; each page appears in the first place it is listed. */
function llmsSections({ config, lang, sidebar, nav, pages }: LlmsInput): Section[] {
  // By route as the sidebar marks its current page: `/guide/clients/index` and `.html` links name theirs too.
  const byRoute = new Map(pages.map((page) => [routeKey(normalizePath(page.routePath)), page]));
  const seen = new Set<string>();
  const take = (items: readonly SidebarItem[]): LlmsPage[] =>
    items.flatMap((item) => {
      const own = item.link ? byRoute.get(routeKey(normalizePath(item.link))) : undefined;
      const here = own && !seen.has(own.routePath) ? [own] : [];
      for (const page of here) seen.add(page.routePath);
      return [...here, ...take(item.items ?? [])];
    });
  const sections: Section[] = [];
  // Sections of one title are one: a dropdown's sidebars, or groups of the same name.
  const add = (title: string, found: LlmsPage[]) => {
    const same = sections.find((section) => section.title === title);
    if (same) same.pages.push(...found);
    else sections.push({ title, pages: found });
  };
  const locales = localesOf(config);
  for (const [prefix, items] of Object.entries(sidebar)) {
    const loose = take(items.filter((item) => !item.items));
    // One sidebar of the whole language (a root `_meta.json`) is the site's own section.
    const root = prefix === '/' || prefix === `/${lang}`;
    const named = sectionName(prefix, firstLink(items), nav, locales);
    if (loose.length) add(named ?? (root ? siteTitleIn(config, lang) : prefix), loose);
    for (const group of items.filter((item) => item.items)) {
      const grouped = take([group]);
      if (grouped.length) add(group.text, grouped);
    }
  }
  const rest = pages.filter((page) => !seen.has(page.routePath));
  if (rest.length) add(OTHER_PAGES[lang] ?? 'Other pages', rest);
  return sections;
}

/**
 * The text of the nav item leading into a sidebar's section (`/api` → "API"), or of the one the nav marks active on
 * its first page (by `activeMatch`), a dropdown's item rather than the dropdown, if one does.
 */
function sectionName(
  prefix: string,
  first: string | undefined,
  nav: readonly NavItem[],
  locales: Locales,
): string | undefined {
  const inSection = (link?: string) => link === prefix || link?.startsWith(`${prefix}/`);
  for (const entry of nav) {
    if (inSection(entry.link)) return entry.text;
    const child = entry.items?.find((item) => inSection(item.link));
    if (child) return child.text;
  }
  if (first === undefined) return undefined;
  const active = nav.find((entry) => isNavActive(entry, first, locales));
  return active?.items?.find((child) => isNavActive(child, first, locales))?.text ?? active?.text;
}

/** The first page a sidebar links to. */
function firstLink(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    const link = item.link ?? firstLink(item.items ?? []);
    if (link) return link;
  }
  return undefined;
}
