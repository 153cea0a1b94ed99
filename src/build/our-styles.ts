import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import type { SocialLink } from '../shared/types';
import { brandIconStyles } from './brand-icons';

/**
 * The shell's own part of a site's stylesheet: `styles/*.css` in name order, then the brand icons the site's
 * social links name (see brand-icons.ts), without the comments and indentation the files keep for their
 * readers. Every page loads the stylesheet, and those were 2.7 of its 10.2 KB gzip. Whitespace and comments
 * alone go (esbuild's `minifyWhitespace`): the same rules in the same order, with the same values.
 *
 * @example ourStyles('src/client/styles') // ':root{--brand:#0864c2;…'
 */
export function ourStyles(stylesDir: string, links?: readonly SocialLink[]): string {
  const files = readdirSync(stylesDir)
    .filter((f) => f.endsWith('.css'))
    .sort()
    .map((f) => readFileSync(join(stylesDir, f), 'utf8'));
  const css = [...files, ...brandIconStyles(stylesDir, links)].join('\n');
  return transformSync(css, { loader: 'css', minifyWhitespace: true }).code;
}
