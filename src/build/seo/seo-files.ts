import { markdownTwinPath } from '../../shared/markdown-twin';
import type { Lang, NavItem, Sidebar, SiteConfig } from '../../shared/types';
import type { ContentProblem } from '../errors';
import type { RenderedPage } from '../render/source-page';
import { yieldOften } from '../yield-often';
import { type LlmsInput, llmsFullTxt, llmsTxt } from './llms';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

/** Told once per build when `siteUrl` is missing. */
export const NO_SITE_URL =
  'siteUrl is not set: canonical and hreflang links, og:url, JSON-LD URLs and sitemap.xml are left out';

/**
 * Writes what search engines and LLM tools read beside the pages: a Markdown twin of every page
 * (`/guide/x.md`, written by the page's Markdown render: see remark-markdown-twin.ts), `llms.txt` and `llms-full.txt` per
 * language (`/llms.txt`, `/zh/llms.txt`), `sitemap.xml` and `robots.txt`. Resolves to the warnings
 * worth showing (one, when `siteUrl` is missing).
 */
export async function writeSeoFiles(
  site: {
    config: SiteConfig;
    nav: Record<Lang, NavItem[]>;
    sidebar: Record<Lang, Sidebar>;
    pages: Pick<RenderedPage, 'record' | 'pageType' | 'markdown'>[];
  },
  write: (path: string, text: string) => void,
  /** The config file as shown in messages (where `siteUrl` goes). */
  configFile: string,
): Promise<ContentProblem[]> {
  const { config } = site;
  // The build calls this while its render workers run: let it hand them their next pages.
  const breathe = yieldOften();
  for (const { record, markdown } of site.pages) {
    write(markdownTwinPath(record.routePath).slice(1), markdown);
    await breathe();
  }

  for (const { lang } of config.llms === false ? [] : config.locales) {
    const input: LlmsInput = {
      config,
      lang,
      sidebar: site.sidebar[lang] ?? {},
      nav: site.nav[lang] ?? [],
      pages: site.pages
        .filter((page) => page.record.lang === lang && page.pageType !== '404')
        .map(({ record, markdown }) => ({
          routePath: record.routePath,
          title: record.title,
          description: record.frontmatter.description,
          markdown,
        })),
    };
    const dir = lang === config.lang ? '' : `${lang}/`;
    write(`${dir}llms.txt`, llmsTxt(input));
    write(`${dir}llms-full.txt`, llmsFullTxt(input));
  }

  const sitemap = sitemapXml(
    config,
    site.pages.map(({ record, pageType }) => ({ ...record, pageType })),
  );
  if (sitemap) write('sitemap.xml', sitemap);
  write('robots.txt', robotsTxt(config));
  return config.siteUrl ? [] : [{ file: configFile, message: NO_SITE_URL }];
}
