import { describe, expect, it } from 'vitest';
import { render as renderApp } from '../../../src/client/ssr';
import { findSidebar } from '../../../src/shared/find-sidebar';
import type { Hero, HtmlPart, PageData, TocEntry } from '../../../src/shared/types';
import { type FixtureSite, makePage, makeSite } from './site-fixture';

/** Renders `page` with the sidebar the build would give it: the one of its section. */
const render = (url: string, site: FixtureSite, page: PageData) =>
  renderApp(url, site, page, findSidebar(site.sidebar[page.lang], page.routePath));

const site = makeSite();
const toc: TocEntry[] = [
  { text: 'Core Technologies', id: 'core-technologies', depth: 2, charIndex: 0 },
  { text: 'Import Maps', id: 'import-maps', depth: 3, charIndex: 40 },
  { text: 'Deep', id: 'deep', depth: 4, charIndex: 60 },
  { text: 'Too deep', id: 'too-deep', depth: 5, charIndex: 80 },
];
const glossary = makePage('/guide/start/glossary', { toc });

/** The opening tag of the first element matching `pattern` (a regex source over the whole tag). */
const tag = (html: string, pattern: string) => html.match(new RegExp(`<${pattern}[^>]*>`))?.[0];

describe('render: doc pages', () => {
  const html = render('/guide/start/glossary', site, glossary);

  it('records the prerendered path for the browser to hydrate with', () => {
    expect(html.startsWith('<div class="app" data-ssr-path="/guide/start/glossary">')).toBe(true);
  });

  it('opens with a skip link to the main landmark', () => {
    expect(html).toContain('<a class="skip-link" href="#main-content">Skip to content</a>');
    expect(html).toContain('<main id="main-content" class="doc-main" tabindex="-1">');
  });

  it('puts the page HTML once, in the element the browser reads it back from', () => {
    expect(html).toContain('<div class="doc-content" data-page-html=""><h1 id="page">Glossary</h1><p>Body.</p></div>');
    expect(html.match(/data-page-html/g)).toHaveLength(1);
  });

  it('marks the current page in the sidebar and opens its group', () => {
    expect(html).toContain(
      '<a href="/guide/start/glossary" class="sidebar-link active" aria-current="page">Glossary</a>',
    );
    expect(tag(html, 'button type="button" class="sidebar-group-toggle" aria-expanded="true"')).toBeDefined();
  });

  it('marks the Guide navbar item active', () => {
    expect(html).toContain('<a href="/guide/start/introduction" class="nav-link active" aria-current="page">Guide</a>');
    expect(html).toContain('<a href="/api/core/esmx" class="nav-link">API</a>');
  });

  it('lists h2 to h4 in the outline titled ON THIS PAGE', () => {
    const outline = html.slice(html.indexOf('<aside class="outline-aside">'));
    expect(outline).toContain(
      '<nav class="outline" aria-label="ON THIS PAGE"><p class="outline-title">ON THIS PAGE</p>',
    );
    expect(outline.match(/href="#[^"]+"/g)).toEqual([
      'href="#core-technologies"',
      'href="#import-maps"',
      'href="#deep"',
    ]);
  });

  it('links the previous and next pages in sidebar order', () => {
    expect(html).toContain(
      '<a href="/guide/start/introduction" class="pager-link prev" rel="prev"><span class="pager-label">Previous Page</span><span class="pager-title">Introduction</span></a>',
    );
    expect(html).toContain(
      '<a href="/guide/start/environment" class="pager-link next" rel="next"><span class="pager-label">Next Page</span><span class="pager-title">Environment Requirements</span></a>',
    );
  });

  it("labels the pager with the site data's strings for the page's language only", () => {
    const labelled = { ...makeSite(), texts: { en: { 'footer.prev': 'Back', 'footer.next': 'Onward' } } };
    const en = render('/guide/start/glossary', labelled, makePage('/guide/start/glossary', { toc }));
    expect(en).toContain('<span class="pager-label">Back</span>');
    expect(en).toContain('<span class="pager-label">Onward</span>');
    const zh = render('/zh/guide/start/glossary', labelled, makePage('/zh/guide/start/glossary', { toc }));
    expect(zh).toContain('<span class="pager-label">上一页</span>');
  });

  it('shows the last-updated date in UTC', () => {
    expect(html).toContain('<time dateTime="2025-06-30T12:00:00.000Z">June 30, 2025</time>');
    expect(html).toMatch(/Last Updated(<!-- -->)?:/);
  });

  it('offers the other language as a real link to the same page', () => {
    expect(html).toContain('<a href="/zh/guide/start/glossary" hrefLang="zh-CN" lang="zh-CN">简体中文</a>');
  });

  it('has the search button, the theme toggle and the GitHub link with accessible names', () => {
    expect(tag(html, 'button type="button" class="search-button"')).toContain('aria-label="Search"');
    expect(tag(html, 'button type="button" class="icon-button theme-toggle"')).toContain('aria-label="Dark mode"');
    expect(tag(html, 'a class="icon-button social-link"')).toBe(
      '<a class="icon-button social-link" href="https://github.com/esmnext/esmx" target="_blank" rel="noopener noreferrer" aria-label="GitHub" title="GitHub">',
    );
  });

  it("has no theme toggle when the site's themeConfig.darkMode fixes the palette", () => {
    const fixed = makeSite();
    fixed.config.themeConfig = { ...fixed.config.themeConfig, darkMode: 'force-dark' };
    expect(render('/guide/start/glossary', fixed, glossary)).not.toContain('theme-toggle');
    fixed.config.themeConfig = { ...fixed.config.themeConfig, darkMode: 'dark' };
    expect(render('/guide/start/glossary', fixed, glossary)).toContain('theme-toggle');
  });

  it('renders the same markup every time (a precondition of hydration)', () => {
    expect(render('/guide/start/glossary', site, glossary)).toBe(html);
  });
});

