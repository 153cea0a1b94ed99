import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../../src/build/markdown';
import { renderedPage } from '../../../../support/rendered-page';
import { tempFolder } from '../../../../support/temp-folder';

const mdx = { file: 'content/en/guide/a.mdx', routePath: '/guide/a', lang: 'en', format: 'mdx' as const };

/** A page whose `source` is an indented file's text, as `import source from './x.js?raw'` gives it. */
const withSource = (body: string) => renderMarkdown(`export const source = 'a = {\\n  b: 1,\\n};\\n';\n\n${body}`, mdx);

describe('an expression giving a string as the children of an element', () => {
  it('is that exact text in an HTML element, without a paragraph', async () => {
    const page = await withSource('<pre>\n  {source}\n</pre>');
    expect(page.errors).toEqual([]);
    expect(page.html).toBe('<pre>a = {\n  b: 1,\n};\n</pre>');
  });

  it("reaches the page's own component as that string, which it shows as it is", async () => {
    const page = await withSource(
      [
        'export const Code = ({ children }) => <pre data-kind={typeof children}>{children}</pre>;',
        '<Code>{source}</Code>',
      ].join('\n\n'),
    );
    expect(page.errors).toEqual([]);
    expect(page.html).toBe('<pre data-kind="string">a = {\n  b: 1,\n};\n</pre>');
  });

  it("is a built-in's content as it is, as React shows a string", async () => {
    const page = await withSource('<Card title="Config">\n  {source}\n</Card>');
    expect(page.html).toContain('<div class="card-content">a = {\n  b: 1,\n};\n</div>');
  });

  it('leaves written children Markdown, and other values rendered as before', async () => {
    const page = await withSource(
      [
        'export const Box = ({ children }) => <section>{children}</section>;',
        '<Box>\n  Written **text**\n</Box>',
        '<Box>\n  {source} and more\n</Box>',
        '<Box>{[1, 2].map((n) => <i key={n}>{n}</i>)}</Box>',
      ].join('\n\n'),
    );
    expect(page.errors).toEqual([]);
    expect(page.html).toBe(
      [
        '<section><p>Written <strong>text</strong></p></section>',
        '<section><p>a = {\n  b: 1,\n};\n and more</p></section>',
        '<section><i>1</i><i>2</i></section>',
      ].join('\n'),
    );
  });

  it('that throws is one problem at its line', async () => {
    const page = await withSource('<pre>\n  {missing.text}\n</pre>');
    expect(page.errors).toEqual([
      {
        line: 4,
        message: 'cannot render the expression: {missing.text} throws ReferenceError: missing is not defined',
      },
    ]);
  });
});

describe("a ?raw file's text as the children of one of the site's own components", () => {
  it('reaches the component as that string at build time and when hydrated, and stays in the Markdown twin', async () => {
    const root = tempFolder('esmx-expression-children-');
    cpSync(join(process.cwd(), 'tests/fixtures/mdx-site'), root, { recursive: true });
    mkdirSync(join(root, 'en/guide/_raw'));
    writeFileSync(join(root, 'en/guide/_raw/example.js'), 'module.exports = {\n  deep: true,\n};\n');
    writeFileSync(
      join(root, 'en/guide/_components/pre.tsx'),
      'export default function Pre({ children }: { children?: string }) {\n  return <pre data-kind={typeof children}><code>{children}</code></pre>;\n}\n',
    );
    const source = [
      "import Pre from './_components/pre';",
      "import example from './_raw/example.js?raw';",
      '# Raw child',
      '<Pre>\n  {example}\n</Pre>',
    ];
    writeFileSync(join(root, 'en/guide/raw-child.mdx'), source.join('\n\n'));
    const { html, markdown } = await renderedPage(root, 'en/guide/raw-child.mdx');
    expect(html).toContain(
      'data-props="{&#x22;children&#x22;:&#x22;module.exports = {\\n  deep: true,\\n};\\n&#x22;}"',
    );
    expect(html).toContain('<pre data-kind="string"><code>module.exports = {\n  deep: true,\n};\n</code></pre>');
    expect(markdown).toContain('module.exports = {');
  });
});
