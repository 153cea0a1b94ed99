import { expect, type Page, test } from '@playwright/test';
import { type ServedFixture, serveFixture } from './served-fixture';

/**
 * tests/fixtures/mdx-site, built and served on a free port: its own React components are interactive islands
 * on the pages that use them (after load and after a client navigation), pages without them fetch no island
 * code, and fragments' headings are in the outline and in search.
 */
test.describe.configure({ mode: 'default' });

let site: ServedFixture | undefined;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveFixture('mdx-site');
  origin = site.origin;
});

test.afterAll(async () => {
  await site?.close();
});

/** Island code requests: the loader chunk and the components' bundles. */
const islandRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/hydrate-islands|\/static\/islands\//.test(request.url())) urls.push(new URL(request.url()).pathname);
  });
  return urls;
};

/** The errors the page logs from now on: a hydration that found other markup than the build's logs one. */
const consoleErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

/** React marks the element it hydrated into: clicks before that would do nothing. */
const hydrated = (page: Page, text: string) =>
  page.waitForFunction((label) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(label));
    const island = button?.closest('[data-island]');
    return island !== null && island !== undefined && Object.keys(island).some((k) => k.startsWith('__reactContainer'));
  }, text);

test('a component with state answers clicks after the page loads', async ({ page }) => {
  const requests = islandRequests(page);
  await page.goto(`${origin}/guide/components`);
  const counter = page.getByRole('button', { name: 'Components: clicked 2 times' });
  await expect(counter).toBeVisible();
  await hydrated(page, 'Components: clicked');
  await counter.click();
  await expect(page.getByRole('button', { name: 'Components: clicked 3 times' })).toBeVisible();
  // The components with a script on this page, and the loader; the build-time-only chart has none.
  expect(
    requests
      .filter((url) => url.endsWith('.js'))
      .map((url) => url.replace(/[.-][\w-]{8}\.js$/, '.js'))
      .sort(),
  ).toEqual([
    '/assets/hydrate-islands.js',
    '/static/islands/Border.js',
    '/static/islands/counter.js',
    '/static/islands/index.js',
    '/static/islands/toggle.js',
  ]);
  // Its MDX children stay as the build rendered them, link included.
  await expect(page.getByRole('link', { name: 'link', exact: true })).toHaveAttribute('href', '/guide/fragments');
});

test('a component given JSX as a prop hydrates with it as the build rendered it, and answers clicks', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(`${origin}/guide/components`);
  const toggle = page.getByRole('button', { name: 'Show the details' });
  await expect(toggle.locator('code')).toHaveText('details');
  await hydrated(page, 'Show the details');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('The details, in Markdown.')).toBeVisible();
  await expect(toggle.locator('code')).toHaveText('details');
  // A hydration that found other markup than the build's would have said so.
  expect(errors).toEqual([]);
});

test("components written as children of a site's component reach it as elements: wrapped Rspress tabs switch", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(`${origin}/guide/wrapped-tabs`);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['npm', 'pnpm (faster)', 'Deno', 'Bun']);
  await expect(page.getByText('Install it with npm.')).toBeVisible();
  await expect(page.getByText('Install it with pnpm.')).toBeHidden();
  await hydrated(page, 'pnpm (faster)');
  await page.getByRole('tab', { name: 'pnpm (faster)' }).click();
  await expect(page.getByText('Install it with pnpm.')).toBeVisible();
  await expect(page.getByText('Install it with npm.')).toBeHidden();
  await expect(page.getByRole('tab', { name: 'pnpm (faster)' })).toHaveAttribute('aria-selected', 'true');
  // Rspress's own <Tab>s written inside the wrapper are its tabs too.
  await page.getByRole('tab', { name: 'Bun' }).click();
  await expect(page.getByText('Run it with bun.')).toBeVisible();
  await expect(page.getByText('Run it with deno.')).toBeHidden();
  // The wrapper hydrated with its children's components, as the build rendered them.
  expect(errors).toEqual([]);
});

