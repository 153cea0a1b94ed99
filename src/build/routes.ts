import type { Lang } from '../shared/types';
import { pageStem } from './page-file';

/**
 * Route of a page file (`.md` or `.mdx`), from its path inside a language folder:
 * `index.md` → `/`, `blog/index.md` → `/blog/`, `guide/start/introduction.md` → `/guide/start/introduction`;
 * a language other than `defaultLang` is prefixed (`/zh/blog/`).
 */
export function routeOf(pathInLang: string, lang: Lang, defaultLang: Lang): string {
  const clean = pageStem(pathInLang.replace(/\\/g, '/'));
  const bare = clean === 'index' ? '/' : clean.endsWith('/index') ? `/${clean.slice(0, -'index'.length)}` : `/${clean}`;
  return lang === defaultLang ? bare : bare === '/' ? `/${lang}/` : `/${lang}${bare}`;
}

/** Key under which two routes count as the same URL (`/a` and `/a/` both serve `a/index.html` or `a.html`). */
export function routeKey(route: string): string {
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/** File (inside dist/) a route is prerendered to: `/` → `index.html`, `/blog/` → `blog/index.html`, `/a/b` → `a/b.html`. */
export function htmlFileOf(route: string): string {
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}
