// The dev server's whole-site build thread (see site-build.ts): one build, one message back, then it ends.
import { parentPort, workerData } from 'node:worker_threads';
import { setLocales } from '../../shared/locale';
import { buildSite } from '../build';
import { loadConfig } from '../config/load-config';
import { ContentError } from '../errors';
import type { SiteBuildOutcome, SiteBuildRequest } from './site-build';

const { contentDir, outDir, cacheDir } = workerData as SiteBuildRequest;
let outcome: SiteBuildOutcome;
try {
  const loaded = await loadConfig(contentDir);
  setLocales(
    loaded.config.locales.map((l) => l.lang),
    loaded.config.lang,
  );
  const report = await buildSite({
    contentDir,
    outDir,
    config: loaded.config,
    cache: true,
    cacheDir,
    configFile: loaded.file,
  });
  outcome = { report };
} catch (error) {
  outcome =
    error instanceof ContentError
      ? { problems: error.problems }
      : { message: error instanceof Error ? error.message : String(error) };
}
parentPort?.postMessage(outcome);
