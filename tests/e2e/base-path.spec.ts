import { expect, test } from '@playwright/test';
import { type ServedFixture, serveFixture } from './served-fixture';

/**
 * A site built for a base (`base: '/docs/'`, as a GitHub Pages project site is) and served by `preview`:
 * every page, script and search file is under the base, and the served site works there as at the root.
 */

test.describe.configure({ mode: 'default' });

let site: ServedFixture | undefined;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  site = await serveFixture('rspress-site', { base: '/docs/' });
  origin = site.origin;
});

test.afterAll(async () => {
  await site?.close();
});

test('the root and the base without its slash lead to the home page under the base', async ({ page }) => {
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(`${origin}/docs/`);
  await page.goto(`${origin}/docs`);
  await expect(page).toHaveURL(`${origin}/docs/`);
  await expect(page.getByRole('link', { name: 'Guide' }).first()).toHaveAttribute('href', '/docs/guide/introduction');
});

test('a page under the base hydrates on its own data, its files and links all under the base', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${origin}/docs/guide/introduction`);
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  // Hydrated on its own data: the route tables and the 404 layout are for pages it has not got.
  await expect(page.locator('#root .app')).toHaveAttribute('data-ssr-path', '/guide/introduction');
  await page.getByRole('link', { name: 'Installation' }).first().click();
  await expect(page).toHaveURL(`${origin}/docs/guide/install`);
  await expect(page.getByRole('heading', { level: 1, name: 'Install' })).toBeVisible();
  expect(asked.filter((path) => path.includes('NotFoundLayout'))).toEqual([]);
  expect(asked.every((path) => path.startsWith('/docs/'))).toBe(true);
  expect(failed).toEqual([]);
});

test('search finds a page and opens it under the base', async ({ page }) => {
  await page.goto(`${origin}/docs/guide/introduction`);
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  const input = page.getByRole('combobox');
  await expect(input).toBeFocused();
  await input.fill('install');
  const first = page.getByRole('option').first();
  await expect(first).toBeVisible();
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${origin}/docs/guide/install`));
});
