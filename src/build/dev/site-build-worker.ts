// The dev server's whole-site build thread (see site-build.ts): one build, one message back, then it ends.
import { parentPort, workerData } from 'node:worker_threads';
import { buildSite } from '../build';
import { stopBundlerService } from '../bundler-service';
import { loadConfigsFor } from '../config/load-config';
import { loadSiteConfig } from '../config/load-site-config';
import { ContentError } from '../errors';
import { devSiteConfig } from './dev-site-config';
import type { SiteBuildOutcome, SiteBuildRequest } from './site-build';

const { contentDir, outDir, cacheDir } = workerData as SiteBuildRequest;
let outcome: SiteBuildOutcome;
try {
  // Its warnings were printed by the server's thread, which loads the config before each build.
  loadConfigsFor('dev');
  const loaded = await loadSiteConfig(contentDir, () => {});
  const report = await buildSite({
    contentDir,
    outDir,
    config: devSiteConfig(loaded.config),
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
await stopBundlerService();
