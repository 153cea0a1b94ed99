import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { withoutBase } from '../../shared/base-path';
import { optionLine } from '../config/option-line';
import { isPublicFile } from '../dead-links';
import { startPrecompressing } from '../precompress-cached';
import { writeSeoFiles } from '../seo/seo-files';
import { siteUrlWarning } from '../seo/site-url-warning';
import { iconOutput, iconSource, isIconFile } from '../site-icon';
import { walkFolder } from '../walk-folder';
import type { BuildRun } from './build-run';
import type { RenderedPages } from './markdown-stage';
import type { LinkedSite } from './site-assets';

/**
 * Stage 1, before any page renders: the client bundles, which depend on no content, copied into the site,
 * and their compression started (brotli's slowest quality on the main script takes about a second, which
 * would otherwise come after the last page, with the render threads idle). Returns the step that writes
 * the compressed copies, for the commit to await. A bundle the content's `public/` replaces is compressed
 * with this thread's other files instead, once replaced (see `writeStaticFiles`).
 */
export function startClientBundles(run: BuildRun): () => Promise<void> {
  const { output, options, cache } = run;
  const client = join(run.paths.bundles, 'client');
  output.copyDir(client);
  const bundles = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(client, join(e.parentPath, e.name)).split('\\').join('/'));
  const replaced = (path: string) => existsSync(join(options.contentDir, 'public', path));
  run.written.push(...bundles.filter(replaced));
  const ours = bundles.filter((path) => !replaced(path));
  return startPrecompressing(output, ours, cache.store, options.precompress === true);
}

/**
 * Stage 7, on this thread while the pool renders the pages: llms.txt, llms-full.txt (from the Markdown
 * twins the Markdown stage wrote), sitemap.xml and robots.txt (yielding to the event loop every few
 * milliseconds, so that finished pages keep being handed their next task), the files served as they are
 * at the site root (ours, then the content's `public/`, which may replace ours and the client bundles;
 * links in it are followed only inside the content folder), and the images pages show from beside them.
 */
export async function writeStaticFiles(run: BuildRun, rendered: RenderedPages, linked: LinkedSite): Promise<void> {
  const { config, options, output, paths, cwd, warnings } = run;
  await writeSeoFiles({ config, pages: rendered.pages, ...linked }, run);
  const noSiteUrl = siteUrlWarning(config, options.configFile, options.contentDir, cwd);
  if (noSiteUrl) warnings.add(noSiteUrl.file, noSiteUrl.line, noSiteUrl.message);
  output.copyDir(paths.publicDir);
  const publicDir = join(options.contentDir, 'public');
  const publicFiles = walkFolder(publicDir, options.contentDir);
  const llmsFiles = new Set(
    ['', ...config.locales.map((l) => `${l.lang}/`)].flatMap((dir) => [`${dir}llms.txt`, `${dir}llms-full.txt`]),
  );
  for (const path of publicFiles.files) {
    output.copyFile(path, join(publicDir, path));
    // Often a copy of what an earlier build made, left in `public/` and gone stale as the pages changed.
    if (llmsFiles.has(path))
      warnings.add(
        relative(cwd, join(publicDir, path)),
        undefined,
        `replaces the ${path} esmx-docs writes from the pages: remove it to publish that one`,
      );
  }
  for (const { path, reason } of publicFiles.skipped) warnings.add(relative(cwd, path), undefined, reason);
  for (const [path, source] of rendered.images) output.copyFile(path, source);
}

/**
 * The file the config's `icon` names, at the site's root under its own name (a file of that name in `public/`,
 * copied later, replaces it). Loading the config found it; the dev server builds again after it may have gone,
 * which is a problem at the config's `icon`, so this runs before the problems are thrown.
 */
export function copyIconFile({ config, options, output, problems, warnings, cwd }: BuildRun): void {
  const { icon } = config;
  warnMissingSiteFiles(config, options, warnings, cwd);
  if (icon === undefined || !isIconFile(icon)) return;
  const found = iconSource(icon, { contentDir: options.contentDir, themeDir: config.themeDir, cwd });
  if ('file' in found) {
    output.copyFile(iconOutput(icon), found.file);
    return;
  }
  const file = options.configFile;
  const line = file && optionLine(readFileSync(file, 'utf8'), 'icon');
  problems.add(file ? relative(cwd, file) : 'site config', line || undefined, found.problem);
}

/**
 * A warning for the config's `icon` or `logo` written as a path of the site (`/logo.png`) that names no file of
 * `public/` (nor the generator's own `/favicon.svg`): the browser would get a 404 for it, where Rspress stops
 * its build on a missing icon file.
 */
function warnMissingSiteFiles(
  config: BuildRun['config'],
  options: BuildRun['options'],
  warnings: BuildRun['warnings'],
  cwd: string,
): void {
  const file = options.configFile;
  const source = file ? readFileSync(file, 'utf8') : undefined;
  const logos = typeof config.logo === 'object' ? [config.logo.light, config.logo.dark] : [config.logo];
  const given = [['icon', config.icon], ...logos.map((logo) => ['logo', logo] as const)] as const;
  for (const [option, path] of given) {
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path === '/favicon.svg') continue;
    const inSite = withoutBase(path, config.base);
    if (isPublicFile(options.contentDir, inSite)) continue;
    const line = source ? optionLine(source, option) : undefined;
    warnings.add(
      file ? relative(cwd, file) : 'site config',
      line || undefined,
      `"${option}" ${path} names no file of the content folder's public/: the browser gets nothing there`,
    );
  }
}
