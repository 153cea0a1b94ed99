import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Every WCAG 2.0, 2.1 and 2.2 rule at levels A and AA that axe knows. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const THEME_KEY = 'theme-appearance';

/** One page of each page type: home, doc, overview, blog, 404. */
const PAGE_TYPES = [
  { type: 'home', path: '/' },
  { type: 'doc', path: '/guide/start/introduction' },
  { type: 'overview', path: '/api/' },
  { type: 'blog', path: '/blog/birth-of-esmx' },
  { type: '404', path: '/no/such/page' },
];

/** Violations as one readable line each, so a failure says what is wrong and where. */
async function violations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary}`));
}

async function openWithTheme(page: Page, path: string, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [THEME_KEY, theme]);
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

for (const theme of ['light', 'dark'] as const) {
  for (const lang of ['en', 'zh'] as const) {
    test.describe(`axe, ${theme} theme, ${lang}`, () => {
      for (const { type, path } of PAGE_TYPES) {
        const url = lang === 'zh' ? `/zh${path}` : path;
        test(`the ${type} page ${url} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
          await openWithTheme(page, url, theme);
          expect(await violations(page)).toEqual([]);
        });
      }
    });
  }
}

test.describe('axe on open overlays', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the open search modal with results has no violations (${theme})`, async ({ page }) => {
      await openWithTheme(page, '/guide/start/introduction', theme);
      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('combobox').fill('render');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test(`the open search modal without results has no violations (${theme})`, async ({ page }) => {
      await openWithTheme(page, '/zh/guide/start/introduction', theme);
      await page.getByRole('banner').getByRole('button', { name: '搜索', exact: true }).click();
      await page.getByRole('combobox').fill('zzzqqq');
      await expect(page.getByRole('dialog').getByRole('status').filter({ hasText: 'zzzqqq' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    for (const theme of ['light', 'dark'] as const) {
      test(`the open mobile menu has no violations (${theme})`, async ({ page }) => {
        await openWithTheme(page, '/guide/start/introduction', theme);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.locator('.mobile-menu')).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }
  });

  test.describe('on a tablet', () => {
    test.use({ viewport: { width: 800, height: 720 } });
    for (const theme of ['light', 'dark'] as const) {
      test(`the open sidebar drawer has no violations (${theme})`, async ({ page }) => {
        await openWithTheme(page, '/guide/start/introduction', theme);
        const menu = page.locator('.doc-menu-bar').getByRole('button', { name: 'Menu' });
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator('#doc-sidebar')).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }
  });
});
