import { expect, type Page, test } from '@playwright/test';
import { overrideSite } from './site-overrides';

/** Theme and language: the palette, the default-language prefix, the first-visit locale redirect. */

const THEME_KEY = 'theme-appearance';
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(20, 22, 26)';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** Stores a theme choice before any script of the page runs. */
const storeTheme = (page: Page, value: string) =>
  page.addInitScript(([key, stored]) => localStorage.setItem(key!, stored!), [THEME_KEY, value]);
/** The page without its app: only the prerendered HTML, the stylesheet and the inline head script. */
const withoutApp = (page: Page) => page.route(/\/assets\/.*\.js$/, (route) => route.abort());

test.describe('color theme', () => {
  test('a dark system preference is applied by the head script, before any app code runs', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await withoutApp(page);
    await page.goto('/guide/start/introduction');
    expect(await isDark(page)).toBe(true);
    expect(await bodyBackground(page)).toBe(DARK_BG);
    await context.close();
  });

  test('a light system preference gets the light palette', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await withoutApp(page);
    await page.goto('/guide/start/introduction');
    expect(await isDark(page)).toBe(false);
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
    await context.close();
  });

  test('a stored choice wins over the system preference, both ways', async ({ browser }) => {
    const darkSystem = await browser.newContext({ colorScheme: 'dark' });
    const light = await darkSystem.newPage();
    await storeTheme(light, 'light');
    await light.goto('/guide/start/introduction');
    expect(await isDark(light)).toBe(false);
    await darkSystem.close();

    const lightSystem = await browser.newContext({ colorScheme: 'light' });
    const dark = await lightSystem.newPage();
    await storeTheme(dark, 'dark');
    await dark.goto('/guide/start/introduction');
    expect(await isDark(dark)).toBe(true);
    await lightSystem.close();
  });

  test('auto (the default) keeps following the system while the page is open', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/guide/start/introduction');
    expect(await isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the toggle is a named button that switches the palette, stores the choice and keeps it after a reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/guide/start/introduction');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');

    await page.reload();
    expect(await isDark(page)).toBe(true);
    await page.getByRole('banner').getByRole('button', { name: 'Dark mode' }).click();
    expect(await isDark(page)).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light');
  });

  test('switching fades the colours over 400 ms', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await page.goto('/guide/start/introduction');
    const fade = await page.evaluate(() => {
      (document.querySelector('.theme-toggle') as HTMLButtonElement).click();
      const body = document.body
        .getAnimations()
        .find((a) => (a as CSSTransition).transitionProperty === 'background-color');
      return body?.effect?.getTiming().duration;
    });
    expect(fade).toBe(400);
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
    await expect(page.locator('html')).not.toHaveClass(/theme-transition/);
  });

  test('switching does not fade for readers who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto('/guide/start/introduction');
    const longest = await page.evaluate(() => {
      (document.querySelector('.theme-toggle') as HTMLButtonElement).click();
      return Math.max(0, ...document.getAnimations().map((a) => Number(a.effect?.getTiming().duration ?? 0)));
    });
    // Transitions are cut to a hundredth of a millisecond (not 0: transitionend must still fire).
    expect(longest).toBeLessThanOrEqual(0.01);
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
  });

  test('code highlighting follows the theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/guide/start/getting-started');
    const token = page.locator('.code-block pre span[style*="--shiki-dark"]').first();
    const colours = () =>
      token.evaluate((el) => ({
        shown: getComputedStyle(el).color,
        light: (el as HTMLElement).style.color,
        dark: (el as HTMLElement).style.getPropertyValue('--shiki-dark'),
      }));
    const asRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

    const light = await colours();
    expect(light.shown).toBe(light.light);
    expect(light.shown).not.toBe(asRgb(light.dark));
    await page.getByRole('banner').getByRole('button', { name: 'Dark mode' }).click();
    await expect.poll(async () => (await colours()).shown).toBe(asRgb(light.dark));
  });
});

test.describe("a site's own palette", () => {
  test('draws the search dialog on the background it gives the page, in light mode too', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/guide/start/introduction');
    // As a site's stylesheet setting Rspress's --rp-c-bg sets ours (see rspress-palette.ts).
    await page.evaluate(() => document.documentElement.style.setProperty('--bg', 'rgb(15, 20, 25)'));
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS('background-color', 'rgb(15, 20, 25)');
    await context.close();
  });
});

