import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeSlots } from '../../../../src/build/components/theme-slots';
import { resolveConfig } from '../../../../src/build/config/resolve';
import { ContentProblems } from '../../../../src/build/errors';
import { buildForTest } from '../../../support/built-site';
import { page, writeTree } from '../tree';

const config = resolveConfig({
  title: 'Slots',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
} as Parameters<typeof resolveConfig>[0]);

/** Each language's home page. */
const homes = {
  en: { title: 'Home', routePath: '/', frontmatter: { pageType: 'home' as const, hero: { name: 'Hello' } } },
  zh: { title: '首页', routePath: '/zh/', frontmatter: { pageType: 'home' as const, hero: { name: '你好' } } },
};

/** The slots of a site whose `theme/index.tsx` is `theme`, and the warnings making them gave. */
async function slotsOf(theme: string) {
  const root = writeTree({
    'docs/en/index.md': page('Home'),
    'docs/zh/index.md': page('首页'),
    'theme/index.tsx': theme,
  });
  const warnings = new ContentProblems();
  const made = await themeSlots(config, { contentDir: join(root, 'docs') }, { warnings, cwd: root, homes });
  return { made, warnings: warnings.list.map((w) => `${w.file}: ${w.message}`) };
}

describe("a custom theme's Layout slots", () => {
  it('are rendered per language, each an island of the theme drawing that slot alone, again in the browser', async () => {
    const { made, warnings } = await slotsOf(`import { Layout as BasicLayout } from '@rspress/core/theme-original';
import { useLang } from '@rspress/core/runtime';
const Hello = () => <b>{useLang() === 'zh' ? '你好' : 'Hello'}</b>;
export const Layout = () => <BasicLayout beforeNavTitle={<Hello />} afterDoc={null} />;
export * from '@rspress/core/theme-original';
`);
    expect(warnings).toEqual([]);
    expect(Object.keys(made!.slots)).toEqual(['en', 'zh']);
    // A slot given nothing is no slot.
    expect(Object.keys(made!.slots.en)).toEqual(['beforeNavTitle']);
    const island =
      /^<div data-island="(\/static\/islands\/[^"]+\.js)" data-export="Layout" data-props="{}" data-layout-slot="beforeNavTitle" data-id-prefix="s-beforeNavTitle-" data-client-rendered="" style="display:contents"><b>Hello<\/b><\/div>$/.exec(
        made!.slots.en.beforeNavTitle!,
      );
    expect(island).not.toBeNull();
    expect(made!.slots.zh.beforeNavTitle).toContain('<b>你好</b>');
    expect(made!.copies.get(island![1].slice(1))).toMatch(/\.js$/);
    expect(made!.inputs.map(([file]) => file)).toContainEqual(expect.stringMatching(/theme\/index\.tsx$/));
  });

  it("reads Rspress 1's theme object, and draws the navbar's item slots as lists of their own", async () => {
    // (\`useSidebar\` is none of the seam's: the theme module's default object still holds its Layout.)
    const { made, warnings } = await slotsOf(`import Theme, { NavList, useSidebar } from 'rspress/theme';
export const sidebarHook = useSidebar;
const Layout = () => <Theme.Layout afterRightNavItems={<NavList items={[{ text: 'Blog', link: '/blog' }]} />} />;
export default { ...Theme, Layout };
export * from 'rspress/theme';
`);
    expect(warnings).toEqual([]);
    expect(made!.slots.en.afterRightNavItems).toMatch(
      /^<ul class="nav-items" data-island="[^"]+" data-export="default" data-member="Layout" [^>]*><li><a class="nav-link" href="\/blog">Blog<\/a><\/li><\/ul>$/,
    );
  });

  it("draws a slot whose menu uses Rspress's useHoverGroup, its popup closed until the pointer is on it", async () => {
    const { made, warnings } =
      await slotsOf(`import { Layout as Original, useHoverGroup } from '@rspress/core/theme-original';
export * from '@rspress/core/theme-original';
function Envs() {
  const { hoverGroup, handleMouseEnter, handleMouseLeave } = useHoverGroup({ items: [{ text: 'Staging', link: '/staging' }] });
  return <div className="envs" onMouseEnter={handleMouseEnter} onMouseLeave={handleMouseLeave}>Env{hoverGroup}</div>;
}
export function Layout() {
  return <Original afterNavMenu={<Envs />} />;
}
`);
    expect(warnings).toEqual([]);
    expect(made!.slots.en.afterNavMenu).toContain('<div class="envs">Env</div>');
  });

  it("draws getCustomMDXComponent's pre and code as a highlighted code block with its copy button", async () => {
    const { made, warnings } =
      await slotsOf(`import { Layout as Original, getCustomMDXComponent } from '@rspress/core/theme-original';
export * from '@rspress/core/theme-original';
function Install() {
  const { pre: Pre, code: Code } = getCustomMDXComponent();
  return <Pre containerElementClassName="language-bash" codeButtonGroupProps={{}}><Code className="language-bash">pnpm add my-lib</Code></Pre>;
}
export function Layout() {
  return <Original afterNavMenu={<Install />} />;
}
`);
    expect(warnings).toEqual([]);
    const html = made!.slots.en.afterNavMenu!;
    expect(html).toContain('class="code-copy"');
    expect(html).toMatch(
      /<pre data-lang="bash" class="shiki[^"]*"[^>]*><code><span class="line"><span[^>]*>pnpm<\/span>/,
    );
    expect(html).not.toContain('codeButtonGroupProps');
  });

  it("gives every page's head the meta and link tags its Layout's <Head> asks for, and names what it leaves out", async () => {
    const { made, warnings } = await slotsOf(`import { Layout as OriginalLayout } from '@rspress/core/theme-original';
import { Head } from '@rspress/core/runtime';
export function Layout() {
  return (
    <>
      <Head>
        <meta name="verify" content="yes" />
        <script>{'document.documentElement.dataset.probe = 1;'}</script>
      </Head>
      <OriginalLayout />
    </>
  );
}
export * from '@rspress/core/theme-original';
`);
    expect(made!.head.en).toEqual([['meta', { name: 'verify', content: 'yes' }]]);
    expect(made!.head.zh).toEqual(made!.head.en);
    expect(warnings).toEqual([expect.stringMatching(/^theme\/index\.tsx: its Layout: useHead's script left out/)]);
  });

  it("warns of what its Layout draws beside Rspress's, and of props that are no slot, and draws the slots", async () => {
    const { made, warnings } = await slotsOf(`import { Layout as BasicLayout } from '@rspress/core/theme-original';
export const Layout = () => (
  <>
    <BasicLayout bottom={<footer>Made here</footer>} components={{}} />
    <aside>Cat</aside>
  </>
);
`);
    expect(warnings).toEqual([
      "theme/index.tsx: its Layout is not used by esmx-docs: what it draws beside Rspress's Layout is left out (only its slots are shown)",
      expect.stringMatching(
        /^theme\/index\.tsx: its Layout is not used by esmx-docs: its "components" is not one of the slots esmx-docs draws \(top, bottom, /,
      ),
    ]);
    expect(made!.slots.en.bottom).toContain('<footer>Made here</footer>');
  });

  it("warns of a Layout of the theme's own, which draws no slot of Rspress's, and gives none", async () => {
    const { made, warnings } = await slotsOf('export const Layout = () => <div>Mine</div>;\n');
    expect(made).toBeUndefined();
    expect(warnings).toEqual([
      `theme/index.tsx: its Layout is not used by esmx-docs: it does not draw Rspress's Layout, and esmx-docs draws its own; style it with "globalStyles"`,
    ]);
  });

  it("draw a theme's own HomeLayout whole, per language with its home page's data, which the browser's render reads", async () => {
    const { made, warnings } = await slotsOf(`import { usePageData } from '@rspress/core/runtime';
export const HomeLayout = () => <h1 className="own">{usePageData().page.frontmatter.hero.name}</h1>;
export * from '@rspress/core/theme-original';
`);
    expect(warnings).toEqual([]);
    expect(made!.homes['/'].html).toMatch(
      /^<template data-island-page="[^"]*&quot;routePath&quot;:&quot;\/&quot;[^"]*"><\/template><div data-island="[^"]+" data-export="HomeLayout" data-props="{}" data-id-prefix="h-" data-client-rendered="" style="display:contents"><h1 class="own">Hello<\/h1><\/div>$/,
    );
    expect(made!.homes['/zh/'].html).toContain('<h1 class="own">你好</h1>');
    expect(made!.homes['/'].head).toBeUndefined();
  });

  it("draw a theme's own HomeLayout with the home page's body where it draws Rspress's Content", async () => {
    const root = writeTree({
      'docs/en/index.md': page('Home'),
      'docs/zh/index.md': page('首页'),
      'theme/index.tsx': `import { Content } from '@rspress/core/runtime';
export const HomeLayout = () => <main className="mine"><h1>Own</h1><Content /></main>;
export * from '@rspress/core/theme-original';
`,
    });
    const warnings = new ContentProblems();
    const withBody = { en: { ...homes.en, html: '<h2 id="quick">Quick try</h2>' }, zh: homes.zh };
    const made = await themeSlots(config, { contentDir: join(root, 'docs') }, { warnings, cwd: root, homes: withBody });
    expect(warnings.list).toEqual([]);
    expect(made!.homes['/'].html).toContain(
      '<h1>Own</h1><div class="rp-content" style="display:contents"><h2 id="quick">Quick try</h2></div>',
    );
    // The browser's render reads the body from the page's data.
    expect(made!.homes['/'].html).toContain('&lt;h2 id=\\&quot;quick\\&quot;&gt;Quick try');
    expect(made!.homes['/zh/'].html).toContain('<h1>Own</h1></main>');
  });

  it("draw a theme's own HomeHero, HomeFeature and HomeFooter with each language's home page, in place of ours", async () => {
    const { made, warnings } = await slotsOf(`import { usePageData } from '@rspress/core/runtime';
export const HomeHero = () => <h1 className="own-hero">{usePageData().page.frontmatter.hero.name}</h1>;
export function HomeFeature() {
  return <ul className="own-features" />;
}
export const HomeFooter = () => <footer>Own footer</footer>;
export * from '@rspress/core/theme-original';
`);
    expect(warnings).toEqual([]);
    expect(made!.slots).toEqual({});
    const { parts } = made!.homes['/zh/'];
    expect(parts!.hero).toMatch(
      /^<template data-island-page="[^"]*&quot;routePath&quot;:&quot;\/zh\/&quot;[^"]*"><\/template><div data-island="[^"]+" data-export="HomeHero" data-props="{}" data-id-prefix="h-HomeHero-" data-client-rendered="" style="display:contents"><h1 class="own-hero">你好<\/h1><\/div>$/,
    );
    expect(parts!.features).toContain('<ul class="own-features"></ul>');
    expect(parts!.footer).toContain('<footer>Own footer</footer>');
    expect(made!.homes['/'].parts!.hero).toContain('<h1 class="own-hero">Hello</h1>');
    expect(made!.homes['/'].html).toBeUndefined();
  });

  it("draw Rspress's HomeHero, HomeFeature and HomeFooter where a theme's own HomeLayout puts them, as ours look", async () => {
    const root = writeTree({
      'docs/en/index.md': page('Home'),
      'docs/zh/index.md': page('首页'),
      'theme/index.tsx': `import { HomeFeature, HomeFooter, HomeHero } from '@rspress/core/theme-original';
export const HomeLayout = () => (
  <div className="mine">
    <HomeHero />
    <p className="between">Between</p>
    <HomeFeature />
    <HomeFooter />
  </div>
);
export * from '@rspress/core/theme-original';
`,
    });
    const withHero = {
      pageType: 'home' as const,
      hero: {
        name: 'Hello',
        tagline: 'A <b>bold</b> line',
        actions: [{ theme: 'brand' as const, text: 'Start', link: '/guide/' }],
      },
      features: [{ title: 'Fast', details: 'Very', icon: '🚀', link: '/guide/fast' }],
    };
    const warnings = new ContentProblems();
    const footed = {
      ...config,
      themeConfig: { ...config.themeConfig, footer: { message: 'MIT <a href="/l">License</a>' } },
    };
    const made = await themeSlots(
      footed,
      { contentDir: join(root, 'docs') },
      {
        warnings,
        cwd: root,
        homes: { en: { ...homes.en, frontmatter: withHero } },
      },
    );
    expect(warnings.list).toEqual([]);
    const html = made!.homes['/'].html!;
    expect(html).toContain(
      '<div class="mine"><section class="hero"><div class="hero-copy"><h1 class="hero-name">Hello</h1><p class="hero-tagline">A <b>bold</b> line</p><div class="hero-actions"><a href="/guide/" class="button brand"><span>Start</span></a></div></div></section><p class="between">Between</p>',
    );
    expect(html).toContain(
      '<div class="features"><a href="/guide/fast" class="feature span-4 feature-link"><span class="feature-icon" aria-hidden="true">🚀</span><h2 class="feature-title">Fast</h2><p class="feature-details">Very</p></a></div>',
    );
    expect(html).toContain('<footer class="home-footer">MIT <a href="/l">License</a></footer></div>');
    // Rspress's own parts, passed on by \`export *\`, are none of the theme's: ours are drawn where it has no HomeLayout.
    expect(made!.homes['/'].parts).toBeUndefined();
  });

  it("draw the node a theme gives Rspress's HomeHero as its image (a video) in place of the front matter's picture", async () => {
    const root = writeTree({
      'docs/en/index.md': page('Home'),
      'docs/zh/index.md': page('首页'),
      'theme/index.tsx': `import { HomeHero } from '@rspress/core/theme-original';
export const HomeLayout = () => <HomeHero image={<iframe title="Demo" src="https://www.youtube.com/embed/x" />} />;
export * from '@rspress/core/theme-original';
`,
    });
    const hero = { name: 'Hello', image: { src: '/hero.png', alt: 'Hero' } };
    const made = await themeSlots(
      config,
      { contentDir: join(root, 'docs') },
      {
        warnings: new ContentProblems(),
        cwd: root,
        homes: { en: { ...homes.en, frontmatter: { pageType: 'home', hero } } },
      },
    );
    const html = made!.homes['/'].html!;
    expect(html).toContain(
      '<div class="hero-image"><iframe title="Demo" src="https://www.youtube.com/embed/x"></iframe></div>',
    );
    expect(html).not.toContain('<img');
  });

  it('draw the package manager tabs and code blocks of a slot as a page draws its own, highlighted', async () => {
    const { made, warnings } =
      await slotsOf(`import { HomeLayout as Basic, PackageManagerTabs } from '@rspress/core/theme-original';
export const HomeLayout = () => <Basic afterHeroActions={<PackageManagerTabs command="install ncmget -g" />} />;
`);
    expect(warnings).toEqual([]);
    const html = made!.slots.en.afterHeroActions!;
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('npm install ncmget -g');
    expect(text).toContain('pnpm add ncmget -g');
    expect(html).toMatch(/<div data-code-runtime="[^"]+" data-code-key="[a-z0-9]+"><div class="tabs/);
  });

  it("draw a theme's own NotFoundLayout with each language's 404 route", async () => {
    const { made, warnings } = await slotsOf(`import { usePageData } from '@rspress/core/runtime';
export const NotFoundLayout = () => <p className="lost">Lost at {usePageData().page.routePath}</p>;
export * from '@rspress/core/theme-original';
`);
    expect(warnings).toEqual([]);
    expect(made!.notFound.en).toMatch(
      /^<template data-island-page="[^"]*"><\/template><div data-island="[^"]+" data-export="NotFoundLayout" data-props="{}" data-id-prefix="h-NotFoundLayout-" data-client-rendered="" style="display:contents"><p class="lost">Lost at <!-- -->\/404<\/p><\/div>$/,
    );
    expect(made!.notFound.zh).toContain('<p class="lost">Lost at <!-- -->/zh/404</p>');
    expect(made!.homes).toEqual({});
  });

  it("draw the NotFoundLayout a theme's Layout is given as its 404 page, beside its slots, with no warning", async () => {
    const { made, warnings } = await slotsOf(`import { Layout as Basic } from '@rspress/core/theme-original';
const NotFound = () => <h1 className="lost">Custom 404</h1>;
export const Layout = () => <Basic navTitle={<b>Mine</b>} NotFoundLayout={NotFound} />;
`);
    expect(warnings).toEqual([]);
    expect(made!.slots.en.navTitle).toContain('<b>Mine</b>');
    expect(made!.notFound.zh).toMatch(
      /data-export="Layout" data-props="{}" data-layout-slot="NotFoundLayout" data-id-prefix="h-Layout-" data-client-rendered="" style="display:contents"><h1 class="lost">Custom 404<\/h1><\/div>$/,
    );
  });

  it("draw the HomeLayout a theme's Layout is given as each language's home page, with its data, beside its slots", async () => {
    const { made, warnings } = await slotsOf(`import { usePageData } from '@rspress/core/runtime';
import { Layout as Basic } from '@rspress/core/theme-original';
const MyHome = () => <h1 className="mine">{usePageData().page.frontmatter.hero.name}</h1>;
export const Layout = () => <Basic afterDocFooter={<p>After</p>} HomeLayout={MyHome} />;
`);
    expect(warnings).toEqual([]);
    expect(made!.slots.en.afterDocFooter).toContain('<p>After</p>');
    expect(made!.homes['/zh/'].html).toMatch(
      /data-export="Layout" data-props="{}" data-layout-slot="HomeLayout" data-id-prefix="h-Layout-" data-client-rendered="" style="display:contents"><h1 class="mine">你好<\/h1><\/div>$/,
    );
    expect(made!.homes['/'].html).toContain('<h1 class="mine">Hello</h1>');
  });

  it("give the meta and link tags a theme's own HomeLayout asks for with <Head> to its home page, and warn of its title", async () => {
    const { made, warnings } = await slotsOf(`import { Head } from '@rspress/core/runtime';
export const HomeLayout = () => (
  <main>
    <Head>
      <title>Custom home title</title>
      <meta name="keywords" content="from-head" />
    </Head>
    <h1>Home</h1>
  </main>
);
`);
    expect(made!.homes['/'].head).toEqual([['meta', { name: 'keywords', content: 'from-head' }]]);
    expect(made!.homes['/zh/'].head).toEqual([['meta', { name: 'keywords', content: 'from-head' }]]);
    expect(warnings).toEqual([
      "theme/index.tsx: its HomeLayout: useHead's title left out (a <Head> of its own gives them to useHead): a page built ahead of time takes only meta and link from it (its title is front matter's)",
    ]);
  });

  it("draw the slots a HomeLayout wrapping Rspress's fills, on the home page, and warn of others", async () => {
    const { made, warnings } = await slotsOf(`import { HomeLayout as Basic } from '@rspress/core/theme-original';
export const HomeLayout = () => (
  <Basic afterFeatures={<p>Sponsors</p>} afterHeroActions={<code>npm i a</code>} beforeNavTitle={<i />} />
);
`);
    expect(made!.slots.en.afterFeatures).toContain('<p>Sponsors</p>');
    expect(made!.slots.en.afterHeroActions).toContain('<code>npm i a</code>');
    expect(made!.homes).toEqual({});
    expect(warnings).toEqual([
      'theme/index.tsx: its HomeLayout is not used by esmx-docs: its "beforeNavTitle" is not one of the slots esmx-docs draws (beforeHero, afterHero, beforeHeroActions, afterHeroActions, beforeFeatures, afterFeatures)',
    ]);
  });

  it('say that a slot calling what esmx-docs does not give throws in the browser too', async () => {
    const { warnings } =
      await slotsOf(`import { Layout as BasicLayout, useSidebar } from '@rspress/core/theme-original';
const Side = () => <p>{useSidebar().length}</p>;
export const Layout = () => <BasicLayout beforeDoc={<Side />} />;
`);
    expect(warnings).toEqual([
      'theme/index.tsx: its Layout is not used by esmx-docs: its beforeDoc threw while the build rendered it (useSidebar from @rspress/core/theme-original is not provided by esmx-docs): it throws in the browser too, so it shows nothing there',
    ]);
  });

  it('leave a slot that throws at build time to the browser, and a theme that does not bundle unused, each with a warning', async () => {
    const thrown = await slotsOf(`import { Layout as BasicLayout } from '@rspress/core/theme-original';
const Broken = () => { throw new Error('no data yet'); };
export const Layout = () => <BasicLayout beforeDoc={<Broken />} />;
`);
    expect(thrown.warnings).toEqual([
      'theme/index.tsx: its Layout is not used by esmx-docs: its beforeDoc threw while the build rendered it (no data yet): the browser alone shows it',
    ]);
    // Still an island, empty until the browser draws it.
    expect(thrown.made!.slots.en.beforeDoc).toMatch(/data-layout-slot="beforeDoc"[^>]*><\/div>$/);
    const broken = await slotsOf("import { Missing } from './nowhere';\nexport const Layout = () => <Missing />;\n");
    expect(broken.made).toBeUndefined();
    expect(broken.warnings).toEqual([
      expect.stringMatching(
        /^theme\/index\.tsx: its layouts are not used by esmx-docs: it does not bundle \(.*nowhere/,
      ),
    ]);
  });

  it("says nothing of a theme that passes Rspress's Layout on as it is", async () => {
    const { made, warnings } = await slotsOf(
      "export * from '@rspress/core/theme-original';\nexport const Layout2 = 1;\n",
    );
    expect(made).toBeUndefined();
    expect(warnings).toEqual([]);
  });
});

describe('a home page with nothing of its own to show', () => {
  const site = (theme: string) =>
    writeTree({
      'site.config.mjs':
        "export default { title: 'T', siteUrl: 'https://x.dev', lang: 'en', locales: [{ lang: 'en', label: 'English' }] };\n",
      'index.md': '---\npageType: home\n---\n',
      'guide.md': page('Guide'),
      'theme/index.tsx': theme,
    });

  it("is drawn by the theme's own HomeLayout, without a word", async () => {
    const built = await buildForTest(
      site("export const HomeLayout = () => <h1>Mine</h1>;\nexport * from '@rspress/core/theme-original';\n"),
    );
    expect(built.file('index.html')).toContain('<h1>Mine</h1>');
    expect(built.warnings.map((w) => w.message)).toEqual([]);
  });

  it('is said to show empty under a theme whose home layout esmx-docs does not draw', async () => {
    const built = await buildForTest(
      site("export * from '@rspress/core/theme-original';\nexport const Tip = () => null;\n"),
    );
    expect(built.warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(/^home page has no hero, features or text of its own, so it shows empty/),
    ]);
  });
});
