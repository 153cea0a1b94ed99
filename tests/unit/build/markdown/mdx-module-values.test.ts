import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDataValue } from '../../../../src/build/markdown/mdx/module-values';
import { renderedPage } from '../../../support/rendered-page';
import { tempFolder } from '../../../support/temp-folder';

/** A one-language site holding `files`, and its page `index.mdx` rendered. */
async function render(files: Record<string, string>, body: string) {
  const root = tempFolder('esmx-module-values-');
  for (const [path, text] of Object.entries({ ...files, 'index.mdx': body })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { root, page: await renderedPage(root, 'en/index.mdx') };
}

describe("data an .mdx page imports from its site's modules", () => {
  it('is the value a JSON file or a script module gives, in expressions, as in Rspress', async () => {
    const { root, page } = await render(
      {
        '_pkg.json': '{ "name": "demo", "version": "1.2.3" }\n',
        '_data.ts': "export const rows = [{ name: 'a' }, { name: 'b' }];\nexport default { latest: '2.0' };\n",
      },
      [
        "import pkg, { version } from './_pkg.json';",
        "import releases, { rows } from './_data';",
        '',
        '# Data',
        '',
        "{pkg.name} {version}, latest {releases.latest}: {rows.map((row) => row.name).join(' and ')}.",
      ].join('\n'),
    );
    expect(page.html).toContain('<p>demo 1.2.3, latest 2.0: a and b.</p>');
    // An edit to the data renders the page again.
    expect(page.dependencies).toEqual(expect.arrayContaining([join(root, '_pkg.json'), join(root, '_data.ts')]));
  });

  it("reaches a component's props, and a namespace import's data members while its components still render", async () => {
    const { page } = await render(
      {
        '_parts.tsx': [
          "export const cssProperties = [{ name: '--gap', value: '8px' }];",
          'export function Table({ rows }: { rows: { name: string; value: string }[] }) {',
          '  return <table><tbody>{rows.map((row) => <tr key={row.name}><td>{row.name}</td><td>{row.value}</td></tr>)}</tbody></table>;',
          '}',
        ].join('\n'),
      },
      "import * as Parts from './_parts';\n\n# Props\n\n<Parts.Table rows={Parts.cssProperties} />\n",
    );
    expect(page.html).toContain('<td>--gap</td><td>8px</td>');
    expect(page.html).toContain('data-props="{&#x22;rows&#x22;:[{&#x22;name&#x22;:&#x22;--gap&#x22;');
  });

  it('is a function the page calls, which is still a component in an element, as a plain ES import is', async () => {
    const { page } = await render(
      {
        '_util.js': [
          "export function greet(name) { return 'Hello, ' + name; }",
          'export const Shout = ({ word }) => word.toUpperCase();',
        ].join('\n'),
      },
      [
        "import { greet, Shout } from './_util.js';",
        '',
        '# Calls',
        '',
        '{greet("Ada")}: {typeof greet}, {typeof Shout}.',
        '',
        '<Shout word="quiet" />',
      ].join('\n'),
    );
    expect(page.html).toContain('<p>Hello, Ada: function, function.</p>');
    // The element is the site's component, rendered (and hydrated) as any other.
    expect(page.html).toContain('QUIET');
    expect(page.html).toContain('data-island');
  });

  const hooks = [
    "import { useRef, useState } from 'react';",
    'export function useToggle(first: boolean) {',
    '  const [on, setOn] = useState(first);',
    '  const renders = useRef(0);',
    '  renders.current += 1;',
    '  return [on, () => setOn(!on), renders.current] as const;',
    '}',
  ].join('\n');
  const demo = [
    'export const Demo = () => {',
    '  const [on, , renders] = useToggle(true);',
    "  return <p>{'on: ' + on + ', renders: ' + renders}</p>;",
    '};',
    '',
    '# Hooks',
    '',
    '<Demo />',
  ];

  it("is a hook the page's own components call: such a component is live, rendered and hydrated as an island", async () => {
    const { page } = await render(
      { '_hooks.ts': hooks },
      ["import { useToggle } from './_hooks';", '', ...demo].join('\n'),
    );
    expect(page.html).toMatch(/data-export="Demo" data-props="{}"[^>]*><p>on: true, renders: 1<\/p>/);
    expect(page.warnings).toEqual([]);
  });

  it("is a hook run once at build time, as on a server's render, where the page's code cannot be a module of its own", async () => {
    const { page } = await render(
      { '_hooks.ts': hooks, '_snippet.ts': 'x' },
      ["import { useToggle } from './_hooks';", "import snippet from './_snippet.ts?raw';", '', ...demo].join('\n'),
    );
    expect(page.html).toContain('<p>on: true, renders: 1</p>');
    expect(page.html).not.toContain('data-export="Demo"');
    // The component stays at build time, so its demo is not live in the browser: said where the hook comes in.
    expect(page.warnings.map((w) => `${w.line}: ${w.message.slice(0, 60)}`)).toEqual([
      `1: "./_hooks": useToggle in the page's own code run once, as th`,
    ]);
  });

  it('leaves a module that cannot run at build time to its components: a page not showing them builds', async () => {
    const { page } = await render(
      { '_browser.tsx': 'const width = window.innerWidth;\nexport const Size = () => <p>{width}</p>;\n' },
      "import { Size } from './_browser';\n\n# Browser\n\nText.\n",
    );
    expect(page.html).toContain('<p>Text.</p>');
  });
});

describe('isDataValue', () => {
  it('is true of text, numbers, lists and objects, and false of functions, React elements and nothing', () => {
    const element = { $$typeof: Symbol.for('react.transitional.element'), type: 'p' };
    expect(['x', 0, false, null, [1], { a: 1 }].map(isDataValue)).toEqual([true, true, true, true, true, true]);
    expect([() => null, class {}, element, undefined].map(isDataValue)).toEqual([false, false, false, false]);
  });
});
