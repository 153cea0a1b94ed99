/**
 * The built site in a real browser, for the suites that measure what ships: dist/ served the way
 * `npm start` serves it, and system Chromium driven by Playwright. Everything started here is
 * stopped by `close()`, also when a suite fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { serve } from '../../src/build/serve';
import type { SiteData, SiteIndex } from '../../src/shared/types';
import { moduleUrl, serveModules } from './modules';

const DIST = join(process.cwd(), 'dist');
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface SiteSession {
  origin: string;
  site: ReturnType<typeof readSiteData>;
  browser: Browser;
  /**
   * A fresh page at `path` (default the home page), able to import `/__bench/` modules; `init` is
   * script source run before any of the page's own (to install observers early).
   */
  newPage(path?: string, init?: string): Promise<Page>;
  close(): Promise<void>;
}

/** Why the browser suites cannot run here, or null when they can. */
export function browserUnavailable(): string | null {
  if (!existsSync(join(DIST, 'index.html'))) return 'dist/ is not built (npm run build)';
  return chromiumUnavailable();
}

/** Why Chromium cannot be launched here, or null when it can (for suites that serve pages of their own). */
export function chromiumUnavailable(): string | null {
  const executable = chromiumPath();
  return executable && !existsSync(executable) ? `no Chromium at ${executable} (set CHROMIUM_PATH)` : null;
}

/** System Chromium (CHROMIUM_PATH, else /usr/bin/chromium), or Playwright's own when neither is set. */
function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

/**
 * The site data the build embedded in every page (`<script id="__SITE__">`), with the search index URLs
 * of the site index it names.
 */
function readSiteData(): SiteData & Pick<SiteIndex, 'searchIndex'> {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const json = /<script id="__SITE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('bench: dist/index.html carries no __SITE__ data');
  const site = JSON.parse(json) as SiteData;
  const index = JSON.parse(
    readFileSync(join(DIST, site.siteIndex.slice(site.config.base.length)), 'utf8'),
  ) as SiteIndex;
  return { ...site, searchIndex: index.searchIndex };
}

/**
 * Makes the page cross-origin isolated (COOP + COEP on the documents and the worker script), which
 * gives performance.now() 5 µs steps instead of 100 µs: round trips are well under a millisecond.
 * Only those responses pass through Playwright; the index fetch goes to the server untouched.
 */
async function isolate(page: Page, origin: string, workerUrl: string): Promise<void> {
  const matches = (url: URL) =>
    url.origin === origin &&
    (url.pathname === workerUrl || !/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.endsWith('.html'));
  await page.route(matches, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      },
    });
  });
}

/** System Chromium (or Playwright's own), with the flags every browser suite runs it with. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ARGS });
}

/**
 * Serves dist/ on a free port and launches Chromium.
 *
 * @example
 * const session = await openSite();
 * try { const page = await session.newPage(); … } finally { await session.close(); }
 */
export async function openSite(): Promise<SiteSession> {
  const server = await serve({ dir: DIST, port: 0 });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    server.close();
    throw error;
  }
  // No service worker (the built site registers one for offline reading): requests it answered would not
  // pass through `isolate`, and the search worker's script, loaded without COEP, would never start.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  return {
    origin,
    site: readSiteData(),
    browser,
    async newPage(path = '/', init) {
      const page = await context.newPage();
      if (init) await page.addInitScript(init);
      await isolate(page, origin, readSiteData().workerUrl);
      await serveModules(page);
      await page.goto(origin + path, { waitUntil: 'load' });
      return page;
    },
    async close() {
      await browser.close();
      await new Promise((done) => server.close(done));
    },
  };
}

/**
 * Calls `exportName` of a repository module inside the page and returns its (serialisable) result.
 * The call is sent as source text: a function passed to page.evaluate would go through Vitest's
 * transform, which rewrites `import()` into a helper the page does not have.
 *
 * @example await callInPage<WorkerFigures>(page, 'bench/browser/worker-probe.ts', 'probeWorker', [url, index, 'en', queries])
 */
export function callInPage<T>(page: Page, repoPath: string, exportName: string, args: unknown[]): Promise<T> {
  const call = `import(${JSON.stringify(moduleUrl(repoPath))}).then((m) => m[${JSON.stringify(exportName)}](...${JSON.stringify(args)}))`;
  return page.evaluate(call) as Promise<T>;
}