describe('render: doc page switches', () => {
  it('drops the sidebar for sidebar: false (the blog article)', () => {
    const html = render(
      '/blog/birth-of-esmx',
      site,
      makePage('/blog/birth-of-esmx', { frontmatter: { sidebar: false } }),
    );
    expect(html).not.toContain('class="sidebar');
    expect(html).toContain('class="doc-layout no-sidebar no-outline"');
  });

  it("widens the text of Rspress's doc-wide page, keeping its sidebar", () => {
    const html = render('/blog/birth-of-esmx', site, makePage('/blog/birth-of-esmx', { frontmatter: { wide: true } }));
    expect(html).toMatch(/class="doc-layout has-sidebar no-outline wide"/);
  });

  it('drops the outline for outline: false and when there are no headings', () => {
    expect(render('/guide/start/glossary', site, { ...glossary, frontmatter: { outline: false } })).not.toContain(
      'ON THIS PAGE',
    );
    expect(render('/guide/start/glossary', site, makePage('/guide/start/glossary'))).not.toContain('ON THIS PAGE');
  });

  it('drops the footer for footer: false', () => {
    expect(render('/guide/start/glossary', site, { ...glossary, frontmatter: { footer: false } })).not.toContain(
      'doc-footer',
    );
  });

  it('leaves out the last-updated line when the site turns it off', () => {
    const quiet = makeSite();
    quiet.config.themeConfig.lastUpdated = false;
    expect(render('/guide/start/glossary', quiet, glossary)).not.toContain('Last Updated');
  });

  it('has no language switcher with a single locale', () => {
    expect(
      render('/guide/start/glossary', makeSite({ locales: [{ lang: 'en', label: 'English' }] }), glossary),
    ).not.toContain('简体中文');
  });

  it('prefixes internal links with a sub-folder base', () => {
    const html = render('/guide/start/glossary', makeSite({ base: '/docs/' }), glossary);
    expect(html).toContain(
      '<a href="/docs/guide/start/introduction" class="nav-link active" aria-current="page">Guide</a>',
    );
    expect(html).toContain('href="https://github.com/esmnext/esmx"');
  });
});

