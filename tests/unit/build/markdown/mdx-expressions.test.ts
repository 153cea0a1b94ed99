import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../../../src/build/render/source-page';
import { renderedPage } from '../../../support/rendered-page';
import { tempFolder } from '../../../support/temp-folder';

// tests/fixtures/mdx-site/en/guide/expressions.mdx: `export const`, `export function`, `{frontmatter.…}`
// in text, a heading and a prop, and a code block whose body is a file.
const fixture = join(process.cwd(), 'tests/fixtures/mdx-site');
let page: RenderedPage;
beforeAll(async () => {
  page = await renderedPage(fixture, 'en/guide/expressions.mdx');
}, 60_000);

const expressions = () => page;

describe('an .mdx page with expressions and a file-backed code block', () => {
  it('evaluates {…} with the front matter and the exports at build time, false rendering as nothing', () => {
    const { html } = expressions();
    expect(html).toContain('<h1 id="expressions-in-2024">Expressions in 2024</h1>');
    expect(html).toContain('<p>Release 2.1, next year 2025: READY!</p>');
  });

  it('evaluates a prop written as an expression', () => {
    expect(expressions().html).toContain('<span class="badge badge-tip">v2.1</span>');
  });

  it('shows the code file as the block, in the HTML, the search text and the Markdown twin', () => {
    const { html, text, markdown } = expressions();
    expect(html).toContain('<div class="code-title">example.tsx</div>');
    expect(html).toContain('Shown from its file');
    expect(text).toContain('example.tsx\nexport function Example() {\n  return <p>Shown from its file</p>;\n}');
    expect(markdown).toContain(
      '```tsx file="./_shared/_example.tsx" title="example.tsx"\nexport function Example() {\n  return <p>Shown from its file</p>;\n}\n```',
    );
  });

  it('records the code file as a file the page was rendered from', () => {
    expect(expressions().dependencies).toEqual([join(fixture, 'en/guide/_shared/_example.tsx')]);
  });
});

// tests/fixtures/mdx-site/en/guide/file-imports.mdx: a stylesheet imported as text with `?raw`, shown in an
// expression and as a <CodeBlockRuntime>'s code, a component that imports the same file with `?raw`, and a
// picture imported as its URL.
describe('an .mdx page importing files as text and as URLs', () => {
  let raw: RenderedPage;
  beforeAll(async () => {
    raw = await renderedPage(fixture, 'en/guide/file-imports.mdx');
  }, 60_000);

  it("gives the file's text to the page's expressions and props", () => {
    const { html, text } = raw;
    expect(html).toContain('<p>The stylesheet has 38 characters.</p>');
    expect(html).toContain('<div class="code-title">palette.css</div>');
    expect(text).toContain('palette.css\n:root {\n  --palette-brand: #0b6bcb;\n}');
    // The file's last line break is not shown as an empty line.
    expect(html).not.toContain('<span class="line"></span></code>');
  });

  it("gives the file's text to a component that imports it with ?raw", () => {
    expect(raw.html).toContain('<p class="source-length">The palette is <!-- -->3<!-- --> lines long.</p>');
  });

  it("gives a picture's import its URL in the site, and copies the picture there as the page's images are", () => {
    const image = raw.images.find((i) => i.source === join(fixture, 'en/guide/_text/swatch.svg'));
    expect(image?.output).toMatch(/^static\/image\/swatch\.[0-9a-f]{8}\.svg$/);
    expect(raw.html).toContain(`<img src="/${image?.output}" alt="The brand colour"`);
  });

  it('records the text file as a file the page was rendered from, so a change renders the page again', () => {
    expect(raw.dependencies).toContain(join(fixture, 'en/guide/_text/palette.css'));
    expect(raw.dependencies).toContain(join(fixture, 'en/guide/_components/source-length.tsx'));
  });
});

