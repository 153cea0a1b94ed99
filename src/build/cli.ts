import { watch } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import config from '../../content/site.config';
import { buildSite } from './build';
import { ContentError, formatProblem } from './errors';
import { serve } from './serve';

/** Builds dist/ once; reports content problems without a stack trace. Resolves to success. */
async function buildOnce(root: string): Promise<boolean> {
  const started = performance.now();
  try {
    const report = await buildSite({
      contentDir: join(root, 'content'),
      outDir: join(root, 'dist'),
      config,
      cache: !process.argv.includes('--no-cache'),
    });
    for (const warning of report.warnings) console.warn(`esmx-docs: warning: ${formatProblem(warning)}`);
    console.log(
      `esmx-docs: built ${report.pages} pages into ${report.outDir} in ${Math.round(performance.now() - started)} ms`,
    );
    return true;
  } catch (error) {
    console.error(error instanceof ContentError ? error.message : error);
    return false;
  }
}

/**
 * `node .build/cli.mjs` builds dist/ from content/ and the rollup bundles in .build/.
 * `--watch` also serves dist/ and rebuilds whenever content/ or the stylesheets change.
 */
async function main(): Promise<void> {
  const root = process.cwd();
  const ok = await buildOnce(root);
  if (!process.argv.includes('--watch')) {
    process.exitCode = ok ? 0 : 1;
    return;
  }
  const port = Number(process.env.PORT) || 4173;
  await serve({ dir: join(root, 'dist'), port, dev: true });
  console.log(
    `esmx-docs: serving at http://127.0.0.1:${port}, rebuilding on changes in content/ and src/client/styles/`,
  );
  let timer: NodeJS.Timeout | undefined;
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void buildOnce(root), 100);
  };
  for (const dir of ['content', 'src/client/styles']) watch(join(root, dir), { recursive: true }, rebuild);
}

void main();
