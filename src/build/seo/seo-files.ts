import { markdownTwinPath } from '../../shared/markdown-twin';
import { isNotFoundPage } from '../../shared/not-found-page';
import type { Lang, NavItem, Sidebar, SiteConfig } from '../../shared/types';
import type { RenderedPage } from '../render/source-page';
import { yieldOften } from '../yield-often';
import { type LlmsInput, llmsFullTxt, llmsTxt } from './llms';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

/** How `writeSeoFiles` writes: a file whole, a file in parts, and a page's Markdown twin read back. */
export interface SeoWriter {
  write(path: string, text: string): void;
  writeParts(path: string, parts: AsyncIterable<string>): Promise<void>;
  /** The text of a file already written (the Markdown twins, written as each page rendered). */
  read(path: string): string;
}

/**
 * Writes what search engines and LLM tools read beside the pages: `llms.txt` and `llms-full.txt` per
 * language (`/llms.txt`, `/zh/llms.txt`), `sitemap.xml` and `robots.txt`. `llms-full.txt` is every page's
 * Markdown twin (`/guide/x.md`, written as the page's Markdown rendered: see remark-markdown-twin.ts and
 * markdown-stage.ts), read back one at a time. Without `siteUrl` there is no sitemap (see site-url-warning.ts).
 */
export async function writeSeoFiles(
  site: {
    config: SiteConfig;
    nav: Record<Lang, NavItem[]>;
    sidebar: Record<Lang, Sidebar>;
    pages: Pick<RenderedPage, 'record' | 'pageType'>[];
  },
  out: SeoWriter,
): Promise<void> {
  const { config } = site;
  const { write } = out;
  // The build calls this while its render workers run: let it hand them their next pages.
  const breathe = yieldOften();
  const twinOf = (routePath: string) => out.read(markdownTwinPath(routePath).slice(1));

  for (const { lang } of config.llms === false ? [] : config.locales) {
    const input: LlmsInput = {
      config,
      lang,
      sidebar: site.sidebar[lang] ?? {},
      nav: site.nav[lang] ?? [],
      pages: site.pages
        .filter(({ record, pageType }) => record.lang === lang && !isNotFoundPage({ ...record, pageType }, config.lang))
        .map(({ record }) => ({
          routePath: record.routePath,
          title: record.title,
          description: record.description,
        })),
    };
    const dir = lang === config.lang ? '' : `${lang}/`;
    write(`${dir}llms.txt`, llmsTxt(input));
    await out.writeParts(`${dir}llms-full.txt`, breathing(llmsFullTxt(input, twinOf), breathe));
  }

  const sitemap = sitemapXml(
    config,
    site.pages.map(({ record, pageType }) => ({ ...record, pageType })),
  );
  if (sitemap) write('sitemap.xml', sitemap);
  write('robots.txt', robotsTxt(config));
}

/** `parts`, giving the event loop a turn every few milliseconds (see yield-often.ts). */
async function* breathing(parts: Iterable<string>, breathe: () => Promise<void>): AsyncGenerator<string> {
  for (const part of parts) {
    yield part;
    await breathe();
  }
}
