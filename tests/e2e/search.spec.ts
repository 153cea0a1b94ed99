import { expect, type Page, test } from '@playwright/test';
import type { SearchDoc } from '../../src/shared/search';
import { type MemoryIndexOptions, memoryIndex } from '../support/memory-index';

// The worker's exact message for a failed index fetch (SEARCH_FETCH_ERROR in src/shared/search.ts).
const FETCH_ERROR = 'Failed to fetch search index, please reload the page and try again.';
const SUGGESTIONS = 7;
const INDEX = '**/static/search_index.*';

/**
 * Opens `path` and waits until the shell is live: the search index (the list, or a large site's
 * manifest) is prefetched when the page is idle, which the search button schedules only once
 * hydrated (its shortcut listener with it).
 */
async function visit(page: Page, path: string): Promise<void> {
  const warmed = page.waitForRequest(/\/static\/search(_index\.|\/[^/]+\.manifest\.)/);
  await page.goto(path);
  await warmed;
}

/**
 * Makes the English pages search an index built here from `docs` (as the build would write it),
 * served from memory: the site index points at its list, or with `listBytes: 0` at the manifest of
 * a sharded index, as a large site's does (with the list's places, or none). Returns the URLs of its files.
 */
async function serveIndex(page: Page, docs: SearchDoc[], options: MemoryIndexOptions = {}): Promise<string[]> {
  const { url, places, files } = memoryIndex(docs, options);
  await page.route('**/static/site-index.json', async (route) => {
    const index = await (await route.fetch()).json();
    // The places are this index's too: a sharded one has none (the seed site's would be a 404 here, and logged).
    const searchPlaces = { ...index.searchPlaces, en: places };
    await route.fulfill({ json: { ...index, searchIndex: { ...index.searchIndex, en: url }, searchPlaces } });
  });
  await page.route(/\/static\/search(_index\.en\.|\/en\.)/, (route) => {
    const body = files.get(new URL(route.request().url()).pathname);
    return body === undefined
      ? route.fulfill({ status: 404 })
      : route.fulfill({ contentType: 'application/json', body });
  });
  return [...files.keys()];
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const combobox = (page: Page) => page.getByRole('combobox');
const options = (page: Page) => page.getByRole('listbox').getByRole('option');
const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });

/** A marker on window: it survives client-side navigation and disappears on a full reload. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);

/** Option `index` is the only selected one, and the input points at it. */
async function expectSelected(page: Page, index: number): Promise<void> {
  const option = options(page).nth(index);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listbox').locator('[aria-selected="true"]')).toHaveCount(1);
  const id = await option.getAttribute('id');
  expect(id).toBeTruthy();
  await expect(combobox(page)).toHaveAttribute('aria-activedescendant', id!);
}

async function openAndType(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+K');
  await expect(combobox(page)).toBeFocused();
  await combobox(page).fill(query);
}

