import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../../src/build/markdown';

const mdx: MarkdownOptions = { file: 'content/en/guide/a.mdx', routePath: '/guide/a', lang: 'en', format: 'mdx' };
/** The page's body after its title, and its problems. */
const render = async (source: string) => {
  const page = await renderMarkdown(`# T\n\n${source}`, mdx);
  const { errors, warnings, text, twin: markdown } = page;
  return { html: page.html.replace(/^<h1[\s\S]*?<\/h1>\s*/, ''), errors, warnings, text, markdown };
};

describe('JSX in the code of an .mdx page', () => {
  it('renders the elements an expression makes, as if the page had written them', async () => {
    const { html, errors, text, markdown } = await render(
      "export const items = ['One', 'Two'];\n\n<ul>{items.map((item) => <li key={item}>{item} &amp; more</li>)}</ul>",
    );
    expect(errors).toEqual([]);
    expect(html).toBe('<ul><li>One &#x26; more</li><li>Two &#x26; more</li></ul>');
    expect(text).toContain('One & more');
    expect(markdown).toContain('One & more');
  });

  it('renders thousands of elements an expression makes, each with its computed props', async () => {
    const { html, errors } = await render(
      '<ul>{Array.from({ length: 3000 }, (_, i) => <li key={i} data-n={i}>{i}</li>)}</ul>',
    );
    expect(errors).toEqual([]);
    expect(html.match(/<li data-n="\d+">\d+<\/li>/g)).toHaveLength(3000);
    expect(html).toContain('<li data-n="2999">2999</li>');
  });

  it('keeps JSX in a sentence inline, and a fragment as its children', async () => {
    expect((await render('Some {<b>bold</b>} text.')).html).toBe('<p>Some <b>bold</b> text.</p>');
    expect((await render('{<>a <i>b</i></>}')).html).toBe('a \n<i>b</i>');
  });

  it('renders built-in components an expression makes, with props computed there', async () => {
    const { html, errors } = await render(`{[1, 2].map((n) => <Badge key={n} text={\`v\${n}\`} type="tip" />)}`);
    expect(errors).toEqual([]);
    expect(html).toBe('<span class="badge badge-tip">v1</span>\n<span class="badge badge-tip">v2</span>');
  });

  it('renders a component the page exports with its props and its Markdown children', async () => {
    const note = `export const Note = ({ kind, children }) => <aside className={\`note \${kind}\`}>{children}</aside>;`;
    const { html, errors } = await render(`${note}\n\n<Note kind="tip">\n**Read** [this](/guide/b).\n</Note>`);
    expect(errors).toEqual([]);
    expect(html).toBe('<aside class="note tip"><p><strong>Read</strong> <a href="/guide/b">this</a>.</p></aside>');
  });

  it('takes a lowercase name for an HTML element even where the page defines a function of that name', async () => {
    const { html, errors } = await render('export function p() { return "not this"; }\n\n<p>para</p>');
    expect(errors).toEqual([]);
    expect(html).toBe('<p>para</p>');
  });

  it('holds what JSX made in code to the rules written JSX keeps: no handlers, scripts or javascript: URLs', async () => {
    const { html, errors, warnings } = await render(
      "{<div onClick={() => 1}>x</div>}\n\n{<script>{'alert(1)'}</script>}\n\n{<a href={'javascript:alert(1)'}>y</a>}\n\n{<div onClick=\"x()\">z</div>}",
    );
    // A handler the page's code makes is drawn without (it does not run in the browser); one written as text
    // would run there, and is refused.
    expect(warnings).toEqual([
      {
        line: 3,
        message:
          "<div> onClick: the page's own code does not run in the browser, so it is drawn without it (move the component into a .tsx file and import it, to make it live)",
      },
    ]);
    expect(errors).toEqual([
      { line: 5, message: '<script>: <script> is not allowed in content (it could run code)' },
      { line: 9, message: '<div>: onClick is not allowed in content (it could run code)' },
      {
        line: 7,
        message:
          '<a> href "javascript:alert(1)": the scheme "javascript:" is not allowed in content (it could run code, or open a document or file of its own)',
      },
    ]);
    expect(html).not.toMatch(/onclick|<script|javascript:/i);
    expect(html).toContain('<div>x</div>');
  });

  it('reports at its line a component that throws, one that calls itself without end, and an unknown name', async () => {
    const { errors } = await render(
      [
        'export const Broken = () => { throw new Error("no data"); };',
        'export function Loop() { return <Loop />; }',
        '<Broken />',
        '<Loop />',
        '{<Nope />}',
      ].join('\n\n'),
    );
    expect(errors).toEqual([
      { line: 7, message: '<Broken>: <Broken> throws Error: no data' },
      { line: 9, message: '<Loop>: components call one another over 64 deep' },
      { line: 11, message: 'cannot render the expression: {<Nope />} throws ReferenceError: Nope is not defined' },
    ]);
  });
});
