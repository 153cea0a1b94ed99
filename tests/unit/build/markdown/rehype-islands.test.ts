import { appendFileSync, cpSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../../../src/build/render/source-page';
import { renderedPage } from '../../../support/rendered-page';
import { tempFolder } from '../../../support/temp-folder';

// tests/fixtures/mdx-site/en/guide/components.mdx: a local component with state and CSS modules, one by
// the config's alias with MDX children and plain CSS, one from a package in the fixture's node_modules,
// one given JSX as a prop, and one marked client:static with a function prop.
const fixture = join(process.cwd(), 'tests/fixtures/mdx-site');
let page: RenderedPage;
beforeAll(async () => {
  page = await renderedPage(fixture, 'en/guide/components.mdx');
}, 60_000);

const components = () => page;

/** The page at `path` of a copy of the fixture with `files` (paths inside it, and their text) written into it. */
function renderedWith(files: Record<string, string>, path: string): ReturnType<typeof renderedPage> {
  const root = tempFolder('esmx-islands-');
  cpSync(fixture, root, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  return renderedPage(root, path);
}

describe("the site's own components", () => {
  it('are in the page as their build-time HTML, with the props the page gave them for hydration', () => {
    const { html } = components();
    expect(html).toMatch(
      /<div data-island="\/static\/islands\/counter\.\w{8}\.js" data-export="default" data-props="{&#x22;start&#x22;:2,&#x22;label&#x22;:&#x22;Components&#x22;}" data-id-prefix="i0-" style="display:contents"><button type="button" class="(\w+)">Components<!-- -->: clicked <!-- -->2<!-- --> times<\/button><\/div>/,
    );
  });

  it("pass MDX children rendered by the page's pipeline, links resolved", () => {
    expect(components().html).toContain(
      '<section class="border"><p class="border-title">Framed</p><div data-island-children="" style="display:contents"><p>Text with <strong>Markdown</strong> children and a <a href="/guide/fragments">link</a>.</p></div></section>',
    );
  });

  it('render inline, inside the paragraph, when written inline (a component from a package)', () => {
    expect(components().html).toMatch(
      /<p>A badge from a package: <span data-island="\/static\/islands\/index\.\w{8}\.js" data-export="FancyBadge" [^>]*><span class="fancy-badge">from a package<\/span><\/span><\/p>/,
    );
  });

  it('leave only HTML when marked client:static, whatever their props', () => {
    expect(components().html).toContain('<ul class="chart"><li>1 ms</li><li>2 ms</li></ul>');
  });

  it("link each component's CSS once, and copy scripts and styles into static/islands/", () => {
    const { html, images } = components();
    expect(html.match(/<link rel="stylesheet" href="\/static\/islands\/[\w.]+\.css">/g)).toHaveLength(2);
    expect(images.map((image) => image.output.replace(/\.\w{8}\./, '.')).sort()).toEqual([
      'static/islands/Border.css',
      'static/islands/Border.js',
      'static/islands/counter.css',
      'static/islands/counter.js',
      'static/islands/index.js',
      'static/islands/toggle.js',
    ]);
  });

  it('put their text in the search text, and their sources among the files the page was made from', () => {
    const { text, dependencies } = components();
    expect(text).toContain(
      'Text with Markdown children and a link.\nToggle\nA badge from a package: from a package\n1 ms\n2 ms',
    );
    expect(dependencies.map((file) => file.slice(fixture.length + 1))).toEqual(
      expect.arrayContaining(['components/Border.tsx', 'components/border.css', 'en/guide/_components/counter.tsx']),
    );
  });
});

describe("a heading a component draws with Rspress's rp-toc-include class", () => {
  it("is in the page's outline, at its place, with the id the component gives it; one without the class is not", async () => {
    const page = await renderedWith(
      {
        'en/guide/_components/section.tsx':
          'export function Section({ id, heading }: { id: string; heading: string }) {\n  return <section><h2 id={id} className="rp-toc-include">{heading}</h2><h3 id="quiet">Not listed</h3></section>;\n}\n',
        'en/guide/sections.mdx':
          'import { Section } from \'./_components/section\';\n\n# Sections\n\n## Before\n\n<Section id="drawn" heading="Drawn by a component" />\n\n## After\n',
      },
      'en/guide/sections.mdx',
    );
    expect(page.record.toc.map(({ text, id }) => `${id}: ${text}`)).toEqual([
      'before: Before',
      'drawn: Drawn by a component',
      'after: After',
    ]);
  });
});

describe("JSX a page gives the site's own component as a prop", () => {
  const withSource = (lines: string[]) =>
    renderedWith({ 'en/guide/jsx-props.mdx': lines.join('\n\n') }, 'en/guide/jsx-props.mdx');

  it('is rendered where the component puts it, and sent as that HTML for hydration', () => {
    const { html } = components();
    expect(html).toContain(
      '<button type="button" aria-expanded="false"><span style="display:contents">Show the <code>details</code></span></button>',
    );
    const props = /data-export="Toggle" data-props="([^"]+)"/.exec(html)![1].replaceAll('&#x22;', '"');
    expect(JSON.parse(props).label).toEqual({ __esmxDocsHtml: { tag: 'span', html: 'Show the <code>details</code>' } });
  });

  it('sends children the component did not show at build time with the props, as the HTML the page made of them', () => {
    const { html } = components();
    const props = /data-export="Toggle" data-props="([^"]+)"/.exec(html)![1].replaceAll('&#x22;', '"');
    expect(JSON.parse(props).children).toEqual({
      __esmxDocsHtml: { tag: 'div', html: '<p>The details, in <strong>Markdown</strong>.</p>' },
    });
    // Shown children stay where they are in the page, not sent twice.
    expect(html).not.toMatch(/data-export="Border" data-props="[^"]*children/);
  });

  it('renders built-in components and links as the page would, blocks in a div, inside lists and objects too', async () => {
    const { html } = await withSource([
      "import { Border } from '@components/Border';",
      '# JSX props',
      '<Border title={<>See <a href="./fragments.mdx">fragments</a> <Badge text="new" /></>} parts={[{ tip: <div><p>Block</p></div> }]} />',
    ]);
    expect(html).toContain(
      '<p class="border-title"><span style="display:contents">See <a href="/guide/fragments">fragments</a> <span class="badge',
    );
    const props = /data-props="([^"]+)"/.exec(html)![1].replaceAll('&#x22;', '"');
    expect(JSON.parse(props).parts).toEqual([
      { tip: { __esmxDocsHtml: { tag: 'div', html: '<div><p>Block</p></div>' } } },
    ]);
  });

  it('is an error at its line when it holds what cannot render', async () => {
    const source = [
      "import { Border } from '@components/Border';",
      '# JSX props',
      '<Border title={<b>{{ a: 1 }}</b>} />',
    ];
    await expect(withSource(source)).rejects.toThrow('jsx-props.mdx:5: <Border>: it gives an object, not text');
  });
});

