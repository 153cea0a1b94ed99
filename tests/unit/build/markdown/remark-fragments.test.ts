import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../../../src/build/render/source-page';
import { type BuiltSite, buildForTest } from '../../../support/built-site';
import { renderedPage } from '../../../support/rendered-page';

// tests/fixtures/mdx-site: a page importing a fragment that imports a fragment, a fragment by a tsconfig
// "paths" name (@en/*) and one by the config's alias (@snippets), inline.
const fixture = join(process.cwd(), 'tests/fixtures/mdx-site');
let site: BuiltSite;
let fragments: RenderedPage;
beforeAll(async () => {
  site = await buildForTest(fixture);
  fragments = await renderedPage(fixture, 'en/guide/fragments.mdx');
}, 600_000);

const page = (route: string) => {
  if (route !== '/guide/fragments') throw new Error(`no page ${route}`);
  return fragments;
};

describe('Markdown fragments', () => {
  it('never makes a page of a file or folder whose name starts with _', () => {
    expect(site.pages.map((p) => p.routePath).sort()).toEqual([
      '/',
      '/guide/browser-only',
      '/guide/built-ins',
      '/guide/components',
      '/guide/embeds',
      '/guide/expressions',
      '/guide/file-imports',
      '/guide/fragments',
      '/guide/module-page',
      '/guide/runtime-code',
      '/guide/site-pages',
      '/guide/wrapped-tabs',
    ]);
  });

  it("puts the headings of fragments, and of a fragment's fragment, in the page's outline", () => {
    expect(page('/guide/fragments').record.toc.map(({ text, depth }) => `${depth} ${text}`)).toEqual([
      '2 Introduced by a fragment',
      '3 Two fragments deep',
      '2 From an alias',
      '3 Route convention',
    ]);
  });

  it('renders a fragment written inline as its words, inside the paragraph', () => {
    expect(page('/guide/fragments').html).toContain('<p>Inline: a tip from <strong>Markdown</strong></p>');
  });

  it('takes an import written inside a JSX element, as MDX hoists it', () => {
    expect(page('/guide/fragments').html).toContain(
      '<div class="framed"><p>Imported inside a JSX element, as MDX allows.</p></div>',
    );
  });

  it("resolves a fragment's links from the fragment's folder, and reports them at the fragment's line", () => {
    const { html, links } = page('/guide/fragments');
    expect(html).toContain('<p>The fragment links to <a href="/">the home page</a>.</p>');
    expect(html).toContain('<a href="/guide/fragments#from-an-alias">back</a>');
    expect(links).toEqual([
      { url: '/', file: 'tests/fixtures/mdx-site/en/guide/_shared/_intro.mdx', line: 5, written: '../index.md' },
      {
        url: '/guide/fragments#from-an-alias',
        file: 'tests/fixtures/mdx-site/en/guide/_shared/_deeper.md',
        line: 3,
        written: './fragments.mdx#from-an-alias',
      },
    ]);
  });

  it("puts the fragments' text in the search text and the Markdown twin", () => {
    const { text, markdown } = page('/guide/fragments');
    expect(text).toContain('Two fragments deep\nText from a fragment that a fragment imports, linking back.');
    expect(markdown).toContain('### Route convention\n\nEvery file under `en/` is a route');
  });

  it('records the fragments as files the page was rendered from', () => {
    expect(
      page('/guide/fragments')
        .dependencies.map((file) => file.slice(fixture.length + 1))
        .sort(),
    ).toEqual([
      'en/_fragments/route-convention.mdx',
      'en/_fragments/tip.md',
      'en/guide/_shared/_deeper.md',
      'en/guide/_shared/_framed.mdx',
      'en/guide/_shared/_intro.mdx',
    ]);
  });
});
