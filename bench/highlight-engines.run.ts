/**
 * shiki's regex engines on two sets of code blocks: every fenced block of content/ (both languages), and
 * those of the code-heavy generated site at 57 pages per language (about nine a page, mostly TypeScript,
 * as the real Rspress docs). Each round highlights them on a fresh highlighter, as each render
 * worker does once per build: first every grammar the blocks use (the highlighter's start and grammar
 * loading, which a worker could do as it starts), then every block in page order (a page's translation hits
 * the highlighter's cache, as in the build), then every block again with one more line (each a miss).
 * Three engines: Oniguruma compiled to WASM, the JavaScript engine translating each grammar's regexes, and
 * the raw JavaScript engine on `@shikijs/langs-precompiled` (regexes translated ahead of time). The build
 * uses `ENGINE` from src/build/markdown/highlighter.ts; this suite is why. It also counts the blocks whose
 * HTML differs from Oniguruma's (the build's output must not change), and how often a block repeats
 * across pages (what a cache shared by all workers would save over each worker's own).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageRegistration } from 'shiki';
import { createJavaScriptRawEngine } from 'shiki/engine/javascript';
import { expect, it } from 'vitest';
import { listPages } from '../src/build/content';
import {
  createCodeHighlighter,
  ENGINE,
  type EngineSetup,
  grammarFor,
  type RegexEngine,
} from '../src/build/markdown/highlighter';
import { ratio, time } from './format';
import { record, type Table } from './record';
import { generateSite } from './site/generate';

const ROUNDS = 3;

/** A code block: its fence label, its code, and the page it is on without the language folder. */
interface Block {
  label: string;
  code: string;
  page: string;
}

const FENCE = /^```(\w*)[^\n]*\n([\s\S]*?)^```/gm;

