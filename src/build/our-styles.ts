import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import type { SocialLink } from '../shared/types';
import { brandIconStyles } from './brand-icons';
import { cacheKey, type PageCache } from './cache/page-cache';

const MINIFY = { minifyWhitespace: true, minifySyntax: true } as const;

/**
 * The shell's own part of a site's stylesheet: `styles/*.css` in name order, then the brand icons the site's
 * social links name (see brand-icons.ts), without the comments and indentation the files keep for their
 * readers. Every page loads the stylesheet, and those were 2.7 of its 10.2 KB gzip. Whitespace and comments go,
 * and values take their shortest form (esbuild's `minifyWhitespace` and `minifySyntax`: `.2s`, `:before`,
 * `#0006`), a few bytes more: the same rules in the same order, meaning the same. With a
 * cache, the result is kept there under the hash of what it was made from: esbuild's synchronous call starts
 * a process of its own, a tenth of a second of every rebuild's main thread.
 *
 * @example ourStyles('src/client/styles') // ':root{--brand:#0864c2;…'
 */
export function ourStyles(stylesDir: string, links?: readonly SocialLink[], store?: PageCache): string {
  const files = readdirSync(stylesDir)
    .filter((f) => f.endsWith('.css'))
    .sort()
    .map((f) => readFileSync(join(stylesDir, f), 'utf8'));
  const css = [...files, ...brandIconStyles(stylesDir, links)].join('\n');
  const key = ourStylesKey(css);
  const kept = store?.get(key)?.get('css');
  if (kept) return kept.toString('utf8');
  const { code } = transformSync(css, { loader: 'css', ...MINIFY });
  store?.set(key, { css: code });
  return code;
}

/** The cache key of the stylesheet made from `css`: how it is minified is part of it, so a change to that makes it again. */
export function ourStylesKey(css: string): string {
  return cacheKey('our-styles', JSON.stringify(MINIFY), css);
}
