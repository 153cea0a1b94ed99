import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/build/markdown';
import { codeNotations, withoutNotations } from '../../../../src/build/markdown/code-notations';

describe('codeNotations', () => {
  it('gives a block without notations no transformer, so its HTML stays as before', () => {
    expect(codeNotations("const a = '[code]';", 'title="a.ts"')).toEqual([]);
  });

  it('gives meta line highlights one transformer and notation comments four', () => {
    expect(codeNotations('a', '{1,3-4}').map((t) => t.name)).toEqual(['esmx-docs:meta-highlight']);
    expect(codeNotations('a // [!code ++]', undefined)).toHaveLength(4);
  });

  it('ignores braces inside a quoted meta value', () => {
    expect(codeNotations('a', 'title="{1}.ts"')).toEqual([]);
  });
});

describe('withoutNotations', () => {
  it('removes each notation comment and the space before it, keeping the lines', () => {
    expect(withoutNotations('a(); // [!code ++]\nb(); # [!code focus:2]\n<p/> <!-- [!code --] -->\nc();')).toBe(
      'a();\nb();\n<p/>\nc();',
    );
  });
});

describe('a code block with notations', () => {
  it('shows and indexes the code without its notation comments', async () => {
    const page = await renderMarkdown('```ts\nconst a = 1; // [!code ++]\n```', {
      file: 'a.md',
      routePath: '/a',
      lang: 'en',
    });
    expect(page.html).toContain('<span class="line diff add">');
    expect(page.html).not.toContain('[!code');
    expect(page.text).toBe('const a = 1;');
  });
});