function blocksOf(pages: Iterable<[string, string]>): Block[] {
  const blocks: Block[] = [];
  for (const [path, text] of pages) {
    const page = path.replace(/^(en|zh)\//, '');
    for (const m of text.matchAll(FENCE)) blocks.push({ label: m[1] || 'text', code: m[2], page });
  }
  return blocks;
}

/** content/'s pages, a page beside its translation (the build hands them to one thread together). */
function contentPages(): [string, string][] {
  const pages: [string, string][] = [];
  for (const lang of ['en', 'zh']) {
    const dir = join(process.cwd(), 'content', lang);
    for (const file of listPages(join(process.cwd(), 'content'), lang).files)
      pages.push([`${lang}/${file}`, readFileSync(join(dir, file), 'utf8')]);
  }
  return byTranslation(pages);
}

function codeHeavyPages(): [string, string][] {
  return byTranslation([...generateSite({ pages: 57, codeHeavy: true })].filter(([path]) => path.endsWith('.md')));
}

function byTranslation(pages: [string, string][]): [string, string][] {
  const rest = (path: string) => path.replace(/^(en|zh)\//, '');
  return pages.sort(([a], [b]) => (rest(a) < rest(b) ? -1 : rest(a) > rest(b) ? 1 : a < b ? -1 : 1));
}

/** CPU time of this process (ms): on a shared machine it varies far less than the wall clock. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

type Variant = 'oniguruma' | 'javascript' | 'precompiled';
const VARIANTS: Variant[] = ['oniguruma', 'javascript', 'precompiled'];

/** `@shikijs/langs-precompiled`'s grammar of each language the build highlights (LANGUAGES in highlighter.ts). */
const PRECOMPILED_GRAMMARS: Record<string, () => Promise<{ default: LanguageRegistration[] }>> = {
  typescript: () => import('@shikijs/langs-precompiled/typescript'),
  tsx: () => import('@shikijs/langs-precompiled/tsx'),
  javascript: () => import('@shikijs/langs-precompiled/javascript'),
  jsx: () => import('@shikijs/langs-precompiled/jsx'),
  json: () => import('@shikijs/langs-precompiled/json'),
  shellscript: () => import('@shikijs/langs-precompiled/shellscript'),
  html: () => import('@shikijs/langs-precompiled/html'),
  css: () => import('@shikijs/langs-precompiled/css'),
  vue: () => import('@shikijs/langs-precompiled/vue'),
  yaml: () => import('@shikijs/langs-precompiled/yaml'),
  markdown: () => import('@shikijs/langs-precompiled/markdown'),
  diff: () => import('@shikijs/langs-precompiled/diff'),
};

const PRECOMPILED: EngineSetup = {
  engine: createJavaScriptRawEngine(),
  grammar: (id) => PRECOMPILED_GRAMMARS[id](),
};

const engineOf = (variant: Variant): RegexEngine | EngineSetup => (variant === 'precompiled' ? PRECOMPILED : variant);

interface Round {
  grammars: number;
  first: number;
  steady: number;
  html: string[];
}

async function round(variant: Variant, blocks: Block[]): Promise<Round> {
  const highlight = createCodeHighlighter(engineOf(variant));
  let started = cpuMs();
  for (const label of new Set(blocks.map((b) => grammarFor(b.label)))) await highlight('x', label);
  const grammars = cpuMs() - started;
  started = cpuMs();
  const html: string[] = [];
  for (const { code, label } of blocks) html.push(await highlight(code, label));
  const first = cpuMs() - started;
  started = cpuMs();
  for (const { code, label } of blocks) await highlight(`${code}\n`, label);
  return { grammars, first, steady: cpuMs() - started, html };
}

/** Blocks in all; distinct within each page and its translations (the build's cost); distinct site-wide. */
function repeats(blocks: Block[]): { all: number; perPage: number; siteWide: number } {
  const key = (b: Block) => `${grammarFor(b.label)}\0${b.code}`;
  const perPage = new Set(blocks.map((b) => `${b.page}\0${key(b)}`)).size;
  return { all: blocks.length, perPage, siteWide: new Set(blocks.map(key)).size };
}

async function compare(name: string, blocks: Block[]) {
  const runs: Record<Variant, Round[]> = { oniguruma: [], javascript: [], precompiled: [] };
  for (let i = 0; i < ROUNDS; i++) for (const variant of VARIANTS) runs[variant].push(await round(variant, blocks));
  const median = (variant: Variant, pass: 'grammars' | 'first' | 'steady') =>
    runs[variant].map((r) => r[pass]).sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  const wasm = runs.oniguruma[0].html;
  const differing = (variant: Variant) => runs[variant][0].html.filter((html, i) => html !== wasm[i]).length;
  const figures = Object.fromEntries(
    VARIANTS.map((v) => [
      v,
      { grammars: median(v, 'grammars'), first: median(v, 'first'), steady: median(v, 'steady'), differ: differing(v) },
    ]),
  ) as Record<Variant, { grammars: number; first: number; steady: number; differ: number }>;
  const label: Record<Variant, string> = {
    oniguruma: 'Oniguruma (WASM)',
    javascript: 'JavaScript',
    precompiled: 'JavaScript raw, precompiled grammars',
  };
  const used = (v: Variant) => (v === ENGINE ? ' (used)' : '');
  const base = figures.oniguruma;
  const count = repeats(blocks);
  const table: Table = {
    title: `shiki regex engines, ${name}: ${count.all} code blocks, fresh highlighter, CPU time (median of ${ROUNDS})`,
    columns: ['engine', 'grammars', 'first pass', 'vs WASM', 'steady pass', 'vs WASM', 'blocks unlike WASM'],
    rows: VARIANTS.map((v) => [
      label[v] + used(v),
      time(figures[v].grammars),
      time(figures[v].first),
      ratio(base.first, figures[v].first),
      time(figures[v].steady),
      ratio(base.steady, figures[v].steady),
      String(figures[v].differ),
    ]),
  };
  return { table, data: { name, blocks: count, medianMs: figures } };
}

it('compares the regex engines on our code blocks and on a code-heavy site', { timeout: 30 * 60_000 }, async () => {
  const sets = [
    await compare('content/', blocksOf(contentPages())),
    await compare('code-heavy site, 57 pages/lang', blocksOf(codeHeavyPages())),
  ];
  const heavy = sets[1].data.blocks;
  record({
    suite: 'highlight-engines',
    tables: sets.map((s) => s.table),
    notes: [
      'grammars: starting the highlighter and loading every grammar the blocks use (one line each); first pass: every block in page order, a translation after its page (its blocks hit the highlighter cache, as in the build); steady: every block with one more line (all misses).',
      `Repeats on the code-heavy site: ${heavy.all} blocks, ${heavy.perPage} distinct within each page and its translation (what the build highlights, each page pair in one thread), ${heavy.siteWide} distinct site-wide (what a cache shared by every worker would highlight).`,
    ],
    data: sets.map((s) => s.data),
  });
  expect(heavy.all).toBeGreaterThan(900);
  expect(sets.every((s) => s.data.medianMs[ENGINE].differ === 0)).toBe(true);
});