describe('render: Chinese pages', () => {
  const html = render('/zh/guide/start/glossary', site, makePage('/zh/guide/start/glossary', { toc }));

  it('uses the Chinese UI strings', () => {
    expect(html).toContain('<p class="outline-title">目录</p>');
    expect(html).toContain('<span class="pager-label">上一页</span>');
    expect(html).toContain('<span class="pager-label">下一页</span>');
    expect(html).toContain('最后更新时间');
    expect(html).toContain('<time dateTime="2025-06-30T12:00:00.000Z">2025年6月30日</time>');
    expect(tag(html, 'button type="button" class="search-button"')).toContain('aria-label="搜索"');
  });

  it('marks the Chinese nav item active and links home to /zh/', () => {
    expect(html).toContain(
      '<a href="/zh/guide/start/introduction" class="nav-link active" aria-current="page">指南</a>',
    );
    expect(html).toContain('<a href="/zh/" class="navbar-title">Esmx</a>');
  });

  it('links back to the English page', () => {
    expect(html).toContain('<a href="/guide/start/glossary" hrefLang="en" lang="en">English</a>');
  });
});

describe('render: home page', () => {
  const hero = {
    name: 'Esmx',
    text: 'Native ES modules\nfor SSR',
    tagline: 'Link apps at run time.',
    // What the build reads from name, text and tagline (see build/html-parts.ts).
    parts: { name: ['Esmx'], text: [['Native ES modules'], ['for SSR']], tagline: ['Link apps at run time.'] },
    actions: [
      { theme: 'brand' as const, text: 'Get Started', link: '/guide/start/getting-started' },
      { theme: 'alt' as const, text: 'GitHub', link: 'https://github.com/esmnext/esmx' },
    ],
  };
  const features = [
    { title: 'Core Engine', icon: '⚡️' },
    { title: 'Linked', details: 'Cards can link.', link: '/guide/essentials/module-linking', span: 6 as const },
  ];
  const home = (path: '/' | '/zh/') =>
    render(path, site, makePage(path, { frontmatter: { pageType: 'home', hero, features } }));

  it('renders the hero name as the h1 and the text line by line', () => {
    const html = home('/');
    expect(html).toContain('<h1 class="hero-name">Esmx</h1>');
    expect(html).toContain(
      '<p class="hero-text"><span class="hero-line">Native ES modules</span><span class="hero-line">for SSR</span></p>',
    );
    expect(html).toContain('<p class="hero-tagline">Link apps at run time.</p>');
  });

  it('starts the hero at its text when it has no name, leaving no empty heading', () => {
    const nameless = { ...hero, parts: { ...hero.parts, name: undefined } };
    const html = render('/', site, makePage('/', { frontmatter: { pageType: 'home', hero: nameless } }));
    expect(html).not.toContain('hero-name');
    expect(html).toContain(
      '<div class="hero-copy"><p class="hero-text"><span class="hero-line">Native ES modules</span>',
    );
  });

  it("draws the hero's badge above its name, as Rspress 2 does", () => {
    const html = render(
      '/',
      site,
      makePage('/', { frontmatter: { pageType: 'home', hero: { ...hero, badge: 'Pre-Alpha' } } }),
    );
    expect(html).toContain(
      '<div class="hero-copy"><span class="badge badge-tip">Pre-Alpha</span><h1 class="hero-name">Esmx</h1>',
    );
  });

  it("draws the hero's HTML as the build read it: line breaks, inline elements and links", () => {
    const parts = {
      name: ['RNTL ', { tag: 'small' as const, children: ['13'] }],
      tagline: [
        'First line.',
        { tag: 'br' as const },
        '— ',
        { tag: 'a' as const, href: '/guide/', children: ['Kent'] },
      ],
    };
    const html = render('/', site, makePage('/', { frontmatter: { pageType: 'home', hero: { parts } } }));
    expect(html).toContain('<h1 class="hero-name">RNTL <small>13</small></h1>');
    expect(html).toContain('<p class="hero-tagline">First line.<br/>— <a href="/guide/">Kent</a></p>');
  });

  it('renders actions as button-styled links, external ones in a new tab', () => {
    const html = home('/');
    expect(html).toContain('<a href="/guide/start/getting-started" class="button brand">Get Started</a>');
    expect(html).toContain(
      '<a href="https://github.com/esmnext/esmx" target="_blank" rel="noopener noreferrer" class="button alt">GitHub</a>',
    );
  });

  it('draws an action that names no theme as a brand button, as Rspress does', () => {
    const plain = { ...hero, actions: [{ text: 'Start', link: '/guide/start/getting-started' }] };
    const html = render('/', site, makePage('/', { frontmatter: { pageType: 'home', hero: plain } }));
    expect(html).toContain('<a href="/guide/start/getting-started" class="button brand">Start</a>');
  });

  it("draws an action's text as the build read its HTML", () => {
    const parts = { actions: [['Get ', { tag: 'code' as const, children: ['esmx'] }]] };
    const html = render(
      '/',
      site,
      makePage('/', { frontmatter: { pageType: 'home', hero: { parts, actions: [hero.actions[0]] } } }),
    );
    expect(html).toContain('<a href="/guide/start/getting-started" class="button brand">Get <code>esmx</code></a>');
  });

  it("leads actions where they say on every language's home page, as Rspress does", () => {
    expect(home('/zh/')).toContain('<a href="/guide/start/getting-started" class="button brand">Get Started</a>');
  });

  it('lays feature cards on the grid, 4 columns by default, a card with a link being a link', () => {
    const html = home('/');
    expect(html).toContain(
      '<div class="feature span-4"><span class="feature-icon" aria-hidden="true">⚡️</span><h2 class="feature-title">Core Engine</h2></div>',
    );
    expect(html).toContain(
      '<a href="/guide/essentials/module-linking" class="feature span-6 feature-link"><h2 class="feature-title">Linked</h2><p class="feature-details">Cards can link.</p></a>',
    );
  });

  it("draws a feature card's details as the build read their HTML", () => {
    const card = {
      title: 'Tagged',
      details: 'One<br/><b>two</b>',
      detailsParts: ['One', { tag: 'br' as const }, { tag: 'b' as const, children: ['two'] }],
    };
    const html = render('/', site, makePage('/', { frontmatter: { pageType: 'home', features: [card] } }));
    expect(html).toContain('<p class="feature-details">One<br/><b>two</b></p>');
  });

  it("shows the hero image under the base in Rspress's 375 px box, or one image per colour scheme for a { light, dark } src", () => {
    const withImage = (image: NonNullable<Hero['image']>) =>
      render(
        '/',
        makeSite({ base: '/docs/' }),
        makePage('/', { frontmatter: { pageType: 'home', hero: { ...hero, image } } }),
      );
    expect(withImage({ src: '/hero.svg', alt: 'Esmx' })).toContain(
      '<img class="hero-image" src="/docs/hero.svg" alt="Esmx" width="375" height="375"/>',
    );
    const pair = withImage({ src: { light: '/light.svg', dark: 'https://cdn.example.com/dark.svg' } });
    expect(pair).toContain(
      '<img class="hero-image hero-image-light" src="/docs/light.svg" alt="" width="375" height="375"/>',
    );
    expect(pair).toContain(
      '<img class="hero-image hero-image-dark" src="https://cdn.example.com/dark.svg" alt="" width="375" height="375"/>',
    );
  });

  it('draws an icon as the picture the build read from it, and other icons as text', () => {
    const iconImage = { src: '/site/img/icon.svg', alt: '', width: '36' };
    const features = [
      { title: 'A', icon: '<img src="/site/img/icon.svg" width="36" />', iconImage },
      { title: 'B', icon: '⚡️' },
      { title: 'C', icon: 1 as unknown as string },
    ];
    const html = render('/', site, makePage('/', { frontmatter: { pageType: 'home', hero, features } }));
    expect(html).toContain(
      '<span class="feature-icon" aria-hidden="true"><img src="/site/img/icon.svg" alt="" width="36"/></span>',
    );
    expect(html).toContain('<span class="feature-icon" aria-hidden="true">⚡️</span>');
    expect(html).toContain('<span class="feature-icon" aria-hidden="true">1</span>');
  });

  it("shows the config's footer message under the home page with the links the build read, and no footer without one", () => {
    const withFooter = (footer: { message: string; parts?: HtmlPart[] }) =>
      render(
        '/',
        makeSite({ themeConfig: { ...site.config.themeConfig, footer } }),
        makePage('/', { frontmatter: { pageType: 'home', hero } }),
      );
    const parts: HtmlPart[] = [
      'Released under the ',
      { tag: 'a', href: '/license', children: ['MIT ', { tag: 'strong', children: ['License'] }] },
      { tag: 'br' },
      { tag: 'a', href: 'https://beian.miit.gov.cn/', children: ['ICP 1'] },
    ];
    expect(withFooter({ message: 'x', parts })).toContain(
      '</main><footer class="home-footer">Released under the <a href="/license">MIT <strong>License</strong></a><br/><a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">ICP 1</a></footer>',
    );
    // A message the build did not read (no parts) is shown as its text, markup and all.
    expect(withFooter({ message: 'Plain <b>text</b>' })).toContain(
      '<footer class="home-footer">Plain &lt;b&gt;text&lt;/b&gt;</footer>',
    );
    expect(home('/')).not.toContain('<footer');
  });

  it('follows the cards with the page body', () => {
    expect(home('/')).toContain('<div class="doc-content home-content" data-page-html="">');
  });
});

