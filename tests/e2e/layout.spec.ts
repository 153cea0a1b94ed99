import { expect, type Page, test } from '@playwright/test';
import type { SocialLink } from '../../src/shared/types';
import { overrideSite } from './site-overrides';
import { pauseClock, scrollAndSettle } from './waits';

/** Layout states: query switches, the navbar, the mobile menu, the sidebar drawer, menus, social links, versions. */

const DOC = '/guide/start/introduction';
const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Sidebar Navigation' });
const outlineOf = (page: Page) => page.getByRole('navigation', { name: 'ON THIS PAGE' });
const navbarOf = (page: Page) => page.getByRole('banner');
const footerOf = (page: Page) => page.locator('footer.doc-footer');
const top = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Math.round(el.getBoundingClientRect().top));
const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
/** The page without its app: only the prerendered HTML, the stylesheet and the inline head script. */
const withoutApp = (page: Page) => page.route(/\/assets\/.*\.js$/, (route) => route.abort());

test.describe('query switches', () => {
  for (const [name, part] of [
    ['navbar', navbarOf],
    ['sidebar', sidebarOf],
    ['outline', outlineOf],
    ['footer', footerOf],
  ] as const) {
    test(`${name}=0 hides the ${name} and nothing else`, async ({ page }) => {
      await page.goto(`${DOC}?${name}=0`);
      await expect(part(page)).toBeHidden();
      for (const [other, otherPart] of [
        ['navbar', navbarOf],
        ['sidebar', sidebarOf],
        ['outline', outlineOf],
        ['footer', footerOf],
      ] as const) {
        if (other !== name) await expect(otherPart(page), other).toBeVisible();
      }
    });
  }

  test('switches combine, and hold before any app code runs', async ({ page }) => {
    await withoutApp(page);
    await page.goto(`${DOC}?sidebar=0&outline=0&footer=0`);
    await expect(sidebarOf(page)).toBeHidden();
    await expect(outlineOf(page)).toBeHidden();
    await expect(footerOf(page)).toBeHidden();
    await expect(navbarOf(page)).toBeVisible();
  });

  test('the content does not move when the app takes over', async ({ browser }) => {
    const tops: number[] = [];
    for (const [query, app] of [
      ['?navbar=0&sidebar=0', false],
      ['?navbar=0&sidebar=0', true],
      ['', true],
    ] as const) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 800 } });
      if (!app) await withoutApp(page);
      await page.goto(DOC + query);
      if (app) await page.waitForLoadState('networkidle');
      tops.push(await top(page, 'main h1'));
      await page.close();
    }
    expect(tops[1]).toBe(tops[0]);
    // Without the navbar, its 72 px go to the content.
    expect(tops[2]! - tops[0]!).toBe(72);
  });

  test('internal links keep the switches', async ({ page }) => {
    await page.goto(`${DOC}?navbar=0&footer=0`);
    await sidebarOf(page).getByRole('link', { name: 'Glossary' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glossary');
    expect(new URL(page.url()).search).toBe('?navbar=0&footer=0');
    await expect(navbarOf(page)).toBeHidden();
    await expect(footerOf(page)).toBeHidden();
  });
});

