import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OFFLINE_GLOBAL, type OfflineConfig, SERVICE_WORKER_FILE } from '../../shared/offline-protocol';
import { contentHash } from '../content-hash';

/** Where Rollup leaves the service worker's bundle (see rollup.config.mjs, bundle `offline`). */
const BUNDLE = 'offline/service-worker.js';

/**
 * Writes the site's service worker, `sw.js` at the root of the site (its scope is the whole site, under
 * `base`), and returns its URL. The file is its config line, then the bundle: its bytes, and so the
 * worker browsers install, change only when the shell or the worker's code does, not with every page.
 *
 * @example
 * writeServiceWorker(run.write, '.build', '/', ['/assets/main.Bx3k_9aQ.js', '/assets/style.1a2b3c4d.css']) // '/sw.js'
 */
export function writeServiceWorker(
  write: (path: string, content: string) => void,
  bundles: string,
  base: string,
  shell: string[],
): string {
  const code = readFileSync(join(bundles, BUNDLE), 'utf8');
  const config: OfflineConfig = { version: contentHash(JSON.stringify(shell) + code), base, shell };
  write(SERVICE_WORKER_FILE, `self.${OFFLINE_GLOBAL}=${JSON.stringify(config)};\n${code}`);
  return base + SERVICE_WORKER_FILE;
}
