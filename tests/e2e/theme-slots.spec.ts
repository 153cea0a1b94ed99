import { expect, type Page, test } from '@playwright/test';
import { type ServedFixture, serveFixture } from './served-fixture';

let site: ServedFixture | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveFixture('theme-slots');
});

test.afterAll(async () => {
  await site?.close();
});

const consoleErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
};

/** The island loader drew the slot in the browser: React marks the element it rendered into. */
const drawn = (page: Page, slot: string) =>
  page.waitForFunction((name) => {
    const island = document.querySelector(`[data-layout-slot="${name}"]`);
    return island !== null && Object.keys(island).some((key) => key.startsWith('__reactContainer'));
  }, slot);

test("Rspress's Card in a slot, outside the page's content, is drawn as in a page: its title bold", async ({
  page,
}) => {
  await page.goto(`${site?.origin}/guide`);
  const title = page.locator('.theme-slot .card-title');
  await expect(title).toHaveText('Work in progress');
  await expect(title).toHaveCSS('font-weight', '700');
});

test("a custom theme's Layout slots are drawn where Rspress draws them, and answer clicks", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(`${site?.origin}/guide`);
  // Before the navbar's title, at the top of the page, in the navbar's list, before the doc footer.
  await expect(page.locator('.navbar-inner > .theme-slot .slot-mark')).toHaveText('★');
  await expect(page.locator('.app > .theme-slot').first()).toHaveText('Banner in en');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' })).toHaveAttribute(
    'href',
    '/guide',
  );
  const counter = page.getByRole('button', { name: 'Clicked 0 times' });
  await expect(page.locator('main .theme-slot + .doc-footer')).toBeAttached();
  await drawn(page, 'beforeDocFooter');
  await counter.click();
  await expect(page.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  // The theme's own stylesheet styles its slots, and its palette (set under `:where(:root)`) the site.
  await expect(page.locator('.slot-banner')).toHaveCSS('background-color', 'rgb(255, 215, 0)');
  await expect(page.getByRole('link', { name: 'Community' })).toHaveCSS('--brand', '#c98218');
  expect(errors).toEqual([]);
});

test("a slot switches the palette through Rspress's ThemeContext, as the navbar's switch does", async ({ page }) => {
  await page.goto(`${site?.origin}/guide`);
  await drawn(page, 'afterNavTitle');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Go dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Dark mode' }).first()).toHaveAttribute('aria-pressed', 'true');
});

test("a path no page has shows the 404 page the theme's Layout is given, drawn in the browser", async ({ page }) => {
  const response = await page.goto(`${site?.origin}/zh/no-such-page`);
  expect(response?.status()).toBe(404);
  await drawn(page, 'NotFoundLayout');
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing here, says the theme' })).toBeVisible();
});

test('an announcement before the navbar stays in view above its bar, and the page makes room for both', async ({
  page,
}) => {
  await page.goto(`${site?.origin}/guide`);
  const announcement = page.locator('.slot-announcement');
  await expect(announcement).toHaveText('News of the day');
  await drawn(page, 'beforeNav');
  // Not under the fixed bar: what a reader clicks at its place is the announcement. Measured and hit in one step
  // of the page, which may still be drawing the slot again (a box taken apart could belong to a node since replaced).
  const hitAtItsMiddle = () =>
    page.evaluate(() => {
      const shown = document.querySelector('.slot-announcement');
      const r = shown?.getBoundingClientRect();
      return r && document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.className;
    });
  await expect.poll(hitAtItsMiddle).toBe('slot-announcement');
  const box = (await announcement.boundingBox())!;
  const bar = (await page.locator('.navbar-inner').boundingBox())!;
  expect(bar.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
  const title = (await page.getByRole('heading', { level: 1, name: 'Guide' }).boundingBox())!;
  expect(title.y).toBeGreaterThan(bar.y + bar.height);
});

test("Rspress's Banner before the navbar links its message, and once closed stays closed on the next page load", async ({
  page,
}) => {
  await page.goto(`${site?.origin}/guide`);
  await drawn(page, 'beforeNav');
  await expect(page.getByRole('link', { name: 'Version 2 is out' })).toHaveAttribute('href', '/other');
  const barAt = async () => (await page.locator('.navbar-inner').boundingBox())!.y;
  const before = await barAt();
  await page.locator('.rp-banner').getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.rp-banner')).toHaveCount(0);
  // The room it took above the bar is given back.
  await expect.poll(barAt).toBeLessThan(before);
  await page.reload();
  await drawn(page, 'beforeNav');
  await expect(page.locator('.slot-announcement')).toBeVisible();
  await expect(page.locator('.rp-banner')).toHaveCount(0);
});

test('a slot reads the page it is on, and again after a client navigation', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(`${site?.origin}/guide`);
  await expect(page.locator('.slot-note')).toHaveText('Note: from-guide');
  await page.locator('main').getByRole('link', { name: 'the other page' }).click();
  await expect(page).toHaveURL(/\/other$/);
  await expect(page.locator('.slot-note')).toHaveText('Note: from-other');
  expect(errors).toEqual([]);
});