test.describe('navbar', () => {
  test('is 72 px high, 56 px below 768 px wide (with the hamburger), 0 when hidden', async ({ page }) => {
    await page.goto(DOC);
    const height = () => navbarOf(page).evaluate((el) => el.getBoundingClientRect().height);
    expect(await height()).toBe(72);
    // One breakpoint: at 768 px the navbar is still the full one, links and height alike.
    await page.setViewportSize({ width: 768, height: 800 });
    expect(await height()).toBe(72);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.setViewportSize({ width: 767, height: 800 });
    expect(await height()).toBe(56);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto(`${DOC}?navbar=0`);
    expect(await cssVar(page, '--navbar-height')).toBe('0px');
    expect(await top(page, '.doc-layout')).toBe(0);
    // Narrower, the menu bar takes the top.
    await page.setViewportSize({ width: 1000, height: 800 });
    expect(await top(page, '.doc-menu-bar')).toBe(0);
  });

  test("hideNavbar 'auto' hides it while scrolling down (checking every 200 ms) and shows it on the way up", async ({
    page,
  }) => {
    await overrideSite(page, (site) => (site.config.themeConfig.hideNavbar = 'auto'));
    await page.goto('/api/core/esmx');
    const navbar = navbarOf(page);
    await expect(navbar).toBeInViewport();
    await pauseClock(page);
    await scrollAndSettle(page, 1200);
    // Not yet: the handler runs 200 ms after the scroll began.
    await page.clock.runFor(190);
    await expect(navbar).toHaveClass('navbar');
    await page.clock.runFor(10);
    await expect(navbar).not.toBeInViewport();
    const layoutTop = await top(page, '.doc-layout');
    expect(await cssVar(page, '--navbar-height')).toBe('0px');
    await scrollAndSettle(page, 600);
    await page.clock.runFor(200);
    await expect(navbar).toBeInViewport();
    // The content stays put while the navbar comes and goes.
    expect(await top(page, '.doc-layout')).toBe(layoutTop + 600);
  });

  test("hideNavbar 'always' leaves no navbar and gives its room to the content", async ({ page }) => {
    await overrideSite(
      page,
      (site) => (site.config.themeConfig.hideNavbar = 'always'),
      (html) => html.replace('<header class="navbar">', '<header class="navbar navbar-always-hidden">'),
    );
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto(DOC);
    await expect(navbarOf(page)).toBeHidden();
    expect(await top(page, '.doc-layout')).toBe(0);
    await pauseClock(page);
    await scrollAndSettle(page, 1500);
    await scrollAndSettle(page, 200);
    // Whatever a (throttled) scroll handler would do, it has done once every pending timer has run.
    await page.clock.runFor(1_000);
    await expect(navbarOf(page)).toBeHidden();
  });

  for (const width of [1280, 900, 500]) {
    test(`a heading jumped to at ${width} px wide lands below the navbar and the menu bar`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/guide/essentials/render-context');
      await page.evaluate(
        () => document.querySelector<HTMLAnchorElement>('a[href="#related"]')?.click() ?? (location.hash = 'related'),
      );
      const heading = page.locator('#related');
      await expect(heading).toBeInViewport();
      // How far the heading's top is below the bars: wait for the scroll (delayed for late layout) to land.
      const clearance = () =>
        page.evaluate(() => {
          const bars = [...document.querySelectorAll('.navbar, .doc-menu-bar')]
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.height > 0);
          const heading = document.getElementById('related')!.getBoundingClientRect();
          return Math.round(heading.top) - Math.max(...bars.map((r) => r.bottom));
        });
      await expect.poll(clearance).toBeGreaterThanOrEqual(0);
    });
  }
});