describe("an .mdx page whose code shows React elements and its fragments (Module Federation's pages)", () => {
  // The fixture, with the fragments these pages show and `source` as en/guide/by-code.mdx.
  const withPage = (source: string) => {
    const root = tempFolder('esmx-expressions-');
    cpSync(fixture, root, { recursive: true });
    writeFileSync(join(root, 'en/guide/_tip.mdx'), 'A **tip** from a fragment.\n');
    writeFileSync(join(root, 'en/guide/_brand.mdx'), "Made by {props.name || 'the default brand'}.\n");
    writeFileSync(
      join(root, 'en/guide/_importing.mdx'),
      "import Counter from './_components/counter';\n\n<Counter />\n",
    );
    writeFileSync(join(root, 'en/guide/by-code.mdx'), source);
    return renderedPage(root, 'en/guide/by-code.mdx');
  };

  it('renders a fragment made by React.createElement where props give nothing else', async () => {
    const { html, text } = await withPage(
      [
        "import React from 'react';",
        "import Tip from './_tip.mdx';",
        '# By code',
        '{props.tip || React.createElement(Tip)}',
        "{React.createElement('em', null, 'made', ' by code')}",
      ].join('\n\n'),
    );
    expect(html).toContain('<p>A <strong>tip</strong> from a fragment.</p>');
    expect(html).toContain('<em>made by code</em>');
    expect(text).toContain('A tip from a fragment.');
  });

  it('gives a fragment shown with attributes those as its props, each element its own', async () => {
    const { html } = await withPage(
      [
        "import Brand from './_brand.mdx';",
        'export const vendor = "Initech";',
        '# Brands',
        '<Brand name="Acme" />',
        '<Brand name={vendor} />',
        '<Brand />',
      ].join('\n\n'),
    );
    expect(html).toContain('<p>Made by Acme.</p>\n<p>Made by Initech.</p>\n<p>Made by the default brand.</p>');
  });

  it('takes an export of a name the page already sees (props, a built-in component) as the newer value', async () => {
    const { html } = await withPage(
      [
        'export const props = { brand: "Acme" };',
        'export const Badge = ({ text }) => <b>{text}!</b>;',
        '# Exports',
        '{props.brand}: <Badge text="own" />',
      ].join('\n\n'),
    );
    expect(html).toContain('<p>Acme: <b>own!</b></p>');
  });

  it("renders a page's own component that calls React's hooks as an island, live in the browser as in Rspress", async () => {
    const page = await withPage(
      [
        "import { useEffect, useState, useMemo } from 'react';",
        'export function Redirect({ to }) {',
        '  const [count] = useState(() => 2);',
        '  const doubled = useMemo(() => count * 2, [count]);',
        '  useEffect(() => { window.location.replace(to); }, [to]);',
        '  return <p>Moved to {to} ({doubled}).</p>;',
        '}',
        '# By code',
        '<Redirect to="/other" />',
      ].join('\n\n'),
    );
    // Rendered at build time with React's hooks, its effect left to the browser.
    expect(page.html).toMatch(
      /data-export="Redirect" data-props="{&#x22;to&#x22;:&#x22;\/other&#x22;}"[^>]*><p>Moved to <!-- -->\/other<!-- --> \(<!-- -->4<!-- -->\)\.<\/p>/,
    );
    expect(page.warnings).toEqual([]);
  });

  it('says nothing of hooks a page imports and never calls', async () => {
    const page = await withPage(
      "import { useState, useEffect } from 'react';\n\n# By code\n\nNo hook is called here.\n",
    );
    expect([page.html.includes('No hook is called here.'), page.warnings]).toEqual([true, []]);
  });

  it('names what a page may not take from React, and a fragment with imports that code cannot show', async () => {
    await expect(withPage("import { useContext } from 'react';\n\n# By code\n")).rejects.toThrow(
      `by-code.mdx:1: "react": a page's code may use createElement, Fragment and useState, useReducer, useEffect, useLayoutEffect, useInsertionEffect, useMemo, useCallback, useRef from it, not useContext`,
    );
    const source =
      "import React from 'react';\n\nimport Importing from './_importing.mdx';\n\n# By code\n\n{React.createElement(Importing)}\n";
    await expect(withPage(source)).rejects.toThrow(
      "imports or exports, so the page's code cannot show it: write <Importing /> as an element",
    );
  });
});

