import { expect, test } from '@playwright/test';

/** The site's published origin (content/site.config.ts); the test server stands in for it. */
const SITE_URL = 'https://esmx.dev';

test.describe('files for search engines and LLM tools', () => {
  test('every sitemap URL answers 200 from the server', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThanOrEqual(44);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      expect(loc.startsWith(`${SITE_URL}/`)).toBe(true);
      const response = await request.get(loc.slice(SITE_URL.length), { maxRedirects: 0 });
      expect(response.status(), loc).toBe(200);
    }
  });

  test('robots.txt points at the sitemap', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  test('a Markdown twin is served as text/markdown; charset=utf-8, without front matter', async ({ request }) => {
    for (const path of ['/guide/start/introduction.md', '/zh/guide/start/introduction.md']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      const text = await response.text();
      expect(text.startsWith('# ')).toBe(true);
      expect(text).not.toContain('titleSuffix:');
    }
  });

  test('llms.txt of each language links the Markdown twins of its pages', async ({ request }) => {
    const en = await (await request.get('/llms.txt')).text();
    expect(en).toMatch(/^# Esmx\n\n> /);
    expect(en).toContain(`(${SITE_URL}/guide/start/introduction.md)`);
    const zh = await request.get('/zh/llms.txt');
    expect(zh.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await zh.text()).toContain(`(${SITE_URL}/zh/guide/start/introduction.md)`);
    expect(await (await request.get('/zh/llms-full.txt')).text()).toContain('# 介绍');
  });

  test('a page carries its canonical URL, hreflang pairs and link preview tags', async ({ page }) => {
    await page.goto('/zh/guide/start/glossary');
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/zh/guide/start/glossary`);
    await expect(head.locator('link[hreflang="en"]')).toHaveAttribute('href', `${SITE_URL}/guide/start/glossary`);
    await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/guide/start/glossary`,
    );
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'zh_CN');
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${SITE_URL}/og.png`);
    const types = await head
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')['@type']));
    expect(types).toEqual(['TechArticle', 'BreadcrumbList']);
  });
});

test.describe('Copy as Markdown', () => {
  test('copies the page’s Markdown twin and says so in the page’s language', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/zh/guide/start/glossary');
    const button = page.getByRole('button', { name: '复制为 Markdown' });
    await button.click();
    await expect(page.getByRole('button', { name: '已复制' })).toBeVisible();
    const twin = await (await page.request.get('/zh/guide/start/glossary.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  });
});
