import type { PageSource } from './protocol';

/**
 * What one fenced code block costs to render beyond its own bytes, in bytes of prose that cost as much:
 * a rough figure, as only the order of pages matters. Highlighting a block takes about 1.1 ms of CPU
 * (`npm run bench -- highlight-engines`, code-heavy site, Oniguruma's steady pass), and its tokens' spans
 * make more HTML to build than prose of its size, while parsing Markdown takes about 2 ms per KB (remark's
 * parse, ~7 ms a page: bench/README.md, "Build at scale").
 */
export const CODE_BLOCK_BYTES = 1024;

/** An opening or closing code fence: three or more backticks or tildes at the start of a line. */
const FENCE = /^ {0,3}(?:```|~~~)/gm;

/**
 * The expected render cost of a page's Markdown step, in bytes: its source plus a weight for each code
 * block (highlighting is most of a code-heavy page's time). Only the order matters: the build hands the
 * dearest pages to the pool first, so that no render thread is left with a long page while the other
 * has nothing to do.
 *
 * @example
 * expectedCost({ body: '# A\n\n```ts\nlet a = 1;\n```\n' }) // 27 + 1024
 */
export function expectedCost(source: Pick<PageSource, 'body'>): number {
  const fences = source.body.match(FENCE)?.length ?? 0;
  return Buffer.byteLength(source.body) + Math.floor(fences / 2) * CODE_BLOCK_BYTES;
}