describe("an .mdx page reading the config's define", () => {
  /** A copy of the fixture whose config defines `define`, with `page` as en/guide/defined.mdx. */
  async function renderedWithDefine(define: Record<string, string>, page: string) {
    const root = tempFolder('esmx-define-');
    cpSync(fixture, root, { recursive: true });
    writeFileSync(
      join(root, 'site.config.ts'),
      `export default { title: 'MDX', lang: 'en', locales: [{ lang: 'en', label: 'English' }], alias: { '@components': './components' }, define: ${JSON.stringify(define)} };\n`,
    );
    writeFileSync(
      join(root, 'components/Shown.tsx'),
      'declare const MY_TEXT: string;\nexport default function Shown() { return <b>{MY_TEXT}</b>; }\n',
    );
    writeFileSync(join(root, 'en/guide/defined.mdx'), page);
    return renderedPage(root, 'en/guide/defined.mdx');
  }

  it('sees its names with the values its components get, member paths and the build mode too', async () => {
    const { html } = await renderedWithDefine(
      { MY_TEXT: JSON.stringify('hello'), MY_LIST: JSON.stringify(['a', 'b']), 'process.env.API': '"/api"' },
      [
        "import Shown from '@components/Shown';",
        '# Defined',
        'Text: {MY_TEXT}, <Shown />',
        '<ul>{MY_LIST.map((x) => <li key={x}>{x}</li>)}</ul>',
        '{process.env.API} in {process.env.NODE_ENV}',
      ].join('\n\n'),
    );
    expect(html).toContain('<p>Text: hello, <span data-island=');
    expect(html).toContain('<b>hello</b>');
    expect(html).toContain('<ul><li>a</li><li>b</li></ul>');
    expect(html).toContain('<p>/api in production</p>');
  });

  it('is an error at the line that reads a name whose code only a browser can run', async () => {
    await expect(
      renderedWithDefine({ 'process.env.API': 'window.api' }, '# Defined\n\nOK\n\n{process.env.API}\n'),
    ).rejects.toMatchObject({
      problems: [
        expect.objectContaining({
          line: 5,
          message: expect.stringContaining(
            'throws Error: process.env.API stands for window.api, which cannot run at build time (ReferenceError: window is not defined)',
          ),
        }),
      ],
    });
  });
});

describe("a code block whose file is written from Rspress's <root>/", () => {
  const project = (files: Record<string, string>) => {
    const root = tempFolder('root-code-');
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  };
  const fence = (path: string) => `# Hello\n\n\`\`\`rust file="${path}"\n\`\`\`\n`;

  it("reads it from the Rspress project's folder, the one holding its config", async () => {
    const root = project({
      'rspress.config.ts': "export default { root: 'docs' };\n",
      'codes/hello/main.rs': 'fn main() {}\n',
      'docs/guide/hello.md': fence('<root>/codes/hello/main.rs'),
    });
    const page = await renderedPage(join(root, 'docs'), 'en/guide/hello.md');
    expect(page.text).toContain('fn main() {}');
    expect(page.dependencies).toEqual([join(root, 'codes/hello/main.rs')]);
  });

  it("reads it from the repository's folder where a config kept in a folder of its own runs (rspress build --config docs/…)", async () => {
    const root = project({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'src/a.ts': 'export const a = 1;\n',
      'docs/rspress.config.ts': "export default { root: 'pages' };\n",
      'docs/pages/index.md': fence('<root>/src/a.ts'),
    });
    const page = await renderedPage(join(root, 'docs/pages'), 'en/index.md');
    expect(page.text).toContain('export const a = 1;');
  });

  it('reads it from the content folder of a site with its own config, and no further out', async () => {
    const root = project({
      'secret.rs': 'fn secret() {}\n',
      'docs/site.config.mjs': 'export default {};\n',
      'docs/_code/main.rs': 'fn main() {}\n',
      'docs/hello.md': fence('<root>/_code/main.rs'),
      'docs/out.md': fence('<root>/../secret.rs'),
    });
    const docs = join(root, 'docs');
    expect((await renderedPage(docs, 'en/hello.md')).text).toContain('fn main() {}');
    const failure = await renderedPage(docs, 'en/out.md').catch((error: unknown) => error);
    expect(String(failure)).toContain(
      'code file: cannot read "<root>/../secret.rs": it leads out of the content folder',
    );
  });

  it('reads a path starting with / from the docs folder, as Rspress does, and none out of the project', async () => {
    const root = project({
      'rspress.config.ts': "export default { root: 'docs' };\n",
      'docs/snippets/demo.rs': 'fn demo() {}\n',
      'docs/guide/demo.md': fence('/snippets/demo.rs'),
      'docs/guide/out.md': fence('/../../../../../../etc/passwd'),
    });
    const docs = join(root, 'docs');
    expect((await renderedPage(docs, 'en/guide/demo.md')).text).toContain('fn demo() {}');
    const failure = await renderedPage(docs, 'en/guide/out.md').catch((error: unknown) => error);
    expect(String(failure)).toContain('code file: cannot read "/../../../../../../etc/passwd": it leads out of');
  });
});