describe("the site's own components made by a page's code", () => {
  it('are islands with the props the code computed, also inside a component the page defines', async () => {
    const source = [
      "import Counter from './_components/counter';",
      "import { Border } from '@components/Border';",
      'export const starts = [5, 7];',
      'export const Frame = ({ children }) => <Border title="Local">{children}</Border>;',
      '# Made in code',
      '{starts.map((n) => <Counter key={n} start={n} label={"Counter " + n} />)}',
      '<Frame>\nInside a **local** component.\n</Frame>',
    ].join('\n\n');
    const { html } = await renderedWith({ 'en/guide/made-in-code.mdx': source }, 'en/guide/made-in-code.mdx');
    for (const n of [5, 7])
      expect(html).toContain(
        `data-export="default" data-props="{&#x22;start&#x22;:${n},&#x22;label&#x22;:&#x22;Counter ${n}&#x22;}"`,
      );
    expect(html).toContain(
      '<section class="border"><p class="border-title">Local</p><div data-island-children="" style="display:contents"><p>Inside a <strong>local</strong> component.</p></div></section>',
    );
  });
});

describe('a component that looks into its children with React.Children', () => {
  it('gets them one element per block, with their attributes as props, as MDX gives them', async () => {
    const pick = [
      "import { Children, isValidElement } from 'react';",
      'export function Pick({ show, children }) {',
      '  const blocks = Children.toArray(children).filter(isValidElement);',
      "  const chosen = blocks.find((block) => block.props['data-key'] === show);",
      '  return <section className="pick" data-count={blocks.length}>{chosen}{blocks[0]}</section>;',
      '}',
    ].join('\n');
    const source = [
      "import { Pick } from './_components/pick';",
      '# Pick',
      '<Pick show="b">\n  <div data-key="a" className="tab">Alpha</div>\n  <div data-key="b" style={{ fontSize: 13 }}>Beta</div>\n\n  Some **words**.\n</Pick>',
    ].join('\n\n');
    const { html } = await renderedWith(
      { 'en/guide/_components/pick.tsx': pick, 'en/guide/pick.mdx': source },
      'en/guide/pick.mdx',
    );
    expect(html).toContain(
      '<section class="pick" data-count="3"><div data-key="b" style="font-size:13px">Beta</div><div data-key="a" class="tab">Alpha</div></section>',
    );
    // The browser makes the same elements from the props.
    const props = /data-export="Pick" data-props="([^"]+)"/.exec(html)![1].replaceAll('&#x22;', '"');
    expect(JSON.parse(props).children[0]).toEqual({
      __esmxDocsElement: { tag: 'div', props: { 'data-key': 'a', className: 'tab' }, html: 'Alpha' },
    });
  });

  it('leaves a component that does not look into them its children as one element, as before', () => {
    expect(components().html).toContain('<div data-island-children="" style="display:contents"><p>Text with');
  });
});

describe("a component's children written as plain text on its line", () => {
  it('reach it as a string, as MDX gives them (<Keys>Ctrl+K</Keys>), at build time and hydrated', async () => {
    const source = [
      "import { Keys } from './_components/keys';",
      '# Keys',
      'Press <Keys>Ctrl+K</Keys> or <Keys>g g</Keys>, not <Keys>*a*</Keys>.',
      '<Keys>\nq\n</Keys>',
    ].join('\n\n');
    const keys =
      'export function Keys({ children }: { children?: unknown }) {\n  return <span className="keys" data-type={typeof children}>{String(children).split(\' \').map((k) => <kbd key={k}>{k}</kbd>)}</span>;\n}\n';
    const { html } = await renderedWith(
      { 'en/guide/_components/keys.tsx': keys, 'en/guide/keys.mdx': source },
      'en/guide/keys.mdx',
    );
    const shown = [...html.matchAll(/<span class="keys" data-type="(\w+)">(.*?)<\/span>/g)].map(([, type, inner]) => [
      type,
      inner,
    ]);
    expect(shown.slice(0, 2)).toEqual([
      ['string', '<kbd>Ctrl+K</kbd>'],
      ['string', '<kbd>g</kbd><kbd>g</kbd>'],
    ]);
    // Markdown, or lines of its own, are elements, as MDX gives them.
    expect(shown.slice(2).map(([type]) => type)).toEqual(['object', 'object']);
    expect(html).toMatch(/data-props="{&#x22;children&#x22;:&#x22;Ctrl\+K&#x22;}"/);
  });
});

describe('an async component (written as a server component)', () => {
  it('is rendered at build time, awaited, and left as HTML, not hydrated', async () => {
    const source = ["import Greeting from './_components/greeting';", '# Async', '<Greeting name="docs" />'];
    const greeting =
      'export default async function Greeting({ name }: { name: string }) {\n  const text = await Promise.resolve("Hello, " + name);\n  return <p className="greeting">{text}</p>;\n}\n';
    const { html } = await renderedWith(
      { 'en/guide/_components/greeting.tsx': greeting, 'en/guide/async.mdx': source.join('\n\n') },
      'en/guide/async.mdx',
    );
    expect(html).toContain('<p class="greeting">Hello, docs</p>');
    expect(html).not.toContain('data-island=');
  });
});