test.describe('opening and closing', () => {
  test('Control+K opens the dialog from anywhere on the page, with a focused combobox', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    await page.getByRole('main').getByRole('link').first().focus();
    await page.keyboard.press('Control+K');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    const input = combobox(page);
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  test('Control+K and a query typed at once, as soon as the page has loaded, open it with the whole query', async ({
    page,
  }) => {
    // No wait for the shell: the shortcut may come before it listens, the keys before the input exists.
    await page.goto('/guide/start/introduction');
    await page.keyboard.press('Control+K');
    await page.keyboard.type('rendx');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('er context');
    await expect(combobox(page)).toHaveValue('render context');
    await expect(combobox(page)).toBeFocused();
    await expect(options(page).first()).toBeVisible();
    // Closed, the page has its keys back: nothing typed now is kept for the next search.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.type('zz');
    await searchButton(page).click();
    await expect(combobox(page)).toBeFocused();
    await expect(combobox(page)).not.toHaveValue(/zz/);
  });

  test('the navbar button opens it; Cancel closes it and gives focus back to the button', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('link', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test('Escape closes it and gives focus back to the button that opened it', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    await searchButton(page).click();
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test('Escape gives focus back to the link that had it when Control+K was pressed', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    const link = page.getByRole('main').getByRole('link').first();
    await link.focus();
    await page.keyboard.press('Control+K');
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('Tab and Shift+Tab cycle inside the dialog', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    await openAndType(page, 'render');
    await expect(options(page)).toHaveCount(SUGGESTIONS);
    const cancel = dialog(page).getByRole('link', { name: 'Cancel' });
    const more = dialog(page).getByRole('button', { name: 'More results' });
    await page.keyboard.press('Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(more).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(more).toBeFocused();
  });

  test('the page behind does not scroll while the dialog is open', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    const html = page.locator('html');
    await page.keyboard.press('Control+K');
    await expect(dialog(page)).toBeVisible();
    await expect(html).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(html).toHaveCSS('overflow', 'visible');
  });
});

test.describe('results and keyboard navigation', () => {
  test('typing shows the first suggestions grouped by page, matches marked, the first one selected', async ({
    page,
  }) => {
    await visit(page, '/guide/start/introduction');
    await openAndType(page, 'render');
    await expect(options(page)).toHaveCount(SUGGESTIONS);
    const listbox = page.getByRole('listbox');
    await expect(combobox(page)).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('group', { name: 'RenderContext' }).first()).toBeVisible();
    await expect(options(page).first().locator('mark').first()).toHaveText(/render/i);
    await expect(options(page).first()).toHaveAttribute('href', /^\/[^#]*(#.+)?$/);
    await expectSelected(page, 0);
  });

  test('ArrowDown and ArrowUp move the selection and wrap around both ends', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    await openAndType(page, 'render');
    await expect(options(page)).toHaveCount(SUGGESTIONS);
    await expectSelected(page, 0);
    await page.keyboard.press('ArrowUp');
    await expectSelected(page, SUGGESTIONS - 1);
    await page.keyboard.press('ArrowDown');
    await expectSelected(page, 0);
    await page.keyboard.press('ArrowDown');
    await expectSelected(page, 1);
    for (let i = 1; i < SUGGESTIONS - 1; i++) await page.keyboard.press('ArrowDown');
    await expectSelected(page, SUGGESTIONS - 1);
    await page.keyboard.press('ArrowDown');
    await expectSelected(page, 0);
  });

  test('More results shows the hits past the first suggestions', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    await openAndType(page, 'render');
    await expect(options(page)).toHaveCount(SUGGESTIONS);
    await dialog(page).getByRole('button', { name: 'More results' }).click();
    await expect.poll(() => options(page).count()).toBeGreaterThan(SUGGESTIONS);
    expect(await options(page).count()).toBeLessThanOrEqual(100);
    await expect(dialog(page).getByRole('button', { name: 'More results' })).toBeHidden();
    await expect(combobox(page)).toBeFocused();
  });

  test('Enter goes to the selected page and heading in place, and closes the dialog', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    await mark(page);
    await openAndType(page, 'ServerRenderHandle');
    await expect(options(page).first()).toHaveAttribute('href', '/api/core/render-context#serverrenderhandle');
    await expectSelected(page, 0);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/api\/core\/render-context#serverrenderhandle$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('RenderContext');
    await expect(page.locator('[id="serverrenderhandle"]')).toBeInViewport();
    expect(await marker(page)).toBe(42);
  });

  test('Enter follows the option the arrows selected', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    await openAndType(page, 'render');
    await expect(options(page)).toHaveCount(SUGGESTIONS);
    await page.keyboard.press('ArrowUp');
    await expectSelected(page, SUGGESTIONS - 1);
    const href = (await options(page)
      .nth(SUGGESTIONS - 1)
      .getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    expect(await page.evaluate(() => location.pathname + location.hash)).toBe(href);
  });

  test('a plain click on a result navigates in place and closes the dialog', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    await mark(page);
    await openAndType(page, 'complete rendering flow');
    const option = options(page).first();
    await expect(option).toHaveAttribute('href', '/guide/essentials/render-context#complete-rendering-flow');
    await option.click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/guide\/essentials\/render-context#complete-rendering-flow$/);
    await expect(page.locator('[id="complete-rendering-flow"]')).toBeInViewport();
    expect(await marker(page)).toBe(42);
  });

  test('while the index loads it says so, never "No results"', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(INDEX, async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, '/guide/start/introduction');
    await openAndType(page, 'render');
    await expect(dialog(page).getByText('Searching…')).toBeVisible();
    await expect(dialog(page).getByText('No results for')).toHaveCount(0);
    release();
    await expect(options(page)).toHaveCount(SUGGESTIONS);
    await expect(dialog(page).getByText('Searching…')).toHaveCount(0);
  });

  test('Ctrl+click on a result keeps the browser behaviour: a new tab', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    await openAndType(page, 'ServerRenderHandle');
    const option = options(page).first();
    await expect(option).toHaveAttribute('href', '/api/core/render-context#serverrenderhandle');
    const popup = page.context().waitForEvent('page');
    await option.click({ modifiers: ['Control'] });
    const tab = await popup;
    await expect(tab).toHaveURL(/\/api\/core\/render-context#serverrenderhandle$/);
    await expect(page).toHaveURL(/\/guide\/start\/introduction$/);
  });

  test('no match shows "No results for" the query and a hint, never a list', async ({ page }) => {
    await visit(page, '/guide/start/introduction');
    await openAndType(page, 'xyzzyq');
    await expect(dialog(page).getByText('No results for "xyzzyq"')).toBeVisible();
    await expect(dialog(page).getByText('Please try again with a different keyword')).toBeVisible();
    await expect(options(page)).toHaveCount(0);
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('languages', () => {
  test('on /zh/ a Chinese query searches the Chinese index', async ({ page }) => {
    await visit(page, '/zh/guide/start/introduction');
    await page.getByRole('banner').getByRole('button', { name: '搜索', exact: true }).click();
    await expect(combobox(page)).toHaveAttribute('placeholder', '搜索文档');
    await expect(page.getByRole('dialog').getByRole('link', { name: '取消' })).toBeVisible();
    await combobox(page).fill('渲染上下文');
    await expect(options(page).first()).toHaveAttribute('href', '/zh/guide/essentials/render-context');
    await expect(page.getByRole('listbox').getByRole('group', { name: '渲染上下文' })).toBeVisible();
  });

  test('Chinese no-results texts', async ({ page }) => {
    await visit(page, '/zh/guide/start/introduction');
    await openAndType(page, 'xyzzyq');
    await expect(page.getByRole('dialog').getByText('无搜索结果 "xyzzyq"')).toBeVisible();
    await expect(page.getByRole('dialog').getByText('请尝试其他关键词')).toBeVisible();
  });

  test('switching language switches the index and starts a fresh search', async ({ page }) => {
    await visit(page, '/guide/essentials/render-context');
    await openAndType(page, 'render');
    await expect(options(page).first()).toHaveAttribute('href', /^\/(api|guide)\//);
    await page.keyboard.press('Escape');
    const zhIndex = page.waitForRequest(/\/static\/search_index\.zh\./);
    await page.getByRole('button', { name: 'Languages' }).first().click();
    await page.locator('a[hreflang="zh-CN"]').first().click();
    await expect(page).toHaveURL(/\/zh\/guide\/essentials\/render-context$/);
    await zhIndex;
    await page.keyboard.press('Control+K');
    await expect(combobox(page)).toHaveValue('');
    await combobox(page).fill('渲染上下文');
    await expect(options(page).first()).toHaveAttribute('href', /^\/zh\//);
  });
});

test.describe('failures and hostile content', () => {
  test('a failed index request logs the message, and search answers "No results" without crashing', async ({
    page,
  }) => {
    const messages: string[] = [];
    const errors: Error[] = [];
    page.on('console', (message) => messages.push(message.text()));
    page.on('pageerror', (error) => errors.push(error));
    await page.route(INDEX, (route) => route.abort());
    await visit(page, '/guide/start/introduction');
    await openAndType(page, 'render');
    await expect.poll(() => messages).toContain(FETCH_ERROR);
    await expect(dialog(page).getByText('No results for "render"')).toBeVisible();
    await combobox(page).fill('esmx');
    await expect(dialog(page).getByText('No results for "esmx"')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('markup in indexed content shows as text and runs nothing', async ({ page }) => {
    const img = '<img src=x onerror="window.__xss=1">';
    const script = '<script>window.__xss=2</script>';
    const title = '<img src=y onerror="window.__xss=3">Hostile';
    const doc = {
      id: '/guide/hostile',
      title,
      content: `xsscanary ${img} ${script}`,
      toc: [],
      routePath: '/guide/hostile',
    };
    await serveIndex(page, [doc]);
    await visit(page, '/guide/start/introduction');
    await openAndType(page, 'xsscanary');
    await expect(options(page).first()).toBeVisible();
    await expect(dialog(page).getByText(img)).toBeVisible();
    await expect(dialog(page).getByText(script)).toBeVisible();
    await expect(page.getByRole('listbox').getByRole('group', { name: title })).toBeVisible();
    await expect(dialog(page).locator('img, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});

// Tagged @perf: playwright.config.ts runs it alone after the rest, so another test's page competing for
// the same two cores cannot stretch a task past the budget.
test('typing a query causes no main-thread task over 150 ms', { tag: '@perf' }, async ({ page }) => {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await visit(page, '/guide/start/introduction');
  await page.keyboard.press('Control+K');
  await expect(combobox(page)).toBeFocused();
  const typingStarted = await page.evaluate(() => performance.now());
  await combobox(page).pressSequentially('render context', { delay: 60 });
  await expect(options(page).first()).toBeVisible();
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
  const durations = await page.evaluate(
    (since) =>
      (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
        .filter((t) => t.start >= since)
        .map((t) => t.duration),
    typingStarted,
  );
  expect(Math.max(0, ...durations), `long tasks while typing: ${JSON.stringify(durations)} ms`).toBeLessThan(150);
});

test.describe('loading on demand', () => {
  /** Pages with one word of their own each (`alpha7`, `omega7`), enough to fill several shards. */
  const docs: SearchDoc[] = Array.from({ length: 40 }, (_, i) => ({
    id: `/guide/p${i}`,
    routePath: `/guide/p${i}`,
    title: `Page${i}`,
    content: `alpha${i} omega${i} words of page ${i}`,
    toc: [],
  }));
  const sharded = { listBytes: 0, shardBytes: 500, fragmentSize: 2 };
  /** A shard, fragment or vocabulary file: what only a query fetches. */
  const isFile = (path: string) => /^\/static\/search\/en\.[sfv]\d+\./.test(path);

  test('before intent no worker starts and no shard or fragment is requested; typing fetches them', async ({
    page,
  }) => {
    const files = await serveIndex(page, docs, sharded);
    expect(files.filter(isFile).length).toBeGreaterThan(3);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await visit(page, '/guide/start/introduction');
    await page.waitForLoadState('networkidle');
    expect(requested.filter(isFile)).toEqual([]);
    expect(page.workers()).toHaveLength(0);
    await searchButton(page).hover();
    await expect.poll(() => page.workers().length).toBe(1);
    await openAndType(page, 'alpha7');
    await expect(options(page).first()).toHaveAttribute('href', '/guide/p7');
    const fetched = requested.filter(isFile);
    expect(fetched.some((path) => /\.s\d+\./.test(path))).toBe(true);
    expect(fetched.some((path) => /\.f\d+\./.test(path))).toBe(true);
    // One shard for one word, one fragment file for one page: not the whole index, and never the list.
    expect(new Set(fetched).size).toBeLessThan(files.filter(isFile).length);
    expect(requested.filter((path) => path.startsWith('/static/search_index.'))).toEqual([]);
  });

  test('a failed manifest logs the message and searches an empty index', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await serveIndex(page, docs, sharded);
    await page.route(/\/static\/search\/en\.manifest\./, (route) => route.abort());
    await visit(page, '/guide/start/introduction');
    await openAndType(page, 'alpha7');
    await expect(dialog(page).getByText('No results for "alpha7"')).toBeVisible();
    expect(messages).toContain(FETCH_ERROR);
  });

  test('a failed shard request logs the message, the modal keeps working, and the next query retries', async ({
    page,
  }) => {
    const messages: string[] = [];
    const errors: Error[] = [];
    page.on('console', (message) => messages.push(message.text()));
    page.on('pageerror', (error) => errors.push(error));
    await serveIndex(page, docs, sharded);
    const shards = /\/static\/search\/en\.s\d+\./;
    await page.route(shards, (route) => route.abort());
    await visit(page, '/guide/start/introduction');
    await openAndType(page, 'alpha7');
    await expect(dialog(page).getByText('No results for "alpha7"')).toBeVisible();
    expect(messages.filter((m) => m === FETCH_ERROR)).toHaveLength(1);
    await page.unroute(shards);
    await combobox(page).fill('omega7');
    await expect(options(page).first()).toHaveAttribute('href', '/guide/p7');
    await combobox(page).fill('alpha7');
    await expect(options(page).first()).toHaveAttribute('href', '/guide/p7');
    expect(errors).toEqual([]);
  });

  for (const [lang, path, query] of [
    ['en', '/guide/start/introduction', 'render'],
    ['zh', '/zh/guide/start/introduction', '渲染'],
  ]) {
    test(`a first query on the seed site (${lang}) takes one index request (and its places) and stays within 60 KB`, async ({
      page,
    }) => {
      // Bytes as sent (compressed), per search file: the list and its places (or a manifest, shards and fragments), and the worker script.
      const bodies = new Map<string, number>();
      const encodings = new Set<string>();
      page.on('requestfinished', async (request) => {
        const { pathname } = new URL(request.url());
        if (!/^\/static\/search|\/assets\/search-worker\./.test(pathname)) return;
        const response = await request.response();
        encodings.add(response?.headers()['content-encoding'] ?? 'none');
        bodies.set(pathname, (await request.sizes()).responseBodySize);
      });
      await visit(page, path);
      await openAndType(page, query);
      await expect(options(page)).toHaveCount(SUGGESTIONS);
      await expect.poll(() => [...bodies.keys()].some((file) => file.includes('search-worker'))).toBe(true);
      const index = () => [...bodies.keys()].filter((file) => file.startsWith('/static/search')).sort();
      await expect
        .poll(index)
        .toEqual([
          expect.stringMatching(new RegExp(`^/static/search/${lang}\\.places\\.[0-9a-f]{8}\\.json$`)),
          expect.stringMatching(new RegExp(`^/static/search_index\\.${lang}\\.[0-9a-f]{8}\\.json$`)),
        ]);
      expect([...encodings].every((encoding) => encoding === 'gzip' || encoding === 'br')).toBe(true);
      const total = [...bodies.values()].reduce((sum, bytes) => sum + bytes, 0);
      expect(total).toBeLessThanOrEqual(60 * 1024);
    });
  }
});
