import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/build/markdown';

const en = { file: 'content/en/guide/a.md', routePath: '/guide/a', lang: 'en' } as const;
const descriptionOf = async (source: string) => (await renderMarkdown(source, en)).description;

describe('the words that describe a page without a description of its own', () => {
  it('are those of its first paragraph, inline code and link text in, white space collapsed', async () => {
    expect(await descriptionOf('# Title\n\nEsmx links `apps`\nat [run time](./b.md).')).toBe(
      'Esmx links apps at run time.',
    );
  });

  it('are every paragraph, list and quote before the first ## heading, joined by spaces, as Rspress 2 takes them', async () => {
    expect(await descriptionOf('# Page\n\nFirst paragraph.\n\nSecond paragraph.\n\n## Section\n\nThird.')).toBe(
      'First paragraph. Second paragraph.',
    );
    expect(await descriptionOf('# Title\n\n> quoted\n\n- one\n- two\n\n### Minor\n\nThis one.')).toBe(
      'quoted one two Minor This one.',
    );
  });

  it('leave out code, tables, pictures, rules and containers', async () => {
    const source = [
      '# Title',
      '',
      '```js',
      'run()',
      '```',
      '',
      '| a |',
      '| - |',
      '| b |',
      '',
      '![logo](/logo.png)',
      '',
      '---',
      '',
      ':::tip',
      'A tip.',
      ':::',
      '',
      'Words.',
    ].join('\n');
    expect(await descriptionOf(source)).toBe('Words.');
  });

  it('are none when nothing comes before the first ## heading, or the page has no # heading', async () => {
    expect(await descriptionOf('# Title\n\n## Part\n\nToo late.')).toBeUndefined();
    expect(await descriptionOf('# Title\n\n![logo](/logo.png)\n\n## Part')).toBeUndefined();
    expect(await descriptionOf('Words with no title above them.')).toBeUndefined();
  });
});
