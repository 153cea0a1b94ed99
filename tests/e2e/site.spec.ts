import { expect, type Page, test } from '@playwright/test';
import { outline, routes } from './routes';
import { scrollAndSettle } from './waits';

/** Sets a marker on window: it survives client-side navigation and disappears on a full reload. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);

test.describe('every route', () => {
  for (const { path, title } of [...routes, { path: '/', title: 'Esmx' }, { path: '/zh/', title: 'Esmx' }]) {
    test(`${path} answers 200 and shows its h1`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }

  test('/zh without a trailing slash reaches the Chinese home', async ({ page }) => {
    const response = await page.goto('/zh');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test.describe('the 404 page', () => {
  test('answers an unknown path with status 404, PAGE NOT FOUND and a link home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  });

  test('leads a Chinese reader to the Chinese home', async ({ page }) => {
    const response = await page.goto('/zh/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('link', { name: 'Take me home' }).click();
    await expect(page).toHaveURL(/\/zh\/$/);
  });
});

test.describe('navigation', () => {
  test('sidebar and nav clicks change the page without a reload', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await mark(page);
    await page.getByRole('complementary').getByRole('link', { name: 'Glossary', exact: true }).first().click();
    await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glossary');
    await page.getByRole('banner').getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL(/\/api\/core\/esmx$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esmx');
    expect(await marker(page)).toBe(42);
  });

  test('links inside the page content navigate without a reload', async ({ page }) => {
    await page.goto('/blog/');
    await mark(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: outline.routes['/blog/birth-of-esmx'].en.title })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(outline.routes['/blog/birth-of-esmx'].en.title);
    expect(await marker(page)).toBe(42);
  });

  test('marks the current page and the active nav item', async ({ page }) => {
    await page.goto('/guide/essentials/csr');
    await expect(page.locator('aside a[aria-current="page"]')).toHaveText('Client-Side Rendering');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Guide', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the language switcher keeps the page, both ways', async ({ page }) => {
    await page.goto('/guide/essentials/alias');
    const zhLink = page.locator('a[hreflang="zh-CN"]').first();
    await expect(zhLink).toHaveAttribute('href', '/zh/guide/essentials/alias');
    await page.getByRole('button', { name: 'Languages' }).first().click();
    await page.getByRole('link', { name: '简体中文' }).first().click();
    await expect(page).toHaveURL(/\/zh\/guide\/essentials\/alias$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('路径别名');
    await expect(page.locator('a[hreflang="en"]').first()).toHaveAttribute('href', '/guide/essentials/alias');
  });

  test('hovering an internal link preloads its page chunk', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    const chunk = page.waitForRequest((r) => /\/static\/chunks\/guide_start_environment\.\w+\.json$/.test(r.url()));
    await page.getByRole('complementary').getByRole('link', { name: 'Environment Requirements' }).first().hover();
    await chunk;
  });

  test('back and forward restore the page and its scroll position', async ({ page }) => {
    await page.goto('/api/core/esmx');
    await scrollAndSettle(page, 1200);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team Blog');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esmx');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team Blog');
  });

  test('a #hash in the URL scrolls to its heading', async ({ page }) => {
    await page.goto('/api/core/render-context#importmapmode');
    const heading = page.locator('#importmapmode');
    await expect(heading).toBeInViewport();
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(50);
  });

  test('external links open in a new tab without opener', async ({ page }) => {
    await page.goto('/');
    const github = page.getByRole('link', { name: 'GitHub' }).first();
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('doc page parts', () => {
  test('the outline lists the h2-h4 headings in order and its links scroll to them', async ({ page }) => {
    const expected = outline.routes['/guide/essentials/render-context'].en.headings;
    await page.goto('/guide/essentials/render-context');
    const outlineNav = page.getByRole('navigation', { name: 'ON THIS PAGE' });
    await expect(outlineNav.getByRole('link')).toHaveText(expected.map((h) => h.text.replace(/`/g, '')));
    const last = expected[expected.length - 1];
    await outlineNav.getByRole('link', { name: last.text, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(page.locator(`[id="${last.id}"]`)).toBeInViewport();
  });

  test('the Chinese outline is titled 目录', async ({ page }) => {
    await page.goto('/zh/guide/start/introduction');
    await expect(page.getByRole('navigation', { name: '目录' })).toBeVisible();
  });

  test('headings carry the ids of the outline in the DOM', async ({ page }) => {
    const expected = outline.routes['/api/core/app'].zh.headings;
    await page.goto('/zh/api/core/app');
    const ids = await page.locator('main :is(h2, h3, h4)').evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(expected.map((h) => h.id));
  });

  test('previous and next follow the sidebar order across groups', async ({ page }) => {
    await page.goto('/guide/start/getting-started');
    await expect(page.getByRole('link', { name: /Previous Page/ })).toHaveAttribute('href', '/guide/start/environment');
    await page.getByRole('link', { name: /Next Page/ }).click();
    await expect(page).toHaveURL(/\/guide\/essentials\/rspack$/);
    await expect(page.getByRole('link', { name: /Previous Page/ })).toHaveAttribute(
      'href',
      '/guide/start/getting-started',
    );
  });

  test('shows the last updated date', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await expect(page.getByText('Last Updated')).toBeVisible();
    await page.goto('/zh/guide/start/introduction');
    await expect(page.getByText('最后更新时间')).toBeVisible();
  });

  test('the blog article has no sidebar', async ({ page }) => {
    await page.goto('/blog/birth-of-esmx');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('aside a[href="/blog/"]')).toHaveCount(0);
  });

  test('the page title is the page title plus its suffix', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await expect(page).toHaveTitle('Introduction - Core Concepts and Design');
    await page.getByRole('link', { name: /Next Page/ }).click();
    await expect(page).toHaveTitle('Glossary - Core Terminology Explained');
  });

  test('hydrates without errors in the console', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    for (const path of ['/', '/guide/start/introduction', '/zh/api/core/esmx', '/blog/', '/no/such/page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });
});

test.describe('home page', () => {
  test("the hero's name fades to Rspress's second hero colour where a site sets it", async ({ page }) => {
    await page.goto('/');
    const name = page.getByRole('heading', { level: 1 });
    await expect(name).toHaveCSS('background-image', /rgb\(124, 77, 255\)/);
    await page.evaluate(() =>
      document.documentElement.style.setProperty('--rp-home-hero-secondary-color', 'rgb(22, 163, 74)'),
    );
    await expect(name).toHaveCSS('background-image', /rgb\(22, 163, 74\)/);
  });

  test('shows the hero, its two actions and nine feature cards', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esmx');
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/guide/start/getting-started',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/esmnext/esmx',
    );
    for (const title of [
      'Core Engine',
      'Rendering Context',
      'Module Linking',
      'Build System',
      'Deployment Solutions',
      'Developer Experience',
      'Enterprise Applications',
      'Performance Scenarios',
      'Environment Support',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByText('Node.js 24 or newer and modern browsers')).toBeVisible();
  });
});
