import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { rspressProjectOf } from '../rspress-project';

/** The names Rspress gives a custom theme's entry, in the order it tries them. */
const THEME_ENTRIES = ['index.tsx', 'index.ts', 'index.jsx', 'index.js'];

/**
 * The folders an Rspress site's custom theme may be in: the config's `themeDir` (relative to the content
 * folder) when it names one, else `theme/` in its Rspress project's folder (where Rspress looks, however deep
 * the docs are), in the folder holding the content folder, and in the content folder itself, in that order.
 */
export function themeFolders(contentDir: string, themeDir?: string): string[] {
  if (themeDir !== undefined) return [resolve(contentDir, themeDir)];
  const project = rspressProjectOf(contentDir);
  const roots = [...(project ? [project] : []), dirname(resolve(contentDir)), resolve(contentDir)];
  return [...new Set(roots)].map((root) => join(root, 'theme'));
}

/**
 * The entries of an Rspress site's custom themes (`index.*` in each of `themeFolders`), those that exist.
 *
 * @example themeEntries('/site/docs') // ['/site/theme/index.tsx']
 * @example themeEntries('/site/docs', '../src') // ['/site/src/index.tsx']
 */
export function themeEntries(contentDir: string, themeDir?: string): string[] {
  return themeFolders(contentDir, themeDir).flatMap(
    (folder) => THEME_ENTRIES.map((name) => join(folder, name)).find((file) => existsSync(file)) ?? [],
  );
}

/**
 * The custom theme a page's `import { ApiIndex } from '@theme'` reads in Rspress 2: the first of
 * `themeEntries`, or undefined for a site without one.
 */
export function themeEntryOf(contentDir: string, themeDir?: string): string | undefined {
  return themeEntries(contentDir, themeDir)[0];
}

/**
 * Whether a theme's entry exports `name` by naming it (`export { Callout } from './Callout'`, `export const
 * Callout = …`), read from its text: a name that only comes through `export *` may be ambiguous between its
 * own modules and Rspress's theme passed on, and then is no export at all.
 */
export function exportsByName(entry: string, name: string): boolean {
  const text = readFileSync(entry, 'utf8');
  const declared = new RegExp(String.raw`^[ \t]*export\s+(?:const|let|function|class)\s+${name}\b`, 'm');
  const listed = new RegExp(String.raw`^[ \t]*export\s*(?:type\s*)?\{[^}]*\b${name}\b[^}]*\}`, 'm');
  return declared.test(text) || listed.test(text);
}