describe('render: other page types', () => {
  it('renders the 404 page with the way home in the path language', () => {
    const en = render('/404', site, makePage('/404', { pageType: '404', html: '' }));
    expect(en).toContain(
      '<h1 class="not-found-title">PAGE NOT FOUND</h1><a href="/" class="button brand">Take me home</a>',
    );
    const zh = render('/zh/404', site, makePage('/zh/404', { pageType: '404', html: '' }));
    expect(zh).toContain('<a href="/zh/" class="button brand">Take me home</a>');
  });

  it("shows a site's own page of pageType 404 (its 404.md) with its content in place of ours", () => {
    const html = render('/404', site, makePage('/404', { pageType: '404', html: '<h1 id="lost">Lost?</h1>' }));
    expect(html).toContain(
      '<main id="main-content" class="not-found" tabindex="-1"><div style="width:100%;max-width:720px"><div class="doc-content" data-page-html=""><h1 id="lost">Lost?</h1></div></div></main>',
    );
    expect(html).toContain('<header class="navbar">');
    expect(html).not.toContain('PAGE NOT FOUND');
  });

  it("renders custom pages with the navbar and without doc chrome or the doc pages' typography", () => {
    const html = render('/guide/start/glossary', site, { ...glossary, pageType: 'custom' });
    expect(html).toContain('<header class="navbar">');
    expect(html).toContain('<div class="custom-content" data-page-html="">');
    expect(html).not.toContain('doc-content');
    expect(html).not.toContain('sidebar');
  });

  it('renders blank pages as the content alone, beside the invisible live region', () => {
    const html = render('/guide/start/glossary', site, { ...glossary, pageType: 'blank' });
    expect(html).toBe(
      '<div class="app" data-ssr-path="/guide/start/glossary"><main id="main-content" class="blank" tabindex="-1"><div class="blank-content" data-page-html=""><h1 id="page">Glossary</h1><p>Body.</p></div></main><div id="a11y-announcer" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true"></div></div>',
    );
  });
});

