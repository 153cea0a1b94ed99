import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageImage } from '../markdown/page-image';

/**
 * Copies what a saved page shows from beside it (images, its components' scripts and styles) into the
 * served site before the page is sent: their names carry their bytes' hash, so a changed component has a
 * new script the site does not hold until the whole-site build behind the save. A file already there is
 * the same file and is left alone.
 */
export function copyPageAssets(outDir: string, assets: readonly PageImage[]): void {
  for (const { source, output } of assets) {
    const target = join(outDir, output);
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(source, target);
  }
}
