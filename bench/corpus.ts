/**
 * The one corpus every suite measures: the real site's search documents, exactly as shipped, and a
 * synthetic 10,000-page bilingual corpus made from them (see synthetic.ts). Each is built once per
 * process and kept in memory, along with its JSON (what the worker fetches).
 */
import { join } from 'node:path';
import type { SearchDoc } from '../src/shared/search';
import type { Lang } from '../src/shared/types';
import { type BuiltSite, buildForTest } from '../tests/support/built-site';
import { syntheticDocs } from './synthetic';

/** Pages per language of the large corpus (the 10,000-page corpus of the scale figures). */
const LARGE_CORPUS_PAGES = 10_000;

/** One language's documents, and as JSON (what the baselines build their indexes from). */
export interface CorpusPart {
  lang: Lang;
  docs: SearchDoc[];
  json: string;
}

export interface Corpus {
  /** The build of content/ the real site's documents were read from (its pages, its index files). */
  build: BuiltSite;
  /** The real site, per language. */
  site: Record<Lang, CorpusPart>;
  /** 10,000 synthetic pages per language. */
  large: Record<Lang, CorpusPart>;
}

const part = (lang: Lang, docs: SearchDoc[]): CorpusPart => ({ lang, docs, json: JSON.stringify(docs) });

let cached: Promise<Corpus> | undefined;

/** The shared corpus; the first call builds content/ as `npm run build` does (seconds), later calls are free. */
export function loadCorpus(): Promise<Corpus> {
  cached ??= (async () => {
    // Into the benchmarks' own folder, replaced by the next run: the suites share one process, which ends
    // without the test files' clean-up, and a temp folder would be left behind by every run.
    const outDir = join(process.cwd(), 'node_modules/.cache/esmx-bench/corpus/site');
    const site = await buildForTest(join(process.cwd(), 'content'), undefined, outDir);
    const real = { en: site.searchDocs('en'), zh: site.searchDocs('zh') };
    return {
      build: site,
      site: { en: part('en', real.en), zh: part('zh', real.zh) },
      large: {
        en: part('en', syntheticDocs(real.en, 'en', LARGE_CORPUS_PAGES)),
        zh: part('zh', syntheticDocs(real.zh, 'zh', LARGE_CORPUS_PAGES)),
      },
    };
  })();
  return cached;
}

/** The first `pages` documents of the large corpus of `lang`, as a part of its own (for size sweeps). */
export function slice(corpus: Corpus, lang: Lang, pages: number): CorpusPart {
  return part(lang, corpus.large[lang].docs.slice(0, pages));
}
