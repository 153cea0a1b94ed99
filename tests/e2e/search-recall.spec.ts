import { expect, type Page, test } from '@playwright/test';

/** Beyond finding pages: where each hit lives, the hit shown on the page it opens. */

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const combobox = (page: Page) => page.getByRole('combobox');
const options = (page: Page) => page.getByRole('listbox').getByRole('option');
const groups = (page: Page) => page.getByRole('listbox').getByRole('group');

async function visit(page: Page, path: string): Promise<void> {
  const warmed = page.waitForRequest(/\/static\/search_index\./);
  await page.goto(path);
  await warmed;
}

async function openAndType(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+K');
  await expect(combobox(page)).toBeFocused();
  await combobox(page).fill(query);
}

/** Searches `query` and follows its first result with Enter, once the results are in. */
async function openFirst(page: Page, query: string): Promise<void> {
  await openAndType(page, query);
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await combobox(page).press('Enter');
  await expect(dialog(page)).toHaveCount(0);
}

/** The marked words on the page: the custom highlight's ranges, or the `<mark>` fallback's text. */
function pageMarks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const registry = (CSS as unknown as { highlights?: Map<string, Iterable<Range>> }).highlights;
    const highlight = registry?.get('search-terms');
    if (highlight) return [...highlight].map((range) => range.toString());
    return [...document.querySelectorAll('mark.search-highlight')].map((mark) => mark.textContent ?? '');
  });
}

test.describe('where each hit lives', () => {
  test('two pages of the same title show different site paths', async ({ page }) => {
    await visit(page, '/');
    await openAndType(page, 'RenderContext');
    const titled = groups(page).filter({ hasText: /^RenderContext/ });
    await expect(titled).toHaveCount(2);
    await expect(page.getByRole('group', { name: 'RenderContext Guide › Essentials › RenderContext' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'RenderContext API › @esmx/core › RenderContext' })).toBeVisible();
  });

  test('paths are in the page language', async ({ page }) => {
    await visit(page, '/zh/');
    await openAndType(page, '渲染上下文');
    await expect(page.getByRole('group', { name: '渲染上下文 指南 › 基础 › 渲染上下文' })).toBeVisible();
  });

  test('a hit in a subsection shows the headings above it', async ({ page }) => {
    await visit(page, '/');
    await openAndType(page, 'importmapMode');
    const option = options(page).filter({ hasText: 'importmapMode' }).filter({ hasText: '›' }).first();
    await expect(option).toBeVisible();
    await expect(option).toContainText(/\S › \S/);
  });
});

test.describe('the hit on the page it opens', () => {
  test('marks the term on the target page, below the navbar, and Escape clears it', async ({ page }) => {
    await visit(page, '/');
    await openAndType(page, 'hydration');
    await expect(options(page).first()).toHaveAttribute('href', /\/guide\/start\/glossary/);
    await combobox(page).press('Enter');
    await expect(page).toHaveURL(/\/guide\/start\/glossary/);
    await expect.poll(() => pageMarks(page)).toContain('Hydration');
    // The first mark of the chosen section is on screen, below the navbar.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const registry = (CSS as unknown as { highlights: Map<string, Iterable<Range>> }).highlights;
          const id = decodeURIComponent(location.hash.slice(1));
          const heading = id ? document.getElementById(id) : null;
          const ranges = [...(registry.get('search-terms') ?? [])];
          const first =
            ranges.find((r) => !heading || heading.compareDocumentPosition(r.startContainer) & 4) ?? ranges[0];
          const rect = first.getBoundingClientRect();
          const navbar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
          return rect.top >= navbar && rect.bottom <= innerHeight;
        }),
      )
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Clear highlights' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect.poll(() => pageMarks(page)).toEqual([]);
    await expect(page.getByRole('button', { name: 'Clear highlights' })).toHaveCount(0);
  });

  test('the terms stay out of the URL, and a reload drops them', async ({ page }) => {
    await visit(page, '/');
    await openAndType(page, 'importmapMode');
    const href = await options(page).first().getAttribute('href');
    await combobox(page).press('Enter');
    await expect.poll(() => pageMarks(page)).not.toEqual([]);
    // Exactly the result's link: no query string, no terms.
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => history.state.searchTerms)).toContain('importmapmode');
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    expect(await pageMarks(page)).toEqual([]);
    await expect(page.getByRole('button', { name: 'Clear highlights' })).toHaveCount(0);
    // Once search is used on the reloaded page, its entry holds no terms either.
    await expect(async () => {
      await page.keyboard.press('Control+K');
      await expect(combobox(page)).toBeFocused({ timeout: 1000 });
    }).toPass();
    await expect.poll(() => page.evaluate(() => history.state?.searchTerms ?? null)).toBeNull();
    expect(await pageMarks(page)).toEqual([]);
  });

  test('the clear control and the next navigation remove the marks', async ({ page }) => {
    await visit(page, '/');
    await openFirst(page, 'middleware');
    await expect.poll(() => pageMarks(page)).not.toEqual([]);
    await page.getByRole('button', { name: 'Clear highlights' }).click();
    await expect.poll(() => pageMarks(page)).toEqual([]);

    await openFirst(page, 'middleware');
    await expect.poll(() => pageMarks(page)).not.toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect.poll(() => pageMarks(page)).toEqual([]);
  });

  test('marks a corrected typo as the page spells it, and Chinese words', async ({ page }) => {
    await visit(page, '/');
    await openAndType(page, 'hydation');
    await expect(options(page).first()).toHaveAttribute('href', /\/guide\/start\/glossary/);
    await combobox(page).press('Enter');
    await expect.poll(() => pageMarks(page)).toContain('Hydration');
    expect(await pageMarks(page)).not.toContain('hydation');

    await visit(page, '/zh/');
    await openFirst(page, '渲染上下文');
    await expect.poll(async () => (await pageMarks(page)).some((text) => /渲染/.test(text))).toBe(true);
  });

  test('a prefix marks the words it starts, whole', async ({ page }) => {
    await visit(page, '/');
    await openFirst(page, 'middlew');
    await expect.poll(async () => (await pageMarks(page)).map((t) => t.toLowerCase())).toContain('middleware');
  });
});

test('without the Custom Highlight API the words are wrapped in <mark>, and unwrapped on Escape', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(CSS, 'highlights', { value: undefined }));
  await visit(page, '/');
  await openFirst(page, 'hydration');
  await expect(page.getByRole('main').locator('mark.search-highlight').first()).toHaveText('Hydration');
  const text = await page.getByRole('main').innerText();
  await page.keyboard.press('Escape');
  await expect(page.locator('mark.search-highlight')).toHaveCount(0);
  expect(await page.getByRole('main').innerText()).toBe(text);
});
