import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleComponent } from '../../../../src/build/components/bundle-component';
import { RSPRESS_PROVIDED } from '../../../../src/build/components/rspress-seam';
import type { RenderedPage } from '../../../../src/build/render/source-page';
import { ISLAND_HEAD_GLOBAL, ISLAND_PAGE_GLOBAL, ISLAND_SITE_PAGES_KEY } from '../../../../src/shared/islands';
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
  /** A component's markup at build time, on the page /guide/x of a site under /docs/. */
  const onGuidePage = async (file: string) => {
    const { exports } = await bundleComponent(file);
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = {
      lang: 'en',
      routePath: '/guide/x',
      frontmatter: {},
      site: { base: '/docs/', langs: ['en'] },
    };
    return renderToStaticMarkup(createElement(exports.default as () => ReactElement));
  };
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    delete (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL];
  });

  it('put the base in front of site paths and images, take it off, give the default language, and leave NoSSR to the browser', async () => {
    writeFileSync(
      join(dir, 'Where.tsx'),
      `import { NoSSR, normalizeImagePath, removeBase, usePageData, useSite, withBase } from '@rspress/core/runtime';
export default function Where() {
  const { siteData } = usePageData();
  const { site } = useSite();
  const images = [normalizeImagePath('/a.png'), normalizeImagePath('https://x.dev/b.png'), normalizeImagePath('//cdn.x.dev/c.png')];
  return <p>{[withBase('/guide/x'), withBase('/docs/guide/x'), withBase('./y'), removeBase('/docs/guide/y'), siteData.lang, site.base, ...images].join(' ')}<NoSSR><b>in a browser</b></NoSSR></p>;
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
      '<p>/docs/guide/x /docs/guide/x ./y /guide/y en /docs/ /docs/a.png https://x.dev/b.png //cdn.x.dev/c.png</p>',
    );
  });

  it("give the site's theme options as none, so that a component reading one gets nothing and renders", async () => {
    writeFileSync(
      join(dir, 'SiteInfo.tsx'),
      `import { usePageData, useSite } from '@rspress/core/runtime';
export default function SiteInfo() {
  const { siteData } = usePageData();
  const { site } = useSite();
  return <p>{[siteData.themeConfig.socialLinks?.length ?? 'none', typeof site.title, typeof siteData.description].join(' ')}</p>;
}
`,
    );
    const { exports } = await bundleComponent(join(dir, 'SiteInfo.tsx'));
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = { lang: 'en', routePath: '/', frontmatter: {} };
    expect(renderToStaticMarkup(createElement(exports.default as () => ReactElement))).toBe(
      '<p>none string string</p>',
    );
  });

  it("give the path helpers Rspress's runtime exports, and isProduction true in a build", async () => {
    writeFileSync(
      join(dir, 'Paths.tsx'),
      `import { addLeadingSlash, isEqualPath, isProduction, normalizeHrefInRuntime, normalizeRoutePath, normalizeSlash, removeTrailingSlash } from '@rspress/core/runtime';
export default function Paths() {
  const shown = [
    isProduction(),
    addLeadingSlash('guide/a'),
    removeTrailingSlash('/guide/'),
    normalizeSlash('guide/a/'),
    normalizeRoutePath('/guide/index'),
    normalizeRoutePath('/guide/%E7%AE%80%E4%BB%8B.html'),
    normalizeHrefInRuntime('/guide/a.md#top'),
    normalizeHrefInRuntime('https://x.dev/a.html'),
    isEqualPath('/docs/guide/a.html#x', '/guide/a'),
  ];
  return <p>{shown.join(' ')}</p>;
}
`,
    );
    const { exports } = await bundleComponent(join(dir, 'Paths.tsx'));
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = {
      title: 'X',
      lang: 'en',
      routePath: '/guide/a',
      frontmatter: {},
      toc: [],
      site: { base: '/docs/', langs: ['en'] },
    };
    expect(renderToStaticMarkup(createElement(exports.default as () => ReactElement))).toBe(
      '<p>true /guide/a /guide /guide/a /guide/ /guide/简介 /guide/a#top https://x.dev/a.html true</p>',
    );
  });

  it("give the theme's Link the base on a site path (without a page file's .md), and open another site's address in a new tab", async () => {
    writeFileSync(
      join(dir, 'Links.tsx'),
      `import { Link } from '@rspress/core/theme-original';
export default function Links() {
  return <nav><Link href="/guide/" className="card">Guide</Link><Link href="/guide/a.md#b">A</Link><Link href="./c">C</Link><Link href="https://x.dev/">X</Link></nav>;
}
`,
    );
    const { exports } = await bundleComponent(join(dir, 'Links.tsx'));
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = {
      title: 'X',
      lang: 'en',
      routePath: '/guide/x',
      frontmatter: {},
      toc: [],
      site: { base: '/docs/', langs: ['en'] },
    };
    expect(renderToStaticMarkup(createElement(exports.default as () => ReactElement))).toBe(
      '<nav><a href="/docs/guide/" class="card">Guide</a><a href="/docs/guide/a#b">A</a><a href="./c">C</a>' +
        '<a href="https://x.dev/" target="_blank" rel="noopener noreferrer">X</a></nav>',
    );
  });

  it("show BrowserOnly's fallback at build time, never calling its child function there", async () => {
    writeFileSync(
      join(dir, 'Api.tsx'),
      `import { BrowserOnly } from '@rspress/core/runtime';
export default function Api() {
  return <BrowserOnly fallback={<p>Loading the reference…</p>}>{() => { throw new Error('browser only'); }}</BrowserOnly>;
}
`,
    );
    const { exports } = await bundleComponent(join(dir, 'Api.tsx'));
    expect(renderToStaticMarkup(createElement(exports.default as () => ReactElement))).toBe(
      '<p>Loading the reference…</p>',
    );
  });

  it("give useI18n() the config's i18nSource over the site's i18n.json, language by language", async () => {
    const site = join(dir, 'texts-site');
    mkdirSync(site);
    writeFileSync(join(site, 'i18n.json'), JSON.stringify({ hello: { en: 'Hi', zh: '你好' }, bye: { en: 'Bye' } }));
    writeFileSync(
      join(site, 'Greeting.tsx'),
      `import { useI18n } from '@rspress/core/runtime';
export default function Greeting() {
  const t = useI18n();
  return <p>{[t('hello'), t('bye'), t('extra')].join(' / ')}</p>;
}
`,
    );
    const i18nSource = { hello: { en: 'Hello' }, extra: { en: 'More', zh: '更多' } };
    const { exports } = await bundleComponent(join(site, 'Greeting.tsx'), { contentDir: site, i18nSource });
    const shown = (lang: string) => {
      (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = { title: 'X', lang, routePath: '/', toc: [] };
      return renderToStaticMarkup(createElement(exports.default as () => ReactElement));
    };
    expect(shown('en')).toBe('<p>Hello / Bye / More</p>');
    expect(shown('zh')).toBe('<p>你好 / bye / 更多</p>');
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

  it("render Rspress's HomeBackground as a wash of the hero's colours behind the first screen, hidden from readers", async () => {
    writeFileSync(
      join(dir, 'Hero.tsx'),
      `import { HomeBackground } from '@rspress/core/theme';
export default function Hero() {
  return <><HomeBackground /><p>Hero</p></>;
}
`,
    );
    const { exports } = await bundleComponent(join(dir, 'Hero.tsx'));
    expect(renderToStaticMarkup(createElement(exports.default as () => ReactElement))).toBe(
      '<div class="home-background" aria-hidden="true" style="position:absolute;top:0;left:0;z-index:-1;width:100%;height:100vh;pointer-events:none;background:radial-gradient(50% 60% at 100% 0%, color-mix(in srgb, var(--brand) 15%, transparent), transparent), radial-gradient(70% 80% at 0% 0%, color-mix(in srgb, #7c4dff 15%, transparent), transparent)"></div><p>Hero</p>',
    );
  });

  it("render Rspress's Tabs, Callout, Steps, Card and LinkCard with the markup the page's own have", async () => {
    writeFileSync(
      join(dir, 'Install.tsx'),
      `import { Callout, Card, LinkCard, Steps, Tab, Tabs } from '@rspress/core/theme';
export default function Install() {
  return (
    <Steps>
      <Tabs groupId="pm" defaultValue="yarn">
        <Tab label="npm">npm i x</Tab>
        <Tab label="yarn">yarn add x</Tab>
      </Tabs>
      <Callout type="warning">Mind the gap.</Callout>
      <Callout type="note" title="Aside">Also.</Callout>
      <Card title="T">Body</Card>
      <LinkCard href="/guide/a" title="A" description="The first" />
    </Steps>
  );
}
`,
    );
    const { exports } = await bundleComponent(join(dir, 'Install.tsx'));
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = { lang: 'zh', routePath: '/zh/', frontmatter: {} };
    const html = renderToStaticMarkup(createElement(exports.default as () => ReactElement));
    const id = /id="([^"]+)-tab-0"/.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(html).toBe(
      '<div class="steps"><div class="tabs" data-group-id="pm"><div role="tablist" class="tab-list">' +
        `<button type="button" role="tab" id="${id}-tab-0" aria-controls="${id}-panel-0" aria-selected="false" tabindex="-1" data-value="npm">npm</button>` +
        `<button type="button" role="tab" id="${id}-tab-1" aria-controls="${id}-panel-1" aria-selected="true" tabindex="0" data-value="yarn">yarn</button></div>` +
        `<div role="tabpanel" id="${id}-panel-0" aria-labelledby="${id}-tab-0" tabindex="0" class="tab-panel" hidden="">npm i x</div>` +
        `<div role="tabpanel" id="${id}-panel-1" aria-labelledby="${id}-tab-1" tabindex="0" class="tab-panel">yarn add x</div></div>` +
        '<div class="container warning"><p class="container-title">警告</p>Mind the gap.</div>' +
        '<div class="container info"><p class="container-title">Aside</p>Also.</div>' +
        '<div class="card"><div class="card-title">T</div><div class="card-content">Body</div></div>' +
        '<a class="link-card" href="/guide/a"><span class="link-card-title">A</span> <span class="link-card-description">The first</span></a></div>',
    );
  });

  it("put in Tabs' panels the site's own components that draw a Tab, as each renders", async () => {
    writeFileSync(
      join(dir, 'Panes.tsx'),
      `import { Tab, Tabs } from '@rspress/core/theme';
function Pane({ name }: { name: string }) {
  return <Tab><p>pane for {name}</p></Tab>;
}
export default function Panes() {
  return (
    <Tabs values={['A', 'B']}>
      <Pane name="a" />
      <Pane name="b" />
    </Tabs>
  );
}
`,
    );
    const { exports } = await bundleComponent(join(dir, 'Panes.tsx'));
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = { lang: 'en', routePath: '/', frontmatter: {} };
    const html = renderToStaticMarkup(createElement(exports.default as () => ReactElement));
    expect([...html.matchAll(/class="tab-panel"[^>]*>(.*?)<\/div>/g)].map((match) => match[1])).toEqual([
      '<p>pane for a</p>',
      '<p>pane for b</p>',
    ]);
    expect([...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((match) => match[1])).toEqual(['A', 'B']);
  });

  it("give usePage and useFrontmatter the page's data and front matter, as usePageData does", async () => {
    writeFileSync(
      join(dir, 'Post.tsx'),
      `import { useFrontmatter, usePage, usePageData } from '@rspress/core/runtime';
export default function Post() {
  const { frontmatter } = useFrontmatter();
  const { page } = usePage();
  return <p>{[frontmatter.date, page.title, page.routePath, page.lang, page.pageType, page.toc.length, String(page.frontmatter === usePageData().page.frontmatter)].join(' ')}</p>;
}
`,
    );
    const { exports } = await bundleComponent(join(dir, 'Post.tsx'));
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = {
      title: 'Post',
      lang: 'en',
      routePath: '/blog/post',
      frontmatter: { date: '2024/12/30', pageType: 'doc-wide' },
      toc: [],
      site: { base: '/', langs: ['en'] },
    };
    expect(renderToStaticMarkup(createElement(exports.default as () => ReactElement))).toBe(
      '<p>2024/12/30 Post /blog/post en doc-wide 0 true</p>',
    );
  });

  it("give usePage the page's file in the docs folder and its description where the shell's page carries them, as Rspress's _relativePath and description", async () => {
    writeFileSync(
      join(dir, 'Source.tsx'),
      `import { usePage } from '@rspress/core/runtime';
export default function Source() {
  const { page } = usePage();
  return <p>{page._relativePath} | {page.description}</p>;
}
`,
    );
    const Source = (await bundleComponent(join(dir, 'Source.tsx'))).exports.default as () => ReactElement;
    const shown = { title: 'Guide', lang: 'en', routePath: '/guide', toc: [], pagePath: 'en/guide.md' };
    const global = globalThis as Record<string, unknown>;
    global[ISLAND_PAGE_GLOBAL] = { ...shown, frontmatter: { description: 'About the guide' } };
    expect(renderToStaticMarkup(createElement(Source))).toBe('<p>en/guide.md | About the guide</p>');
    // Without one in the front matter, the words the page opens with, which the shell's page carries.
    global[ISLAND_PAGE_GLOBAL] = { ...shown, frontmatter: {}, description: 'Opening words' };
    expect(renderToStaticMarkup(createElement(Source))).toBe('<p>en/guide.md | Opening words</p>');
  });

  it("give usePages (and usePageData's siteData.pages) the site's pages the page carries, and mark the bundles that read them (only those)", async () => {
    writeFileSync(
      join(dir, 'Posts.tsx'),
      `import { useLang, usePages } from '@rspress/core/runtime';
export default function Posts() {
  const { pages } = usePages();
  return <ul>{pages.filter((p) => p.lang === useLang()).map((p) => <li key={p.routePath}>{p.title} {String(p.frontmatter.date)}</li>)}</ul>;
}
`,
    );
    const posts = await bundleComponent(join(dir, 'Posts.tsx'));
    expect(posts.readsSitePages).toBe(true);
    writeFileSync(
      join(dir, 'Title.tsx'),
      "import { usePageData } from '@rspress/core/runtime';\nexport default () => <b>{usePageData().page.title}</b>;\n",
    );
    expect((await bundleComponent(join(dir, 'Title.tsx'))).readsSitePages).toBe(false);
    const pages = [
      { title: 'One', routePath: '/blog/one', lang: 'en', version: '', frontmatter: { date: '2024-01-02' }, toc: [] },
      { title: '一', routePath: '/zh/blog/one', lang: 'zh', version: '', frontmatter: { date: '2024-01-02' }, toc: [] },
    ];
    const data = { title: 'Blog', lang: 'en', routePath: '/blog/', frontmatter: {}, toc: [], site: { base: '/' } };
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = { ...data, [ISLAND_SITE_PAGES_KEY]: pages };
    const Posts = posts.exports.default as () => ReactElement;
    expect(renderToStaticMarkup(createElement(Posts))).toBe('<ul><li>One 2024-01-02</li></ul>');
    // As Rspress 2 still gives them (Rspress 1's way): usePageData().siteData.pages.
    writeFileSync(
      join(dir, 'Legacy.tsx'),
      "import { usePageData } from '@rspress/core/runtime';\nexport default () => <i>{usePageData().siteData.pages.map((p) => p.routePath).join(' ')}</i>;\n",
    );
    const legacy = await bundleComponent(join(dir, 'Legacy.tsx'));
    expect(legacy.readsSitePages).toBe(true);
    expect(renderToStaticMarkup(createElement(legacy.exports.default as () => ReactElement))).toBe(
      '<i>/blog/one /zh/blog/one</i>',
    );
    // A page not given them (its first render, or the dev server's render of it alone) lists none.
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = data;
    expect(renderToStaticMarkup(createElement(Posts))).toBe('<ul></ul>');
  });

  it("give renderInlineMarkdown the props that show a title's bold, emphasis, strike-through and code, or its text", async () => {
    writeFileSync(
      join(dir, 'Inline.tsx'),
      `import { renderInlineMarkdown } from '@rspress/core/theme';
export default function Inline({ text }: { text: string }) {
  return <span {...renderInlineMarkdown(text)} />;
}
`,
    );
    const Inline = (await bundleComponent(join(dir, 'Inline.tsx'))).exports.default as (p: {
      text: string;
    }) => ReactElement;
    const shown = (text: string) => renderToStaticMarkup(createElement(Inline, { text }));
    expect(shown('The **new** `<Tabs>` and *more* ~~less~~')).toBe(
      '<span>The <strong>new</strong> <code>&lt;Tabs></code> and <em>more</em> <del>less</del></span>',
    );
    expect(shown('Plain 1 < 2')).toBe('<span>Plain 1 &lt; 2</span>');
    expect(shown('')).toBe('<span></span>');
  });

  it("give renderHtmlOrText a text's HTML as HTML, Button a link drawn as the hero's, and copyToClipboard", async () => {
    writeFileSync(
      join(dir, 'Hero.tsx'),
      `import { Button, copyToClipboard, renderHtmlOrText } from '@rspress/core/theme-original';
export default function Hero({ tagline }: { tagline: string }) {
  return (
    <div>
      <p {...renderHtmlOrText(tagline)} />
      <Button href="/guide/start" text="Start" className="mine" />
      <Button theme="alt" type="button" text={String(copyToClipboard('npm i a'))} />
    </div>
  );
}
`,
    );
    const Hero = (await bundleComponent(join(dir, 'Hero.tsx'), { contentDir: dir, base: '/docs/' })).exports
      .default as (p: { tagline: string }) => ReactElement;
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = {
      lang: 'en',
      routePath: '/',
      frontmatter: {},
      site: { base: '/docs/', langs: ['en'] },
    };
    const shown = (tagline: string) => renderToStaticMarkup(createElement(Hero, { tagline }));
    expect(shown('Hello <b>world</b> &amp; more')).toBe(
      '<div><p>Hello <b>world</b> &amp; more</p><a href="/docs/guide/start" class="button brand mine">Start</a>' +
        '<button type="button" class="button alt">false</button></div>',
    );
    expect(shown('1 < 2')).toContain('<p>1 &lt; 2</p>');
  });

  it("draw Rspress's icons and SvgWrapper, give useVersion the page's version (a multiVersion site's default), and give site data a multiVersion to read", async () => {
    writeFileSync(
      join(dir, 'Banner.tsx'),
      `import { IconArrowDown, IconGithub, SvgWrapper } from '@rspress/core/theme';
import { useSite, useVersion } from '@rspress/core/dist/runtime/index.js';
export default function Banner() {
  const { default: latest } = useSite().site.multiVersion;
  return (
    <p>
      <IconArrowDown className="down" />
      <SvgWrapper icon={IconGithub} width={16} />
      {useVersion() || 'current'} {latest || 'none'}
    </p>
  );
}
`,
    );
    const Banner = (await bundleComponent(join(dir, 'Banner.tsx'), { contentDir: dir })).exports
      .default as () => ReactElement;
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = { lang: 'en', routePath: '/', frontmatter: {} };
    const html = renderToStaticMarkup(createElement(Banner));
    expect(html).toMatch(
      /^<p><svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor"[^>]* class="down"><path d="M12 5v14/,
    );
    expect(html).toMatch(
      /<svg width="16" height="1em" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true"><path d="M8 0C/,
    );
    expect(html).toMatch(/current none<\/p>$/);
    // A multiVersion site builds its default version's pages: its name is the page's version, and the one version offered.
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = {
      lang: 'en',
      routePath: '/',
      frontmatter: {},
      site: { base: '/', langs: ['en'], version: 'v1' },
    };
    expect(renderToStaticMarkup(createElement(Banner))).toMatch(/v1 v1<\/p>$/);
  });

  it("draw Rspress's Banner: its message linked, a button closing it, or the children given instead, and nothing when display is false", async () => {
    writeFileSync(
      join(dir, 'Notice.tsx'),
      `import { Banner } from '@rspress/core/theme-original';
export const Notice = () => <Banner href="/blog/" message="Version 2 is out" storage={false} />;
export const Own = () => <Banner className="mine" customChildren={<strong>Own</strong>} />;
export const Hidden = () => <Banner href="/" message="Gone" display={false} />;
`,
    );
    const { exports } = await bundleComponent(join(dir, 'Notice.tsx'), { contentDir: dir });
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = { lang: 'en', routePath: '/', frontmatter: {} };
    const shown = (name: string) => renderToStaticMarkup(createElement(exports[name] as () => ReactElement));
    expect(shown('Notice')).toMatch(
      /^<div class="rp-banner" style="[^"]*"><a href="\/blog\/" class="rp-banner__link" style="[^"]*" title="Version 2 is out">Version 2 is out<\/a><button type="button" class="rp-banner__close" [^>]*aria-label="Close"><svg /,
    );
    expect(shown('Own')).toMatch(/^<div class="rp-banner mine" style="[^"]*"><strong>Own<\/strong><\/div>$/);
    expect(shown('Hidden')).toBe('');
  });

  it('give useHead, outside a render at build time (in the browser), nothing to do and nothing to break', async () => {
    writeFileSync(
      join(dir, 'Meta.tsx'),
      `import { useHead } from '@rspress/core/runtime';
export default function Meta() {
  return <p>{String(useHead({ meta: [{ name: 'x', content: 'y' }] }))}</p>;
}
`,
    );
    const { exports } = await bundleComponent(join(dir, 'Meta.tsx'));
    expect(renderToStaticMarkup(createElement(exports.default as () => ReactElement))).toBe('<p>undefined</p>');
  });

  it("label Rspress's Tabs by their values in order, over a tab's own label, as Rspress does", async () => {
    writeFileSync(
      join(dir, 'Valued.tsx'),
      `import { Tab, Tabs } from '@rspress/core/theme';
export default function Valued() {
  return <Tabs values={['npm', { label: 'Yarn' }]}><Tab label="own">A</Tab><Tab>B</Tab></Tabs>;
}
`,
    );
    const { exports } = await bundleComponent(join(dir, 'Valued.tsx'));
    const html = renderToStaticMarkup(createElement(exports.default as () => ReactElement));
    expect(
      [...html.matchAll(/data-value="([^"]*)">([^<]*)<\/button>/g)].map(([, value, label]) => [value, label]),
    ).toEqual([
      ['npm', 'npm'],
      ['Yarn', 'Yarn'],
    ]);
  });

  it('give useDark false and useLocation the page at build time, and a navigate function', async () => {
    writeFileSync(
      join(dir, 'Theme.tsx'),
      `import { useDark, useLocation, useNavigate } from '@rspress/core/runtime';
export default function Theme() {
  const navigate = useNavigate();
  return <p>{String(useDark())} {useLocation().pathname} {typeof navigate}</p>;
}
`,
    );
    expect(await onGuidePage(join(dir, 'Theme.tsx'))).toBe('<p>false /docs/guide/x function</p>');
  });

  it('are listed once each where a message names what components are given', () => {
    expect(RSPRESS_PROVIDED).toContain('Link');
    expect(new Set(RSPRESS_PROVIDED).size).toBe(RSPRESS_PROVIDED.length);
  });

  it('answer react-router-dom, as Rspress answers it with its own copy: its hooks, Link, NavLink and Navigate, which draws nothing at build time', async () => {
    writeFileSync(
      join(dir, 'Routes.tsx'),
      `import { Link, Navigate, NavLink, useLocation, useNavigate } from 'react-router-dom';
export default function Routes() {
  const navigate = useNavigate();
  return (
    <p>
      {useLocation().pathname} {typeof navigate} <Link to="/guide">Go</Link>{' '}
      <NavLink to="/api" className={({ isActive }) => (isActive ? 'on' : 'off')}>API</NavLink>
      <Navigate to="/cli/" replace />
    </p>
  );
}
`,
    );
    expect(await onGuidePage(join(dir, 'Routes.tsx'))).toBe(
      '<p>/docs/guide/x function <a href="/docs/guide">Go</a> <a href="/docs/api" class="off">API</a></p>',
    );
  });

  it("give ThemeContext's theme as the page shows it, light at build time, as Rspress's app provides it", async () => {
    writeFileSync(
      join(dir, 'Toggle.tsx'),
      `import { useContext } from 'react';
import { ThemeContext } from '@rspress/core/runtime';
export default function Toggle() {
  const { theme, setTheme } = useContext(ThemeContext);
  return <button>{theme} {typeof setTheme}</button>;
}
`,
    );
    const { exports } = await bundleComponent(join(dir, 'Toggle.tsx'));
    (globalThis as Record<string, unknown>)[ISLAND_PAGE_GLOBAL] = { lang: 'en', routePath: '/', frontmatter: {} };
    expect(renderToStaticMarkup(createElement(exports.default as () => ReactElement))).toBe(
      '<button>light function</button>',
    );
  });

  it("give React Router's Link its path under the base, and Head (Helmet) its tags to the page's head", async () => {
    writeFileSync(
      join(dir, 'Routed.tsx'),
      `import { Head, Helmet, Link, preloadLink } from '@rspress/core/runtime';
export default function Routed() {
  preloadLink('/guide');
  return (
    <p>
      <Head><meta property="og:title" content="OG" /><title>Own</title></Head>
      <Helmet><link rel="preconnect" href="https://x.dev" /></Helmet>
      <Link to="/guide" className="go">Go</Link> <Link to="https://x.dev">Away</Link>
    </p>
  );
}
`,
    );
    const { exports } = await bundleComponent(join(dir, 'Routed.tsx'));
    const global = globalThis as Record<string, unknown>;
    global[ISLAND_PAGE_GLOBAL] = {
      lang: 'en',
      routePath: '/',
      frontmatter: {},
      site: { base: '/docs/', langs: ['en'] },
    };
    const head: unknown[] = [];
    global[ISLAND_HEAD_GLOBAL] = head;
    try {
      expect(renderToStaticMarkup(createElement(exports.default as () => ReactElement))).toBe(
        '<p><a href="/docs/guide" class="go">Go</a> <a href="https://x.dev">Away</a></p>',
      );
    } finally {
      delete global[ISLAND_HEAD_GLOBAL];
    }
    expect(head).toEqual([
      { meta: [{ property: 'og:title', content: 'OG' }], link: [], title: 'Own' },
      { meta: [], link: [{ rel: 'preconnect', href: 'https://x.dev' }] },
    ]);
  });

  it("name every Rspress export a component imports that is not provided, and what is, at the import's line", async () => {
    writeFileSync(
      join(dir, 'Wrapped.tsx'),
      `import { NotFoundLayout } from '@rspress/core/theme';
import { useSidebar } from '@rspress/core/runtime';
export default function Wrapped() {
  return <NotFoundLayout>{useSidebar()}</NotFoundLayout>;
}
`,
    );
    await expect(bundleComponent(join(dir, 'Wrapped.tsx'))).rejects.toThrow(
      /Wrapped\.tsx:1:10: imports NotFoundLayout, useSidebar from Rspress, which esmx-docs does not give components \(it gives: .*Tabs.*useDark/,
    );
  });

  it('name an export imported in another file of the component with the place of that import', async () => {
    writeFileSync(
      join(dir, 'use-nav.ts'),
      "import { useNav } from '@rspress/core/runtime';\nexport const nav = () => useNav();\n",
    );
    writeFileSync(
      join(dir, 'Blog.tsx'),
      "import { useSidebar } from '@rspress/core/runtime';\nimport { nav } from './use-nav';\nexport default function Blog() { return <p>{String(useSidebar())}{String(nav())}</p>; }\n",
    );
    const failure = await bundleComponent(join(dir, 'Blog.tsx')).catch((error: Error) => error.message);
    expect(failure).toMatch(/Blog\.tsx:1:10: imports useSidebar, useNav \(at \S*use-nav\.ts:1:10\) from Rspress/);
  });
});
