/**
 * Our prebuilt, sharded index side by side with Pagefind, on the same pages and the same queries, at
 * the site's size, 1,000 and 10,000 pages per language: what a reader downloads for a first query and
 * how long it takes from the query to the data of the results shown, in Chromium against a local server.
 *
 * Same pages: at the site's size Pagefind indexes the built HTML in dist/ of the very pages our index
 * holds (their `<main>`); at 1,000 and 10,000 both index the synthetic corpus index-transfer measures,
 * Pagefind reading each document written out as an HTML page (baselines/doc-html.ts).
 * Every first query runs in a fresh browser context (empty HTTP cache), nothing loaded beforehand.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { createSearchIndexWriter } from '../src/build/search/index-writer';
import { writeSearchIndex } from '../src/build/search/write-search-index';
import { SEARCH_SUGGESTIONS, type SearchDoc } from '../src/shared/search';
import type { Lang } from '../src/shared/types';
import { searchDocHtml } from './baselines/doc-html';
import { closePagefind, type PagefindPage, writePagefindBundle } from './baselines/pagefind';
import { type CountingServer, serveCounting } from './browser/counting-server';
import type { FirstQuery } from './browser/first-query-probe';
import { serveModules } from './browser/modules';
import { browserUnavailable, callInPage, launchChromium } from './browser/site';
import { loadCorpus, slice } from './corpus';
import { bytes, ratio, time } from './format';
import { type BenchQuery, benchQueries } from './queries';
import { record } from './record';
import { percentile } from './stats';

const DIST = join(process.cwd(), 'dist');
const PROBE = 'bench/browser/first-query-probe.ts';
type Engine = 'ours' | 'Pagefind';
const ENGINES: readonly Engine[] = ['ours', 'Pagefind'];

/**
 * Queries Pagefind need not answer: typos (it may or may not find the word meant) and the word that is
 * in no page. Every other query must find something, or the comparison would time empty searches.
 */
const MAY_FIND_NOTHING: ReadonlySet<BenchQuery['kind']> = new Set(['typo', 'none']);

/** Largest size to run (BENCH_PAGEFIND_MAX_PAGES=1000 leaves out the 10,000 pages while working on the suite). */
const MAX_PAGES = Number(process.env.BENCH_PAGEFIND_MAX_PAGES) || Number.POSITIVE_INFINITY;

interface Sample extends FirstQuery {
  query: string;
  requests: number;
  bytes: number;
  /** Of `bytes`, the engine's code: our worker; pagefind.js, its worker and its wasm. */
  codeBytes: number;
}

/** Whether a served file is an engine's code rather than its index. */
const isCode = (path: string) =>
  path.startsWith('/assets/') || /\/(pagefind(-worker)?\.js|wasm\.[\w-]+\.pagefind)$/.test(path);

interface Figure {
  label: string;
  lang: Lang;
  engine: Engine;
  pages: number;
  buildMs: number;
  transferMedian: number;
  transferMax: number;
  codeMedian: number;
  indexMedian: number;
  requestsMedian: number;
  msMedian: number;
  msP95: number;
  /** Queries that found something, of those run. */
  answered: number;
  samples: Sample[];
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );

/** The built page of `routePath` in dist/ (`/guide/x` → guide/x.html, `/zh/` → zh/index.html). */
function builtHtml(routePath: string): string {
  const route = routePath.replace(/^\/|\/$/g, '');
  const file = [`${route}.html`, join(route, 'index.html')].map((f) => join(DIST, f)).find((f) => existsSync(f));
  if (!file) throw new Error(`bench: dist/ holds no page for ${routePath}`);
  return readFileSync(file, 'utf8');
}

