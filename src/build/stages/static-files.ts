import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { writeSeoFiles } from '../seo/seo-files';
import { walkFolder } from '../walk-folder';
import type { BuildRun } from './build-run';
import type { RenderedPages } from './markdown-stage';
import type { LinkedSite } from './site-assets';

/**
 * Stage 7, on this thread while the pool renders the pages: the Markdown twins, llms.txt, sitemap.xml and
 * robots.txt (yielding to the event loop every few milliseconds, so that finished pages keep being handed
 * their next task), the client bundles, the files served as they are at the site root (ours, then the
 * content's `public/`, which may replace ours; links in it are followed only inside the content folder),
 * and the images pages show from beside them.
 */
export async function writeStaticFiles(run: BuildRun, rendered: RenderedPages, linked: LinkedSite): Promise<void> {
  const { config, options, output, paths, cwd, warnings } = run;
  const configShown = relative(cwd, options.configFile ?? join(options.contentDir, 'site.config.ts'));
  const seo = await writeSeoFiles({ config, pages: rendered.pages, ...linked }, run.write, configShown);
  for (const w of seo) warnings.add(w.file, w.line, w.message);
  output.copyDir(join(paths.bundles, 'client'));
  output.copyDir(paths.publicDir);
  const publicDir = join(options.contentDir, 'public');
  const publicFiles = walkFolder(publicDir, options.contentDir);
  for (const path of publicFiles.files) output.write(path, readFileSync(join(publicDir, path)));
  for (const { path, reason } of publicFiles.skipped) warnings.add(relative(cwd, path), undefined, reason);
  for (const [path, source] of rendered.images) output.write(path, readFileSync(source));
}
