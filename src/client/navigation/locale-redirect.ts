import { localesOf } from '../../shared/locale';
import type { Lang, SiteConfig } from '../../shared/types';

// Crawlers and audits must see every language as it is: a user agent naming a bot, spider,
// crawler or lighthouse is never redirected.
// Automated browsers are recognised by `navigator.webdriver` instead: a headless browser driven by
// a person's script is still a reader, and matching "Headless" would hide the redirect from tests.
const BOT_AGENT = /bot|spider|crawl|lighthouse/i;

/** The facts the decision needs, gathered from the browser by the caller. */
export interface VisitContext {
  path: string;
  pageLang: Lang;
  /** `navigator.languages` (or `[navigator.language]`), e.g. `['zh-CN', 'en']`. */
  browserLangs: readonly string[];
  userAgent: string;
  webdriver: boolean;
  firstVisit: boolean;
  /** The languages the page has no translation in (its data's `untranslated`): never a redirect's target. */
  untranslated?: readonly Lang[];
}

/**
 * Where a first-time visitor should be sent: the same page in the locale of their browser's
 * preferred language, or null to stay: first visit only, not for bots, not when the site
 * sets `localeRedirect: 'never'` (with `'only-default-lang'`, only from a page of the default language), and
 * only to a locale the site has the page in.
 *
 * @example
 * localeRedirectTarget(config, { path: '/guide/x', pageLang: 'en', browserLangs: ['zh-CN'], ... }) // '/zh/guide/x'
 */
export function localeRedirectTarget(
  config: Pick<SiteConfig, 'lang' | 'locales' | 'themeConfig'>,
  visit: VisitContext,
): string | null {
  const mode = config.themeConfig.localeRedirect;
  if (mode === 'never' || !visit.firstVisit || (mode === 'only-default-lang' && visit.pageLang !== config.lang))
    return null;
  if (visit.webdriver || BOT_AGENT.test(visit.userAgent)) return null;
  const preferred = visit.browserLangs[0]?.toLowerCase().split('-')[0];
  const locales = localesOf(config);
  const target = locales.langs.find((lang) => lang === preferred);
  if (!target || target === visit.pageLang || visit.untranslated?.includes(target)) return null;
  return locales.withLang(visit.path, target);
}

/** Reads the browser for `localeRedirectTarget` (the caller has established it is the first visit). */
export function firstVisitRedirect(
  config: Pick<SiteConfig, 'lang' | 'locales' | 'themeConfig'>,
  path: string,
  untranslated?: readonly Lang[],
): string | null {
  return localeRedirectTarget(config, {
    path,
    untranslated,
    pageLang: localesOf(config).langOf(path),
    browserLangs: navigator.languages?.length ? navigator.languages : [navigator.language],
    userAgent: navigator.userAgent,
    webdriver: navigator.webdriver === true,
    firstVisit: true,
  });
}
