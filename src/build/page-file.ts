/**
 * Page files, as Rspress 2 routes them: Markdown (`.md`, `.mdx`) and modules whose default export is the
 * page's component (`.tsx`, `.jsx`, `.ts`, `.js`; never a `.d.ts`). One rule for every place that walks,
 * routes or names pages.
 */
export const PAGE_FILE = /\.mdx?$|(?<!\.d)\.[jt]sx?$/;

/** Markdown page files only: what decides a folder's layout (see language-folders.ts) and what a stray folder holds. */
export const MARKDOWN_FILE = /\.mdx?$/;

/**
 * A page file's path without its extension: `guide/a.mdx` → `guide/a`, `api/index.tsx` → `api/index`.
 *
 * @example pageStem('guide/a.mdx') // 'guide/a'
 */
export function pageStem(path: string): string {
  return path.replace(PAGE_FILE, '');
}

/**
 * Whether a page file is a module rather than Markdown (`api/index.tsx`): its default export is the page.
 *
 * @example isScriptPage('api/index.tsx') // true
 * @example isScriptPage('guide/a.md')    // false
 */
export function isScriptPage(path: string): boolean {
  return PAGE_FILE.test(path) && !MARKDOWN_FILE.test(path);
}

/**
 * Modules a docs folder holds for its tools, never pages: configs (`site.config.ts`, `rspress.config.ts`,
 * `tailwind.config.js`), and a flat content folder's `theme/` (the site's custom Rspress theme).
 *
 * @example isToolModule('site.config.ts', true)    // true
 * @example isToolModule('theme/index.tsx', true)   // true
 * @example isToolModule('api/index.tsx', true)     // false
 */
export function isToolModule(pathInLang: string, flat: boolean): boolean {
  return /(^|\/)[^/]+\.config\.[cm]?[jt]sx?$/.test(pathInLang) || (flat && pathInLang.startsWith('theme/'));
}
