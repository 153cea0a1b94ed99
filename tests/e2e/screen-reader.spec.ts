import { expect, type Page, test } from '@playwright/test';

const announcer = (page: Page) => page.locator('#a11y-announcer');

/** Opens `path` and waits until the shell has hydrated (the search warm-up starts only then). */
async function visit(page: Page, path: string): Promise<void> {
  const warmed = page.waitForRequest(/\/static\/search_index\./);
  await page.goto(path);
  await warmed;
}

test.describe('screen reader contract', () => {
  test('the skip link is the first focusable element and moves focus into the main content', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a client navigation moves focus to the new h1 and announces the new title politely', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
    await expect(announcer(page)).toHaveText('');
    await page.getByRole('complementary').getByRole('link', { name: 'Glossary', exact: true }).first().click();
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('Glossary');
    await expect(h1).toBeFocused();
    await expect(announcer(page)).toHaveText('Glossary - Core Terminology Explained');
    await page.goBack();
    await expect(h1).toHaveText('Introduction');
    await expect(h1).toBeFocused();
    await expect(announcer(page)).toHaveText(await page.title());
  });

  test('keyboard navigation through the pager lands on the new page’s h1', async ({ page }) => {
    await visit(page, '/zh/guide/start/introduction');
    const next = page.getByRole('link', { name: /下一页/ });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(announcer(page)).toHaveText(await page.title());
  });

  test('copying code says "Copied" in the page’s language', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, '/zh/guide/start/getting-started');
    await page.getByRole('button', { name: '复制代码' }).first().click();
    await expect(announcer(page)).toHaveText('已复制');
  });

  test('the search modal announces how many results it found', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog');
    const count = dialog.getByRole('status').filter({ hasText: /^\d+ results?$/ });
    await page.getByRole('combobox').fill('render');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expect(count).toHaveCount(1);
    // The count is the whole result set: at least the results listed so far.
    const total = Number.parseInt((await count.textContent()) ?? '', 10);
    expect(total).toBeGreaterThanOrEqual(await page.getByRole('listbox').getByRole('option').count());
    // A query with no result says so, and the count falls silent until the next results arrive.
    await page.getByRole('combobox').fill('zzqxjv');
    await expect(dialog.getByRole('status').filter({ hasText: 'zzqxjv' })).toBeVisible();
    await expect(count).toHaveCount(0);
    await page.getByRole('combobox').fill('render');
    await expect(count).toHaveText(`${total} results`);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('transitions are cut and Back to top jumps instead of gliding', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    const duration = await page
      .locator('.pager-link')
      .first()
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(Number.parseFloat(duration)).toBeLessThan(0.001);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Back to top' }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
