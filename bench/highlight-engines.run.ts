/**
 * shiki's two regex engines on our own code blocks: every fenced block of content/ (both languages),
 * highlighted by a fresh highlighter per round, as each render worker does once per build (grammar
 * loading and regex compilation included). The build uses `ENGINE` from src/build/markdown/highlighter.ts;
 * this suite is why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { listMarkdown } from '../src/build/content';
import { createCodeHighlighter, ENGINE, type RegexEngine } from '../src/build/markdown/highlighter';
import { ratio, time } from './format';
import { record } from './record';

const ROUNDS = 5;

/** Every fenced code block of the site: [label, code]. */
function codeBlocks(): [string, string][] {
  const blocks: [string, string][] = [];
  for (const lang of ['en', 'zh']) {
    const dir = join(process.cwd(), 'content', lang);
    for (const file of listMarkdown(dir)) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const m of text.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```/gm)) blocks.push([m[1] || 'text', m[2]]);
    }
  }
  return blocks;
}

/** CPU time of this process (ms): on a shared machine it varies far less than the wall clock. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * One round on a fresh highlighter: `first` is the first pass over the blocks (grammars load, regexes
 * compile), `steady` a second pass over the same blocks with one more line each (so its block cache
 * misses), as on a large site where each worker highlights thousands of blocks.
 */
async function round(engine: RegexEngine, blocks: [string, string][]): Promise<{ first: number; steady: number }> {
  const highlight = createCodeHighlighter(engine);
  let started = cpuMs();
  for (const [label, code] of blocks) await highlight(code, label);
  const first = cpuMs() - started;
  started = cpuMs();
  for (const [label, code] of blocks) await highlight(`${code}\n`, label);
  return { first, steady: cpuMs() - started };
}

it('compares the regex engines on our code blocks', async () => {
  const blocks = codeBlocks();
  const times: Record<RegexEngine, { first: number; steady: number }[]> = { oniguruma: [], javascript: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const engine of ['oniguruma', 'javascript'] as const) times[engine].push(await round(engine, blocks));
  }
  const median = (engine: RegexEngine, pass: 'first' | 'steady') =>
    times[engine].map((t) => t[pass]).sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  const wasm = { first: median('oniguruma', 'first'), steady: median('oniguruma', 'steady') };
  const js = { first: median('javascript', 'first'), steady: median('javascript', 'steady') };
  record({
    suite: 'highlight-engines',
    tables: [
      {
        title: `shiki regex engines, ${blocks.length} code blocks of content/, fresh highlighter, CPU time (median of ${ROUNDS})`,
        columns: ['engine', 'first pass', 'vs WASM', 'steady pass', 'vs WASM'],
        rows: [
          [
            `Oniguruma (WASM)${ENGINE === 'oniguruma' ? ' (used)' : ''}`,
            time(wasm.first),
            '1.0×',
            time(wasm.steady),
            '1.0×',
          ],
          [
            `JavaScript${ENGINE === 'javascript' ? ' (used)' : ''}`,
            time(js.first),
            ratio(wasm.first, js.first),
            time(js.steady),
            ratio(wasm.steady, js.steady),
          ],
        ],
      },
    ],
    data: { blocks: blocks.length, medianMs: { oniguruma: wasm, javascript: js }, runs: times },
  });
  expect(blocks.length).toBeGreaterThan(0);
});
