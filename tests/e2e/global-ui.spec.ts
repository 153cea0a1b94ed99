import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type ServedFixture, serveFixture } from './served-fixture';

let site: ServedFixture | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await serveFixture('rspress-site', {
    globalUIComponents: [join(process.cwd(), 'tests/fixtures/global-ui/LangBanner.tsx')],
  });
});

test.afterAll(async () => {
  await site?.close();
});

test("a global UI component is drawn in each page's language, and the browser takes it over without a mismatch", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const [path, text] of [
    ['/zh/', '新版本已发布'],
    ['/', 'A new version is out'],
  ]) {
    await page.goto(`${site?.origin}${path}`);
    await expect(page.locator('.lang-banner')).toHaveText(text);
    // Hydrated: React marks the element it took over.
    await page.waitForFunction(() => {
      const island = document.querySelector('.lang-banner')?.parentElement;
      return (
        island !== null && island !== undefined && Object.keys(island).some((key) => key.startsWith('__reactContainer'))
      );
    });
    await expect(page.locator('.lang-banner')).toHaveText(text);
  }
  expect(errors).toEqual([]);
});
