import type { Page } from '@playwright/test';
import type { PageData, SiteData } from '../../src/shared/types';

/**
 * Serving the real build with one thing changed, for behaviours the site's own config and content
 * do not exercise (a nav group, seven social links, two versions, an image, a custom page…).
 * Nothing here fakes the shell: the browser runs the built code on data shaped like the build's.
 */

const SITE_SCRIPT = /(<script id="__SITE__" type="application\/json">)([\s\S]*?)(<\/script>)/;

/** JSON as the build embeds it: `<` escaped so it can never close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Serves every HTML page with its embedded site data changed by `patch`, like a site built from
 * another config. Markup the prerender would have written differently is mended by React, which
 * renders the page again in the browser after reporting the hydration mismatch; `html` may also
 * rewrite the prerendered markup itself where a test needs the first paint to match.
 */
export async function overrideSite(
  page: Page,
  patch: (site: SiteData) => void,
  html: (markup: string) => string = (m) => m,
): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(SITE_SCRIPT, (_all, open: string, json: string, close: string) => {
      const site = JSON.parse(json) as SiteData;
      patch(site);
      return open + scriptJson(site) + close;
    });
    await route.fulfill({ response, body: html(body) });
  });
}

/**
 * Serves the page chunk of `routePath` (fetched on client-side navigation and link hover) changed by
 * `patch`, like a page written with other content or front matter.
 */
export async function overridePage(page: Page, routePath: string, patch: (data: PageData) => void): Promise<void> {
  const name = (routePath.endsWith('/') ? `${routePath}index` : routePath).slice(1).replace(/\//g, '_');
  await page.route(new RegExp(`/static/chunks/${name}\\.[\\w-]+\\.json$`), async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as PageData;
    patch(data);
    await route.fulfill({ response, json: data });
  });
}
