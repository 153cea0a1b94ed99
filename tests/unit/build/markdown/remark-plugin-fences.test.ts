import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/build/markdown';
import { withoutTwoslashNotes } from '../../../../src/build/markdown/remark-plugin-fences';

describe('withoutTwoslashNotes', () => {
  it('drops compiler flags and query markers, keeping the code and its own comments', () => {
    const code = [
      '// @noErrors',
      '// @errors: 2322',
      '// @filename: main.ts',
      "const hi = 'Hello' // a greeting",
      '//    ^?',
      'console.e',
      '//       ^|',
      '// @ is not a flag here',
    ].join('\n');
    expect(withoutTwoslashNotes(code)).toBe(
      ["const hi = 'Hello' // a greeting", 'console.e', '// @ is not a flag here'].join('\n'),
    );
  });

  it('cuts what ---cut--- and ---cut-after--- leave out, and what lies between ---cut-start--- and ---cut-end---', () => {
    const code = [
      "import { defineConfig } from '@rsbuild/core';",
      '// ---cut---',
      'export default defineConfig({',
      '// ---cut-start---',
      '  hidden: true,',
      '// ---cut-end---',
      '});',
      '// ---cut-after---',
      'declare const tail: string;',
    ].join('\n');
    expect(withoutTwoslashNotes(code)).toBe('export default defineConfig({\n});');
  });
});

describe('a fence marked twoslash', () => {
  it('shows its code without the notations, in the HTML and the search text', async () => {
    const page = await renderMarkdown('# T\n\n```ts twoslash\n// @noErrors\nconst port = 3000;\n//    ^?\n```\n', {
      file: 'content/en/guide/a.md',
      routePath: '/guide/a',
      lang: 'en',
    });
    expect(page.html).toContain('port');
    for (const output of [page.html, page.text]) {
      expect(output).not.toContain('@noErrors');
      expect(output).not.toContain('^?');
    }
  });

  it('is needed: a fence without the word keeps such lines as written', async () => {
    const page = await renderMarkdown('# T\n\n```ts\n// @noErrors\nconst port = 3000;\n```\n', {
      file: 'content/en/guide/a.md',
      routePath: '/guide/a',
      lang: 'en',
    });
    expect(page.text).toContain('// @noErrors');
  });

  it("is not needed where the site's twoslash plugin reads every TS and JS block (explicitTrigger: false)", async () => {
    const source = '# T\n\n```ts\n// @noErrors\nconst port = 3000;\n//    ^?\n```\n\n```sh\n// @keep\n```\n';
    const page = await renderMarkdown(source, {
      file: 'content/en/guide/a.md',
      routePath: '/guide/a',
      lang: 'en',
      twoslashEveryBlock: true,
    });
    expect([page.text.includes('@noErrors'), page.text.includes('^?'), page.text.includes('// @keep')]).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('a fence marked preview', () => {
  it("shows its code, with one warning at the page's first that the preview plugin's live demos are not there", async () => {
    const fence = '```tsx preview\nexport default () => <button>Go</button>;\n```\n';
    const page = await renderMarkdown(`# T\n\n${fence}\n${fence}`, {
      file: 'content/en/guide/a.md',
      routePath: '/guide/a',
      lang: 'en',
    });
    expect(page.text).toContain('export default () => <button>Go</button>;');
    expect(page.warnings).toEqual([
      {
        line: 3,
        message:
          "```tsx preview shows its code only (and 1 more on this page): its live demo is @rspress/plugin-preview's, which esmx-docs does not run (import the component and write <Demo /> to show it)",
      },
    ]);
  });
});

describe('a fence marked with a render mode or for the playground', () => {
  it('shows its code, with a warning naming the word as written and the plugin whose demo is missing', async () => {
    const page = await renderMarkdown(
      [
        '# T',
        '',
        '```tsx preview="iframe-follow"',
        'export default () => <p>Follow</p>;',
        '```',
        '',
        '```jsx playground',
        'export default () => <p>Play</p>;',
        '```',
        '',
        '```ts previewer',
        'const notADemo = 1;',
        '```',
        '',
      ].join('\n'),
      { file: 'content/en/guide/a.md', routePath: '/guide/a', lang: 'en' },
    );
    expect(page.text).toContain('export default () => <p>Play</p>;');
    expect(page.warnings).toEqual([
      {
        line: 3,
        message:
          '```tsx preview="iframe-follow" shows its code only: its live demo is @rspress/plugin-preview\'s, which esmx-docs does not run (import the component and write <Demo /> to show it)',
      },
      {
        line: 7,
        message:
          "```jsx playground shows its code only: its live editor is @rspress/plugin-playground's, which esmx-docs does not run (import the component and write <Demo /> to show it)",
      },
    ]);
  });
});
