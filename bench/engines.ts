/**
 * The indexes under test, each built once per process from the shared corpus: ours (the build's
 * index writer, searched by worker/engine.ts with its files in memory) and the two baselines.
 * Building the 10,000-page indexes takes seconds, so the first build is also the measured one: its
 * wall time and the heap it retains are kept next to the index.
 */

import type { Lang } from '../src/shared/types';
import { engineOf } from '../tests/support/memory-index';
import { createRspressIndex } from './baselines/rspress';
import { createVitepressIndex } from './baselines/vitepress';
import { type CorpusPart, loadCorpus } from './corpus';
import { heapDelta } from './stats';

/** Which corpus: the real site, or the 10,000-page synthetic one. */
export type CorpusName = 'site' | 'large';
export type IndexKind = 'ours' | 'rspress' | 'vitepress';

export interface Built<T> {
  index: T;
  /** Wall time of the measured build, from the JSON string (parse included). */
  buildMs: number;
  /** Heap retained by the built index after a full GC; null without --expose-gc. */
  heapBytes: number | null;
}

const builders = {
  ours: (docs) => engineOf(docs),
  rspress: (docs) => createRspressIndex(docs),
  vitepress: (docs) => createVitepressIndex(docs),
} satisfies Record<IndexKind, (docs: CorpusPart['docs']) => unknown>;

type IndexOf<K extends IndexKind> = ReturnType<(typeof builders)[K]>;

const cache = new Map<string, Built<unknown>>();

/**
 * The index of `kind` over one language of one corpus, built on first use.
 *
 * @example
 * const { index, buildMs, heapBytes } = await built('ours', 'site', 'zh');
 * index.search('渲染', 100);
 */
export async function built<K extends IndexKind>(kind: K, corpus: CorpusName, lang: Lang): Promise<Built<IndexOf<K>>> {
  const key = `${kind}/${corpus}/${lang}`;
  let entry = cache.get(key);
  if (!entry) {
    const part = (await loadCorpus())[corpus][lang];
    // Parse inside the measurement: the worker, too, starts from the fetched JSON text.
    const { value, bytes, ms } = heapDelta(() => builders[kind](JSON.parse(part.json)));
    entry = { index: value, buildMs: ms, heapBytes: bytes };
    cache.set(key, entry);
  }
  return entry as Built<IndexOf<K>>;
}

/** What every index kind offers the suites: a search with a result limit (ours answers a promise). */
export interface Searchable {
  search(query: string, limit: number): unknown;
}

/**
 * Whether the slow extras run: the Rspress baseline on 10,000 pages (tens of seconds and a lot of
 * memory for its `full` tokenizer) and the 10,000-page export comparison. `--full` or BENCH_FULL=1.
 */
export const FULL = process.env.BENCH_FULL === '1';
