import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../src/build/markdown';
import { commandsFor } from '../../../../src/build/markdown/mdx/package-manager-tabs';

const mdx: MarkdownOptions = { file: 'content/en/guide/a.mdx', routePath: '/guide/a', lang: 'en', format: 'mdx' };
const errorsOf = async (source: string) => (await renderMarkdown(source, mdx)).errors;

describe('MDX components', () => {
  it('reports an unknown component with its line and name, and renders the rest', async () => {
    const page = await renderMarkdown('# T\n\n<Chart data="x" />\n\nStill here.', mdx);
    expect(page.errors).toEqual([
      {
        line: 3,
        message:
          'unknown component <Chart> (known: PackageManagerTabs, Tabs, Tab, Steps, Badge, Card, LinkCard, Callout, SourceCode, PageTabs, PageTab, Prompt, CodeBlockRuntime, Link, Tag, OverviewGroup, HomeHero, HomeFeature, HomeBackground, Icon…, Overview, Image)',
      },
    ]);
    expect(page.html).toContain('Still here.');
  });

  it('reports imports from elsewhere and unknown names from the theme, each on its own line', async () => {
    expect(await errorsOf("import { Chart } from 'chart-lib';\nimport { Tabs, Nope } from '@theme';\n\n# T")).toEqual([
      {
        line: 1,
        message:
          'cannot import from "chart-lib": only Rspress\'s built-in components (from @rspress/core/theme, @rspress/core/theme-original, @rspress/core/dist/theme, @rspress/core/dist/theme/index.js, @rspress/theme-default, @theme, rspress/theme) render',
      },
      { line: 2, message: '"@theme" has no built-in component Nope we render' },
    ]);
  });

  it('reports a component whose import failed once, at the import, not again where it is used', async () => {
    expect(
      await errorsOf(
        "import { Chart } from 'chart-lib';\nimport { Nope } from '@theme';\n\n<Chart />\n\n<Nope>x</Nope>",
      ),
    ).toEqual([
      {
        line: 1,
        message:
          'cannot import from "chart-lib": only Rspress\'s built-in components (from @rspress/core/theme, @rspress/core/theme-original, @rspress/core/dist/theme, @rspress/core/dist/theme/index.js, @rspress/theme-default, @theme, rspress/theme) render',
      },
      { line: 2, message: '"@theme" has no built-in component Nope we render' },
    ]);
  });

  it('accepts and drops imports of built-ins and comment expressions', async () => {
    const page = await renderMarkdown("import { Badge } from '@rspress/core/theme';\n\n{/* note */}\n\nText.", mdx);
    expect(page.errors).toEqual([]);
    expect(page.html).toBe('<p>Text.</p>');
  });

  it('renders built-ins imported from the theme as Rspress ships it, as a site that ejected a component does', async () => {
    const page = await renderMarkdown(
      'import { Callout } from \'@rspress/core/theme-original\';\n\n<Callout type="tip">Shipped.</Callout>',
      mdx,
    );
    expect(page.errors).toEqual([]);
    expect(page.html).toContain('Shipped.');
    // Some sites name the file the package's export map leads to.
    const dist = await renderMarkdown(
      'import { Tab, Tabs } from \'@rspress/core/dist/theme\';\n\n<Tabs>\n<Tab label="npm">npm i x</Tab>\n</Tabs>',
      mdx,
    );
    expect([dist.errors, dist.html.includes('role="tab"')]).toEqual([[], true]);
  });

  it('reports expressions and prop values that throw, and statements other than imports and value exports', async () => {
    expect(await errorsOf('# T\n\n{missing.x}\n\n<Badge text={version} />\n\nexport class Shape {}')).toEqual([
      { line: 7, message: 'only imports, `export const` and `export function` can be rendered' },
      {
        line: 3,
        message: 'cannot render the expression: {missing.x} throws ReferenceError: missing is not defined',
      },
      { line: 5, message: '<Badge>: {version} throws ReferenceError: version is not defined' },
    ]);
  });

  it('reports a failed import once, not again at each use of its names, props and all', async () => {
    const source =
      'import { Tweet, data } from \'tweets\';\n\n# T\n\n<Tweet id={data.id} caption={<a href="/x">\n  X\n</a>} />\n\n{data.title}';
    expect(await errorsOf(source)).toEqual([
      { line: 1, message: expect.stringMatching(/^cannot import from "tweets"/) },
    ]);
  });

  it('renders a member of a value the page exports (<parts.Note>, lowercase or not) as that component', async () => {
    const source = [
      'export const parts = { Note: ({ children }) => <aside>{children}</aside> };',
      'export const Parts = parts;',
      '# T',
      '<parts.Note>Read **this**.</parts.Note>',
      '<Parts.Note>And that.</Parts.Note>',
    ].join('\n\n');
    const page = await renderMarkdown(source, mdx);
    expect(page.errors).toEqual([]);
    expect(page.html).toContain('<aside>Read <strong>this</strong>.</aside>\n<aside>And that.</aside>');
  });

  it('reports a name with dots as unknown, whole, when it starts with no import or value of the page', async () => {
    expect(await errorsOf('# T\n\n<Tabs.Tab label="a">x</Tabs.Tab>\n\n<Charts.Line />')).toEqual([
      { line: 3, message: expect.stringMatching(/^unknown component <Tabs\.Tab> \(known: PackageManagerTabs, Tabs, /) },
      { line: 5, message: expect.stringMatching(/^unknown component <Charts\.Line> \(known: PackageManagerTabs, /) },
    ]);
  });

  it("names the page's value when the member a name with dots reads off it is missing", async () => {
    expect(await errorsOf('export const parts = { Tip: 1 };\n\n# T\n\n<parts.Note />\n\n<parts.Tip />')).toEqual([
      { line: 5, message: "<parts.Note>: the page's parts has no component Note" },
      { line: 7, message: "<parts.Tip>: the page's parts has no component Tip" },
    ]);
  });

  it('reports the members of a failed import once, at the import', async () => {
    expect(await errorsOf("import * as Charts from 'charts';\n\n# T\n\n<Charts.Line data={[1]} />")).toEqual([
      { line: 1, message: expect.stringMatching(/^cannot import from "charts"/) },
    ]);
  });

  it("renders JSX given as a card's or callout's title (and a card's content, a link card's description), as Rspress takes a node there", async () => {
    const page = await renderMarkdown(
      [
        '<Card title={<>The <code>build</code> step</>} content={<em>Fast.</em>} />',
        '<LinkCard href="https://example.com" title={<b>Example</b>} description={<>A <i>site</i></>} />',
        '<Callout type="tip" title={<span>Try <code>--no-cache</code></span>}>Body.</Callout>',
      ].join('\n\n'),
      mdx,
    );
    expect(page.errors).toEqual([]);
    expect(page.html).toContain(
      '<div class="card"><div class="card-title">The <code>build</code> step</div><div class="card-content"><em>Fast.</em></div></div>',
    );
    expect(page.html).toContain(
      '<span class="link-card-title"><b>Example</b></span> <span class="link-card-description">A <i>site</i></span>',
    );
    expect(page.html).toContain('<p class="container-title"><span>Try <code>--no-cache</code></span></p>');
  });

  it("draws a card's icon before its title and applies its style, as Rspress's card takes them", async () => {
    const page = await renderMarkdown(
      [
        '<Card title="mikigo" content="Maintainer" icon={<img src="/a.png" alt="" />} style={{ margin: 10 }} />',
        '<Card title="Fast" icon="🚀" style="color: red" />',
      ].join('\n\n'),
      mdx,
    );
    expect(page.errors).toEqual([]);
    expect(page.html).toContain(
      '<div class="card" style="margin:10px"><div class="card-title"><span class="card-icon"><img src="/a.png" alt="" loading="lazy"></span>mikigo</div><div class="card-content">Maintainer</div></div>',
    );
    expect(page.html).toContain(
      '<div class="card" style="color: red"><div class="card-title"><span class="card-icon">🚀</span>Fast</div>',
    );
  });

  it("reports a card's style that is no CSS, on its line", async () => {
    expect(await errorsOf('# T\n\n<Card title="A" style={[1]} />')).toEqual([
      { line: 3, message: '<Card> style must be an object of CSS properties' },
    ]);
  });

  it("names JSX as a built-in component's prop as such, on one line", async () => {
    expect(await errorsOf('# T\n\n<Badge text={<b>\n  New\n</b>} />')).toEqual([
      { line: 3, message: "<Badge> text: JSX as a prop is not supported here: write it as the element's children" },
    ]);
  });

  it('renders an expression giving an object as nothing, with a problem on its line', async () => {
    expect(await errorsOf('# T\n\n{{ a: 1 }}')).toEqual([
      { line: 3, message: 'cannot render the expression {{ a: 1 }}: it gives an object, not text, a number or JSX' },
    ]);
  });

  it('reports a Tab outside Tabs, a component missing a prop and a bad type', async () => {
    expect(
      await errorsOf('<Tab label="a">x</Tab>\n\n<PackageManagerTabs />\n\n<Callout type="fancy">x</Callout>'),
    ).toEqual([
      { line: 3, message: '<PackageManagerTabs> needs a "command" (a string, or an object per package manager)' },
      { line: 5, message: '<Callout> type "fancy" is not one of tip, info, warning, danger, note' },
      { line: 1, message: '<Tab> must be inside <Tabs>, or inside one of your components' },
    ]);
  });

  it("says that Rspress 1's <code src> component preview shows nothing here, and how to show the file", async () => {
    const page = await renderMarkdown('# T\n\n<code src="./_Demo.tsx" />\n\nText with <code>x</code>.', mdx);
    expect(page.errors).toEqual([]);
    expect(page.warnings).toEqual([
      {
        line: 3,
        message:
          '<code src="./_Demo.tsx" /> shows nothing: it is a preview plugin\'s live demo (Rspress 1\'s @rspress/plugin-preview, @live-demo/rspress), which esmx-docs does not run; show the file as code (```tsx file="./_Demo.tsx"), or import the component and write <Demo />',
      },
    ]);
  });

  it("says that an Rspress plugin's global component shows nothing here, and builds the page", async () => {
    const page = await renderMarkdown('# Button\n\n## API\n\n<API moduleName="button" />\n\nAfter.', mdx);
    expect(page.errors).toEqual([]);
    expect(page.warnings).toEqual([
      {
        line: 5,
        message:
          "<API> shows nothing: it is @rspress/plugin-api-docgen's table of a component's props (pluginApiDocgen), which esmx-docs does not run",
      },
    ]);
    expect(page.html).toContain('<p>After.</p>');
    expect(page.html).not.toContain('moduleName');
  });

  it("shows the code of @rspress/plugin-playground's <Playground>, highlighted, with a warning that its editor is not there", async () => {
    const page = await renderMarkdown(
      '# Demo\n\n<Playground code={`\nexport default () => <p>hi</p>;\n`} language="jsx" />\n\nAfter.',
      mdx,
    );
    expect(page.errors).toEqual([]);
    expect(page.warnings).toEqual([
      {
        line: 3,
        message:
          "<Playground> shows its code only: it is @rspress/plugin-playground's live editor (pluginPlayground), which esmx-docs does not run",
      },
    ]);
    expect(page.html).toMatch(/<div class="code-block language-jsx" data-lang="jsx">.*export.*default/s);
    expect(page.html).toContain('<p>After.</p>');
  });

  it('keeps a <style> of CSS text as written, out of the search text and the Markdown twin', async () => {
    const page = await renderMarkdown('# T\n\n<style>{`\n.doc { min-height: 60vh; }\n`}</style>\n\nBody.', mdx);
    expect(page.errors).toEqual([]);
    expect(page.html).toContain('<style>\n.doc { min-height: 60vh; }\n</style>');
    expect(page.text).toBe('Body.');
    expect(page.twin).not.toContain('min-height');
  });

  it('refuses a <style> (in any case) holding "<", attributes or elements', async () => {
    const page = await renderMarkdown(
      '<sTyle>{`</style><script>alert(1)</script>`}</sTyle>\n\n<style media="print">{`.a {}`}</style>\n\n<style><b>x</b></style>',
      mdx,
    );
    expect(page.errors).toEqual([
      { line: 1, message: '<style>: the CSS may not hold "<" (it could end the element)' },
      { line: 3, message: '<style> takes CSS text and no attributes: <style>{`.note { color: teal }`}</style>' },
      { line: 5, message: '<style> takes CSS text and no attributes: <style>{`.note { color: teal }`}</style>' },
    ]);
    expect(page.html.toLowerCase()).not.toContain('<style');
  });

  it('refuses JSX that could run code', async () => {
    expect(await errorsOf('<script>alert(1)</script>\n\n<div onClick="x()">y</div>')).toEqual([
      { line: 1, message: '<script>: <script> is not allowed in content (it could run code)' },
      { line: 3, message: '<div>: onClick is not allowed in content (it could run code)' },
    ]);
  });

  it('renders an iframe of another site as written, its style object as CSS, as Rspress does', async () => {
    const page = await renderMarkdown(
      '<iframe src="https://example.com/demo/"\n  style={{width: \'100%\', height: \'200px\'}}\n  title="demo" allowFullScreen\n></iframe>',
      mdx,
    );
    expect(page.errors).toEqual([]);
    expect(page.html).toBe(
      '<iframe src="https://example.com/demo/" style="width:100%;height:200px" title="demo" allowfullscreen></iframe>',
    );
  });

  it('refuses an iframe with srcdoc, a src that is code or data, or a handler, leaving it out', async () => {
    const page = await renderMarkdown(
      '<iframe srcDoc="<script>alert(1)</script>" />\n\n<iframe src="javascript:alert(1)" />\n\n<iframe src={`data:text/html,x`} />\n\n<iframe src="https://example.com" onLoad="x()" />',
      mdx,
    );
    expect(page.errors).toEqual([
      {
        line: 1,
        message: "<iframe srcdoc> could run code (its document would be the page's own): give the iframe a src instead",
      },
      {
        line: 3,
        message: '<iframe src="javascript:…"> could run code: an iframe may show an http(s) URL or a path on the site',
      },
      {
        line: 5,
        message: '<iframe src="data:…"> could run code: an iframe may show an http(s) URL or a path on the site',
      },
      { line: 7, message: '<iframe>: onLoad is not allowed in content (it could run code)' },
    ]);
    expect(page.html).toBe('<iframe src="https://example.com"></iframe>');
  });

  it('refuses forbidden tags in any case, and base, meta and SVG set, leaving them and handlers out of the HTML', async () => {
    const page = await renderMarkdown(
      '<sCript>alert(1)</sCript>\n\n<base href="https://evil.example/" />\n\n<meta httpEquiv="refresh" content="0" />\n\n<svg><set attributeName="href" to="x" /></svg>\n\n<div onMouseOver="x()">y</div>',
      mdx,
    );
    expect(page.errors).toEqual([
      { line: 1, message: '<sCript>: <sCript> is not allowed in content (it could run code)' },
      { line: 3, message: '<base>: <base> is not allowed in content (it could run code)' },
      { line: 5, message: '<meta>: <meta> is not allowed in content (it could run code)' },
      { line: 7, message: '<set>: <set> is not allowed in content (it could run code)' },
      { line: 9, message: '<div>: onMouseOver is not allowed in content (it could run code)' },
    ]);
    expect(page.html).toBe('<svg></svg>\n<div>y</div>');
  });

  it('unwraps a paragraph of JSX alone, as MDX does, so Tabs hold Tabs written one per line', async () => {
    const page = await renderMarkdown(
      'import { Tab, Tabs } from \'@theme\';\n\n<Tabs>\n  <Tab label="One">First</Tab>\n  <Tab label="Two">Second</Tab>\n</Tabs>',
      mdx,
    );
    expect(page.errors).toEqual([]);
    expect(page.html).toContain('role="tablist"');
    expect(page.html).toMatch(/>One<\/button>.*>Two<\/button>/s);
    expect(page.html).not.toContain('<p>');
  });

  it("renders a lowercase element's style object as its style attribute", async () => {
    const page = await renderMarkdown("<div style={{ display: 'flex', gap: 8 }}>x</div>", mdx);
    expect(page.errors).toEqual([]);
    expect(page.html).toBe('<div style="display:flex;gap:8px">x</div>');
    expect(await errorsOf('<div style={{ margin: [1, 2] }}>x</div>')).toEqual([
      { line: 1, message: '<div> style: only strings, numbers and booleans can be HTML attributes' },
    ]);
  });

  it("renders Rspress's <Image> as the img it wraps, loaded with the page when it asks for preload, its attributes checked", async () => {
    const page = await renderMarkdown(
      'import { Image } from \'@rspress/core/theme\';\n\n<Image src="https://example.com/logo.png" alt="Logo" width="100" srcSet="https://example.com/logo@2x.png 2x" preload />',
      mdx,
    );
    expect(page.errors).toEqual([]);
    expect(page.html).toBe(
      '<img src="https://example.com/logo.png" alt="Logo" width="100" srcset="https://example.com/logo@2x.png 2x" loading="eager">',
    );
    expect(
      await errorsOf('import { Image } from \'@theme\';\n\n<Image src="https://example.com/a.png" onError="x()" />'),
    ).toEqual([{ line: 3, message: '<Image>: onError is not allowed in content (it could run code)' }]);
  });

  it('keeps a paragraph where JSX sits among text', async () => {
    const page = await renderMarkdown('Now <Badge text="new" /> and then.', mdx);
    expect(page.html).toMatch(/^<p>Now <span class="badge[^"]*"[^>]*>new<\/span> and then\.<\/p>$/);
  });

  it('keeps badges out of heading ids, the title and the outline, and tab panels in the search text', async () => {
    const page = await renderMarkdown(
      '# Guide <Badge text="New" />\n\n## Setup <Badge text="beta" />\n\n<PackageManagerTabs command="install a" />',
      mdx,
    );
    expect(page.title).toBe('Guide');
    expect(page.toc).toEqual([{ text: 'Setup', id: 'setup', depth: 2, charIndex: 0 }]);
    expect(page.text).toBe('Setup\nnpm install a\nyarn add a\npnpm add a\nbun add a\ndeno add npm:a');
  });

  it('runs a package in every tab when <PackageManagerTabs> says dlx', async () => {
    const page = await renderMarkdown('# T\n\n<PackageManagerTabs command="create-esmx" dlx />', mdx);
    expect(page.text).toBe(
      'npx create-esmx\nyarn dlx create-esmx\npnpm dlx create-esmx\nbunx create-esmx\ndeno run -A npm:create-esmx',
    );
  });

  it("leaves the class a site's own wrapper of <PackageManagerTabs> styles to that wrapper alone", async () => {
    const page = await renderMarkdown(
      '# T\n\n<div className="package-manager-tabs">\n  <PackageManagerTabs command="install a" />\n</div>',
      mdx,
    );
    expect(page.errors).toEqual([]);
    expect(page.html.match(/class="[^"]*\bpackage-manager-tabs\b/g)).toHaveLength(1);
    expect(page.html).toContain('role="tablist"');
  });

  it("shows Rspress 1's four tools, without deno, on a site written for Rspress 1", async () => {
    const page = await renderMarkdown('# T\n\n<PackageManagerTabs command="install a" />', {
      ...mdx,
      linksFromRoot: true,
    });
    expect(page.text).toBe('npm install a\nyarn add a\npnpm add a\nbun add a');
    const given = await renderMarkdown("# T\n\n<PackageManagerTabs command={{ deno: 'deno add npm:a' }} />", {
      ...mdx,
      linksFromRoot: true,
    });
    expect(given.text).toBe('deno add npm:a');
  });

  it('shows the tools of a <PackageManagerTabs> command object in the order written, the first selected', async () => {
    const page = await renderMarkdown(
      "# T\n\n<PackageManagerTabs command={{ yarn: 'yarn add -D x', npm: 'npm install -D x' }} />",
      mdx,
    );
    expect(page.errors).toEqual([]);
    expect(page.text).toBe('yarn add -D x\nnpm install -D x');
    expect([...page.html.matchAll(/aria-selected="(\w+)"[^>]*data-value="(\w+)"/g)].map((m) => [m[2], m[1]])).toEqual([
      ['yarn', 'true'],
      ['npm', 'false'],
    ]);
  });

  it('gives the line of an MDX syntax error', async () => {
    await expect(renderMarkdown('# T\n\n<Tabs>\n\ntext', mdx)).rejects.toMatchObject({ line: 3 });
  });
});

describe('commandsFor', () => {
  it('turns install <pkg> into add <pkg> for yarn, pnpm, bun and deno (its packages npm:), and keeps other commands', () => {
    expect(commandsFor('install -D @esmx/core')).toEqual({
      npm: 'npm install -D @esmx/core',
      yarn: 'yarn add -D @esmx/core',
      pnpm: 'pnpm add -D @esmx/core',
      bun: 'bun add -D @esmx/core',
      deno: 'deno add -D npm:@esmx/core',
    });
    expect(commandsFor('install')).toMatchObject({ yarn: 'yarn install', deno: 'deno install' });
    expect(commandsFor('run build')).toMatchObject({ pnpm: 'pnpm run build' });
    expect(commandsFor('create esmx --template x')).toMatchObject({ deno: 'deno init --npm esmx --template x' });
    expect(commandsFor('add jsr:@std/fs')).toMatchObject({ deno: 'deno add jsr:@std/fs' });
  });

  it('adds a tab per tool of additionalTabs, the command as written after its name, and refuses other shapes', () => {
    expect(commandsFor('install x', { additionalTabs: [{ tool: 'ni' }] })).toMatchObject({ ni: 'ni install x' });
    expect(Object.keys(commandsFor('install x', { additionalTabs: [{ tool: 'ni' }] })).at(-1)).toBe('ni');
    expect(() => commandsFor('install x', { additionalTabs: ['ni'] })).toThrow(
      '<PackageManagerTabs> additionalTabs: expected a list of { tool: "name" }',
    );
  });

  it('drops the @latest yarn create does not take, and runs a package with dlx or exec', () => {
    expect(commandsFor('create esmx@latest')).toMatchObject({
      npm: 'npm create esmx@latest',
      yarn: 'yarn create esmx',
    });
    expect(commandsFor('create-esmx my-app', { dlx: true })).toEqual({
      npm: 'npx create-esmx my-app',
      yarn: 'yarn dlx create-esmx my-app',
      pnpm: 'pnpm dlx create-esmx my-app',
      bun: 'bunx create-esmx my-app',
      deno: 'deno run -A npm:create-esmx my-app',
    });
    expect(commandsFor('esmx build', { exec: true })).toMatchObject({ npm: 'npx esmx build', pnpm: 'pnpm esmx build' });
  });

  it('takes an object of full commands per tab in its order, any label a tab (as Rspress shows one), and refuses what is not a command', () => {
    expect(Object.keys(commandsFor({ bun: 'bun x', npm: 'npm i x' }))).toEqual(['bun', 'npm']);
    expect(Object.keys(commandsFor('install x'))).toEqual(['npm', 'yarn', 'pnpm', 'bun', 'deno']);
    expect(commandsFor({ npm: 'npx esmx', deno: 'deno run npm:esmx' })).toEqual({
      npm: 'npx esmx',
      deno: 'deno run npm:esmx',
    });
    expect(commandsFor({ 'By CLI': 'npx x add', cargo: 'cargo add x' })).toEqual({
      'By CLI': 'npx x add',
      cargo: 'cargo add x',
    });
    expect(() => commandsFor({ cargo: 42 })).toThrow(/command\.cargo: expected a string/);
    expect(() => commandsFor({})).toThrow(/command: expected at least one tab/);
  });
});
