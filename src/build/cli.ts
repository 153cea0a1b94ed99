import { performance } from 'node:perf_hooks';
import config from '../../content/site.config';
import { buildSite } from './build';
import { ContentError } from './errors';

/** `node .build/cli.mjs`: builds dist/ from content/ and the rollup bundles in .build/. */
async function main(): Promise<void> {
  const started = performance.now();
  try {
    const report = await buildSite({ root: process.cwd(), config });
    console.log(`esmx-docs: built ${report.pages} pages into ${report.outDir} in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    console.error(error instanceof ContentError ? error.message : error);
    process.exitCode = 1;
  }
}

void main();