describe('render: navbar settings', () => {
  const withTheme = (themeConfig: Partial<ReturnType<typeof makeSite>['config']['themeConfig']>) => {
    const custom = makeSite();
    Object.assign(custom.config.themeConfig, themeConfig);
    return render('/guide/start/glossary', custom, glossary);
  };

  it("shows the navbar by default and for hideNavbar 'auto' (it hides only once the reader scrolls)", () => {
    expect(withTheme({ hideNavbar: 'never' })).toContain('<header class="navbar">');
    expect(withTheme({ hideNavbar: 'auto' })).toContain('<header class="navbar">');
  });

  it('draws the menu items placed left beside the title, before search, and the others after it', () => {
    const custom = makeSite();
    custom.nav.en = [
      { text: 'Left', link: '/guide/start/glossary', position: 'left' },
      { text: 'Right', link: '/guide/' },
    ];
    const html = render('/guide/start/glossary', custom, glossary);
    const at = (text: string) => html.indexOf(text);
    expect(at('navbar-title')).toBeLessThan(at('>Left<'));
    expect(at('>Left<')).toBeLessThan(at('search-button'));
    expect(at('search-button')).toBeLessThan(at('>Right<'));
    expect(html.slice(at('<nav class="navbar-nav"'))).not.toContain('>Left<');
  });

  it("hides it from the first paint for hideNavbar 'always'", () => {
    expect(withTheme({ hideNavbar: 'always' })).toContain('<header class="navbar navbar-always-hidden">');
  });

  it('hides it from the first paint on a page of front matter navbar: false, keeping the rest of the page', () => {
    const html = render('/guide/start/glossary', site, { ...glossary, frontmatter: { navbar: false } });
    expect(html).toContain('<header class="navbar navbar-always-hidden">');
    expect(html).toContain('class="doc-layout has-sidebar has-outline"');
    expect(html).toContain('<div class="doc-content" data-page-html="">');
  });

  it('keeps the search button in the hidden navbar, so Ctrl+K still opens search', () => {
    const html = render('/guide/start/glossary', site, { ...glossary, frontmatter: { navbar: false } });
    const navbar = html.slice(html.indexOf('<header class="navbar navbar-always-hidden">'), html.indexOf('</header>'));
    expect(navbar).toContain('class="search-button"');
  });

  it('shows up to five social links inline and puts the rest behind a more button', () => {
    const link = (icon: string) => ({ icon, mode: 'link' as const, content: `https://example.com/${icon}` });
    const five = withTheme({ socialLinks: ['github', 'x', 'discord', 'npm', 'gitlab'].map(link) });
    expect(five.match(/class="icon-button social-link"/g)).toHaveLength(5);
    expect(five).not.toContain('social-more');
    const seven = withTheme({ socialLinks: ['github', 'x', 'discord', 'npm', 'gitlab', 'slack', 'youtube'].map(link) });
    expect(seven).toContain('aria-label="more"');
    const popup = seven.slice(seven.indexOf('social-more-list'));
    expect(popup.match(/class="icon-button social-link"/g)).toHaveLength(2);
    expect(popup).toContain('href="https://example.com/youtube"');
  });

  it('draws the brand icons it ships, and shows any other name as text', () => {
    const link = (icon: string) => ({ icon, mode: 'link' as const, content: `https://example.com/${icon}` });
    const html = withTheme({ socialLinks: ['x', 'discord', 'gitlab', 'npm', 'mastodon'].map(link) });
    for (const icon of ['x', 'discord', 'gitlab', 'npm']) expect(html).toContain(`<span class="icon icon-${icon}"`);
    expect(html).toContain('<span class="social-text">Mastodon</span>');
    expect(html).not.toContain('<span class="social-text">X</span>');
  });

  it("draws a site's own SVG icon as a mask image named by the link's host, never as markup in the page", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>';
    const html = withTheme({
      socialLinks: [
        { icon: { svg }, mode: 'link', content: 'https://www.t.me/example' },
        { icon: { svg }, mode: 'text', content: 'example-account' },
      ],
    });
    expect(html).toContain(`style="--icon:url(&quot;data:image/svg+xml,${encodeURIComponent(svg)}&quot;)"`);
    expect(html).toContain('aria-label="t.me"');
    expect(html).toContain('example-account');
    expect(html).not.toContain('<circle');
  });

  it('has a version switcher only when the config declares two versions or more', () => {
    expect(render('/guide/start/glossary', makeSite({ versions: ['2.x'] }), glossary)).not.toContain(
      'version-switcher',
    );
    const html = render('/guide/start/glossary', makeSite({ versions: ['2.x', '1.x'] }), glossary);
    expect(html).toContain('aria-label="Versions: 2.x"');
    expect(html).toContain('<a href="/1.x/guide/start/glossary">1.x</a>');
  });

  it("takes the outline title from the site data's strings for the page's language", () => {
    const titled = { ...makeSite(), texts: { en: { 'outline.title': 'Contents' } } };
    expect(render('/guide/start/glossary', titled, glossary)).toContain(
      '<nav class="outline" aria-label="Contents"><p class="outline-title">Contents</p>',
    );
  });
});

