import type { SiteConfig, ThemeConfig } from './types';

/** What a config file may leave out: everything with a default. */
export type UserConfig = Partial<Omit<SiteConfig, 'themeConfig'>> & { themeConfig?: Partial<ThemeConfig> };

const DEFAULT_THEME: ThemeConfig = {
  socialLinks: [],
  lastUpdated: false,
  hideNavbar: 'never',
  localeRedirect: 'auto',
  enableScrollToTop: true,
  overviewHeaders: [2],
};

/**
 * Fills in defaults so the rest of the code reads a complete `SiteConfig`.
 *
 * @example
 * export default defineConfig({ title: 'Esmx', themeConfig: { hideNavbar: 'auto' } });
 */
export function defineConfig(user: UserConfig): SiteConfig {
  return {
    title: user.title ?? 'Docs',
    description: user.description,
    siteUrl: user.siteUrl,
    ogImage: user.ogImage,
    base: user.base ?? '/',
    lang: user.lang ?? 'en',
    locales: user.locales ?? [{ lang: 'en', label: 'English' }],
    versions: user.versions ?? [],
    themeConfig: { ...DEFAULT_THEME, ...user.themeConfig },
  };
}
