/** Where an Rspress project keeps its config: beside the docs folder (its project root), or in it. */
export const RSPRESS_CONFIG_FILES: readonly string[] = [
  'rspress.config.ts',
  'rspress.config.mts',
  'rspress.config.js',
  'rspress.config.mjs',
];

/**
 * The module names Rspress 2 sites import its theme from: pages (`import { Tab, Tabs } from '@theme'`) and
 * their `.tsx` components alike. `-original` is the theme as Rspress ships it, which a site that ejects a
 * component imports the others from; Rspress 2's betas shipped that as `@rspress/theme-default`, and some sites
 * name the file the package's export map leads to (`@rspress/core/dist/theme`, `…/index.js`).
 */
export const RSPRESS_THEME_MODULES: readonly string[] = [
  '@rspress/core/theme',
  '@rspress/core/theme-original',
  '@rspress/core/dist/theme',
  '@rspress/core/dist/theme/index.js',
  '@rspress/theme-default',
  '@theme',
  'rspress/theme',
];

/**
 * The theme modules that, in a page, mean the site's own custom theme (`theme/index.tsx`) when it has one, as
 * in Rspress 2; the others always mean the theme as Rspress ships it.
 */
export const RSPRESS_SITE_THEME_MODULES: readonly string[] = ['@rspress/core/theme', '@theme'];

/** The module names of Rspress's runtime: hooks for `.tsx` components, and `<Head>` for pages (its file's too, as for the theme). */
export const RSPRESS_RUNTIME_MODULES: readonly string[] = [
  '@rspress/core/runtime',
  '@rspress/core/dist/runtime',
  '@rspress/core/dist/runtime/index.js',
  '@rspress/runtime',
  'rspress/runtime',
  // React Router, which Rspress routes pages with and answers a site's import of with its own copy: ours answers
  // with the same hooks and `Link` (the shell routes the pages), a copy of the package working only inside its router.
  'react-router-dom',
  'react-router',
];