describe('render: sidebar groups', () => {
  it('opens a group configured collapsed when it holds the page, and keeps the others closed', () => {
    const folded = makeSite();
    folded.sidebar.en['/guide'] = folded.sidebar.en['/guide']!.map((group) => ({ ...group, collapsed: true }));
    const html = render('/guide/start/glossary', folded, glossary);
    expect(html.match(/<button type="button" class="sidebar-group-toggle" aria-expanded="(true|false)"/g)).toEqual([
      '<button type="button" class="sidebar-group-toggle" aria-expanded="true"',
      '<button type="button" class="sidebar-group-toggle" aria-expanded="false"',
    ]);
  });
});

describe('render: overview pages', () => {
  const overviewSite = makeSite();
  // A page beside groups, the way a sidebar of SidebarGroup[] can hold one: a link with no items.
  overviewSite.sidebar.en['/api'] = [
    { text: 'Overview', link: '/api/', items: [] },
    ...overviewSite.sidebar.en['/api']!,
  ];
  const page = makePage('/api/', {
    title: 'API Overview',
    frontmatter: { overview: true },
    html: '<h1 id="api-overview">API Overview</h1>',
  });
  const html = render('/api/', overviewSite, page);

  it('renders the page content, then the filter box labelled Filter', () => {
    expect(html).toContain('<h1 id="api-overview">API Overview</h1>');
    expect(html).toMatch(
      /<label for="([^"]+)">Filter<\/label><input id="\1" type="search" placeholder="Enter keyword"/,
    );
  });

  it('lists the groups of the section with their pages, leaving the overview itself out', () => {
    expect(html.match(/<h2 class="overview-group-title">[^<]+<\/h2>/g)).toEqual([
      '<h2 class="overview-group-title">@esmx/core</h2>',
      '<h2 class="overview-group-title">App</h2>',
    ]);
    expect(html).toContain('<h3 class="overview-card-title"><a href="/api/core/esmx">Esmx</a></h3>');
    expect(html).not.toContain('<h3 class="overview-card-title"><a href="/api/">');
  });

  it("lists under each card the headers the page data gives for it, linked to the page's heading", () => {
    const listed = render('/api/', overviewSite, {
      ...page,
      overview: { '/api/core/esmx': [{ text: 'Instance Options', id: 'instance-options' }] },
    });
    expect(listed).toContain(
      '<h3 class="overview-card-title"><a href="/api/core/esmx">Esmx</a></h3><ul><li><a href="/api/core/esmx#instance-options">Instance Options</a></li></ul>',
    );
    expect(listed.match(/<\/h3><ul>/g)).toHaveLength(1);
    // Without them, only the titles.
    expect(html).not.toContain('#instance-options');
  });

  it('uses the Chinese labels on Chinese overview pages', () => {
    const zhSite = makeSite();
    const zh = render('/zh/api/', zhSite, makePage('/zh/api/', { frontmatter: { overview: true } }));
    expect(zh).toContain('>过滤</label>');
    expect(zh).toContain('placeholder="输入关键词"');
  });
});