test.describe('default-language prefix', () => {
  test('a URL with /en is answered at the unprefixed path, query and hash kept', async ({ page }) => {
    await page.goto('/en/guide/start/introduction?outline=0#core-principles');
    await expect(page).toHaveURL(/\/guide\/start\/introduction\?outline=0#core-principles$/);
    expect(new URL(page.url()).pathname).toBe('/guide/start/introduction');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  });

  test('an in-app link to an /en path lands on the unprefixed page without a reload', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      const link = Object.assign(document.createElement('a'), {
        href: '/en/guide/start/glossary?x=1#terms',
        textContent: 'prefixed',
      });
      document.querySelector('main')!.append(link);
    });
    await page.getByRole('link', { name: 'prefixed' }).click();
    await expect(page).toHaveURL(/\/guide\/start\/glossary\?x=1#terms$/);
    expect(new URL(page.url()).pathname).toBe('/guide/start/glossary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glossary');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

test.describe('first-visit locale redirect', () => {
  /** A browser a person drives: Playwright's `navigator.webdriver` flag (which turns the redirect off) removed. */
  async function reader(browser: import('@playwright/test').Browser, options: { locale: string; userAgent?: string }) {
    const context = await browser.newContext(options);
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true }),
    );
    return { context, page: await context.newPage() };
  }

  /** Waits until the page has decided whether to redirect (see use-locale-redirect.ts) and returns the decision. */
  async function redirectDecision(page: import('@playwright/test').Page): Promise<string | null> {
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-locale-redirect', /.+/);
    return html.getAttribute('data-locale-redirect');
  }

  test('sends a Chinese browser from an English page to its /zh translation on the first visit only', async ({
    browser,
  }) => {
    const { context, page } = await reader(browser, { locale: 'zh-CN' });
    await page.goto('/guide/start/introduction?sidebar=0#core-principles');
    await expect(page).toHaveURL(/\/zh\/guide\/start\/introduction\?sidebar=0#core-principles$/);
    expect(await redirectDecision(page)).toBe('redirected');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('介绍');

    await page.goto('/guide/start/glossary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glossary');
    expect(await redirectDecision(page)).toBe('not-first-visit');
    expect(new URL(page.url()).pathname).toBe('/guide/start/glossary');
    await context.close();
  });

  test('sends an English browser from a Chinese page to the English one', async ({ browser }) => {
    const { context, page } = await reader(browser, { locale: 'en-US' });
    await page.goto('/zh/guide/start/glossary');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/guide/start/glossary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glossary');
    await context.close();
  });

  test('leaves a reader whose language the page already has where they are', async ({ browser }) => {
    const { context, page } = await reader(browser, { locale: 'zh-CN' });
    await page.goto('/zh/api/core/app');
    expect(await redirectDecision(page)).toBe('stayed');
    expect(new URL(page.url()).pathname).toBe('/zh/api/core/app');
    await context.close();
  });

  test('the language picked with the switcher wins afterwards', async ({ browser }) => {
    const { context, page } = await reader(browser, { locale: 'zh-CN' });
    await page.goto('/guide/essentials/alias');
    await expect(page).toHaveURL(/\/zh\/guide\/essentials\/alias$/);
    await page.getByRole('banner').getByRole('button', { name: '语言' }).click();
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/guide\/essentials\/alias$/);
    expect(new URL(page.url()).pathname).toBe('/guide/essentials/alias');

    await page.reload();
    await page.goto('/guide/essentials/csr');
    expect(await redirectDecision(page)).toBe('not-first-visit');
    expect(new URL(page.url()).pathname).toBe('/guide/essentials/csr');
    await context.close();
  });

  test('does not redirect crawlers', async ({ browser }) => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; Baiduspider/2.0)',
      'Mozilla/5.0 Chrome-Lighthouse',
    ]) {
      const { context, page } = await reader(browser, { locale: 'zh-CN', userAgent });
      await page.goto('/guide/start/introduction');
      expect(await redirectDecision(page), userAgent).toBe('stayed');
      expect(new URL(page.url()).pathname, userAgent).toBe('/guide/start/introduction');
      await context.close();
    }
  });

  test('does not redirect a browser driven by WebDriver', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/guide/start/introduction');
    expect(await redirectDecision(page)).toBe('stayed');
    expect(new URL(page.url()).pathname).toBe('/guide/start/introduction');
    await context.close();
  });

  test('does not redirect when the site config says never', async ({ browser }) => {
    const { context, page } = await reader(browser, { locale: 'zh-CN' });
    await overrideSite(page, (site) => (site.config.themeConfig.localeRedirect = 'never'));
    await page.goto('/guide/start/introduction');
    expect(await redirectDecision(page)).toBe('stayed');
    expect(new URL(page.url()).pathname).toBe('/guide/start/introduction');
    await context.close();
  });
});
