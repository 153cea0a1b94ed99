import { htmlLang } from '../../shared/locale';
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

/** Territories `og:locale` names for a bare language tag (it wants `language_TERRITORY`); others stay bare. */
const OG_TERRITORY: Record<string, string> = { en: 'US', de: 'DE', fr: 'FR', ja: 'JP', ko: 'KR', es: 'ES', ru: 'RU' };

/**
 * `og:locale` value of a language: its `<html lang>` tag with `_` (`zh-CN` → `zh_CN`), a bare tag given
 * its usual territory where one is known (`en` → `en_US`), else the bare tag.
 *
 * @example
 * ogLocale('zh') // 'zh_CN'
 */
export function ogLocale(lang: Lang): string {
  const tag = htmlLang(lang);
  if (tag.includes('-')) return tag.replace('-', '_');
  return OG_TERRITORY[tag] ? `${tag}_${OG_TERRITORY[tag]}` : tag;
}
