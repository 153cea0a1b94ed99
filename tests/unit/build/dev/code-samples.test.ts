import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSamples } from '../../../../src/build/dev/code-samples';
import { writeTree } from '../tree';

const block = (lang: string, code: string, fence = '```') => `${fence}${lang}\n${code}\n${fence}\n`;

describe('codeSamples', () => {
  it("takes each page's labelled blocks in order, with their code and a final newline, leaving unlabelled ones out", () => {
    const dir = writeTree({
      'a.md': `# A\n\n${block('ts title="a.ts"', 'const a = 1;\nexport { a };')}\n${block('', 'plain')}\n${block('Bash', 'npm i')}`,
    });
    expect(codeSamples([join(dir, 'a.md')])).toEqual([
      { lang: 'ts', code: 'const a = 1;\nexport { a };\n' },
      { lang: 'bash', code: 'npm i\n' },
    ]);
  });

  it('reads a fence of tildes or of more backticks, indented up to three spaces, to its own closing fence', () => {
    const dir = writeTree({
      'a.md': `  ~~~vue\n<template/>\n\`\`\`\n~~~\n\n\`\`\`\`md\n\`\`\`ts\nx\n\`\`\`\n\`\`\`\`\n`,
    });
    expect(codeSamples([join(dir, 'a.md')])).toEqual([
      { lang: 'vue', code: '<template/>\n```\n' },
      { lang: 'md', code: '```ts\nx\n```\n' },
    ]);
  });

  it('keeps at most perPage blocks of a language from one page and perLanguage in all, so samples spread over pages', () => {
    const page = (n: number) => [1, 2, 3].map((i) => block('ts', `const p${n}b${i} = ${i};`)).join('\n');
    const dir = writeTree({ 'a.md': page(1), 'b.md': page(2), 'c.md': `${page(3)}\n${block('json', '{}')}` });
    const files = ['a.md', 'b.md', 'c.md'].map((f) => join(dir, f));
    expect(codeSamples(files, { perLanguage: 3, perPage: 2 }).map((s) => s.code)).toEqual([
      'const p1b1 = 1;\n',
      'const p1b2 = 2;\n',
      'const p2b1 = 1;\n',
      '{}\n',
    ]);
  });

  it('reads no more than maxPages pages, and skips a page it cannot read', () => {
    const dir = writeTree({ 'a.md': block('ts', 'a'), 'b.md': block('ts', 'b') });
    const files = [join(dir, 'missing.md'), join(dir, 'a.md'), join(dir, 'b.md')];
    expect(codeSamples(files, { maxPages: 2 })).toEqual([{ lang: 'ts', code: 'a\n' }]);
  });

  it('finds nothing in a site without code', () => {
    const dir = writeTree({ 'a.md': '# A\n\nText.\n' });
    expect(codeSamples([join(dir, 'a.md')])).toEqual([]);
  });
});
