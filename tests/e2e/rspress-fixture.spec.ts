import { expect, test } from '@playwright/test';
import { type ServedFixture, serveFixture } from './served-fixture';

/**
 * The Rspress 2 fixture site (tests/fixtures/rspress-site), built with the rollup bundles of
 * `npm run build` and served on a free port: its .mdx tabs work by keyboard and by groupId, and its
 * config (logo, icon, globalStyles, head) reaches the page.
 */

// One build and one server for the whole file: its tests share them, in order, in one worker.
test.describe.configure({ mode: 'default' });

let site: ServedFixture | undefined;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  site = await serveFixture('rspress-site');
  origin = site.origin;
});

test.afterAll(async () => {
  await site?.close();
});

/**
 * Does `act` until `done` holds: the tab script is imported once the page shows, and a key pressed or a
 * click made before it listens does nothing. Each `act` must give the same result when repeated.
 */
const onceTabsListen = (act: () => Promise<void>, done: () => Promise<void>) =>
  expect(async () => {
    await act();
    await done();
  }).toPass();

test('tabs move with the arrow keys, Home and End, showing the panel of the selected tab', async ({ page }) => {
  await page.goto(`${origin}/guide/install`);
  const npm = page.getByRole('tab', { name: 'npm' }).first();
  const yarn = page.getByRole('tab', { name: 'yarn' }).first();
  await expect(npm).toHaveAttribute('aria-selected', 'true');
  await onceTabsListen(
    async () => {
      await npm.focus();
      await page.keyboard.press('ArrowRight');
    },
    () => expect(yarn).toBeFocused({ timeout: 500 }),
  );
  await expect(yarn).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').filter({ hasText: 'yarn add @esmx/core' })).toBeVisible();
  await expect(page.getByText('npm install @esmx/core')).toBeHidden();
  // Five tools, as Rspress 2 shows them: deno last.
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'deno' }).first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(npm).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'deno' }).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('deno add npm:@esmx/core')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(npm).toHaveAttribute('aria-selected', 'true');
  // Only the selected tab is in the tab order; Tab moves on into its panel.
  await expect(yarn).toHaveAttribute('tabindex', '-1');
});

test('tab sets of one groupId follow the same choice, and it is remembered on the next visit', async ({ page }) => {
  await page.goto(`${origin}/guide/install`);
  await onceTabsListen(
    () => page.getByRole('tab', { name: 'Vue' }).first().click(),
    () => expect(page.getByText('Render with createApp.')).toBeVisible({ timeout: 500 }),
  );
  await expect(page.getByText('Render with createRoot.')).toBeHidden();
  await page.getByRole('tab', { name: 'pnpm' }).first().click();
  await expect(page.getByText('pnpm add -D @esmx/rspack')).toBeVisible();

  await page.goto(`${origin}/zh/guide/install`);
  await expect(page.getByRole('tab', { name: 'Vue' }).last()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('用 createApp 渲染。')).toBeVisible();
  await expect(page.getByText('pnpm add @esmx/core')).toBeVisible();
});

test('the config gives the navbar its logo and text, the favicon, global styles and head tags', async ({ page }) => {
  await page.goto(`${origin}/guide/introduction`);
  const home = page.getByRole('banner').getByRole('link', { name: 'Fixture Docs Fixture' });
  await expect(home.getByRole('img', { name: 'Fixture Docs' }).first()).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/logo.svg');
  await expect(page.locator('meta[name="fixture"]')).toHaveAttribute('content', 'rspress-site');
  const globalStyle = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--fixture-global-styles').trim(),
  );
  expect(globalStyle).toBe('applied');
});

test("a table's columns are aligned as its Markdown says", async ({ page }) => {
  await page.goto(`${origin}/guide/introduction`);
  const cells = page.getByRole('row', { name: 'lines flag true' }).getByRole('cell');
  await expect(cells.nth(0)).toHaveCSS('text-align', 'left');
  await expect(cells.nth(1)).toHaveCSS('text-align', 'center');
  await expect(cells.nth(2)).toHaveCSS('text-align', 'right');
  await expect(page.getByRole('columnheader', { name: 'Default' })).toHaveCSS('text-align', 'right');
});

test("a site's component marked rp-not-doc keeps its headings and lists free of the page's typography", async ({
  page,
}) => {
  await page.goto(`${origin}/guide/introduction`);
  // A card as a component draws it, after a heading of the page's own.
  await page.locator('.doc-content').evaluate((content) => {
    content.insertAdjacentHTML(
      'beforeend',
      '<h2 class="plain">Plain</h2><div class="rp-not-doc"><h2>Card</h2><ul><li>one</li><li>two</li></ul></div>',
    );
  });
  const own = page.locator('.rp-not-doc h2');
  const pages = page.locator('.doc-content h2.plain');
  await expect(pages).toHaveCSS('border-top-style', 'solid');
  await expect(own).toHaveCSS('border-top-style', 'none');
  await expect(own).not.toHaveCSS('margin-top', await pages.evaluate((h) => getComputedStyle(h).marginTop));
  await expect(page.locator('.rp-not-doc ul')).toHaveCSS('padding-left', '40px');
});

test('a badge shows beside its heading without joining its name in the outline', async ({ page }) => {
  await page.goto(`${origin}/guide/components`);
  await expect(page.getByRole('heading', { level: 2, name: 'Steps beta' })).toHaveAttribute('id', 'steps');
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Steps', exact: true })).toBeVisible();
});

test("a group inside a sidebar group stands one step in from its parent's title, its pages one more", async ({
  page,
}) => {
  await page.goto(`${origin}/guide/advanced/plugins`);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar Navigation' });
  const left = async (name: string, role: 'link' | 'button') => {
    const box = await sidebar.getByRole(role, { name, exact: true }).first().boundingBox();
    return box?.x ?? Number.NaN;
  };
  const parent = await left('Advanced', 'link');
  const group = await left('deep', 'button');
  const nested = await left('Nested Page', 'link');
  expect(group - parent).toBe(12);
  expect(nested - group).toBe(12);
  expect(await left('Plugins', 'link')).toBe(group);
});