test("a component listing the site's pages (usePages) shows them as built, and hydrates with the same list", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(`${origin}/guide/site-pages`);
  const list = page.locator('.page-list li');
  await expect(list.first()).toHaveText('Built-ins');
  await expect(list.last()).toHaveText('Wrapped tabs');
  await expect(list.filter({ hasText: 'Site pages' })).toHaveCount(1);
  await hydrated(page, 'Titles A to Z');
  await page.getByRole('button', { name: 'Titles A to Z' }).click();
  await expect(page.getByRole('button', { name: 'Titles Z to A' })).toBeVisible();
  await expect(list.first()).toHaveText('Wrapped tabs');
  expect(errors).toEqual([]);
});

test('a page written as a module shows its default export, titled by its front matter export, and it answers clicks', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(`${origin}/guide/module-page`);
  await expect(page).toHaveTitle(/^Module page/);
  await expect(page.getByText('This page is a module.')).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'A page that is a component of its own',
  );
  await hydrated(page, 'Module page: clicked');
  await page.getByRole('button', { name: 'Module page: clicked 0 times' }).click();
  await expect(page.getByRole('button', { name: 'Module page: clicked 1 times' })).toBeVisible();
  // It is in the sidebar under its title, as the Markdown pages beside it are.
  await expect(
    page.getByRole('navigation', { name: 'Sidebar Navigation' }).getByRole('link', { name: 'Module page' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("a page's iframe to another site shows what that site serves, allowed by the page's own policy", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to frame/i.test(message.text())) violations.push(message.text());
  });
  // No network here: the other site's answer comes from the test, as it would from the site.
  await page.route('https://www.youtube.com/embed/esmx', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>The video plays here.</p>' }),
  );
  await page.goto(`${origin}/guide/embeds`);
  await expect(page.frameLocator('iframe[title="Video"]').getByText('The video plays here.')).toBeVisible();
  expect(violations).toEqual([]);
});

test("a component's Web Worker (new URL('./echo.worker.ts', import.meta.url)) loads from its bundle beside it and answers", async ({
  page,
}) => {
  await page.goto(`${origin}/guide/embeds`);
  await expect(page.locator('output')).toHaveText('echo: HELLO');
});

test("a component compiling WebAssembly may, the site's policy allowing it (and still no eval)", async ({ page }) => {
  await page.goto(`${origin}/guide/embeds`);
  await expect(page.getByTestId('wasm')).toHaveText('WebAssembly compiled');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("'wasm-unsafe-eval'");
  expect(policy).not.toContain("'unsafe-eval'");
});

test("a component's CSS module styles the HTML the build rendered, before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/guide/components`);
  const counter = page.getByRole('button', { name: 'Components: clicked 2 times' });
  await expect(counter).toHaveCSS('font-weight', '600');
  await expect(counter).toHaveCSS('border-top-style', 'solid');
  // Rspress's colour names, which such components style themselves with, are the site's colours.
  const colours = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return [style.getPropertyValue('--rp-c-brand'), style.getPropertyValue('--brand')];
  });
  expect(colours[0]).toBe(colours[1]);
  expect(colours[0]).toMatch(/^#[0-9a-f]{6}$/);
  // So are its fonts, radii and code block look.
  const looks = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const names = ['--rp-font-family-mono', '--font-mono', '--rp-radius-small', '--rp-code-block-bg', '--code-bg'];
    return names.map((name) => style.getPropertyValue(name).trim());
  });
  expect(looks[0]).toBe(looks[1]);
  expect(looks[2]).toMatch(/^\d+px$/);
  expect(looks[3]).toBe(looks[4]);
  // And its layout's sizes, which a theme's own sections compute their margins from.
  const sizes = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.width = 'calc(var(--rp-content-max-width) + var(--rp-sidebar-width) + var(--rp-outline-width))';
    probe.style.height = 'var(--rp-nav-height)';
    document.body.append(probe);
    const { width, height } = probe.getBoundingClientRect();
    probe.remove();
    return { width, height };
  });
  expect(sizes.width).toBeGreaterThan(1000);
  expect(sizes.height).toBeGreaterThan(40);
  await context.close();
});