/** Writes both engines' files for one language at one size under `root/dir`; their URLs, build times. */
async function writeIndexes(root: string, dir: string, lang: Lang, docs: SearchDoc[], pages: PagefindPage[]) {
  // As the build writes it (the list, and shards when the list is too large), timed without the writes.
  const files: { path: string; data: string }[] = [];
  const started = performance.now();
  const entry = await writeSearchIndex({
    name: lang,
    docs,
    pathOf: () => [],
    build: async (name, docs, paths, _keys, write) => {
      const writer = createSearchIndexWriter(name);
      for (const [i, doc] of docs.entries()) writer.add(doc, paths[i]);
      return writer.emit(write);
    },
    write: (path, data) => files.push({ path, data }),
  });
  const oursMs = performance.now() - started;
  for (const file of files) {
    const path = join(root, dir, 'ours', file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.data);
  }
  const bundle = await writePagefindBundle(pages, lang, join(root, dir, 'pagefind'));
  expect(bundle.pages, `Pagefind indexed every ${lang} page of ${dir}`).toBe(docs.length);
  return {
    index: { url: `/${dir}/ours/${entry.index}`, places: entry.places && `/${dir}/ours/${entry.places}` },
    bundleUrl: `/${dir}/pagefind/`,
    buildMs: { ours: oursMs, Pagefind: bundle.buildMs } satisfies Record<Engine, number>,
    emptyPages: bundle.emptyPages,
  };
}

