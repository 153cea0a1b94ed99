import { isSvgMarkup } from '../shared/svg-markup';
import type { SiteConfig } from '../shared/types';
import { htmlParts } from './html-parts';
import { writtenHead } from './seo/route-head';

/**
 * The config as every page's site data carries it for the shell. Without what only the build reads: the shell
 * never needs it, and a path such as `globalStyles: path.join(__dirname, 'custom.css')` would publish where the
 * site was built (an `alias` or `replaceRules` how; `i18nSource` reaches it as the site data's texts). The head as written tags (functions run per route), the
 * footer's message read into the pieces the shell draws, and no nav, sidebars or locales' own copies of them:
 * the site data has the nav, and the sidebars live in their chunks.
 */
export function shellConfig(config: SiteConfig): SiteConfig {
  const {
    globalStyles: _globalStyles,
    globalUIComponents: _globalUIComponents,
    alias: _alias,
    define: _define,
    i18nSource: _i18nSource,
    themeDir: _themeDir,
    replaceRules: _replaceRules,
    markdown: _markdown,
    route: _route,
    multiVersion: _multiVersion,
    requireTranslations: _requireTranslations,
    llms: _llms,
    homeBody: _homeBody,
    pluginsNotRun: _pluginsNotRun,
    offline: _offline,
    ssg: _ssg,
    ...shell
  } = config;
  const { nav: _nav, sidebar: _sidebar, locales: _locales, ...themeConfig } = config.themeConfig;
  // A social link's SVG written as its icon's name is given as `{ svg }`, the one form the shell draws.
  const socialLinks = themeConfig.socialLinks?.map((link) =>
    typeof link.icon === 'string' && isSvgMarkup(link.icon) ? { ...link, icon: { svg: link.icon } } : link,
  );
  return { ...shell, head: writtenHead(config.head), themeConfig: withFooterParts({ ...themeConfig, socialLinks }) };
}

/** The theme options with the footer's message read into the pieces the shell draws (see html-parts.ts). */
function withFooterParts<T extends { footer?: SiteConfig['themeConfig']['footer'] }>(themeConfig: T): T {
  const message = themeConfig.footer?.message;
  return message ? { ...themeConfig, footer: { ...themeConfig.footer, parts: htmlParts(message) } } : themeConfig;
}
