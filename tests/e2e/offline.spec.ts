import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { buildSite } from '../../src/build/build';
import { loadConfig } from '../../src/build/config/load-config';
import { serve } from '../../src/build/serve';

/**
 * Offline reading: a copy of the Rspress fixture site, built and served here on a port of its own, so
 * that the tests can stop the server (a reader losing the network), change the content and deploy again.
 */

// One site and one server for the file; each test has its own browser context (its own service worker).
test.describe.configure({ mode: 'default' });
// The suite's config makes requests bypass service workers (see playwright.config.ts): here it answers them.
test.use({ serviceWorkers: 'allow' });

let root: string;
let server: Server | undefined;
let port = 0;
let origin: string;

const contentDir = () => join(root, 'content');
const outDir = () => join(root, 'dist');

async function deploy(): Promise<void> {
  const { config } = await loadConfig(contentDir());
  await buildSite({ config, contentDir: contentDir(), outDir: outDir(), cache: false });
}

async function startServer(): Promise<void> {
  server = await serve({ dir: outDir(), port });
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
}

async function stopServer(): Promise<void> {
  const stopping = server;
  server = undefined;
  stopping?.closeAllConnections();
  await new Promise((resolve) => stopping?.close(resolve));
}

function edit(path: string, change: (text: string) => string): void {
  const file = join(contentDir(), path);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  root = mkdtempSync(join(tmpdir(), 'esmx-offline-e2e-'));
  cpSync(join(process.cwd(), 'tests/fixtures/rspress-site'), contentDir(), { recursive: true });
  await deploy();
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  rmSync(root, { recursive: true, force: true });
});

/** Opens `path` and waits until the service worker controls the page and has saved it. */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(`${origin}${path}`);
  await expect
    .poll(() =>
      page.evaluate(async () => navigator.serviceWorker.controller !== null && !!(await caches.match(location.href))),
    )
    .toBe(true);
}

async function search(page: Page, query: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox').fill(query);
}

const results = (page: Page) => page.getByRole('listbox').getByRole('option');

test('a reader who opened the site reads the pages they visited and searches them offline, then sees a new deploy online', async ({
  page,
  context,
}) => {
  await openControlled(page, '/guide/introduction');
  await page.locator('#doc-sidebar').getByRole('link', { name: 'Config API' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Config API');
  await search(page, 'option');
  await expect(results(page).first()).toContainText('Config API');
  await page.keyboard.press('Escape');

  // The network goes away: the browser is offline and the server is gone.
  await context.setOffline(true);
  await stopServer();
  await page.goto(`${origin}/guide/introduction`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(page.getByText('A page written for Rspress 2.')).toBeVisible();
  await search(page, 'option');
  await expect(results(page).first()).toContainText('Config API');
  await page.keyboard.press('Escape');
  await page.locator('#doc-sidebar').getByRole('link', { name: 'Config API' }).click();
  await expect(page.getByText('Every option.')).toBeVisible();

  // A page never visited is not there offline: nothing was fetched ahead.
  const unvisited = await page.goto(`${origin}/guide/advanced/plugins`);
  expect(unvisited?.status()).toBe(503);

  // Meanwhile the content changed and the site was deployed again; the reader comes back online.
  edit('en/guide/introduction.md', (text) => text.replace('A page written for Rspress 2.', 'A page rewritten since.'));
  await deploy();
  await startServer();
  await context.setOffline(false);
  await page.goto(`${origin}/guide/introduction`);
  await expect(page.getByText('A page rewritten since.')).toBeVisible();
});

test('a page left open when the shell changes offers to reload, and the reload runs the new shell', async ({
  page,
}) => {
  await openControlled(page, '/guide/introduction');
  const fixtureStyle = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--fixture-global-styles').trim());
  const before = await fixtureStyle();
  const note = page.getByRole('status').filter({ hasText: 'This site has been updated.' });

  // A deploy whose stylesheet changed (the config's globalStyles): a new shell, so a new service worker.
  edit('styles/custom.css', (text) =>
    text.replace(/--fixture-global-styles: [\w-]+;/, '--fixture-global-styles: redeployed;'),
  );
  await stopServer();
  await deploy();
  await startServer();
  // The tab comes back to the front: the page asks for a new worker, which takes it over.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(note).toBeVisible();
  expect(await fixtureStyle()).toBe(before);

  await note.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(fixtureStyle).toBe('redeployed');
  await expect(note).toHaveCount(0);
});
