import { describe, expect, it } from 'vitest';
import { hasDefaultExport, parseScriptPage } from '../../../src/build/script-page';

const shows = (file: string) => `import Page from "./${file}";\n\n<Page />\n`;

describe('parseScriptPage', () => {
  it('reads the front matter export as data and makes a body that shows the default export', () => {
    const code = [
      "import { useState } from 'react';",
      '',
      'export const frontmatter: Record<string, unknown> = {',
      "  title: 'It\\'s the API', // a comment",
      '  "description": "Every call, \\u00e9t\\u00e9",',
      '  /* a block comment */',
      '  hero: { actions: [{ text: `Start`, link: "/guide/" },], },',
      '  sidebar: false,',
      '  order: -1.5,',
      '  tag: null,',
      '};',
      'export default () => <p />;',
    ].join('\n');
    expect(parseScriptPage(code, '/docs/en/api/index.tsx')).toEqual({
      parsed: {
        frontmatter: {
          title: "It's the API",
          description: 'Every call, été',
          hero: { actions: [{ text: 'Start', link: '/guide/' }] },
          sidebar: false,
          order: -1.5,
          // (`tag: null` is a key given no value, as in YAML: not given.)
        },
        body: shows('index.tsx'),
        bodyLineOffset: 0,
      },
      issues: [],
    });
  });

  it('gives a module without a front matter export an empty front matter', () => {
    expect(parseScriptPage('export default function Page() { return null; }', 'page.jsx')).toEqual({
      parsed: { frontmatter: {}, body: shows('page.jsx'), bodyLineOffset: 0 },
      issues: [],
    });
  });

  it('runs nothing: a front matter export that is code is an issue at its line', () => {
    const at = (value: string) =>
      parseScriptPage(`// line 1\n\nexport const frontmatter = ${value};\nexport default () => null;`, 'a.tsx');
    expect(at('{ title: makeTitle() }')).toEqual({
      issues: [
        {
          line: 3,
          message: expect.stringMatching(
            /^"export const frontmatter" is not read: "makeTitle\(\)" is not a literal value;/,
          ),
        },
      ],
    });
    expect(at(['{ title: `v$', '{version}` }'].join('')).issues[0].message).toContain(
      'a template with a placeholder is code',
    );
    expect(at('{ ...base }').issues[0].message).toContain('is not a key');
    expect(at('{ title }').issues[0].message).toContain('"title" has no ": value"');
    expect(at("{ title: 'open").issues[0].message).toContain('a string that never ends');
  });

  it('checks the fields as front matter in Markdown is checked, at the export line', () => {
    const { parsed, issues } = parseScriptPage(
      "\nexport const frontmatter = { pageType: 'landing' };\nexport default () => null;",
      'a.tsx',
    );
    expect(parsed).toBeDefined();
    expect(issues).toEqual([{ line: 2, message: expect.stringContaining('front matter "pageType"') }]);
  });

  it('finds no front matter in a comment', () => {
    const code = "// export const frontmatter = { title: 'x' };\nexport default () => null;";
    expect(parseScriptPage(code, 'a.tsx').parsed?.frontmatter).toEqual({});
  });
});

describe('hasDefaultExport', () => {
  it.each([
    ['export default function Page() {}', true],
    ['const Page = () => null;\nexport { Page as default };', true],
    ['export const answer = 42;', false],
    ['// export default Page;\nexport const a = 1;', false],
    ["const text = 'export default';", false],
  ])('%j → %s', (code, expected) => {
    expect(hasDefaultExport(code)).toBe(expected);
  });
});
