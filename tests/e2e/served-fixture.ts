import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../../src/build/build';
import { loadConfig } from '../../src/build/config/load-config';
import { serve } from '../../src/build/serve';
import type { SiteConfig } from '../../src/shared/types';

/** A fixture site built into a temp folder and served on a free port, as `esmx-docs build` and `preview` would. */
export interface ServedFixture {
  origin: string;
  /** Stops the server and removes the built site. */
  close(): Promise<void>;
}

/**
 * Builds `tests/fixtures/<name>` with its own config (some of its options replaced by `options`) and serves it.
 *
 * @example const site = await serveFixture('rspress-site'); await page.goto(`${site.origin}/guide/install`);
 */
export async function serveFixture(name: string, options: Partial<SiteConfig> = {}): Promise<ServedFixture> {
  const outDir = join(mkdtempSync(join(tmpdir(), `esmx-${name}-e2e-`)), 'dist');
  const contentDir = join(process.cwd(), 'tests/fixtures', name);
  const { config } = await loadConfig(contentDir);
  await buildSite({ config: { ...config, ...options }, contentDir, outDir });
  const server = await serve({ dir: outDir, port: 0 });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(join(outDir, '..'), { recursive: true, force: true });
    },
  };
}
