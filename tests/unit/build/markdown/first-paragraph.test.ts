import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/build/markdown';

const en = { file: 'content/en/guide/a.md', routePath: '/guide/a', lang: 'en' } as const;
const descriptionOf = async (source: string) => (await renderMarkdown(source, en)).description;

describe("a page's first paragraph, which describes it", () => {
  it('is the words of the first paragraph, inline code and link text in, white space collapsed', async () => {
    expect(await descriptionOf('# Title\n\nEsmx links `apps`\nat [run time](./b.md).\n\nMore.')).toBe(
      'Esmx links apps at run time.',
    );
  });

  it('is looked for before the first ## heading only, past lists, quotes and images', async () => {
    expect(await descriptionOf('# Title\n\n- a list\n\n## Part\n\nToo late.')).toBeUndefined();
    expect(await descriptionOf('# Title\n\n> quoted\n\nThis one.')).toBe('This one.');
    expect(await descriptionOf('# Title\n\n![logo](/logo.png)\n\n## Part')).toBeUndefined();
  });
});
