import { expect, type Page, test } from '@playwright/test';

/** What search remembers: recent searches, the session across Escape; and the keys that open new tabs. */

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const combobox = (page: Page) => page.getByRole('combobox');
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
const options = (page: Page) => page.getByRole('option');
const recent = (page: Page) => page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option');

async function visit(page: Page, path: string): Promise<void> {
  const warmed = page.waitForRequest(/\/static\/search_index\./);
  await page.goto(path);
  await warmed;
}

/**
 * Opens the modal with Control+K, pressed again until it opens: right after a load the shortcut's
 * listener may not be attached yet (hydration gives no signal once the manifest is in the cache).
 */
async function open(page: Page): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Control+K');
    await expect(combobox(page)).toBeFocused({ timeout: 1000 });
  }).toPass();
}

/**
 * Searches `query` and follows its first result, which makes it a recent search; resolves once
 * the result's page shows (its marks are in).
 */
async function searchAndOpen(page: Page, query: string): Promise<void> {
  await open(page);
  await combobox(page).fill(query);
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await combobox(page).press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Clear highlights|清除高亮)$/ })).toBeVisible();
}

test.describe('recent searches', () => {
  test('list the searches that opened a result, newest first, reachable by the arrow keys', async ({ page }) => {
    await visit(page, '/');
    await open(page);
    await expect(recent(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    for (const query of ['hydration', 'importmapMode', 'middleware']) await searchAndOpen(page, query);
    await open(page);
    await expect(recent(page)).toHaveText(['middleware', 'importmapMode', 'hydration']);
    await combobox(page).press('ArrowDown');
    await expect(recent(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    const id = await recent(page).nth(1).getAttribute('id');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', id!);
    await combobox(page).press('ArrowUp');
    await combobox(page).press('ArrowUp');
    await expect(recent(page).nth(2)).toHaveAttribute('aria-selected', 'true');
    // Enter searches it again.
    await combobox(page).press('Enter');
    await expect(combobox(page)).toHaveValue('hydration');
    await expect(results(page).first()).toHaveAttribute('href', /\/guide\/start\/glossary/);
  });

  test('keep five per language, survive a reload, and can be removed one by one and cleared', async ({ page }) => {
    await visit(page, '/');
    for (const query of ['alias', 'rspack', 'hydration', 'importmapMode', 'middleware', 'glossary']) {
      await searchAndOpen(page, query);
    }
    await page.reload();
    await open(page);
    await expect(recent(page)).toHaveText(['glossary', 'middleware', 'importmapMode', 'hydration', 'rspack']);
    await page.getByRole('button', { name: 'Remove: middleware' }).click();
    await expect(recent(page)).toHaveText(['glossary', 'importmapMode', 'hydration', 'rspack']);
    await expect(combobox(page)).toBeFocused();
    // Delete removes the selected one from the keyboard.
    await combobox(page).press('Delete');
    await expect(recent(page)).toHaveText(['importmapMode', 'hydration', 'rspack']);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(recent(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.reload();
    await open(page);
    await expect(combobox(page)).toBeFocused();
    await expect(recent(page)).toHaveCount(0);
  });

  test('are kept per language', async ({ page }) => {
    await visit(page, '/');
    await searchAndOpen(page, 'hydration');
    await visit(page, '/zh/');
    await open(page);
    await expect(recent(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await searchAndOpen(page, '渲染');
    await open(page);
    await expect(page.getByRole('listbox', { name: '最近搜索' }).getByRole('option')).toHaveText(['渲染']);
  });

  test('storage that fails (private mode) leaves search working with an empty list', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await visit(page, '/');
    await searchAndOpen(page, 'hydration');
    await expect(page).toHaveURL(/\/guide\/start\/glossary/);
    await open(page);
    await expect(recent(page)).toHaveCount(0);
    await combobox(page).fill('middleware');
    await expect(results(page).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a full storage quota leaves search working and remembers nothing', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      };
    });
    await visit(page, '/');
    await searchAndOpen(page, 'hydration');
    await open(page);
    await expect(recent(page)).toHaveCount(0);
  });
});

test.describe('keys', () => {
  for (const key of ['Control+Enter', 'Shift+Enter']) {
    test(`${key} opens the selected result in a new tab and keeps the modal`, async ({ page, context }) => {
      await visit(page, '/');
      await open(page);
      await combobox(page).fill('hydration');
      await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
      const href = await results(page).first().getAttribute('href');
      const opened = context.waitForEvent('page');
      await combobox(page).press(key);
      const tab = await opened;
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
      await expect(dialog(page)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  }
});

test.describe('the modal keeps its state', () => {
  test('closed with Escape and reopened on the same page: query, selection and scroll', async ({ page }) => {
    await visit(page, '/');
    await open(page);
    await combobox(page).fill('render');
    await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'More results' }).click();
    await expect.poll(() => results(page).count()).toBeGreaterThan(7);
    for (let i = 0; i < 9; i++) await combobox(page).press('ArrowDown');
    await expect(results(page).nth(9)).toHaveAttribute('aria-selected', 'true');
    const listbox = page.getByRole('listbox', { name: 'Search results' });
    const scrolled = await listbox.evaluate((el) => el.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    await open(page);
    await expect(combobox(page)).toHaveValue('render');
    await expect(results(page).nth(9)).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => listbox.evaluate((el) => el.scrollTop)).toBe(scrolled);
  });

  test('starts afresh on another page, or after Cancel', async ({ page }) => {
    await visit(page, '/');
    await open(page);
    await combobox(page).fill('render');
    await expect(results(page).first()).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await open(page);
    await expect(combobox(page)).toHaveValue('');

    await combobox(page).fill('render');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide' }).click();
    // Wait for the new page itself: the modal lives in its navbar.
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
    await open(page);
    await expect(combobox(page)).toHaveValue('');
  });
});
