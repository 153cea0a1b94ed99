import type { SiteConfig, ThemeConfig } from './types';

/** What a config file may set: every option is optional (defaults are filled in when the build loads it). */
export type UserConfig = Partial<Omit<SiteConfig, 'themeConfig'>> & { themeConfig?: Partial<ThemeConfig> };

/**
 * Types a site config; returns it unchanged. Optional: a plain `export default { … }` works the same.
 * A config in any content folder imports it as `esmx-docs` (the build answers that name with this function).
 *
 * @example
 * import { defineConfig } from 'esmx-docs';
 * export default defineConfig({ title: 'Esmx', themeConfig: { hideNavbar: 'auto' } });
 */
export function defineConfig<T extends UserConfig>(config: T): T {
  return config;
}

// The types a config or a page's front matter is written against, for editors and `tsc` in a user's project.
export type { Feature, FrontMatter, Hero, LocaleConfig, SiteConfig, SocialLink, ThemeConfig } from './types';
