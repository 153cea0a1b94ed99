import type { Lang, SiteConfig } from '../../shared/types';

/**
 * Absolute URL of a site path (`/guide/x`, `/zh/llms.txt`) under the config's `siteUrl` and `base`, or
 * `undefined` without a `siteUrl`: callers then leave the tag or entry out instead of guessing a host.
 *
 * @example
 * absoluteUrl({ siteUrl: 'https://esmx.dev', base: '/docs/' }, '/guide/x') // 'https://esmx.dev/docs/guide/x'
 */
export function absoluteUrl(config: Pick<SiteConfig, 'siteUrl' | 'base'>, path: string): string | undefined {
  if (!config.siteUrl) return undefined;
  return config.siteUrl.replace(/\/+$/, '') + sitePath(config, path);
}

/** A path with the site's `base` in front: what a link on the published site points at. */
export function sitePath(config: Pick<SiteConfig, 'base'>, path: string): string {
  return config.base.replace(/\/+$/, '') + path;
}

/** An image or link given as a path becomes absolute; one that already is absolute stays as it is. */
export function absoluteOrUndefined(config: Pick<SiteConfig, 'siteUrl' | 'base'>, url: string): string | undefined {
  if (/^https?:\/\//i.test(url)) return url;
  return absoluteUrl(config, url.startsWith('/') ? url : `/${url}`);
}

/** `hreflang` / `inLanguage` value of a language: the same tag `<html lang>` carries. */
export const LANGUAGE_TAG: Record<Lang, string> = { en: 'en', zh: 'zh-CN' };

/** `og:locale` value of a language. */
export const OG_LOCALE: Record<Lang, string> = { en: 'en_US', zh: 'zh_CN' };
