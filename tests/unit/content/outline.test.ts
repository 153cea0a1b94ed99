import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang, SidebarItem } from '../../../src/shared/types';
import outline from '../../fixtures/outline.json';
import { type BuiltSite, buildForTest } from '../../support/built-site';

// The site's content must carry exactly the titles and h2-h4 outlines of the product outline, in both
// languages, and the navigation data it lists: checked on the built site, as readers get it.
let site: BuiltSite;
beforeAll(async () => {
  site = await buildForTest(join(process.cwd(), 'content'));
}, 600_000);

const pageAt = (route: string) => site.page(route);
/** The first page a sidebar links to, whose sidebar it is. */
const firstLink = (items: readonly SidebarItem[]): string | undefined => {
  for (const item of items) {
    const link = item.link ?? firstLink(item.items ?? []);
    if (link) return link;
  }
  return undefined;
};

/**
 * The API section opens with its overview page (content/<lang>/api/index.md), which the outline does
 * not list: this takes it out again. A section folder mixing a page with sub-folders may come wrapped
 * in one group; without the page, that wrapper is dropped too.
 */
function withoutOverview(items: SidebarItem[], link: string): { groups: SidebarItem[]; overview?: SidebarItem } {
  const [first, ...rest] = items;
  return first?.link === link ? { groups: rest, overview: first } : { groups: items };
}

describe('content against the outline', () => {
  for (const [route, langs] of Object.entries(outline.routes)) {
    for (const lang of ['en', 'zh'] as const) {
      const path = lang === 'en' ? route : `/zh${route}`;
      it(`${path} has the outline's title, suffix and headings with their ids`, () => {
        const expected = langs[lang];
        const page = pageAt(path);
        expect(page?.title).toBe(expected.title);
        expect(page?.frontmatter.titleSuffix).toBe(expected.titleSuffix);
        // The outline gives headings as written in Markdown; inline code renders without its backticks.
        const headings = expected.headings.map((h) => ({ ...h, text: h.text.replace(/`/g, '') }));
        expect(page?.toc.map(({ depth, text, id }) => ({ depth, text, id }))).toEqual(headings);
        if ('sidebar' in expected) expect(page?.frontmatter.sidebar).toBe(expected.sidebar);
      });
    }
  }

  it('has the navigation of the outline in both languages', () => {
    expect(site.nav).toEqual(outline.nav);
  });

  it('has the sidebars of the outline in both languages, the API ones opening with the overview page', () => {
    const sidebars = outline.sidebar as Record<Lang, Record<string, SidebarItem[]>>;
    for (const [lang, bars] of Object.entries(sidebars)) {
      for (const [key, expected] of Object.entries(bars)) {
        // Every page of a section shows its sidebar: read it on the first page it links to.
        const shown = site.sidebar(firstLink(expected) ?? key);
        if (key.endsWith('/api')) {
          const { groups, overview } = withoutOverview(shown, `${key}/`);
          expect(overview).toEqual({ text: lang === 'en' ? 'Overview' : '概览', link: `${key}/` });
          expect(groups, key).toEqual(expected);
        } else expect(shown, key).toEqual(expected);
      }
    }
  });

  it('has the home hero and the nine features of the outline', () => {
    for (const lang of ['en', 'zh'] as const) {
      const home = pageAt(lang === 'en' ? '/' : '/zh/');
      const expected = outline.home[lang];
      expect(home?.pageType).toBe('home');
      expect(home?.frontmatter.titleSuffix).toBe(expected.titleSuffix);
      expect(home?.frontmatter.hero?.name).toBe('Esmx');
      expect(home?.frontmatter.hero?.actions?.map((a) => [a.theme, a.text])).toEqual(
        expected.hero.actions.map((a) => [a.theme, a.text]),
      );
      expect(home?.frontmatter.features?.map((f) => [f.icon, f.title])).toEqual(
        expected.features.map((f) => [f.icon, f.title]),
      );
    }
  });

  it('states the supported environment on the home page', () => {
    const text = (lang: Lang, route: string) => site.searchDocs(lang).find((d) => d.routePath === route)?.content;
    expect(text('en', '/')).toContain('Node.js 24 or newer and modern browsers');
    expect(text('zh', '/zh/')).toContain('Node.js 24 及以上版本和现代浏览器');
  });
});
