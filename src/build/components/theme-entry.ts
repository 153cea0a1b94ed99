import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The names Rspress gives a custom theme's entry, in the order it tries them. */
const THEME_ENTRIES = ['index.tsx', 'index.ts', 'index.jsx', 'index.js'];

/**
 * The entries of an Rspress site's custom themes: `theme/index.*` in the project root (the folder holding the
 * content folder, where Rspress looks) and in the content folder itself, in that order; those that exist.
 *
 * @example themeEntries('/site/docs') // ['/site/theme/index.tsx']
 */
export function themeEntries(contentDir: string): string[] {
  const entries: string[] = [];
  for (const root of [dirname(contentDir), contentDir]) {
    const entry = THEME_ENTRIES.map((name) => join(root, 'theme', name)).find((file) => existsSync(file));
    if (entry) entries.push(entry);
  }
  return entries;
}

/**
 * The custom theme a page's `import { ApiIndex } from '@theme'` reads in Rspress 2: the first of
 * `themeEntries`, or undefined for a site without one.
 */
export function themeEntryOf(contentDir: string): string | undefined {
  return themeEntries(contentDir)[0];
}