test("the home page draws the theme's slots around its features, also after a client navigation", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(`${site?.origin}/guide`);
  await drawn(page, 'beforeNavTitle');
  await page.locator('a.navbar-title').click();
  await expect(page.locator('.features + .theme-slot')).toHaveText('After the features');
  // The theme's HomeLayout wraps Rspress's with the install command's tabs under the hero's buttons, drawn by the
  // build and kept when the browser draws the slot again.
  await drawn(page, 'afterHeroActions');
  const install = page.locator('.hero-actions + .theme-slot');
  await expect(install.getByRole('tab', { name: 'pnpm' })).toBeVisible();
  await expect(install.getByRole('tabpanel').first()).toContainText('npm install slots');
  // A button of its own made with Rspress's classes looks like the hero's brand button.
  const own = install.getByRole('link', { name: 'Get started' });
  const looks = (button: typeof own) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.borderRadius, style.fontWeight];
    });
  expect(await looks(own)).toEqual(await looks(page.locator('.hero-actions .button.brand').first()));
  // Its own HomeFooter stands in place of the home page's footer, drawn with the page's front matter.
  await expect(page.locator('.theme-home .slot-footer')).toHaveText('Footer of Slots');
  // A slot every page has stays one: the navigation did not draw it twice.
  await expect(page.locator('.slot-banner')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("the home page is washed and its feature cards filled as the site's Rspress home variables say", async ({
  page,
}) => {
  await page.goto(`${site?.origin}/`);
  const wash = await page.locator('.home').evaluate((home) => getComputedStyle(home, '::before').backgroundImage);
  expect(wash).toBe('linear-gradient(rgb(255, 0, 0), rgb(255, 255, 255))');
  await expect(page.locator('.feature').first()).toHaveCSS('background-color', 'rgb(250, 240, 230)');
});

test.describe("a custom theme's own HomeLayout", () => {
  let home: ServedFixture | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    home = await serveFixture('theme-home');
  });

  test.afterAll(async () => {
    await home?.close();
  });

  test('draws the home page with its front matter in place of the hero, and answers clicks', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto(`${home?.origin}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Own home' })).toBeVisible();
    await expect(page.locator('.hero')).toHaveCount(0);
    // Drawn over Rspress's reset of the browser's styles, as the theme was written for.
    await expect(page.getByRole('heading', { level: 1, name: 'Own home' })).toHaveCSS('margin-top', '0px');
    // Full width, right under the navbar, as Rspress draws a theme's home page: the theme sets its own margins.
    const drawn = await page.locator('.theme-home').boundingBox();
    const navbar = await page.locator('header').first().boundingBox();
    expect(drawn?.x).toBe(0);
    expect(drawn?.width).toBe(page.viewportSize()?.width);
    expect(drawn?.y).toBe((navbar?.y ?? 0) + (navbar?.height ?? 0));
    await page.waitForFunction(() => {
      const island = document.querySelector('[data-export="HomeLayout"]');
      return island !== null && Object.keys(island).some((key) => key.startsWith('__reactContainer'));
    });
    await page.getByRole('button', { name: 'Home clicked 0 times' }).click();
    await expect(page.getByRole('button', { name: 'Home clicked 1 times' })).toBeVisible();
    // Reached by a client navigation too, with the page's data.
    await page.goto(`${home?.origin}/guide`);
    await page.locator('a.navbar-title').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Own home' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("draws its own NotFoundLayout for a path no page has, and keeps it once the page's script runs", async ({
    page,
  }) => {
    const response = await page.goto(`${home?.origin}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => {
      const island = document.querySelector('[data-export="NotFoundLayout"]');
      return island !== null && Object.keys(island).some((key) => key.startsWith('__reactContainer'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Lost in the theme' })).toBeVisible();
    await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Own home' })).toBeVisible();
  });
});
