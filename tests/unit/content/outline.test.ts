import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/build/config/load-config';
import { loadSite, type Site } from '../../../src/build/site';
import type { Lang, SidebarItem } from '../../../src/shared/types';
import outline from '../../fixtures/outline.json';

// The site's content must carry exactly the titles and h2-h4 outlines of the product outline, in both
// languages, and the navigation data it lists.
let site: Site;
beforeAll(async () => {
  const contentDir = join(process.cwd(), 'content');
  site = await loadSite({ contentDir, config: (await loadConfig(contentDir)).config });
}, 30_000);

const pageAt = (route: string) => site.pages.find((p) => p.record.routePath === route);

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
        expect(page?.record.title).toBe(expected.title);
        expect(page?.record.frontmatter.titleSuffix).toBe(expected.titleSuffix);
        // The outline gives headings as written in Markdown; inline code renders without its backticks.
        const headings = expected.headings.map((h) => ({ ...h, text: h.text.replace(/`/g, '') }));
        expect(page?.record.toc.map(({ depth, text, id }) => ({ depth, text, id }))).toEqual(headings);
        if ('sidebar' in expected) expect(page?.record.frontmatter.sidebar).toBe(expected.sidebar);
      });
    }
  }

  it('has the navigation of the outline in both languages', () => {
    expect(site.nav).toEqual(outline.nav);
  });

  it('has the sidebars of the outline in both languages, the API ones opening with the overview page', () => {
    const sidebar = JSON.parse(JSON.stringify(site.sidebar)) as Record<Lang, Record<string, SidebarItem[]>>;
    for (const [lang, key] of [
      ['en', '/api'],
      ['zh', '/zh/api'],
    ] as const) {
      const { groups, overview } = withoutOverview(sidebar[lang][key]!, `${key}/`);
      expect(overview).toEqual({ text: lang === 'en' ? 'Overview' : '概览', link: `${key}/` });
      sidebar[lang][key] = groups;
    }
    expect(sidebar).toEqual(outline.sidebar);
  });

  it('has the home hero and the nine features of the outline', () => {
    for (const lang of ['en', 'zh'] as const) {
      const home = pageAt(lang === 'en' ? '/' : '/zh/');
      const expected = outline.home[lang];
      expect(home?.pageType).toBe('home');
      expect(home?.record.frontmatter.titleSuffix).toBe(expected.titleSuffix);
      expect(home?.record.frontmatter.hero?.name).toBe('Esmx');
      expect(home?.record.frontmatter.hero?.actions?.map((a) => [a.theme, a.text])).toEqual(
        expected.hero.actions.map((a) => [a.theme, a.text]),
      );
      expect(home?.record.frontmatter.features?.map((f) => [f.icon, f.title])).toEqual(
        expected.features.map((f) => [f.icon, f.title]),
      );
    }
  });

  it('states the supported environment on the home page', () => {
    expect(pageAt('/')?.text).toContain('Node.js 24 or newer and modern browsers');
    expect(pageAt('/zh/')?.text).toContain('Node.js 24 及以上版本和现代浏览器');
  });
});
