import { describe, expect, it } from 'vitest';
import { type CodeBlocks, codeBlockKey, renderMarkdown } from '../../../../src/build/markdown';
import { highlightCode } from '../../../../src/build/markdown/highlighter';

/** A block as the page shows it: shiki's `<pre>`, with the fence's label as its `data-lang`, as Rspress's has it. */
const inPage = async (code: string, lang: string, label = lang) =>
  (await highlightCode(code, lang)).replace(/^<pre /, `<pre data-lang="${label}" `);

const render = (source: string, codeBlocks?: CodeBlocks) =>
  renderMarkdown(source, { file: 't.md', routePath: '/guide/x', lang: 'en', codeBlocks });

describe('code blocks', () => {
  const page = '# T\n\n```ts\nconst a = 1;\n```\n\nText.\n\n```sh\nnpm install\n```\n';

  it('go into the page as shiki highlights them', async () => {
    const { html } = await render(page);
    expect(html).toContain(await inPage('const a = 1;', 'ts'));
    expect(html).toContain(await inPage('npm install', 'sh'));
  });

  it('are taken from the known blocks when there, and every block shown is noted as used', async () => {
    const known = new Map([[codeBlockKey('typescript', 'const a = 1;'), '<pre>kept from last time</pre>']]);
    const used = new Map<string, string>();
    const { html, text } = await render(page, { known, used });
    expect(html).toContain('<pre>kept from last time</pre>');
    expect(html).toContain(await inPage('npm install', 'sh'));
    expect([...used.keys()]).toEqual([codeBlockKey('ts', 'const a = 1;'), codeBlockKey('bash', 'npm install')]);
    expect(used.get(codeBlockKey('ts', 'const a = 1;'))).toBe('<pre>kept from last time</pre>');
    // The search text is the code, whatever HTML stands for it.
    expect(text).toBe('const a = 1;\nText.\nnpm install');
  });

  it("wrap their long lines in the block's own style when the fence asks (wrapCode) or the site does (defaultWrapCode)", async () => {
    const source = '```sh wrapCode\nnpm install\n```\n\n```sh\nnpm test\n```\n';
    const wraps = (html: string) => [...html.matchAll(/<pre[^>]*>/g)].map((m) => m[0].includes('white-space:pre-wrap'));
    expect(wraps((await render(source)).html)).toEqual([true, false]);
    const all = await renderMarkdown(source, { file: 't.md', routePath: '/x', lang: 'en', defaultWrapCode: true });
    expect(wraps(all.html)).toEqual([true, true]);
    expect(all.html).toContain(
      '<pre data-lang="sh" class="shiki shiki-themes github-light github-dark" style="white-space:pre-wrap;overflow-wrap:anywhere;background-color:',
    );
  });

  it("number their lines where the site says so, but a fence writing lineNumbers=false and a <PackageManagerTabs>'s commands", async () => {
    const source = [
      "import { PackageManagerTabs } from '@rspress/core/theme';",
      '',
      '```sh',
      'npm test',
      '```',
      '',
      '```sh lineNumbers=false',
      'npm run build',
      '```',
      '',
      '<PackageManagerTabs command="install my-lib" />',
      '',
    ].join('\n');
    const options = { file: 't.mdx', routePath: '/x', lang: 'en', format: 'mdx' as const, showLineNumbers: true };
    const { html } = await renderMarkdown(source, options);
    const numbered = [...html.matchAll(/<div class="code-block([^"]*)"/g)].map((m) => m[1].includes('line-numbers'));
    expect(numbered[0]).toBe(true);
    expect(numbered.slice(1).length).toBeGreaterThan(1);
    expect(numbered.slice(1).every((on) => !on)).toBe(true);
  });

  it('inside a <pre> an .mdx page writes around them are code blocks still', async () => {
    const source = '# T\n\n<pre>\n  ```ts\n  const a = 1;\n  ```\n</pre>\n';
    const { html } = await renderMarkdown(source, { file: 't.mdx', routePath: '/x', lang: 'en', format: 'mdx' });
    expect(html).toContain('<pre><div class="code-block language-ts" data-lang="ts">');
    expect(html).toContain(await inPage('const a = 1;', 'ts'));
  });

  it("carry the fence's language as Rspress marks its blocks, for a site's script to find them (Mermaid's diagrams)", async () => {
    const { html } = await render('# T\n\n```mermaid\nflowchart LR\n```\n\n```\nplain\n```\n');
    const blocks = [...html.matchAll(/<div class="([^"]*)" data-lang="([^"]*)">.*?<pre( data-lang="[^"]*")? class/gs)];
    expect(blocks.map((m) => [m[1], m[2], m[3]])).toEqual([
      ['code-block language-mermaid', 'mermaid', ' data-lang="mermaid"'],
      // A fence naming no language is marked with none, as it shows none.
      ['code-block', 'text', undefined],
    ]);
  });

  it('are known by their grammar, whatever alias the fence uses', () => {
    expect(codeBlockKey('ts', 'x')).toBe(codeBlockKey('typescript', 'x'));
    expect(codeBlockKey('ts', 'x')).not.toBe(codeBlockKey('js', 'x'));
  });

  it("are highlighted as the language the site's langAlias names for their label, still showing their own", async () => {
    const source = '# T\n\n```ejs\nconst a = <%= x %>;\n```\n';
    const options = { file: 't.md', routePath: '/guide/x', lang: 'en' as const };
    const aliased = await renderMarkdown(source, { ...options, langAlias: { ejs: 'js' } });
    expect(aliased.html).toContain(await inPage('const a = <%= x %>;', 'js', 'ejs'));
    expect(aliased.html).toContain('<span class="code-lang">ejs</span>');
    const plain = await renderMarkdown(source, options);
    expect(plain.html).toContain(await inPage('const a = <%= x %>;', 'text', 'ejs'));
    expect(plain.html).not.toContain(await inPage('const a = <%= x %>;', 'js', 'ejs'));
    expect(aliased.warnings).toEqual([]);
  });

  it('in a language without a grammar show uncoloured, with a warning at the first block of each such language', async () => {
    // A file tree (`tree`, drawn by a plugin in Rspress, plain text without it) asks for no colours either.
    const fences = ['cobol', 'objc', 'cobol', 'text', '', 'Plain', 'tree', 'fortran'].map(
      (label) => `\`\`\`${label}\nx\n\`\`\``,
    );
    const { html, warnings } = await render(`# T\n\n${fences.join('\n\n')}\n`);
    expect(html).toContain(await highlightCode('x', 'cobol'));
    const uncoloured = (label: string, line: number) => ({
      line,
      message: `code in "${label}" is shown uncoloured: esmx-docs has no grammar for it (name a language it colours in "markdown.langAlias", or use "text")`,
    });
    expect(warnings).toEqual([uncoloured('cobol', 3), uncoloured('fortran', 31)]);
  });
});
