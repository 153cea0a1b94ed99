/**
 * Index JSON size per language, raw and gzip (and brotli where the build precompressed it): the
 * files in dist/static/ when the site is built and current, else the same JSON made from content/.
 * The 10,000-page corpus is weighed the same way, for scale.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { searchIndexFile } from '../src/build/search-docs';
import type { Lang } from '../src/shared/types';
import { loadCorpus } from './corpus';
import { bytes } from './format';
import { record } from './record';

const LANGS: readonly Lang[] = ['en', 'zh'];
const DIST = join(process.cwd(), 'dist');

interface Size {
  corpus: 'site' | 'large';
  lang: Lang;
  /** Where the bytes came from: a file in dist/, or JSON made in memory. */
  source: string;
  raw: number;
  gzip: number;
  brotli: number | null;
}

const gzip = (data: Buffer) => gzipSync(data, { level: 9 }).length;

/** The built index file of `lang` when dist/ holds the one content/ would produce now. */
function builtFile(expected: string): string | null {
  const file = join(DIST, expected);
  return existsSync(file) ? file : null;
}

it("weighs each language's index JSON, raw and compressed", async () => {
  const corpus = await loadCorpus();
  const sizes: Size[] = [];
  const notes: string[] = [];
  for (const lang of LANGS) {
    const { path, json } = searchIndexFile(lang, corpus.site[lang].docs);
    const file = builtFile(path);
    if (!file && existsSync(join(DIST, 'static'))) {
      const stale = readdirSync(join(DIST, 'static')).filter(
        (f) => f.startsWith(`search_index.${lang}.`) && f.endsWith('.json'),
      );
      notes.push(
        `dist/static has ${stale.join(', ') || 'no index'} for ${lang}, not ${path} (dist/ is older than content/): sizes are of the JSON made from content/.`,
      );
    }
    const data = file ? readFileSync(file) : Buffer.from(json);
    const brotli = file && existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : null;
    sizes.push({
      corpus: 'site',
      lang,
      source: file ? `dist/${path}` : `${path} (in memory)`,
      raw: data.length,
      gzip: gzip(data),
      brotli,
    });
  }
  for (const lang of LANGS) {
    const data = Buffer.from(corpus.large[lang].json);
    sizes.push({
      corpus: 'large',
      lang,
      source: '10,000 synthetic pages (in memory)',
      raw: data.length,
      gzip: gzip(data),
      brotli: null,
    });
  }
  expect(sizes.every((s) => s.gzip > 0 && s.gzip < s.raw)).toBe(true);

  record({
    suite: 'index-size',
    tables: [
      {
        title: 'Search index JSON per language (what the worker fetches)',
        columns: ['corpus', 'lang', 'raw', 'gzip -9', 'brotli', 'pages', 'source'],
        rows: sizes.map((s) => [
          s.corpus === 'site' ? 'site' : '10k pages',
          s.lang,
          bytes(s.raw),
          bytes(s.gzip),
          bytes(s.brotli),
          String(corpus[s.corpus][s.lang].docs.length),
          s.source,
        ]),
      },
    ],
    notes,
    data: sizes,
  });
});
