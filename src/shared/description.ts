import type { FrontMatter, Lang, SiteConfig } from './types';

/**
 * What describes a page in its `<meta name="description">`: its front matter's words, else its own (see
 * `PageRecord.description`), else its language's `description`, else the site's. Build and browser both call
 * this, so the prerendered description stays as it is once the page is hydrated.
 *
 * @example pageDescriptionOf({ lang: 'zh', frontmatter: {} }, { locales: [{ lang: 'zh', label: '中文', description: '文档' }] }) // '文档'
 */
export function pageDescriptionOf(
  page: { lang: Lang; description?: string; frontmatter: Pick<FrontMatter, 'description'> },
  config: Pick<SiteConfig, 'description' | 'locales'>,
): string | undefined {
  return (
    page.frontmatter.description ??
    page.description ??
    config.locales.find((locale) => locale.lang === page.lang)?.description ??
    config.description
  );
}