it('compares first queries with Pagefind from the seed site to 10,000 pages per language', async () => {
  const unavailable = browserUnavailable();
  if (unavailable) {
    record({
      suite: 'search-vs-pagefind',
      tables: [],
      notes: [`Pagefind comparison skipped: ${unavailable}.`],
      data: null,
    });
    return;
  }
  const corpus = await loadCorpus();
  const root = mkdtempSync(join(tmpdir(), 'esmx-bench-pagefind-'));
  const workerFile = readdirSync(join(DIST, 'assets')).find((f) => /^search-worker\.[\w-]+\.js$/.test(f));
  if (!workerFile) throw new Error('bench: dist/assets holds no search worker');
  mkdirSync(join(root, 'assets'));
  copyFileSync(join(DIST, 'assets', workerFile), join(root, 'assets', workerFile));
  for (const lang of ['en', 'zh'] as const)
    writeFileSync(join(root, `${lang}.html`), `<!doctype html><html lang="${lang}"><title>bench</title></html>`);

  let server: CountingServer | null = null;
  const browser = await launchChromium();
  const figures: Figure[] = [];
  const notes: string[] = [];
  try {
    server = await serveCounting(root);
    const sizes = [
      { label: 'site', key: 'site', part: (lang: Lang) => corpus.site[lang].docs, html: 'dist' as const },
      {
        label: '1,000 pages',
        key: '1000',
        part: (lang: Lang) => slice(corpus, lang, 1_000).docs,
        html: 'docs' as const,
      },
      { label: '10,000 pages', key: '10000', part: (lang: Lang) => corpus.large[lang].docs, html: 'docs' as const },
    ];
    for (const size of sizes) {
      for (const lang of ['en', 'zh'] as const) {
        const docs = size.part(lang);
        if (docs.length > MAX_PAGES) continue;
        const pages = docs.map((doc) => ({
          url: doc.routePath,
          html: size.html === 'dist' ? builtHtml(doc.routePath) : searchDocHtml(doc, lang),
        }));
        const files = await writeIndexes(root, `${size.key}/${lang}`, lang, docs, pages);
        if (files.emptyPages.length)
          notes.push(`${size.label} ${lang}: Pagefind found no words in ${files.emptyPages.join(', ')}`);
        const samples: Record<Engine, Sample[]> = { ours: [], Pagefind: [] };
        for (const query of benchQueries(lang)) {
          for (const engine of ENGINES) {
            const args =
              engine === 'ours'
                ? ['ourFirstQuery', [`/assets/${workerFile}`, files.index, lang, query.text, SEARCH_SUGGESTIONS]]
                : ['pagefindFirstQuery', [files.bundleUrl, query.text, SEARCH_SUGGESTIONS]];
            const tab = await browser.newContext();
            try {
              const page = await tab.newPage();
              await serveModules(page);
              await page.goto(`${server.origin}/${lang}.html`);
              server.take();
              const result = await callInPage<FirstQuery>(page, PROBE, args[0] as string, args[1] as unknown[]);
              const served = server.take();
              expect(
                served.filter((s) => s.bytes === 0).map((s) => s.path),
                `${engine} fetched only files that exist`,
              ).toEqual([]);
              samples[engine].push({
                ...result,
                query: query.text,
                requests: served.length,
                bytes: served.reduce((sum, s) => sum + s.bytes, 0),
                codeBytes: served.reduce((sum, s) => sum + (isCode(s.path) ? s.bytes : 0), 0),
              });
            } finally {
              await tab.close();
            }
          }
          const pagefind = samples.Pagefind.at(-1) as Sample;
          if (!MAY_FIND_NOTHING.has(query.kind))
            expect(pagefind.found, `Pagefind finds "${query.text}" in ${size.label} ${lang}`).toBeGreaterThan(0);
        }
        for (const engine of ENGINES) {
          const list = samples[engine];
          figures.push({
            label: size.label,
            lang,
            engine,
            pages: docs.length,
            buildMs: files.buildMs[engine],
            transferMedian: median(list.map((s) => s.bytes)),
            transferMax: Math.max(...list.map((s) => s.bytes)),
            codeMedian: median(list.map((s) => s.codeBytes)),
            indexMedian: median(list.map((s) => s.bytes - s.codeBytes)),
            requestsMedian: median(list.map((s) => s.requests)),
            msMedian: median(list.map((s) => s.ms)),
            msP95: percentile(
              list.map((s) => s.ms).sort((a, b) => a - b),
              0.95,
            ),
            answered: list.filter((s) => s.found > 0).length,
            samples: list,
          });
        }
      }
    }
  } finally {
    await browser.close();
    await server?.close();
    await closePagefind();
    rmSync(root, { recursive: true, force: true });
  }

  const pair = (f: Figure) =>
    figures.find((o) => o.label === f.label && o.lang === f.lang && o.engine === 'ours') as Figure;
  record({
    suite: 'search-vs-pagefind',
    tables: [
      {
        title:
          'First query, ours vs Pagefind: transfer (gzip where it helps) and query → data of the shown results (Chromium)',
        columns: [
          'corpus',
          'engine',
          'transfer median / max',
          'code + index, medians',
          'requests',
          'first results median / p95',
          'queries answered',
          'index build',
        ],
        rows: figures.map((f) => [
          `${f.label} ${f.lang}`,
          f.engine,
          `${bytes(f.transferMedian)} / ${bytes(f.transferMax)}`,
          `${bytes(f.codeMedian)} + ${bytes(f.indexMedian)}`,
          String(f.requestsMedian),
          `${time(f.msMedian)} / ${time(f.msP95)}`,
          `${f.answered} / ${f.samples.length}`,
          time(f.buildMs),
        ]),
      },
      {
        title: 'Pagefind ÷ ours (medians over the queries; above 1× Pagefind downloads or waits more)',
        columns: ['corpus', 'transfer', 'requests', 'first results'],
        rows: figures
          .filter((f) => f.engine === 'Pagefind')
          .map((f) => [
            `${f.label} ${f.lang}`,
            ratio(f.transferMedian, pair(f).transferMedian),
            ratio(f.requestsMedian, pair(f).requestsMedian),
            ratio(f.msMedian, pair(f).msMedian),
          ]),
      },
    ],
    notes: [
      'One first query per query of the list and engine, each in a fresh browser context: everything it fetched, counted at the server, code included (our worker; pagefind.js, its worker and wasm). Neither UI is counted (our SearchModal chunk, pagefind-ui.js).',
      `Ours: new Worker, load the index (the list of a small site, else the manifest), search for ${SEARCH_SUGGESTIONS} hits with their fragments. Pagefind: import pagefind.js, options({ baseUrl: '/', excerptLength: 30 }) as its UI does, search, data() of the first ${SEARCH_SUGGESTIONS} pages (its UI shows 5).`,
      'Queries answered: the ones that found at least one page. Every query but the typos and xylophone (in no page) must find something in Pagefind, or the suite fails.',
      ...notes,
    ],
    data: { figures },
  });
}, 1_800_000);