describe("a page's <NoSSR> from Rspress's runtime", () => {
  it('leaves the components inside it to the browser, and prerenders the rest of its children', async () => {
    const source = [
      "import { NoSSR as ClientOnly } from '@rspress/core/runtime';",
      "import { WindowWidth } from './_components/window-width';",
      "import Counter from './_components/counter';",
      '# Client only',
      '<ClientOnly>\n  Measured in **your** window:\n\n  <WindowWidth />\n</ClientOnly>',
      '<Counter start={1} label="Outside" />',
    ].join('\n\n');
    const page = await renderedWith({ 'en/guide/client-only.mdx': source }, 'en/guide/client-only.mdx');
    expect(page.html).toContain('<p>Measured in <strong>your</strong> window:</p>');
    expect(page.html).toMatch(
      /<div data-island="[^"]+" data-export="WindowWidth" [^>]*data-client-rendered="" [^>]*><\/div>/,
    );
    expect(page.html).not.toContain('Rendered in a window');
    // A component outside it is prerendered as usual.
    expect(page.html).toMatch(/data-export="default" [^>]*data-id-prefix="i1-" style="display:contents"><button/);
  });

  it('leaves to the browser a component the page defines itself, which may read window as it renders', async () => {
    const source = [
      "import { NoSSR } from '@rspress/core/runtime';",
      'export const Where = () => <span id="where">{window.location.pathname}</span>;',
      '# Client only',
      '<NoSSR>\n  <Where />\n</NoSSR>',
    ].join('\n\n');
    const page = await renderedWith({ 'en/guide/where.mdx': source }, 'en/guide/where.mdx');
    expect(page.html).toMatch(
      /<div data-island="[^"]+" data-export="Where" [^>]*data-client-rendered="" [^>]*><\/div>/,
    );
  });
});

describe("ids React's useId gives inside islands", () => {
  it('differ from island to island on a page, with the prefix the browser hydrates each with', async () => {
    const source = ["import Labelled from './_components/labelled';", '# Two', '<Labelled />', '<Labelled />'];
    const { html } = await renderedWith(
      {
        'en/guide/_components/labelled.tsx':
          "import { useId } from 'react';\nexport default function Labelled() {\n  const id = useId();\n  return <label htmlFor={id}>x<input id={id} /></label>;\n}\n",
        'en/guide/two-ids.mdx': source.join('\n\n'),
      },
      'en/guide/two-ids.mdx',
    );
    const islands = [...html.matchAll(/data-id-prefix="([^"]+)"[^>]*><label for="([^"]+)"/g)];
    expect(islands).toHaveLength(2);
    const [[, firstPrefix, firstId], [, secondPrefix, secondId]] = islands;
    expect(firstPrefix).not.toBe(secondPrefix);
    expect(firstId).toContain(firstPrefix);
    expect(secondId).toContain(secondPrefix);
  });
});

describe('props a page gives as undefined', () => {
  const withSource = (lines: string[]) =>
    renderedWith({ 'en/guide/undefined-props.mdx': lines.join('\n\n') }, 'en/guide/undefined-props.mdx');

  it('are left out, as a prop not given (a front matter field the page does not set)', async () => {
    const { html } = await withSource([
      "import Counter from './_components/counter';",
      '# Undefined',
      '<Counter start={frontmatter.start} label={undefined} />',
      '<Counter start={3} label="x" extra={{ a: undefined, b: 1 }} />',
    ]);
    expect(html).toContain('data-export="default" data-props="{}"');
    expect(html).toContain(
      'data-props="{&#x22;start&#x22;:3,&#x22;label&#x22;:&#x22;x&#x22;,&#x22;extra&#x22;:{&#x22;b&#x22;:1}}"',
    );
  });

  it('are an error inside a list, where JSON would turn them into null', async () => {
    const source = ["import Counter from './_components/counter';", '# Undefined', '<Counter list={[1, undefined]} />'];
    await expect(withSource(source)).rejects.toThrow(
      'undefined-props.mdx:5: <Counter> list[1] is undefined: it cannot reach the browser',
    );
  });
});

describe('handlers a page gives a component of the site', () => {
  it("are left out, with a warning: the page's own code does not run in the browser", async () => {
    const page = await renderedWith(
      {
        'en/guide/handler.mdx': [
          "import Counter from './_components/counter';",
          '# Handler',
          "<Counter start={3} onChange={() => alert('changed')} />",
        ].join('\n\n'),
      },
      'en/guide/handler.mdx',
    );
    expect(page.html).toContain('data-props="{&#x22;start&#x22;:3}"');
    expect(page.warnings.map((w) => `${w.line}: ${w.message}`)).toEqual([
      "5: <Counter> onChange: the page's own code does not run in the browser, so it is drawn without it (move the component into a .tsx file and import it, to make it live)",
    ]);
  });
});

describe('components a page defines itself that need the browser', () => {
  it("are islands of the page's code, which may call Rspress's runtime hooks, rendered at build time as Rspress renders them", async () => {
    const page = await renderedWith(
      {
        'en/guide/where.mdx': [
          "import { useLang, usePageData } from '@rspress/core/runtime';",
          'export const Where = () => {\n  const lang = useLang();\n  const { page } = usePageData();\n  return <p>lang={lang} route={page.routePath}</p>;\n};',
          '# Where',
          '<Where />',
        ].join('\n\n'),
      },
      'en/guide/where.mdx',
    );
    expect(page.html).toMatch(/data-export="Where"[^>]*><p>lang=<!-- -->en<!-- --> route=<!-- -->\/guide\/where<\/p>/);
    expect(page.warnings).toEqual([]);
  });
});