test.describe('tables on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("keep each column Rspress's least width (8rem) and scroll sideways, rather than break Chinese words a character a line", async ({
    page,
  }) => {
    await page.goto(`/zh${DOC}`);
    const row = ['服务', '目录', '端口', '说明', '备注'].map((word) => `<td>${word}${word}${word}</td>`).join('');
    await page.locator('.doc-content').evaluate((content, cells) => {
      content.insertAdjacentHTML('beforeend', `<div class="table-wrapper"><table><tr>${cells}</tr></table></div>`);
    }, row);
    const cells = page.locator('.doc-content table').last().getByRole('cell');
    await expect(cells).toHaveCount(5);
    const rem = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
    for (const box of await cells.evaluateAll((all) => all.map((cell) => cell.getBoundingClientRect().width)))
      expect(box).toBeGreaterThanOrEqual(rem * 8);
    const wrapper = page.locator('.doc-content .table-wrapper').last();
    expect(await wrapper.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger opens a full-screen menu with nav items, languages, theme toggle and social links', async ({
    page,
  }) => {
    await page.goto(DOC);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
    await hamburger.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('.mobile-menu');
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, width: 375 });
    expect(box!.y + box!.height).toBe(740);
    for (const name of ['Guide', 'API', 'Blog'])
      await expect(
        menu.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name, exact: true }),
      ).toBeVisible();
    await expect(menu.getByRole('link', { name: '简体中文' })).toHaveAttribute('href', `/zh${DOC}`);
    await expect(menu.getByRole('button', { name: 'Dark mode' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'GitHub' })).toBeVisible();
  });

  test('closes when the route changes', async ({ page }) => {
    await page.goto(DOC);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('.mobile-menu').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team Blog');
    await expect(page.locator('.mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes by itself when the window becomes 768 px wide, where the hamburger goes', async ({ page }) => {
    await page.goto(DOC);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.setViewportSize({ width: 767, height: 740 });
    await expect(page.locator('.mobile-menu')).toBeVisible();
    await page.setViewportSize({ width: 768, height: 740 });
    await expect(page.locator('.mobile-menu')).toBeHidden();
    await expect(page.locator('.mobile-menu-button')).toBeHidden();
    await expect(navbarOf(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('Escape closes it', async ({ page }) => {
    await page.goto(DOC);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('.mobile-menu')).toBeHidden();
  });
});

test.describe('a long sidebar', () => {
  test.use({ viewport: { width: 1280, height: 420 } });

  test("opens scrolled to the page's link when it would sit below the fold, the page itself not scrolled", async ({
    page,
  }) => {
    await page.goto(DOC);
    const links = sidebarOf(page).getByRole('link');
    const last = links.last();
    const href = await last.getAttribute('href');
    // The last page's link is out of view while the sidebar sits at its top.
    const below = await last.evaluate((link) => {
      const sidebar = link.closest('#doc-sidebar') as HTMLElement;
      return link.getBoundingClientRect().top > sidebar.getBoundingClientRect().bottom;
    });
    expect(below).toBe(true);
    await page.goto(href as string);
    const current = sidebarOf(page).locator('[aria-current="page"]');
    await expect(current).toHaveAttribute('href', href as string);
    await expect(current).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('sidebar menu bar and drawer', () => {
  const menuBar = (page: Page) => page.locator('.doc-menu-bar');
  const menuButton = (page: Page) => menuBar(page).getByRole('button', { name: 'Menu' });

  test('the outline aside shows at 1280 px wide and goes below', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(DOC);
    await expect(page.getByRole('complementary').getByRole('navigation', { name: 'ON THIS PAGE' })).toBeVisible();
    await page.setViewportSize({ width: 1279, height: 720 });
    await expect(page.locator('.outline-aside')).toBeHidden();
  });

  test('is 46 px high and shows at 1280 px or less on a page with an outline, its Menu button at 960 px or less', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1281, height: 720 });
    await page.goto(DOC);
    await expect(menuBar(page)).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(menuBar(page)).toBeVisible();
    expect(await menuBar(page).evaluate((el) => el.getBoundingClientRect().height)).toBe(46);
    await expect(menuButton(page)).toBeHidden();
    await page.setViewportSize({ width: 961, height: 720 });
    await expect(menuButton(page)).toBeHidden();
    await page.setViewportSize({ width: 960, height: 720 });
    await expect(menuButton(page)).toBeVisible();
  });

  test('shows only at 960 px or less on a page without an outline', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 720 });
    await page.goto('/api/');
    await expect(menuBar(page)).toBeHidden();
    await page.setViewportSize({ width: 961, height: 720 });
    await expect(menuBar(page)).toBeHidden();
    await page.setViewportSize({ width: 960, height: 720 });
    await expect(menuBar(page)).toBeVisible();
    await expect(menuButton(page)).toBeVisible();
  });

  test('the drawer holds focus while open; Escape closes it and focus returns to the Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 720 });
    await page.goto(DOC);
    await expect(sidebarOf(page)).toBeHidden();
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebarOf(page)).toBeVisible();
    await expect(sidebarOf(page).getByRole('link', { name: 'Introduction' })).toBeFocused();
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#doc-sidebar')), `after key ${i + 1}`).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(sidebarOf(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the drawer closes on the backdrop and on a route change', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 720 });
    await page.goto(DOC);
    await menuButton(page).click();
    await page.mouse.click(780, 400);
    await expect(sidebarOf(page)).toBeHidden();
    await menuButton(page).click();
    await sidebarOf(page).getByRole('link', { name: 'Glossary' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glossary');
    await expect(sidebarOf(page)).toBeHidden();
  });

  test('a closed drawer keeps its links out of the tab order', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 720 });
    await page.goto(DOC);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#doc-sidebar'))).toBe(false);
    }
  });
});

