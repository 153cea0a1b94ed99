import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleComponent } from '../../../../src/build/components/bundle-component';
import type { RenderedPage } from '../../../../src/build/render/source-page';
import { ISLAND_PAGE_GLOBAL } from '../../../../src/shared/islands';
import { renderedPage } from '../../../support/rendered-page';

// tests/fixtures/mdx-site/en/guide/built-ins.mdx shows _components/page-aware.tsx, which imports
// getCustomMDXComponent from @rspress/core/theme-original (the theme as Rspress ships it) and useI18n, usePageData from @rspress/core/runtime;
// the site's texts are in tests/fixtures/mdx-site/i18n.json.
const fixture = join(process.cwd(), 'tests/fixtures/mdx-site');
let page: RenderedPage;
beforeAll(async () => {
  page = await renderedPage(fixture, 'en/guide/built-ins.mdx');
}, 60_000);

describe("Rspress's theme and runtime, as a site's component imports them", () => {
  it("render the doc's elements with the site's i18n.json texts and the page's data at build time", () => {
    expect(page.html).toContain(
      '<p>Hello from i18n.json<!-- -->: <code>Built-ins</code> at <!-- -->/guide/built-ins<!-- --> in <!-- -->en</p>',
    );
  });

  it('leave the page its data once, for the browser to hydrate the component with the same values', () => {
    const found = [...page.html.matchAll(/<template data-island-page="([^"]*)"><\/template>/g)];
    expect(found).toHaveLength(1);
    const data = JSON.parse(found[0][1].replaceAll('&#x22;', '"'));
    expect(data).toEqual({
      title: 'Built-ins',
      lang: 'en',
      routePath: '/guide/built-ins',
      frontmatter: {},
      toc: [],
      site: { base: '/', langs: ['en'] },
    });
  });

  it("make the site's i18n.json one of the files the page was made from", () => {
    expect(page.dependencies).toContain(join(fixture, 'i18n.json'));
  });

  it('sit beside the built-ins the page renders itself', () => {
    expect(page.html).toContain('class="source-code source-code-github"');
    expect(page.html).toContain('<a href="/guide/components">the components</a>');
    expect(page.html).toContain('<div class="prompt">');
    expect(page.html).toContain('class="line highlighted"');
    expect(page.record.toc.map((h) => h.text)).toEqual(['Usage tab', 'API tab']);
  });
});

describe("Rspress's runtime helpers for links and the site", () => {
  const dir = mkdtempSync(join(tmpdir(), 'rspress-seam-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    delete (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL];
  });

  it('put the base in front of site paths, take it off, give the default language, and leave NoSSR to the browser', async () => {
    writeFileSync(
      join(dir, 'Where.tsx'),
      `import { NoSSR, removeBase, usePageData, useSite, withBase } from '@rspress/core/runtime';
export default function Where() {
  const { siteData } = usePageData();
  const { site } = useSite();
  return <p>{[withBase('/guide/x'), withBase('/docs/guide/x'), withBase('./y'), removeBase('/docs/guide/y'), siteData.lang, site.base].join(' ')}<NoSSR><b>in a browser</b></NoSSR></p>;
}
`,
    );
    const { exports } = await bundleComponent(join(dir, 'Where.tsx'));
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = {
      title: 'X',
      lang: 'zh',
      routePath: '/zh/guide/x',
      frontmatter: {},
      toc: [],
      site: { base: '/docs/', langs: ['en', 'zh'] },
    };
    expect(renderToStaticMarkup(createElement(exports.default as () => ReactElement))).toBe(
      '<p>/docs/guide/x /docs/guide/x ./y /guide/y en /docs/</p>',
    );
  });

  it("render Rspress's Badge with the markup the page's own badges have", async () => {
    writeFileSync(
      join(dir, 'Labelled.tsx'),
      `import { Badge } from '@rspress/core/theme';
export default function Labelled() {
  return <p><Badge text="New" /><Badge type="info" outline>Docs</Badge></p>;
}
`,
    );
    const { exports } = await bundleComponent(join(dir, 'Labelled.tsx'));
    expect(renderToStaticMarkup(createElement(exports.default as () => ReactElement))).toBe(
      '<p><span class="badge badge-tip">New</span><span class="badge badge-info badge-outline">Docs</span></p>',
    );
  });
});
