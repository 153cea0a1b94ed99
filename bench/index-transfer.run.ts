/**
 * The prebuilt index at 22 (the real site), 1,000 and 10,000 pages per language: how long the
 * build takes to write it, what a reader downloads for a first query (worker + the list, or the
 * manifest + shards + fragments of the 7 suggestions, gzip), query time in the engine once its
 * shards are in, and the heap the engine holds after 20 varied queries.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { createSearchIndexWriter } from '../src/build/search/index-writer';
import { writeSearchIndex } from '../src/build/search/write-search-index';
import { SEARCH_SUGGESTIONS, type SearchDoc } from '../src/shared/search';
import type { Lang } from '../src/shared/types';
import { createEngine } from '../worker/engine';
import { type FetchText, openIndex } from '../worker/files';
import { loadCorpus, slice } from './corpus';
import { bytes, time } from './format';
import { queriesFor } from './queries';
import { record, target } from './record';
import { percentile } from './stats';

const gz = (text: string) => gzipSync(text).length;

/** The shipped worker script's gzip size, from dist/ (null when not built). */
function workerBytes(): number | null {
  const dir = join(process.cwd(), 'dist/assets');
  try {
    const file = readdirSync(dir).find((f) => /^search-worker\..*\.js$/.test(f));
    return file ? gz(readFileSync(join(dir, file), 'utf8')) : null;
  } catch {
    return null;
  }
}

interface Figure {
  label: string;
  lang: Lang;
  pages: number;
  buildMs: number;
  shards: number;
  fragments: number;
  /** The file the worker starts from: the list of a small site, else the manifest. */
  entryGz: number;
  /** Median over the query list of a first query's index bytes (list, or manifest + shards + fragments), gzip. */
  firstQueryGz: number;
  firstQueryMaxGz: number;
  requestsMedian: number;
  p50Ms: number;
  p95Ms: number;
  heapMB: number | null;
  /** Vocabulary files (typo correction): how many, and all of them gzip. */
  vocabularyFiles: number;
  vocabularyGz: number;
  /** First query with a typo (two letters swapped): all bytes, and those of the vocabulary, medians. */
  typoFirstGz: number;
  typoVocabularyGz: number;
  /** Time of a typo query once its files are in, p95. */
  typoP95Ms: number;
}

/** The query with two inner letters of its first Latin word of 5+ letters swapped; null without one. */
function withTypo(query: string): string | null {
  const word = /[a-z]{5,}/i.exec(query);
  if (!word) return null;
  const [w] = word;
  return query.slice(0, word.index) + w[0] + w[2] + w[1] + w.slice(3) + query.slice(word.index + w.length);
}