test.describe('sidebar groups', () => {
  test('collapse and expand by click', async ({ page }) => {
    await page.goto(DOC);
    const toggle = sidebarOf(page).getByRole('button', { name: 'Essentials' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebarOf(page).getByRole('link', { name: 'Path Alias' })).toBeHidden();
    await toggle.click();
    await expect(sidebarOf(page).getByRole('link', { name: 'Path Alias' })).toBeVisible();
  });

  test('collapse and expand by keyboard', async ({ page }) => {
    await page.goto(DOC);
    const toggle = sidebarOf(page).getByRole('button', { name: 'Essentials' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('a group opens when the page on screen moves into it', async ({ page }) => {
    await page.goto('/guide/start/getting-started');
    const essentials = sidebarOf(page).getByRole('button', { name: 'Essentials' });
    await essentials.click();
    await expect(essentials).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('link', { name: /Next Page/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rspack');
    await expect(essentials).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebarOf(page).getByRole('link', { name: 'Rspack' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('nav menus with sub-items', () => {
  test.beforeEach(async ({ page }) => {
    await overrideSite(page, (site) =>
      site.nav.en.push({
        text: 'More',
        items: [
          { text: 'Team Blog', link: '/blog/' },
          { text: 'Esmx on GitHub', link: 'https://github.com/esmnext/esmx' },
        ],
      }),
    );
    await page.goto(DOC);
  });
  const group = (page: Page) => navbarOf(page).getByRole('button', { name: 'More' });
  const entry = (page: Page) => navbarOf(page).getByRole('link', { name: 'Team Blog' });

  test('open on hover and close 150 ms after the pointer leaves', async ({ page }) => {
    await expect(entry(page)).toBeHidden();
    await group(page).hover();
    await expect(group(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(entry(page)).toBeVisible();
    const delay = await page.evaluate(async () => {
      const popup = document.querySelector('.nav-group .disclosure-popup')!;
      const closed = new Promise<number>((resolve) => {
        new MutationObserver(() => popup.hasAttribute('hidden') && resolve(performance.now())).observe(popup, {
          attributes: true,
        });
      });
      const root = document.querySelector('.nav-group')!;
      const left = performance.now();
      root.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
      root.dispatchEvent(new PointerEvent('pointerout', { pointerType: 'mouse', bubbles: true }));
      return (await closed) - left;
    });
    expect(delay).toBeGreaterThanOrEqual(145);
    expect(delay).toBeLessThan(1000);
    await expect(entry(page)).toBeHidden();
  });

  test('a pointer coming back within 150 ms keeps the menu open', async ({ page }) => {
    // With the clock stopped, the pointer is back before any time has passed…
    await pauseClock(page);
    await group(page).hover();
    await page.mouse.move(5, 400);
    await group(page).hover();
    // …and every timer its leaving started has had its time.
    await page.clock.runFor(1_000);
    await expect(entry(page)).toBeVisible();
  });

  test('open and close by click', async ({ page }) => {
    await page.mouse.move(5, 400);
    await group(page).dispatchEvent('click');
    await expect(entry(page)).toBeVisible();
    await group(page).dispatchEvent('click');
    await expect(entry(page)).toBeHidden();
  });

  test('work by keyboard: Enter opens, Tab reaches the entries, Escape closes and returns focus', async ({ page }) => {
    await page.mouse.move(5, 400);
    await group(page).focus();
    await page.keyboard.press('Enter');
    await expect(group(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(entry(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(entry(page)).toBeHidden();
    await expect(group(page)).toBeFocused();
  });

  test('following an entry navigates and closes the menu', async ({ page }) => {
    await group(page).click();
    await entry(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team Blog');
    await expect(entry(page)).toBeHidden();
  });
});

test.describe('social links', () => {
  const link = (icon: string): SocialLink => ({ icon, mode: 'link', content: `https://example.com/${icon}` });
  const tools = (page: Page) => navbarOf(page).locator('.navbar-tools');

  test('up to five show inline, without a more button', async ({ page }) => {
    await overrideSite(
      page,
      (site) => (site.config.themeConfig.socialLinks = ['github', 'x', 'discord', 'npm', 'gitlab'].map(link)),
    );
    await page.goto(DOC);
    for (const name of ['GitHub', 'X', 'Discord', 'npm', 'GitLab'])
      await expect(tools(page).getByRole('link', { name, exact: true })).toBeVisible();
    await expect(tools(page).getByRole('button', { name: 'more' })).toHaveCount(0);
  });

  test('more than five spill into a popup behind a button labelled more', async ({ page }) => {
    await overrideSite(
      page,
      (site) =>
        (site.config.themeConfig.socialLinks = ['github', 'x', 'discord', 'npm', 'gitlab', 'slack', 'youtube'].map(
          link,
        )),
    );
    await page.goto(DOC);
    await expect(tools(page).locator('.social-links > .social-link')).toHaveCount(5);
    await expect(tools(page).getByRole('link', { name: 'Slack' })).toBeHidden();
    await tools(page).getByRole('button', { name: 'more' }).click();
    await expect(tools(page).getByRole('link', { name: 'Slack' })).toBeVisible();
    await expect(tools(page).getByRole('link', { name: 'Youtube' })).toHaveAttribute(
      'href',
      'https://example.com/youtube',
    );
  });
});

test('a crowded navbar keeps its items clear of the search button, which gives up its room first', async ({ page }) => {
  const words = ['Guide', 'Client', 'Server', 'Tools', 'Protobuf', 'Docker', 'Config', 'Examples'];
  await overrideSite(page, (site) => {
    site.config.logoText = 'A Rather Long Product Name';
    site.nav.en = words.map((text) => ({ text, link: `/guide/${text.toLowerCase()}` }));
    site.config.themeConfig.socialLinks = ['github', 'x', 'discord', 'npm', 'gitlab'].map((icon) => ({
      icon,
      mode: 'link' as const,
      content: `https://example.com/${icon}`,
    }));
  });
  for (const width of [1280, 1100, 980]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(DOC);
    const search = await navbarOf(page).getByRole('button', { name: 'Search' }).boundingBox();
    const first = await navbarOf(page).getByRole('link', { name: 'Guide', exact: true }).boundingBox();
    const last = await navbarOf(page).getByRole('link', { name: 'Examples', exact: true }).boundingBox();
    if (!search || !first || !last) throw new Error(`the search button or a nav item is not drawn at ${width} px`);
    expect(search.x + search.width, `at ${width} px`).toBeLessThanOrEqual(first.x);
    expect(last.x + last.width, `at ${width} px`).toBeLessThanOrEqual(width);
  }
});

test('on a phone a long site name gives way to the search and menu buttons, which stay on the screen', async ({
  page,
}) => {
  await overrideSite(page, (site) => {
    site.config.logoText = 'AstraSchedule Documentation Center';
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(DOC);
  for (const name of ['Search', 'Open menu']) {
    const box = await navbarOf(page).getByRole('button', { name, exact: true }).boundingBox();
    if (!box) throw new Error(`the ${name} button is not drawn`);
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
  }
  await navbarOf(page).getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
});

test("a theme that sets Rspress's --rp-sidebar-width and --rp-outline-width resizes the sidebar and the outline", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(DOC);
  await page.addStyleTag({ content: ':root { --rp-sidebar-width: 230px; --rp-outline-width: 200px; }' });
  const sidebar = page.getByRole('navigation', { name: 'Sidebar Navigation' });
  await expect.poll(async () => (await page.locator('aside.sidebar').boundingBox())?.width).toBe(230);
  await expect.poll(async () => (await page.locator('.outline-aside').boundingBox())?.width).toBe(200);
  await expect(sidebar).toBeVisible();
});

test.describe('version switcher', () => {
  test('is absent with fewer than two versions', async ({ page }) => {
    await page.goto(DOC);
    await expect(navbarOf(page).getByRole('button', { name: /^Versions/ })).toHaveCount(0);
    await overrideSite(page, (site) => (site.config.versions = ['2.x']));
    await page.goto(DOC);
    await expect(navbarOf(page).getByRole('button', { name: /^Versions/ })).toHaveCount(0);
  });

  test('offers the same page in every declared version', async ({ page }) => {
    await overrideSite(page, (site) => (site.config.versions = ['2.x', '1.x']));
    await page.goto(`/zh${DOC}`);
    const button = navbarOf(page).getByRole('button', { name: '版本: 2.x' });
    await expect(button).toHaveText('2.x');
    await button.click();
    await expect(navbarOf(page).getByRole('link', { name: '2.x' })).toHaveAttribute('aria-current', 'true');
    await expect(navbarOf(page).getByRole('link', { name: '1.x' })).toHaveAttribute('href', `/1.x/zh${DOC}`);
  });
});
