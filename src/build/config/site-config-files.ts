/** The names of esmx-docs's own config in a content folder, in the order they are looked for. */
export const SITE_CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.mjs', 'site.config.js'] as const;