describe("components a page imports from the site's custom theme (@theme)", () => {
  // An Rspress project: docs/ beside theme/, whose index wraps Rspress's layout (which esmx-docs does not have)
  // and exports a component of its own.
  const project = () => {
    const root = tempFolder('esmx-theme-');
    cpSync(fixture, join(root, 'docs'), { recursive: true });
    mkdirSync(join(root, 'theme/components'), { recursive: true });
    writeFileSync(
      join(root, 'theme/index.tsx'),
      [
        "import { Layout as BasicLayout } from '@rspress/core/theme-original';",
        "import { useDark } from '@rspress/core/runtime';",
        "import { ApiIndex } from './components/ApiIndex';",
        'export const Layout = () => <BasicLayout beforeNav={useDark() ? <b>dark</b> : null} />;',
        'export { ApiIndex };',
        "export * from './components/more';",
        "export * from '@rspress/core/theme-original';",
      ].join('\n'),
    );
    writeFileSync(
      join(root, 'theme/components/more.tsx'),
      'import \'./more.css\';\nexport const Changelog = () => <p className="changelog">See the changelog</p>;\n',
    );
    writeFileSync(join(root, 'theme/components/more.css'), '.changelog { color: teal; }\n');
    writeFileSync(
      join(root, 'theme/components/ApiIndex.tsx'),
      'export const ApiIndex = ({ section }: { section: string }) => <nav className="api-index">APIs of {section}</nav>;\n',
    );
    return root;
  };
  const page = (root: string, source: string) => {
    writeFileSync(join(root, 'docs/en/guide/themed.mdx'), source);
    return renderedPage(join(root, 'docs'), 'en/guide/themed.mdx');
  };

  it('render as islands of the theme module, beside the built-ins imported with them', async () => {
    const root = project();
    const { html, dependencies } = await page(
      root,
      'import { ApiIndex, Badge } from \'@theme\';\n\n# Themed\n\n<ApiIndex section="core" />\n\n<Badge text="new" />\n',
    );
    expect(html).toMatch(
      /<div data-island="\/static\/islands\/index\.\w{8}\.js" data-export="ApiIndex" data-props="{&#x22;section&#x22;:&#x22;core&#x22;}" data-id-prefix="i\d+-" style="display:contents"><nav class="api-index">APIs of <!-- -->core<\/nav><\/div>/,
    );
    expect(html).toContain('new</span>');
    expect(dependencies).toEqual(
      expect.arrayContaining([join(root, 'theme/index.tsx'), join(root, 'theme/components/ApiIndex.tsx')]),
    );
  });

  it("may sit beside the theme as Rspress 2's betas named it, @rspress/theme-default", async () => {
    const root = project();
    writeFileSync(
      join(root, 'theme/index.tsx'),
      "export * from '@rspress/theme-default';\nexport { ApiIndex } from './components/ApiIndex';\n",
    );
    const { html } = await page(
      root,
      'import { ApiIndex } from \'@theme\';\n\n# Themed\n\n<ApiIndex section="beta" />\n',
    );
    expect(html).toContain('<nav class="api-index">APIs of <!-- -->beta</nav>');
  });

  it("may sit beside the theme's own parts a custom Nav imports by their files, which Rspress's folder alias reaches", async () => {
    const root = project();
    writeFileSync(
      join(root, 'theme/index.tsx'),
      [
        "export * from '@rspress/core/theme-original';",
        "import '@rspress/core/theme-original/components/Nav/index.css';",
        "export { NavMenuDivider } from '@rspress/core/theme-original/components/Nav/NavMenu';",
        "export { ApiIndex } from './components/ApiIndex';",
      ].join('\n'),
    );
    const { html } = await page(
      root,
      'import { ApiIndex } from \'@theme\';\n\n# Themed\n\n<ApiIndex section="nav" />\n',
    );
    expect(html).toContain('<nav class="api-index">APIs of <!-- -->nav</nav>');
  });

  it('may come from a module of the theme that it re-exports whole (export * from)', async () => {
    const root = project();
    const { html } = await page(root, "import { Changelog } from '@theme';\n\n# Themed\n\n<Changelog />\n");
    expect(html).toMatch(
      /data-export="Changelog" data-props="{}" data-id-prefix="i\d+-" style="display:contents"><p class="changelog">See the changelog<\/p>/,
    );
  });

  it('are an error at the import when the theme does not export the name', async () => {
    const root = project();
    const source = "# Themed\n\nimport { ApiList } from '@theme';\n\n<ApiList />\n";
    await expect(page(root, source)).rejects.toThrow(
      'themed.mdx:3: "@theme" has no built-in component ApiList we render, and ',
    );
    await expect(page(root, source)).rejects.toThrow(/and \S*theme\/index\.tsx does not export it/);
  });

  it('come from the folder the config\'s "themeDir" names, instead of theme/', async () => {
    const root = project();
    renameSync(join(root, 'theme'), join(root, 'src'));
    const config = join(root, 'docs/site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("lang: 'en',", "lang: 'en',\n  themeDir: '../src',"));
    const { html } = await page(
      root,
      'import { ApiIndex } from \'@theme\';\n\n# Themed\n\n<ApiIndex section="src" />\n',
    );
    expect(html).toContain('<nav class="api-index">APIs of <!-- -->src</nav>');
  });

  it('fail at their line, naming the name and the module, when they call what esmx-docs does not provide', async () => {
    const root = project();
    writeFileSync(
      join(root, 'theme/components/more.tsx'),
      [
        "import { useSidebar } from '@rspress/core/runtime';",
        "import { NotFoundLayout as Original } from '@rspress/core/theme-original';",
        'export const BlogList = () => <ul>{useSidebar().map((p: { text: string }) => <li>{p.text}</li>)}</ul>;',
        'export const Wrapped = () => <Original />;',
      ].join('\n'),
    );
    await expect(page(root, "import { BlogList } from '@theme';\n\n# Blog\n\n<BlogList />\n")).rejects.toThrow(
      /themed\.mdx:5: <BlogList> \(\S*theme\/index\.tsx\) threw while rendering this page: useSidebar from @rspress\/core\/runtime is not provided by esmx-docs$/,
    );
    await expect(page(root, "import { Wrapped } from '@theme';\n\n# Wrapped\n\n<Wrapped />\n")).rejects.toThrow(
      'threw while rendering this page: NotFoundLayout from @rspress/core/theme-original is not provided by esmx-docs',
    );
  });

  it('fail naming a global they read that nothing defines, and where to give it, as an Rsbuild plugin would', async () => {
    const root = project();
    writeFileSync(
      join(root, 'theme/components/more.tsx'),
      'declare const OVERVIEW_GROUPS: string[];\nexport const ConfigGroups = () => <ul>{OVERVIEW_GROUPS.map((g) => <li>{g}</li>)}</ul>;\n',
    );
    await expect(
      page(root, "import { ConfigGroups } from '@theme';\n\n# Config\n\n<ConfigGroups />\n"),
    ).rejects.toThrow(
      /<ConfigGroups> \(\S*theme\/index\.tsx\) threw while rendering this page: OVERVIEW_GROUPS is not defined \(a global the site's build defines, as an Rsbuild plugin may\? give its value in the config's "define", or an Rspress config's "builderConfig\.source\.define"\)$/,
    );
  });

  it("fail naming the browser's global they read while rendering, and how to read it in the browser only", async () => {
    const root = project();
    writeFileSync(
      join(root, 'theme/components/more.tsx'),
      'export const Width = () => <p>{document.body.clientWidth}</p>;\n',
    );
    await expect(page(root, "import { Width } from '@theme';\n\n# Width\n\n<Width />\n")).rejects.toThrow(
      /threw while rendering this page: document is not defined \(the page is rendered at build time, where there is no document: read it in useEffect, or wrap the part that needs it in <BrowserOnly> or <NoSSR> from @rspress\/core\/runtime\)$/,
    );
  });

  it("are the theme's own where it exports a built-in's name itself, and ours from the theme as Rspress ships it", async () => {
    const root = project();
    // Through `export *` alone, beside Rspress's theme passed on the same way, the name is ambiguous: ours.
    writeFileSync(
      join(root, 'theme/components/more.tsx'),
      'export const Callout = ({ title }: { title: string }) => <aside className="site-callout">{title}</aside>;\n',
    );
    const starred = await page(root, 'import { Callout } from \'@theme\';\n\n# Themed\n\n<Callout title="Ours" />\n');
    expect(starred.html).not.toContain('site-callout');
    // An explicit export, which wins over the star export of the theme as Rspress ships it.
    writeFileSync(
      join(root, 'theme/components/callout.tsx'),
      'export const Callout = ({ title }: { title: string }) => <aside className="site-callout">{title}</aside>;\n',
    );
    appendFileSync(join(root, 'theme/index.tsx'), "\nexport { Callout } from './components/callout';\n");
    const themed = await page(root, 'import { Callout } from \'@theme\';\n\n# Themed\n\n<Callout title="Theirs" />\n');
    expect(themed.html).toMatch(/data-export="Callout"[^>]*><aside class="site-callout">Theirs<\/aside>/);
    const original = await page(
      root,
      'import { Callout } from \'@rspress/core/theme-original\';\n\n# Themed\n\n<Callout title="Ours">Text</Callout>\n',
    );
    expect(original.html).not.toContain('site-callout');
    expect(original.html).toContain('Ours');
  });

  it("keep our Tab beside our Tabs where the theme exports its own Tab only, as the page's tabs were written for", async () => {
    const root = project();
    writeFileSync(
      join(root, 'theme/components/tab.tsx'),
      'export const Tab = ({ children }: { children: unknown }) => <div className="site-tab">{children as never}</div>;\n',
    );
    appendFileSync(join(root, 'theme/index.tsx'), "\nexport { Tab } from './components/tab';\n");
    const tabs = await page(
      root,
      'import { Tab, Tabs } from \'@theme\';\n\n# Tabs\n\n<Tabs>\n  <Tab label="pnpm">\n\n```bash\npnpm add x\n```\n\n  </Tab>\n</Tabs>\n',
    );
    expect(tabs.html).not.toContain('site-tab');
    expect(tabs.html).toContain('pnpm');
  });

  it('draw the PackageManagerTabs and SourceCode they take from Rspress as a page draws its own', async () => {
    const root = project();
    writeFileSync(
      join(root, 'theme/components/install.tsx'),
      [
        "import { PackageManagerTabs, SourceCode } from '@rspress/core/theme';",
        'export const Install = ({ name }: { name: string }) => (',
        '  <div className="install"><PackageManagerTabs command={"install " + name} /><SourceCode href="https://github.com/x/y" /></div>',
        ');',
      ].join('\n'),
    );
    appendFileSync(join(root, 'theme/index.tsx'), "\nexport { Install } from './components/install';\n");
    const installed = await page(
      root,
      'import { Install } from \'@theme\';\n\n# Install\n\n<Install name="@esmx/core" />\n',
    );
    const own = await page(
      root,
      'import { PackageManagerTabs } from \'@theme\';\n\n# Own\n\n<PackageManagerTabs command="install @esmx/core" />\n',
    );
    const tabsOf = (html: string) => /<div class="tabs pm-tabs".*?<\/pre><\/div><\/div><\/div>/s.exec(html)?.[0];
    const drawn = tabsOf(installed.html);
    expect(drawn).toBeDefined();
    // The same tabs and highlighted commands; only the ids differ, the island's being its own.
    expect(drawn?.replace(/id="[^"]*"|aria-(controls|labelledby)="[^"]*"/g, '')).toBe(
      tabsOf(own.html)?.replace(/id="[^"]*"|aria-(controls|labelledby)="[^"]*"/g, ''),
    );
    expect(installed.html).toContain(
      '<a class="source-code source-code-github" href="https://github.com/x/y" target="_blank" rel="noopener noreferrer">Source</a>',
    );
  });

  it("are the theme as Rspress ships it, not the site's, from @rspress/core/theme-original", async () => {
    const root = project();
    await expect(
      page(root, "import { ApiIndex } from '@rspress/core/theme-original';\n\n# Themed\n\n<ApiIndex />\n"),
    ).rejects.toThrow('"@rspress/core/theme-original" has no built-in component ApiIndex we render');
  });
});

describe("members of the site's components a page imports (<Install.Item>, import * as NextSteps)", () => {
  // A component with a member (`Install.Item = Item`), by its name and as a default export, and a module whose
  // exports a page imports whole.
  const withPage = (lines: string[]) =>
    renderedWith(
      {
        'components/Install.tsx': [
          "import type { ReactNode } from 'react';",
          'export function Install({ children }: { children?: ReactNode }) { return <div className="install">{children}</div>; }',
          'function Item({ url, children }: { url: string; children?: ReactNode }) { return <a href={url}>{children ?? url}</a>; }',
          'Install.Item = Item;',
          'export default Install;',
        ].join('\n'),
        'components/NextSteps.tsx': [
          "import type { ReactNode } from 'react';",
          'export const Root = ({ children }: { children?: ReactNode }) => <nav className="next-steps">{children}</nav>;',
          'export const Step = ({ href, title }: { href: string; title: string }) => <a href={href}>{title}</a>;',
        ].join('\n'),
        'en/guide/members.mdx': lines.join('\n\n'),
      },
      'en/guide/members.mdx',
    );

  it('render a member with its own props and children, given to its parent as the element MDX would give', async () => {
    const { html } = await withPage([
      "import { Install } from '@components/Install';",
      '# Members',
      '<Install>\n  <Install.Item url="https://example.com/a.plugin">The **A** plugin</Install.Item>\n</Install>',
    ]);
    expect(html).toMatch(
      /^<h1 id="members">Members<\/h1>\n<div data-island="\/static\/islands\/Install\.\w{8}\.js" data-export="Install" data-props="{&#x22;children&#x22;:\[{&#x22;__esmxDocsIsland&#x22;:{&#x22;script&#x22;:&#x22;\/static\/islands\/Install\.\w{8}\.js&#x22;,&#x22;export&#x22;:&#x22;Install&#x22;,&#x22;member&#x22;:&#x22;Item&#x22;,&#x22;props&#x22;:{&#x22;url&#x22;:&#x22;https:\/\/example\.com\/a\.plugin&#x22;,&#x22;children&#x22;:{&#x22;__esmxDocsHtml&#x22;:{&#x22;tag&#x22;:&#x22;span&#x22;,&#x22;html&#x22;:&#x22;The <strong>A<\/strong> plugin&#x22;}}}}}\]}" data-id-prefix="i\d+-" style="display:contents"><div class="install"><a href="https:\/\/example\.com\/a\.plugin"><span style="display:contents">The <strong>A<\/strong> plugin<\/span><\/a><\/div><\/div>$/,
    );
  });

  it('render a member of a default import under the default export', async () => {
    const { html } = await withPage([
      "import Install from '@components/Install';",
      '# Members',
      '<Install.Item url="/a" />',
    ]);
    expect(html).toContain(
      'data-export="default" data-member="Item" data-props="{&#x22;url&#x22;:&#x22;/a&#x22;}" data-id-prefix="i0-" style="display:contents"><a href="/a">/a</a></div>',
    );
  });

  it("render a namespace import's members as the module's exports, nested as written", async () => {
    const { html } = await withPage([
      "import * as NextSteps from '@components/NextSteps';",
      '# Members',
      '<NextSteps.Root>\n<NextSteps.Step href="/guide/fragments" title="Fragments" />\n</NextSteps.Root>',
    ]);
    expect(html).toMatch(
      /data-export="Root" data-props="{&#x22;children&#x22;:\[{&#x22;__esmxDocsIsland&#x22;:{&#x22;script&#x22;:&#x22;\/static\/islands\/NextSteps\.\w{8}\.js&#x22;,&#x22;export&#x22;:&#x22;Step&#x22;,&#x22;props&#x22;:{&#x22;href&#x22;:&#x22;\/guide\/fragments&#x22;,&#x22;title&#x22;:&#x22;Fragments&#x22;}}}\]}" data-id-prefix="i\d+-" style="display:contents"><nav class="next-steps"><a href="\/guide\/fragments">Fragments<\/a><\/nav><\/div>/,
    );
    expect(html).not.toContain('data-member');
  });

  it("render members made by the page's code as the same elements written out", async () => {
    const { html } = await withPage([
      "import { Install } from '@components/Install';",
      "import * as NextSteps from '@components/NextSteps';",
      '# Members',
      "{['/a', '/b'].map((url) => <Install.Item key={url} url={url} />)}",
      '{<NextSteps.Step href="/c" title="C" />}',
    ]);
    for (const url of ['/a', '/b'])
      expect(html).toContain(`data-member="Item" data-props="{&#x22;url&#x22;:&#x22;${url}&#x22;}"`);
    expect(html).toContain(
      'data-export="Step" data-props="{&#x22;href&#x22;:&#x22;/c&#x22;,&#x22;title&#x22;:&#x22;C&#x22;}"',
    );
  });

  it('are an error at their line naming the import when the member does not exist, with the members it has', async () => {
    const source = ["import { Install } from '@components/Install';", '# Members', '<Install.Iten url="/a" />'];
    await expect(withPage(source)).rejects.toThrow('members.mdx:5: <Install.Iten>: Install (');
    await expect(withPage(source)).rejects.toThrow(/components\/Install\.tsx\) has no component Iten \(it has: Item\)/);
  });

  it('are an error at their line naming the namespace import when the module has no such export', async () => {
    const source = [
      "import * as NextSteps from '@components/NextSteps';",
      '# Members',
      '<NextSteps.Stepp href="/" title="Home" />',
    ];
    await expect(withPage(source)).rejects.toThrow(
      /members\.mdx:5: <NextSteps\.Stepp>: NextSteps \(\S*components\/NextSteps\.tsx\) has no component Stepp \(it has: Root, Step\)/,
    );
  });

  it('are an error naming the module and its components when the export they are read off does not exist', async () => {
    const source = ["import { Instal } from '@components/Install';", '# Members', '<Instal.Item url="/a" />'];
    await expect(withPage(source)).rejects.toThrow(
      /members\.mdx:5: <Instal\.Item>: \S*components\/Install\.tsx has no component exported as Instal \(it has: Install, default\)/,
    );
  });

  it('are an error when a namespace import itself is used as a component', async () => {
    const source = ["import * as NextSteps from '@components/NextSteps';", '# Members', '<NextSteps />'];
    await expect(withPage(source)).rejects.toThrow(
      'members.mdx:5: <NextSteps>: NextSteps is a whole module (import * as NextSteps): write one of its components, <NextSteps.Name>',
    );
  });

  it("list the page's own imports first among the names an unknown component could have meant", async () => {
    const source = [
      "import { Install } from '@components/Install';",
      "import * as NextSteps from '@components/NextSteps';",
      '# Members',
      '<Instal />',
    ];
    await expect(withPage(source)).rejects.toThrow(
      'members.mdx:7: unknown component <Instal> (known: Install, NextSteps, PackageManagerTabs, Tabs, ',
    );
  });

  it('are reported once, at the import, when the import leads nowhere', async () => {
    const source = ["import * as Gone from './_nowhere';", '# Members', '<Gone.Step />\n\n<Gone.Root>x</Gone.Root>'];
    await expect(withPage(source)).rejects.toThrow('members.mdx:1: cannot import "./_nowhere": no such file');
    await expect(withPage(source)).rejects.not.toThrow('Gone.');
  });
});

describe("the site's components written as children of another", () => {
  // Docusaurus-style wrappers many Rspress sites define, around Rspress's own Tabs, and a list that wraps each child.
  const withPage = (lines: string[]) =>
    renderedWith(
      {
        'components/WrappedTabs.tsx': [
          "import type { ReactNode } from 'react';",
          "import { Tabs } from '@rspress/core/theme';",
          'export default function WrappedTabs({ children }: { children: ReactNode }) { return <Tabs>{children}</Tabs>; }',
        ].join('\n'),
        'components/ValuedTabs.tsx': [
          "import type { ReactNode } from 'react';",
          "import { Tabs } from '@rspress/core/theme';",
          'export default function ValuedTabs({ children, values }: { children: ReactNode; values: string[] }) {',
          '  return <Tabs values={values}>{children}</Tabs>;',
          '}',
        ].join('\n'),
        'components/TabItem.tsx': [
          "import type { ReactNode } from 'react';",
          "import { Tab } from '@rspress/core/theme';",
          'export default function TabItem({ children, label }: { children: ReactNode; label: string }) {',
          '  return <Tab label={label}>{children}</Tab>;',
          '}',
        ].join('\n'),
        'components/Listed.tsx': [
          "import { Children, type ReactNode } from 'react';",
          'export default function Listed({ children }: { children: ReactNode }) {',
          '  return <ul className="listed">{Children.map(children, (child) => <li>{child}</li>)}</ul>;',
          '}',
        ].join('\n'),
        'components/Word.tsx': [
          'export default function Word({ text }: { text: string }) { return <b>{text}</b>; }',
        ].join('\n'),
        'en/guide/composed.mdx': lines.join('\n\n'),
      },
      'en/guide/composed.mdx',
    );

  it("reach it as elements whose props it reads: a wrapper of Rspress's Tabs shows each child's label and content", async () => {
    const { html, text } = await withPage([
      "import WrappedTabs from '@components/WrappedTabs';",
      "import TabItem from '@components/TabItem';",
      '# Composed',
      '<WrappedTabs>\n  <TabItem label="latest">\n    The **latest** release.\n  </TabItem>\n  <TabItem label="10.x">\n    The old one.\n  </TabItem>\n</WrappedTabs>',
    ]);
    const visible = html.replace(/ data-props="[^"]*"/g, '');
    expect(
      visible.match(/<button type="button" role="tab"[^>]*>([^<]*)<\/button>/g)?.map((b) => b.replace(/<[^>]+>/g, '')),
    ).toEqual(['latest', '10.x']);
    expect(visible).toContain(
      'class="tab-panel"><div style="display:contents"><p>The <strong>latest</strong> release.</p></div></div>',
    );
    expect(visible).toContain('class="tab-panel" hidden><div style="display:contents"><p>The old one.</p></div></div>');
    expect(text).toContain('The latest release.');
    expect(text).toContain('The old one.');
    // One island: the wrapper, hydrated with its children's modules and props.
    expect(html.match(/data-island=/g)).toHaveLength(1);
    expect(html).toMatch(
      /&#x22;__esmxDocsIsland&#x22;:{&#x22;script&#x22;:&#x22;\/static\/islands\/TabItem\.\w{8}\.js&#x22;/,
    );
  });

  it("give Rspress's own <Tab>s written inside such a wrapper to it as tabs it reads, labels given as JSX too", async () => {
    const { html } = await withPage([
      "import WrappedTabs from '@components/WrappedTabs';",
      "import { Tab } from '@rspress/core/theme';",
      '# Composed',
      '<WrappedTabs>\n  <Tab label="npm">Use **npm**.</Tab>\n  <Tab label={<code>yarn</code>} value="yarn">Use yarn.</Tab>\n</WrappedTabs>',
    ]);
    const visible = html.replace(/ data-props="[^"]*"/g, '');
    expect(visible).toMatch(
      /role="tab"[^>]*data-value="npm">npm<\/button><button[^>]*data-value="yarn"><span style="display:contents"><code>yarn<\/code><\/span><\/button>/,
    );
    expect(visible).toContain(
      'class="tab-panel"><span style="display:contents">Use <strong>npm</strong>.</span></div>',
    );
    expect(visible).toContain('class="tab-panel" hidden><span style="display:contents">Use yarn.</span></div>');
  });

  it("give Rspress's <Tab>s without a label to such a wrapper unlabelled, for the values it passes to label them", async () => {
    const { html } = await withPage([
      "import ValuedTabs from '@components/ValuedTabs';",
      "import { Tab } from '@rspress/core/theme';",
      '# Composed',
      '<ValuedTabs values={["npm", "yarn"]}>\n  <Tab>Use npm.</Tab>\n  <Tab>Use yarn.</Tab>\n</ValuedTabs>',
    ]);
    const visible = html.replace(/ data-props="[^"]*"/g, '');
    expect(visible).toMatch(/data-value="npm">npm<\/button><button[^>]*data-value="yarn">yarn<\/button>/);
    expect(visible).toContain('class="tab-panel" hidden><span style="display:contents">Use yarn.</span></div>');
  });

  it('get the content between them as HTML, each part a child of its own, white space between elements left out', async () => {
    const { html } = await withPage([
      "import Listed from '@components/Listed';",
      "import Word from '@components/Word';",
      '# Composed',
      '<Listed>\n  <Word text="one" />\n\n  Some *text*.\n\n  <Word text="two" />\n</Listed>',
    ]);
    expect(html).toContain(
      // Listed looks into its children (React's Children): the paragraph is an element of its own, as in MDX.
      '<ul class="listed"><li><b>one</b></li><li><p>Some <em>text</em>.</p></li><li><b>two</b></li></ul>',
    );
  });

  it('are rendered apart, as HTML, when marked client:static (there is no module to make them again in the browser)', async () => {
    const { html } = await withPage([
      "import Listed from '@components/Listed';",
      "import Word from '@components/Word';",
      '# Composed',
      '<Listed>\n  <Word text="one" client:static />\n</Listed>',
    ]);
    expect(html).toContain('<ul class="listed"><li><b>one</b></li></ul>');
  });
});

describe("the Markdown twin of a page showing the site's components", () => {
  it('gives their headings, lists, quotes and code blocks as Markdown writes them, blocks in a link kept apart', async () => {
    const { markdown } = await renderedWith(
      {
        'components/Posts.tsx': [
          'export function Posts() {',
          '  return (',
          '    <section>',
          '      <h2>Release Notes</h2>',
          '      <ol>',
          '        <li><a href="/guide/fragments"><time>August 2025</time><h3>Announcing 1.2</h3></a><p>What is new.</p></li>',
          '        <li>Second</li>',
          '      </ol>',
          '      <blockquote>Quoted.</blockquote>',
          '      <hr />',
          '      <pre><code>npm i esmx</code></pre>',
          '    </section>',
          '  );',
          '}',
        ].join('\n'),
        'en/guide/posts.mdx': ["import { Posts } from '@components/Posts';", '# Blog', '<Posts />'].join('\n\n'),
      },
      'en/guide/posts.mdx',
    );
    expect(markdown).toBe(
      [
        '# Blog',
        '## Release Notes',
        '1. [August 2025 Announcing 1.2](/guide/fragments)\n\n   What is new.\n2. Second',
        '> Quoted.',
        '---',
        '```\nnpm i esmx\n```\n',
      ].join('\n\n'),
    );
  });

  it('shows what each rendered, as Markdown: inline ones on their line (a heading too), blocks as blocks', async () => {
    const { markdown } = await renderedWith(
      {
        'components/DocBadge.tsx':
          'export function DocBadge({ path, text }: { path: string; text: string }) { return <a href={"https://rsbuild.rs" + path}>{text}</a>; }',
        'en/guide/twin.mdx': [
          "import { DocBadge } from '@components/DocBadge';",
          "import { Border } from '@components/Border';",
          '# Twin',
          'Set the <DocBadge path="/config" text="config" /> options.',
          '## output.target <DocBadge path="/config/output/target" text="output.target" />',
          '<Border title="Framed">\n  ## Inside\n\n  Some **bold** text.\n</Border>',
        ].join('\n\n'),
      },
      'en/guide/twin.mdx',
    );
    expect(markdown).toBe(
      [
        '# Twin',
        'Set the [config](https://rsbuild.rs/config) options.',
        '## output.target [output.target](https://rsbuild.rs/config/output/target)',
        'Framed',
        // The heading's `#` anchor, which the page shows, is no part of its text.
        '## Inside',
        'Some **bold** text.\n',
      ].join('\n\n'),
    );
  });
});

// tests/fixtures/mdx-site/en/guide/runtime-code.mdx: a component showing code through Rspress's CodeBlockRuntime.
describe("a component's CodeBlockRuntime", () => {
  it('holds the code block a fence of that language and title would give, highlighted, in its element', async () => {
    const { html, text } = await renderedPage(fixture, 'en/guide/runtime-code.mdx');
    expect(html).toMatch(
      /<div data-code-runtime="[^"]+" data-code-key="[a-z0-9]+"><div class="code-block language-ts" data-lang="ts"><div class="code-title">rules\.config\.ts<\/div>.*<pre data-lang="ts" class="shiki /s,
    );
    // Highlighted as a fence is: the keyword in a colour of its own.
    expect(html).toMatch(/<span style="color:#[0-9a-fA-F]{6};--shiki-dark:#[0-9a-fA-F]{6}">export<\/span>/);
    expect(text).toContain("export default { rules: { 'no-console': 'error' } };");
  });
});