async function measure(label: string, lang: Lang, docs: SearchDoc[]): Promise<Figure> {
  // As the build does it: the list, and shards when the list is too large for the worker to fetch whole.
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
  const buildMs = performance.now() - started;
  const byUrl = new Map(files.map((f) => [`/${f.path}`, f.data]));
  const gzOf = new Map<string, number>();
  const url = `/${entry.index}`;
  const index = { url, places: entry.places && `/${entry.places}` };
  const serve =
    (log: string[]): FetchText =>
    async (u) => {
      log.push(u);
      const body = byUrl.get(u);
      return { ok: body !== undefined, text: async () => body ?? '' };
    };
  const sizeOf = (u: string) => {
    let size = gzOf.get(u);
    if (size === undefined) gzOf.set(u, (size = gz(byUrl.get(u) ?? '')));
    return size;
  };
  // A new visit: the index opened anew (fetched, checked, a list indexed), its requests logged.
  const open = (log: string[]) => openIndex(serve(log), index, new AbortController().signal, () => {});
  const fresh = async (log: string[]) => createEngine(await open(log));
  const reader = await open([]);

  // First query of a visit: a fresh engine per query, everything it fetched counted.
  const queries = queriesFor(lang);
  const firsts: number[] = [];
  const requests: number[] = [];
  for (const query of queries) {
    const log: string[] = [];
    await (await fresh(log)).search(query, SEARCH_SUGGESTIONS);
    firsts.push(log.reduce((sum, u) => sum + sizeOf(u), 0));
    requests.push(log.length);
  }

  // Typo queries: what correcting a word costs a first query, and how long it takes once the files are in.
  const isVocabulary = (u: string) => /\.v\d+\.[0-9a-f]+\.json$/.test(u);
  const typos = queries.map(withTypo).filter((q): q is string => q !== null);
  const typoFirsts: number[] = [];
  const typoVocabulary: number[] = [];
  const typoTimes: number[] = [];
  const warm = await fresh([]);
  for (const query of typos) {
    const log: string[] = [];
    await (await fresh(log)).search(query, SEARCH_SUGGESTIONS);
    typoFirsts.push(log.reduce((sum, u) => sum + sizeOf(u), 0));
    typoVocabulary.push(log.filter(isVocabulary).reduce((sum, u) => sum + sizeOf(u), 0));
    await warm.search(query, SEARCH_SUGGESTIONS);
    const t = performance.now();
    // A new spelling each time, so that the worker's result cache does not answer.
    await warm.search(`${query} `, SEARCH_SUGGESTIONS);
    typoTimes.push(performance.now() - t);
  }
  const vocabularyUrls = [...byUrl.keys()].filter(isVocabulary);

  // Later queries: one engine, shards cached, 20 varied queries (the list, repeated), timed and heap measured.
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const engine = await fresh([]);
  const times: number[] = [];
  for (let i = 0; i < Math.max(20, queries.length); i++)
    await engine.search(queries[i % queries.length], SEARCH_SUGGESTIONS);
  for (let round = 0; round < 5; round++) {
    for (const query of queries) {
      const t = performance.now();
      await engine.search(query, SEARCH_SUGGESTIONS);
      times.push(performance.now() - t);
    }
  }
  gc?.();
  const heapMB = gc ? (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20 : null;
  expect(engine).toBeTruthy();
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  return {
    label,
    lang,
    pages: docs.length,
    buildMs,
    shards: reader.shardStarts.length,
    fragments: Math.ceil(reader.pages / reader.fragmentSize),
    entryGz: sizeOf(url),
    firstQueryGz: percentile(sorted(firsts), 0.5),
    firstQueryMaxGz: Math.max(...firsts),
    requestsMedian: percentile(sorted(requests), 0.5),
    p50Ms: percentile(sorted(times), 0.5),
    p95Ms: percentile(sorted(times), 0.95),
    heapMB,
    vocabularyFiles: vocabularyUrls.length,
    vocabularyGz: vocabularyUrls.reduce((sum, u) => sum + sizeOf(u), 0),
    typoFirstGz: typos.length ? percentile(sorted(typoFirsts), 0.5) : 0,
    typoVocabularyGz: typos.length ? percentile(sorted(typoVocabulary), 0.5) : 0,
    typoP95Ms: typos.length ? percentile(sorted(typoTimes), 0.95) : 0,
  };
}

it('measures the prebuilt index from the seed site to 10,000 pages per language', async () => {
  const corpus = await loadCorpus();
  const figures: Figure[] = [];
  for (const lang of ['en', 'zh'] as const) {
    figures.push(await measure('site', lang, corpus.site[lang].docs));
    figures.push(await measure('1,000 pages', lang, slice(corpus, lang, 1_000).docs));
    figures.push(await measure('10,000 pages', lang, corpus.large[lang].docs));
  }
  const worker = workerBytes();
  const large = figures.filter((f) => f.pages === 10_000);
  const site = figures.filter((f) => f.label === 'site');
  const kb = (n: number) => n / 1024;
  record({
    suite: 'index-transfer',
    tables: [
      {
        title: `Prebuilt index: build, first-query transfer (gzip, worker ${bytes(worker)} on top), query time`,
        columns: [
          'corpus',
          'build',
          'shards / fragment files',
          'list or manifest',
          'first query median / max',
          'requests',
          'query p50 / p95',
          'heap after 20+ queries',
        ],
        rows: figures.map((f) => [
          `${f.label} ${f.lang}`,
          time(f.buildMs),
          `${f.shards} / ${f.fragments}`,
          bytes(f.entryGz),
          `${bytes(f.firstQueryGz)} / ${bytes(f.firstQueryMaxGz)}`,
          String(f.requestsMedian),
          `${time(f.p50Ms)} / ${time(f.p95Ms)}`,
          f.heapMB === null ? '–' : `${f.heapMB.toFixed(1)} MB`,
        ]),
      },
      {
        title: 'Typo correction: the vocabulary it reads, and a first query with two letters swapped (gzip)',
        columns: ['corpus', 'vocabulary files / all gzip', 'typo first query median', 'of it vocabulary', 'typo p95'],
        rows: figures.map((f) => [
          `${f.label} ${f.lang}`,
          `${f.vocabularyFiles} / ${bytes(f.vocabularyGz)}`,
          bytes(f.typoFirstGz),
          bytes(f.typoVocabularyGz),
          time(f.typoP95Ms),
        ]),
      },
    ],
    targets: [
      target(
        '10k first query, worker + index (worst language, median query)',
        kb((worker ?? 0) + Math.max(...large.map((f) => f.firstQueryGz))),
        300,
        'KB',
      ),
      target(
        'site first query, worker + index (worst language, median query)',
        kb((worker ?? 0) + Math.max(...site.map((f) => f.firstQueryGz))),
        60,
        'KB',
      ),
      target('10k query p95 in the engine (worst language)', Math.max(...large.map((f) => f.p95Ms)), 5, 'ms'),
      target(
        '10k index build inside the build (worst language)',
        Math.max(...large.map((f) => f.buildMs)) / 1000,
        10,
        's',
      ),
      target(
        '10k engine heap after the queries (worst language)',
        Math.max(...large.map((f) => f.heapMB ?? 0)),
        50,
        'MB',
      ),
    ],
    notes: [
      'First query: a fresh engine per query of the query list, counting every file it fetched (gzip): a small site its index list alone (indexed in the engine, shards 1 / fragment files 1), a large one its manifest, shards and fragments.',
      'Build: one index per language, in the main thread: the list, then for a large site terms, term map, shard cut, fragments.',
      'Pagefind on the same pages and queries: the search-vs-pagefind suite.',
      'Typo queries: each query of the list with two inner letters of its first Latin word of 5+ letters swapped; the vocabulary is fetched only for such a word.',
    ],
    data: { figures, workerGz: worker },
  });
}, 900_000);
