import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../../src/build/markdown';

const mdx: MarkdownOptions = { file: 'content/en/guide/a.mdx', routePath: '/guide/a', lang: 'en', format: 'mdx' };
const imports = "import { CodeBlockRuntime } from '@rspress/core/theme';\n";

describe('<CodeBlockRuntime>', () => {
  it('renders at build time exactly as the same fenced code block', async () => {
    const runtime = await renderMarkdown(
      `${imports}\n<CodeBlockRuntime lang="js" title="index.js" code={\`console.log('Hello')\`} />`,
      mdx,
    );
    const fenced = await renderMarkdown('```js title="index.js"\nconsole.log(\'Hello\')\n```', mdx);
    expect(runtime.errors).toEqual([]);
    expect(runtime.html).toBe(fenced.html);
    expect(runtime.text).toBe(fenced.text);
  });

  it("highlights with the shiki transformers of shikiOptions, imported from '@shikijs/transformers'", async () => {
    const page = await renderMarkdown(
      `${imports}import { transformerNotationHighlight } from '@shikijs/transformers';\n\n` +
        '<CodeBlockRuntime lang="ts" code={`a(); // [!code highlight]\\nb();`} shikiOptions={{ transformers: [transformerNotationHighlight()] }} />',
      mdx,
    );
    expect(page.errors).toEqual([]);
    expect(page.html).toContain('class="line highlighted"');
    expect(page.html).not.toContain('[!code highlight]');
  });

  it('reports a missing code, a transformer @shikijs/transformers lacks and transformers that are not objects', async () => {
    const errors = async (source: string) => (await renderMarkdown(`${imports}${source}`, mdx)).errors;
    expect(await errors('\n<CodeBlockRuntime lang="ts" />')).toEqual([
      { line: 3, message: '<CodeBlockRuntime> needs a "code"' },
    ]);
    expect(await errors("import { transformerNope } from '@shikijs/transformers';\n")).toEqual([
      { line: 2, message: '"@shikijs/transformers" has no transformer transformerNope' },
    ]);
    expect(await errors('\n<CodeBlockRuntime code="x" shikiOptions={{ transformers: [1] }} />')).toEqual([
      { line: 3, message: '<CodeBlockRuntime> shikiOptions.transformers must be a list of shiki transformers' },
    ]);
  });
});
