import { expect, type Page, test } from '@playwright/test';
import { overridePage } from './site-overrides';

/**
 * The site satisfies its own Content-Security-Policy (the header `serve` sends and the meta
 * each page carries) while a reader does everything the shell does at runtime: theme script, hydration,
 * lazy chunks, search worker and its index, highlights, client-side navigation, image zoom, progress
 * bar, theme switch.
 */

/** Every violation the page reports, as `directive: blocked URI` (documents, and the search worker's console). */
function recordViolations(page: Page): string[] {
  const seen: string[] = [];
  const fromConsole = (text: string) => {
    if (/Content Security Policy|Refused to/i.test(text)) seen.push(`console: ${text}`);
  };
  page.on('console', (message) => fromConsole(message.text()));
  page.on('worker', (worker) => worker.on('console', (message) => fromConsole(message.text())));
  page.on('pageerror', (error) => fromConsole(error.message));
  return seen;
}

/** Collected in the page itself from its first script on, so that a blocked inline script in <head> counts. */
async function listenInPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) =>
      list.push(
        `${event.effectiveDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
}
const inPage = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

const SVG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#0a6fd6"/></svg>')}`;

test('a reader reading, searching, navigating and switching the theme meets no policy violation', async ({ page }) => {
  const violations = recordViolations(page);
  await listenInPage(page);
  await overridePage(page, '/guide/start/glossary', (data) => {
    data.html = `<h1 id="glossary">Glossary</h1><p><img src="${SVG}" alt="Architecture diagram" width="400" height="200"></p>`;
  });

  const warmed = page.waitForRequest(/\/static\/search_index\./);
  const response = await page.goto('/guide/start/introduction');
  await warmed;
  // Both forms of the policy are in force: the header (with frame-ancestors) and the page's meta.
  const header = response?.headers()['content-security-policy'] ?? '';
  expect(header).toMatch(
    /^script-src 'self' 'sha256-[\w+/=]+'.*; object-src 'none'; base-uri 'self'; frame-ancestors 'self'$/,
  );
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(`${meta}; frame-ancestors 'self'`).toBe(header);
  // The inline head script ran (it set the theme class's decision; localStorage is empty: light).
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hide-navbar'))).toBe(false);

  // Search: the worker starts, fetches the index, answers; Enter navigates in place and marks the words.
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('combobox')).toBeFocused();
  await page.getByRole('combobox').fill('ServerRenderHandle');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAttribute(
    'href',
    '/api/core/render-context#serverrenderhandle',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RenderContext');

  // Client-side navigation (progress bar), to a page with an image to zoom.
  await page.getByRole('banner').getByRole('link', { name: 'Guide', exact: true }).click();
  await page.getByRole('complementary').getByRole('link', { name: 'Glossary', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glossary');
  const image = page.getByRole('img', { name: 'Architecture diagram' });
  await expect(image).toHaveClass(/\bmedium-zoom-image\b/);
  const opened = page.evaluate(
    () => new Promise((done) => document.addEventListener('medium-zoom:opened', done, { capture: true, once: true })),
  );
  await image.click();
  // medium-zoom ignores keys until its opening animation has ended.
  await opened;
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);

  // Theme switch, then a full load of another language's page and of a missing one.
  await page.getByRole('banner').getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await inPage(page)).toEqual([]);
  await page.goto('/zh/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await inPage(page)).toEqual([]);
  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  expect(missing?.headers()['content-security-policy']).toMatch(/^script-src 'self' 'sha256-/);
  expect(await inPage(page)).toEqual([]);
  expect(violations).toEqual([]);
});