test('a page without components requests no island code, and one reached by a client navigation hydrates', async ({
  page,
}) => {
  const requests = islandRequests(page);
  await page.goto(`${origin}/guide/fragments`);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);

  await page.getByRole('complementary').getByRole('link', { name: 'Components', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Components');
  await hydrated(page, 'Components: clicked');
  await page.getByRole('button', { name: 'Components: clicked 2 times' }).click();
  await expect(page.getByRole('button', { name: 'Components: clicked 3 times' })).toBeVisible();
});

test("a fragment's headings are in the page's outline and found by search", async ({ page }) => {
  await page.goto(`${origin}/guide/fragments`);
  const outline = page.getByRole('navigation', { name: /on this page/i });
  await expect(outline.getByRole('link', { name: 'Two fragments deep' })).toHaveAttribute(
    'href',
    '#two-fragments-deep',
  );
  await page.keyboard.press('Control+K');
  await page.getByRole('combobox').fill('route convention');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAttribute(
    'href',
    '/guide/fragments#route-convention',
  );
});

test("a route the config's ssg leaves to the browser shows its component rendered there, its text prerendered", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const prerendered = await (await fetch(`${origin}/guide/browser-only`)).text();
  expect(prerendered).toContain('its text is prerendered');
  expect(prerendered).not.toContain('Rendered in a window');
  await page.goto(`${origin}/guide/browser-only`);
  await expect(page.getByText('Rendered in a window with a width')).toBeVisible();
  expect(errors).toEqual([]);
});

test("a component's CodeBlockRuntime shows the code highlighted at build time, kept so once it hydrates", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(`${origin}/guide/runtime-code`);
  const block = page.locator('.config-code .code-block');
  await expect(block.locator('.code-title')).toHaveText('rules.config.ts');
  await page.waitForFunction(() => {
    const island = document.querySelector('.config-code')?.closest('[data-island]');
    return island ? Object.keys(island).some((key) => key.startsWith('__reactContainer')) : false;
  });
  // Still the highlighted block once React holds the island: its coloured spans, its copy button.
  await expect(block.locator('pre.shiki span[style]').first()).toBeVisible();
  await expect(block.getByRole('button', { name: 'Copy code' })).toBeVisible();
  await expect(block).toContainText("'no-console': 'error'");
  expect(errors).toEqual([]);
});

test('a link to a heading inside a page tab not chosen opens that tab, from the outline and when the page opens at it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${origin}/guide/built-ins`);
  const heading = page.getByRole('heading', { name: 'API tab' });
  await expect(heading).toBeHidden();
  await page
    .getByRole('navigation', { name: /on this page/i })
    .getByRole('link', { name: 'API tab' })
    .click();
  await expect(page.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
  await expect(heading).toBeInViewport();

  const fresh = await page.context().newPage();
  await fresh.setViewportSize({ width: 1440, height: 900 });
  await fresh.goto(`${origin}/guide/built-ins#api-tab`);
  await expect(fresh.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
  await expect(fresh.getByRole('heading', { name: 'API tab' })).toBeInViewport();
  await fresh.close();
});

test.describe('a component an .mdx page defines itself, with state and a handler', () => {
  let demos: ServedFixture | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    demos = await serveFixture('mdx-live-demos');
  });

  test.afterAll(async () => {
    await demos?.close();
  });

  test('answers clicks after the page loads, as in Rspress', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto(`${demos?.origin}/`);
    await expect(page.getByRole('button', { name: 'Pressed 0 times' })).toBeVisible();
    await hydrated(page, 'Pressed');
    await page.getByRole('button', { name: 'Pressed 0 times' }).click();
    await expect(page.getByRole('button', { name: 'Pressed 1 times' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
