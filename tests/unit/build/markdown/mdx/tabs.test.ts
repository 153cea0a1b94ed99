import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderedPage } from '../../../../support/rendered-page';
import { tempFolder } from '../../../../support/temp-folder';
import { renderBuiltIn as render } from './render-built-in';

/** Each tab button's attributes that identify it, and its content. */
function buttons(html: string) {
  return [...html.matchAll(/<button type="button" role="tab" ([^>]*)>(.*?)<\/button>/g)].map(
    ([, attributes, content]) => ({
      value: /data-value="([^"]*)"/.exec(attributes)?.[1],
      name: /aria-label="([^"]*)"/.exec(attributes)?.[1],
      selected: attributes.includes('aria-selected="true"'),
      content,
    }),
  );
}

describe('<Tabs values>', () => {
  it('labels each tab by the entry in its place, text or { label, value }, over its own label', async () => {
    const page = await render(
      [
        '<Tabs values={["GNU Make", { label: "pnpm", value: "node" }, 3]} defaultValue="node">',
        '<Tab>make develop-docs</Tab>',
        '<Tab label="ignored">pnpm install</Tab>',
        '<Tab value="three">Third</Tab>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(page.errors).toEqual([]);
    expect(buttons(page.html)).toEqual([
      { value: 'GNU Make', name: undefined, selected: false, content: 'GNU Make' },
      { value: 'node', name: undefined, selected: true, content: 'pnpm' },
      { value: 'three', name: undefined, selected: false, content: '3' },
    ]);
    expect(page.html).toContain('class="tab-panel" hidden>make develop-docs</div>');
    expect(page.html).not.toContain('ignored');
  });

  it('is an error at its line when it names more or fewer tabs than it holds', async () => {
    expect(
      (await render('<Tabs values={["a", "b"]}>\n<Tab>A</Tab>\n<Tab>B</Tab>\n<Tab>C</Tab>\n</Tabs>')).errors,
    ).toEqual([{ line: 3, message: '<Tabs> values names 2 tabs but it holds 3 <Tab>s: give one label for each' }]);
    expect((await render('<Tabs values={["a", "b"]}>\n<Tab>A</Tab>\n</Tabs>')).errors).toEqual([
      { line: 3, message: '<Tabs> values names 2 tabs but it holds 1 <Tab>: give one label for each' },
    ]);
  });

  it('is an error when an entry is not a label', async () => {
    expect((await render('<Tabs values={[{ value: "a" }]}>\n<Tab>A</Tab>\n</Tabs>')).errors).toEqual([
      { line: 3, message: '<Tabs> values must be a list of labels: text, or { label: "…", value?: "…" }' },
    ]);
    expect((await render('<Tabs values="a">\n<Tab>A</Tab>\n</Tabs>')).errors).toEqual([
      { line: 3, message: '<Tabs> values must be a list of labels: text, or { label: "…", value?: "…" }' },
    ]);
  });

  it('names the line of every tab left without a label when it has no values', async () => {
    expect((await render('<Tabs>\n<Tab>A</Tab>\n<Tab label="b">B</Tab>\n<Tab>C</Tab>\n</Tabs>')).errors).toEqual([
      { line: 3, message: '<Tab> at lines 4, 6 need a "label", or its <Tabs> a "values" list naming each tab' },
    ]);
  });
});

describe('<Tab> with a JSX label', () => {
  it('shows the rendered label in its button and is known by its text', async () => {
    const page = await render(
      '<Tabs defaultValue="Rust">\n<Tab label={<b>Rust</b>}>\n\nRust code\n\n</Tab>\n<Tab label="TOML">\n\nTOML text\n\n</Tab>\n</Tabs>',
    );
    expect(page.errors).toEqual([]);
    expect(buttons(page.html)).toEqual([
      { value: 'Rust', name: undefined, selected: true, content: '<b>Rust</b>' },
      { value: 'TOML', name: undefined, selected: false, content: 'TOML' },
    ]);
    expect(page.html).toContain('<p>Rust code</p>');
  });

  it("renders built-ins, the page's own components and fragments in the label", async () => {
    const page = await render(
      [
        '<Tabs>',
        '<Tab label={<Lang name="toml" />}>\n\nA\n\n</Tab>',
        '<Tab label={<>Rust <Badge text="new" /></>}>\n\nB\n\n</Tab>',
        '</Tabs>',
        '\nexport const Lang = ({ name }) => <><code>{name}</code> file</>;',
      ].join('\n'),
    );
    expect(page.errors).toEqual([]);
    const [toml, rust] = buttons(page.html);
    expect(toml).toEqual({ value: 'toml file', name: undefined, selected: true, content: '<code>toml</code> file' });
    expect(rust.value).toBe('Rust new');
    expect(rust.content).toMatch(/^Rust <span class="badge[^"]*"[^>]*>new<\/span>$/);
  });

  it('is known by its place when its label shows no text, and named by its value when it has one', async () => {
    const page = await render(
      '<Tabs groupId="lang">\n<Tab label={<img src="/rust.svg" alt="" />}>\n\nA\n\n</Tab>\n<Tab label={<img src="/toml.svg" alt="" />} value="toml">\n\nB\n\n</Tab>\n</Tabs>',
    );
    expect(page.errors).toEqual([]);
    expect(buttons(page.html).map(({ value, name }) => ({ value, name }))).toEqual([
      { value: '1', name: undefined },
      { value: 'toml', name: 'toml' },
    ]);
    expect(page.html).toContain('data-group-id="lang"');
  });

  it('is an error at its line when its label renders nothing or cannot render, without a second problem', async () => {
    const page = await render(
      '<Tabs>\n<Tab label={<></>}>\n\nA\n\n</Tab>\n<Tab label={<b>{{ a: 1 }}</b>}>\n\nB\n\n</Tab>\n<Tab label="C">\n\nC\n\n</Tab>\n</Tabs>',
    );
    expect(page.errors).toEqual([
      { line: 4, message: '<Tab> label renders nothing: give the tab a label' },
      { line: 9, message: '<Tab>: it gives an object, not text, a number or JSX' },
    ]);
  });

  it("keeps JSX in other built-ins' props an error", async () => {
    expect((await render('<Tabs>\n<Tab label="a" value={<b>a</b>}>\n\nA\n\n</Tab>\n</Tabs>')).errors).toEqual([
      { line: 4, message: "<Tab> value: JSX as a prop is not supported here: write it as the element's children" },
      { line: 3, message: '<Tabs> has no tabs' },
    ]);
  });

  it("renders one of the site's own components in the label at build time, hydrated there", async () => {
    const root = tempFolder('esmx-tabs-');
    cpSync(join(process.cwd(), 'tests/fixtures/mdx-site'), root, { recursive: true });
    const source = [
      "import { FancyBadge } from 'fancy-badge';",
      '# Tabs',
      '<Tabs>\n<Tab label={<FancyBadge label="Toml" />}>\n\nTOML\n\n</Tab>\n</Tabs>',
    ];
    writeFileSync(join(root, 'en/guide/tabs.mdx'), source.join('\n\n'));
    const { html, markdown } = await renderedPage(root, 'en/guide/tabs.mdx');
    const [tab] = buttons(html);
    expect(tab.value).toBe('1');
    expect(tab.content).toMatch(
      /^<span data-island="\/static\/islands\/index\.\w{8}\.js" data-export="FancyBadge" [^>]*><span class="fancy-badge">Toml<\/span><\/span>$/,
    );
    expect(markdown).toContain('**1**\n\nTOML');
  });
});
