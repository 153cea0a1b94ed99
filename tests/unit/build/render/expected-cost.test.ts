import { describe, expect, it } from 'vitest';
import { CODE_BLOCK_BYTES, expectedCost } from '../../../../src/build/render/expected-cost';

const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

describe('expectedCost', () => {
  it('is the byte length of a page without code', () => {
    expect(expectedCost({ body: '# Title\n\nSome prose.\n' })).toBe(21);
    expect(expectedCost({ body: '# 标题\n' })).toBe(9);
  });

  it('adds the weight of a block for each fenced code block, backticks or tildes', () => {
    const body = `# A\n\n${fence('ts', 'let a = 1;')}\n\n~~~bash\nnpm test\n~~~\n`;
    expect(expectedCost({ body })).toBe(Buffer.byteLength(body) + 2 * CODE_BLOCK_BYTES);
  });

  it('ranks a short page with many blocks above a longer page of prose', () => {
    const code = Array.from({ length: 9 }, (_, i) => fence('ts', `export const n${i} = ${i};`)).join('\n\n');
    const prose = `# B\n\n${'A sentence of plain prose. '.repeat(120)}\n`;
    expect(expectedCost({ body: `# A\n\n${code}\n` })).toBeGreaterThan(expectedCost({ body: prose }));
  });

  it('counts no block for an unclosed fence or a fence indented as code', () => {
    expect(expectedCost({ body: '```ts\nlet a;\n' })).toBe(13);
    expect(expectedCost({ body: '    ```ts\n    let a;\n    ```\n' })).toBe(29);
  });
});