describe('render: navbar logo', () => {
  const page = makePage('/guide/start/glossary');

  it('shows the logo image named by the title, with logoText beside it', () => {
    const html = render('/guide/start/glossary', makeSite({ logo: '/logo.svg', logoText: 'Esmx Docs' }), page);
    expect(html).toContain(
      '<a href="/" class="navbar-title"><img class="navbar-logo" src="/logo.svg" alt="Esmx"/><span class="navbar-logo-text">Esmx Docs</span></a>',
    );
  });

  it('shows logoText alone in place of the title without a logo, as Rspress draws it', () => {
    const html = render('/guide/start/glossary', makeSite({ logoText: '@esmx/core' }), page);
    expect(html).toContain('<a href="/" class="navbar-title">@esmx/core</a>');
  });

  it("shows a language's navTitle in its navbar, the site title in its pages' titles", () => {
    const locales = [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文', navTitle: '站点' },
    ];
    const site = makeSite({ locales });
    const zh = render('/zh/guide/start/glossary', site, makePage('/zh/guide/start/glossary'));
    expect(zh).toContain('<a href="/zh/" class="navbar-title">站点</a>');
    expect(render('/guide/start/glossary', site, page)).toContain('<a href="/" class="navbar-title">Esmx</a>');
  });

  it('shows one image per color scheme for { light, dark }, under the base', () => {
    const html = render(
      '/guide/start/glossary',
      makeSite({ base: '/docs/', logo: { light: '/light.svg', dark: 'https://cdn.example.com/dark.svg' } }),
      page,
    );
    expect(html).toContain('<img class="navbar-logo navbar-logo-light" src="/docs/light.svg" alt="Esmx"/>');
    expect(html).toContain(
      '<img class="navbar-logo navbar-logo-dark" src="https://cdn.example.com/dark.svg" alt="Esmx"/>',
    );
  });
});
