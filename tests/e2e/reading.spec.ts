import { expect, type Page, test } from '@playwright/test';
import type { PageData } from '../../src/shared/types';
import { outline } from './routes';
import { overridePage, overrideSite } from './site-overrides';
import { nextTask, pauseClock, scrollAndSettle } from './waits';

/** Reading: outline, anchors, doc footer, code copy, image zoom, progress bar, overview pages, page types. */

const outlineNav = (page: Page, name = 'ON THIS PAGE') =>
  page.getByRole('complementary').getByRole('navigation', { name });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Bottom of whatever is fixed at the top of the window (navbar, menu bar). */
const coveredTop = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll('.navbar, .doc-menu-bar')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.height > 0)
        .map((r) => r.bottom),
    ),
  );

test.describe('outline', () => {
  test('is titled ON THIS PAGE and lists the h2 to h4 headings', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    const expected = outline.routes['/guide/start/introduction'].en.headings.filter(
      (h) => h.depth >= 2 && h.depth <= 4,
    );
    await expect(outlineNav(page).getByRole('link')).toHaveText(expected.map((h) => h.text));
    await expect(outlineNav(page).getByText('ON THIS PAGE', { exact: true })).toBeVisible();
  });

  test("takes its title from the site data's strings (where the build puts the config's outlineTitle)", async ({
    page,
  }) => {
    await overrideSite(page, (site) => (site.texts = { en: { 'outline.title': 'Contents' } }));
    await page.goto('/guide/start/introduction');
    await expect(outlineNav(page, 'Contents')).toBeVisible();
  });

  test('marks the heading being read, following the scroll every 100 ms', async ({ page }) => {
    await page.goto('/guide/essentials/module-linking');
    const headings = outline.routes['/guide/essentials/module-linking'].en.headings;
    await expect(outlineNav(page).locator('[aria-current="location"]')).toHaveCount(0);
    const target = headings[3]!;
    await pauseClock(page);
    const y = await page.evaluate(
      (id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top + window.scrollY - 100),
      target.id,
    );
    await scrollAndSettle(page, y);
    // Not yet: the handler runs 100 ms after the scroll began.
    await page.clock.runFor(90);
    await expect(outlineNav(page).locator('[aria-current="location"]')).toHaveCount(0);
    await page.clock.runFor(10);
    await expect(outlineNav(page).getByRole('link', { name: target.text, exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(outlineNav(page).locator('[aria-current="location"]')).toHaveCount(1);
  });

  test('a heading reached through the outline becomes the active one', async ({ page }) => {
    await page.goto('/guide/essentials/module-linking');
    const target = outline.routes['/guide/essentials/module-linking'].en.headings[5]!;
    await outlineNav(page).getByRole('link', { name: target.text, exact: true }).click();
    await expect(outlineNav(page).getByRole('link', { name: target.text, exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });
});

test.describe('heading anchors', () => {
  test('scroll smoothly to the heading, which ends up below the navbar', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/guide/essentials/module-linking');
    const headings = outline.routes['/guide/essentials/module-linking'].en.headings;
    const target = headings[Math.floor(headings.length / 2)]!;
    const positions = await page.evaluate(async (id) => {
      const seen: number[] = [];
      document.querySelector<HTMLAnchorElement>(`.outline-aside a[href="#${id}"]`)!.click();
      const end = performance.now() + 1200;
      while (performance.now() < end) {
        seen.push(Math.round(window.scrollY));
        await new Promise(requestAnimationFrame);
      }
      return seen;
    }, target.id);
    const distinct = new Set(positions);
    // A jump has two positions (before and after); a smooth scroll passes some on its way (few frames
    // when the machine is loaded: four were seen once, so a third position is the sign).
    expect(distinct.size).toBeGreaterThan(2);
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
    const headingTop = await page.locator(`[id="${target.id}"]`).evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(await coveredTop(page));
    expect(headingTop).toBeLessThan(200);
  });

  test("the heading's own anchor link works the same way", async ({ page }) => {
    await page.goto('/guide/essentials/render-context');
    await page.locator('#related > a.header-anchor').click();
    await expect(page).toHaveURL(/#related$/);
    await expect(page.locator('#related')).toBeInViewport();
  });

  test('after navigating to another page with a hash, the scroll waits 100 ms, then lands the heading below the navbar', async ({
    page,
  }) => {
    await page.goto('/guide/start/introduction');
    const waited = await page.evaluate(async () => {
      const title = document.querySelector('main h1')!;
      let shownAt = 0;
      let scrolledAt = 0;
      new MutationObserver(() => (shownAt ||= performance.now())).observe(title.parentElement!, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      addEventListener('scroll', () => window.scrollY > 0 && (scrolledAt ||= performance.now()));
      const link = Object.assign(document.createElement('a'), {
        href: '/api/core/render-context#importmapmode',
        textContent: 'deep link',
      });
      document.querySelector('main')!.append(link);
      link.click();
      while (!scrolledAt) await new Promise((resolve) => setTimeout(resolve, 20));
      return scrolledAt - shownAt;
    });
    expect(waited).toBeGreaterThanOrEqual(90);
    await expect(h1(page)).toHaveText('RenderContext');
    const headingTop = await page.locator('#importmapmode').evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(await coveredTop(page));
    expect(headingTop).toBeLessThan(200);
  });
});

test.describe('doc footer', () => {
  test('links the previous and next pages', async ({ page }) => {
    await page.goto('/guide/start/glossary');
    await expect(page.getByRole('link', { name: /Previous Page/ })).toHaveAttribute(
      'href',
      '/guide/start/introduction',
    );
    await expect(page.getByRole('link', { name: /Next Page/ })).toHaveAttribute('href', '/guide/start/environment');
    await page.goto('/zh/guide/start/glossary');
    await expect(page.getByRole('link', { name: /上一页/ })).toHaveAttribute('href', '/zh/guide/start/introduction');
  });

  test('has an edit link built from the configured pattern, opening in a new tab', async ({ page }) => {
    await page.goto('/zh/guide/start/glossary');
    const edit = page.getByRole('link', { name: '编辑此页' });
    await expect(edit).toHaveAttribute(
      'href',
      'https://github.com/esmnext/esmx/tree/master/docs/zh/guide/start/glossary.md',
    );
    await expect(edit).toHaveAttribute('target', '_blank');
  });

  test('has no edit link when the config gives no pattern', async ({ page }) => {
    await overrideSite(page, (site) => delete site.config.themeConfig.editLink);
    await page.goto('/guide/start/glossary');
    await expect(page.getByRole('link', { name: /Previous Page/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  });

  test("shows Last Updated with the page's date, written the way its language writes dates", async ({ page }) => {
    for (const [path, label, locale] of [
      ['/guide/start/glossary', 'Last Updated', 'en-US'],
      ['/zh/guide/start/glossary', '最后更新时间', 'zh-CN'],
    ] as const) {
      await page.goto(path);
      const updated = await page.evaluate(
        () => (JSON.parse(document.getElementById('__PAGE__')!.textContent!) as PageData).lastUpdated,
      );
      const date = new Date(updated).toLocaleDateString(locale, {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
      await expect(page.locator('.last-updated')).toHaveText(`${label}: ${date}`);
      await expect(page.locator('.last-updated time')).toHaveAttribute('datetime', new Date(updated).toISOString());
    }
  });

  test('the scroll-to-top button brings the reader back up', async ({ page }) => {
    await page.goto('/api/core/esmx');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe('code blocks', () => {
  const NUMBERED =
    '<div class="code-block line-numbers" data-lang="js"><button type="button" class="code-copy" aria-label="Copy code"></button><span class="code-lang">js</span>' +
    '<pre class="shiki shiki-themes github-light github-dark" tabindex="0"><code><span class="line"><span style="color:#24292E;--shiki-dark:#E1E4E8">const a = 1;</span></span>\n' +
    '<span class="line"><span style="color:#24292E;--shiki-dark:#E1E4E8">const b = 2;</span></span>\n' +
    '<span class="line"><span style="color:#24292E;--shiki-dark:#E1E4E8">console.log(a + b);</span></span></code></pre></div>';

  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('the copy button copies the code without line numbers, and shows it has for 2000 ms', async ({ page }) => {
    await overridePage(
      page,
      '/guide/start/glossary',
      (data) => (data.html = `<h1 id="glossary">Glossary</h1>${NUMBERED}`),
    );
    await page.goto('/guide/start/introduction');
    await page.getByRole('complementary').getByRole('link', { name: 'Glossary' }).click();
    await expect(page.locator('.line-numbers .line').first()).toBeVisible();
    // The numbers are on screen…
    expect(
      await page
        .locator('.line-numbers .line')
        .first()
        .evaluate((el) => getComputedStyle(el, '::before').content),
    ).toBe('counter(line)');
    const button = page.getByRole('button', { name: 'Copy code' });
    await pauseClock(page);
    await button.click();
    await expect(button).toHaveClass(/copied/);
    // …but not in what was copied.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'const a = 1;\nconst b = 2;\nconsole.log(a + b);',
    );
    await page.clock.runFor(1_500);
    await expect(button).toHaveClass(/copied/);
    await page.clock.runFor(600);
    await expect(button).not.toHaveClass(/copied/);
  });

  test('every code block of a real page has a named copy button that copies its code', async ({ page }) => {
    await page.goto('/guide/start/getting-started');
    const blocks = page.locator('.code-block');
    await expect(blocks.first().getByRole('button', { name: 'Copy code' })).toHaveCount(1);
    expect(await page.getByRole('button', { name: 'Copy code' }).count()).toBe(await blocks.count());
    await blocks.first().hover();
    await blocks.first().getByRole('button', { name: 'Copy code' }).click();
    const code = await blocks.first().locator('pre').textContent();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  test('a highlighted range draws one band, its blank line included', async ({ page }) => {
    const lines = ['const a = 1;', '', 'const b = 2;'].map((code) => `<span class="line highlighted">${code}</span>`);
    await overridePage(
      page,
      '/guide/start/glossary',
      (data) =>
        (data.html =
          '<h1 id="glossary">Glossary</h1><div class="code-block language-js" data-lang="js">' +
          `<pre data-lang="js" class="shiki has-highlighted" tabindex="0"><code>${lines.join('\n')}</code></pre></div>`),
    );
    await page.goto('/guide/start/introduction');
    await page.getByRole('complementary').getByRole('link', { name: 'Glossary' }).click();
    const bands = page.locator('.code-block .line.highlighted');
    await expect(bands).toHaveCount(3);
    const boxes = await bands.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
    // The blank line as high as the others, each line starting where the one before ends (a pixel apart at most).
    expect(boxes[1].height).toBeGreaterThan(10);
    expect(boxes[1].height).toBeCloseTo(boxes[0].height, 0);
    for (const i of [1, 2]) expect(Math.abs(boxes[i].top - boxes[i - 1].bottom)).toBeLessThanOrEqual(1.5);
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/guide/start/getting-started');
    const button = page.getByRole('button', { name: 'Copy code' }).first();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveClass(/copied/);
  });
});

test.describe('image zoom', () => {
  const SVG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#0a6fd6"/></svg>')}`;

  test.beforeEach(async ({ page }) => {
    await overridePage(page, '/guide/start/glossary', (data) => {
      data.html = `<h1 id="glossary">Glossary</h1><p><img src="${SVG}" alt="Architecture diagram" width="400" height="200"></p>${'<p>Filler paragraph.</p>'.repeat(60)}`;
    });
    await page.goto('/guide/start/introduction');
    await page.getByRole('complementary').getByRole('link', { name: 'Glossary' }).click();
    // medium-zoom is imported once the page shows; a click before it has attached does nothing.
    await expect(page.getByRole('img', { name: 'Architecture diagram' })).toHaveClass(/\bmedium-zoom-image\b/);
  });
  const zoomed = (page: Page) => page.locator('.medium-zoom-image--opened');
  /** Records medium-zoom's events (dispatched on the image, not bubbling: caught on the way down). */
  const recordZoomEvents = (page: Page) =>
    page.evaluate(() => {
      const events: string[] = [];
      (window as unknown as { zoomEvents: string[] }).zoomEvents = events;
      for (const name of ['medium-zoom:opened', 'medium-zoom:close'])
        document.addEventListener(name, () => events.push(name), { capture: true });
    });
  const zoomEvents = (page: Page) => page.evaluate(() => (window as unknown as { zoomEvents: string[] }).zoomEvents);
  /** Clicks the image and waits for its opening animation to end: medium-zoom ignores keys and scrolls until then. */
  const zoomIn = async (page: Page) => {
    await recordZoomEvents(page);
    await page.getByRole('img', { name: 'Architecture diagram' }).click();
    await expect(zoomed(page)).toHaveCount(1);
    await expect.poll(() => zoomEvents(page)).toContain('medium-zoom:opened');
  };

  test('a click zooms the image and Escape closes it', async ({ page }) => {
    await zoomIn(page);
    await page.keyboard.press('Escape');
    await expect(zoomed(page)).toHaveCount(0);
  });

  test('scrolling more than 40 px closes it, less does not', async ({ page }) => {
    await zoomIn(page);
    const start = await scrollY(page);
    await scrollAndSettle(page, start + 30);
    expect(await zoomEvents(page)).not.toContain('medium-zoom:close');
    await expect(zoomed(page)).toHaveCount(1);
    await page.evaluate((y) => window.scrollTo(0, y + 80), start);
    await expect(zoomed(page)).toHaveCount(0);
  });
});

test.describe('progress bar', () => {
  test('shows when a page takes more than 200 ms to load, with no spinner, and finishes when it renders', async ({
    page,
  }) => {
    await page.goto('/guide/start/introduction');
    await page.route(/\/static\/chunks\/guide_start_environment\.[\w-]+\.json$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.getByRole('complementary').getByRole('link', { name: 'Environment Requirements' }).click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    // It starts at the 0.08 minimum (nprogress draws n as a translation of (n - 1) * 100 %).
    expect(await bar.getAttribute('style')).toMatch(/translate3d\(-9\d(\.\d+)?%/);
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    await expect(h1(page)).toHaveText('Environment Requirements');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('does not show for a page that loads quickly', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await page.evaluate(() => {
      new MutationObserver(
        () => document.getElementById('nprogress') && ((window as unknown as { bar: boolean }).bar = true),
      ).observe(document.documentElement, { childList: true, subtree: true });
    });
    const barRequests: string[] = [];
    page.on('request', (request) => /\/nprogress\.\w+\.js$/.test(request.url()) && barRequests.push(request.url()));
    // With the clock stopped, the page loads in no time at all; then every timer it left behind runs.
    await pauseClock(page);
    await page.getByRole('complementary').getByRole('link', { name: 'Glossary' }).click();
    await expect(h1(page)).toHaveText('Glossary');
    await page.clock.runFor(1_000);
    await nextTask(page);
    expect(barRequests).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { bar?: boolean }).bar ?? false)).toBe(false);
  });
});

test.describe('API overview page', () => {
  const cards = (page: Page) => page.locator('.overview-card');
  const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 });
  const groups = (page: Page) => page.locator('.overview-group').getByRole('heading', { level: 2 });
  const filter = (page: Page, name = 'Filter') => page.getByRole('searchbox', { name });
  const h2Of = (route: string, lang: 'en' | 'zh') =>
    outline.routes[route]![lang].headings.filter((h) => h.depth === 2).map((h) => h.text);
  /**
   * Opens the overview at `path` and waits until React has hydrated its filter box: the headers are in the
   * served HTML, so seeing them says nothing of that, and typing before it would be lost.
   */
  const open = async (page: Page, path: string) => {
    await page.goto(path);
    await page.waitForFunction(() => {
      const box = document.querySelector('.overview-filter input');
      return box !== null && Object.keys(box).some((key) => key.startsWith('__reactProps'));
    });
  };

  test('is the first entry of the API sidebar', async ({ page }) => {
    await page.goto('/api/core/esmx');
    await page.getByRole('complementary').getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/api\/$/);
    await expect(h1(page)).toHaveText('API Overview');
  });

  test("lists the section's groups, each page with its h2 headers", async ({ page }) => {
    await page.goto('/api/');
    await expect(groups(page)).toHaveText(['@esmx/core', 'App']);
    await expect(cardTitles(page)).toHaveText([
      'Esmx',
      'App',
      'RenderContext',
      'ModuleConfig',
      'PackConfig',
      'ManifestJson',
      '@esmx/rspack',
      '@esmx/rspack-vue',
    ]);
    const esmx = cards(page).filter({ has: page.getByRole('link', { name: 'Esmx', exact: true }) });
    await expect(esmx.getByRole('listitem')).toHaveText(h2Of('/api/core/esmx', 'en'));
    await expect(esmx.getByRole('link', { name: 'Instance Options' })).toHaveAttribute(
      'href',
      '/api/core/esmx#instance-options',
    );
  });

  test('has neither an outline nor previous and next links, as Rspress draws an overview, also after a navigation', async ({
    page,
  }) => {
    await page.goto('/api/');
    await expect(groups(page).first()).toBeVisible();
    await expect(page.locator('footer.doc-footer')).toHaveCount(0);
    await expect(page.locator('.outline-aside')).toHaveCount(0);
    await page.getByRole('complementary').getByRole('link', { name: 'PackConfig' }).click();
    await expect(page.getByRole('link', { name: /Previous Page/ })).toBeVisible();
    await page.goBack();
    await expect(groups(page).first()).toBeVisible();
    await expect(page.locator('footer.doc-footer')).toHaveCount(0);
  });

  test('draws each page as a card the width of the column, its headers in columns, as Rspress 2 draws them', async ({
    page,
  }) => {
    await page.goto('/api/');
    const esmx = cards(page).filter({ has: page.getByRole('link', { name: 'Esmx', exact: true }) });
    const card = await esmx.boundingBox();
    const group = await groups(page).first().boundingBox();
    if (!card || !group) throw new Error('the first group or its Esmx card is not drawn');
    expect(card.width).toBe(group.width);
    const first = await esmx.getByRole('listitem').nth(0).boundingBox();
    const second = await esmx.getByRole('listitem').nth(1).boundingBox();
    if (!first || !second) throw new Error("the Esmx card's headers are not drawn");
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x + first.width);
  });

  test('lists the headers in the HTML as served, for a reader without JavaScript', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/api/');
    const app = cards(page).filter({ has: page.getByRole('link', { name: 'App', exact: true }) });
    await expect(app.getByRole('listitem')).toHaveText(h2Of('/api/core/app', 'en'));
  });

  test('the filter box is labelled Filter with the placeholder Enter keyword', async ({ page }) => {
    await page.goto('/api/');
    await expect(filter(page)).toHaveAttribute('placeholder', 'Enter keyword');
  });

  test('narrows pages as the reader types, ignoring case', async ({ page }) => {
    await open(page, '/api/');
    await filter(page).pressSequentially('RENDERcon');
    await expect(cardTitles(page)).toHaveText(['RenderContext']);
    await expect(groups(page)).toHaveText(['@esmx/core']);
    // A page that matches by title keeps all its headers.
    await expect(cards(page).getByRole('listitem')).toHaveText(h2Of('/api/core/render-context', 'en'));
  });

  test('narrows headers to the matching ones', async ({ page }) => {
    await open(page, '/api/');
    await filter(page).fill('usage');
    await expect(cardTitles(page)).toHaveText(['PackConfig']);
    await expect(cards(page).getByRole('listitem')).toHaveText(['Usage Examples']);
  });

  test('keeps a whole group whose name matches', async ({ page }) => {
    await open(page, '/api/');
    await filter(page).fill('@esmx/core');
    await expect(groups(page).first()).toHaveText('@esmx/core');
    const core = page
      .locator('.overview-group')
      .filter({ has: page.getByRole('heading', { level: 2, name: '@esmx/core' }) });
    await expect(core.getByRole('heading', { level: 3 })).toHaveText([
      'Esmx',
      'App',
      'RenderContext',
      'ModuleConfig',
      'PackConfig',
      'ManifestJson',
    ]);
  });

  test('filters Chinese text', async ({ page }) => {
    await open(page, '/zh/api/');
    await filter(page, '过滤').fill('使用示例');
    await expect(cardTitles(page)).toHaveText(['PackConfig']);
    await expect(cards(page).getByRole('listitem')).toHaveText(['使用示例']);
  });

  test('says No matching API found when nothing matches, and shows everything again when cleared', async ({ page }) => {
    await open(page, '/api/');
    await filter(page).fill('no such thing');
    await expect(page.getByText('No matching API found')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await filter(page).fill('');
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByText('No matching API found')).toHaveCount(0);
  });

  test('a header link opens its page at that heading', async ({ page }) => {
    await page.goto('/api/');
    await page.getByRole('link', { name: 'Usage Examples' }).click();
    await expect(h1(page)).toHaveText('PackConfig');
    await expect(page).toHaveURL(/\/api\/core\/pack-config#usage-examples$/);
    await expect(page.locator('#usage-examples')).toBeInViewport();
  });
});

test.describe('page types and titles', () => {
  test('the document title is the page title plus the suffix, also after navigating', async ({ page }) => {
    await page.goto('/api/');
    await expect(page).toHaveTitle('API Overview - Esmx');
    await page.getByRole('complementary').getByRole('link', { name: 'PackConfig' }).click();
    await expect(page).toHaveTitle(/^PackConfig - /);
  });

  test('home: hero and features, no sidebar', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.hero')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sidebar Navigation' })).toHaveCount(0);
  });

  test('doc: sidebar, content, outline and footer', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await expect(page.getByRole('navigation', { name: 'Sidebar Navigation' })).toBeVisible();
    await expect(outlineNav(page)).toBeVisible();
    await expect(page.getByRole('link', { name: /Next Page/ })).toBeVisible();
  });

  test('404: PAGE NOT FOUND under the navbar', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('custom: the navbar and the content, nothing else', async ({ page }) => {
    await overridePage(page, '/guide/start/glossary', (data) => {
      data.pageType = 'custom';
      data.html = '<h1 id="landing">A custom landing</h1><h2 id="more">More</h2><p>Free layout.</p>';
    });
    await page.goto('/guide/start/introduction');
    await page.getByRole('complementary').getByRole('link', { name: 'Glossary' }).click();
    await expect(h1(page)).toHaveText('A custom landing');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sidebar Navigation' })).toHaveCount(0);
    await expect(page.locator('footer.doc-footer')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'ON THIS PAGE' })).toHaveCount(0);
    // None of the doc pages' typography, as Rspress 2 draws a custom page: no rule above a heading.
    await expect(page.getByRole('heading', { name: 'More' })).toHaveCSS('border-top-style', 'none');
  });

  test('blank: the content only', async ({ page }) => {
    await overridePage(page, '/guide/start/glossary', (data) => {
      data.pageType = 'blank';
      data.html = '<h1 id="bare">Bare page</h1>';
    });
    await page.goto('/guide/start/introduction');
    await page.getByRole('complementary').getByRole('link', { name: 'Glossary' }).click();
    await expect(h1(page)).toHaveText('Bare page');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Sidebar Navigation' })).toHaveCount(0);
  });
});
