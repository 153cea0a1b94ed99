/**
 * Building the index in the worker from the shipped JSON, against importing a FlexSearch export
 * prebuilt at build time (prebuilt.ts), from 22 pages (the site) up. Both start from text the worker
 * has fetched; the export path ships the documents too (snippets need them) plus the export.
 *
 * The export path always computes less and always downloads more, so the answer to "which is ready
 * first" depends on the link: the table gives the break-even bandwidth, above which the prebuilt
 * export wins (extra gzip bytes ÷ compute time saved).
 */
import { gzipSync } from 'node:zlib';
import { Bench } from 'tinybench';
import { expect, it } from 'vitest';
import type { Lang } from '../src/shared/types';
import { createEngine } from '../worker/engine';
import { type CorpusPart, loadCorpus, slice } from './corpus';
import { built, FULL } from './engines';
import { bytes, time } from './format';
import { exportIndex, importIndex } from './prebuilt';
import { record } from './record';

interface Figure {
  lang: Lang;
  pages: number;
  docsGzip: number;
  exportRaw: number;
  exportGzip: number;
  buildFromJsonMs: number;
  importExportMs: number;
  /** Link speed above which the export is ready first; null when it never is. */
  breakEvenMbps: number | null;
}

async function median(name: string, fn: () => unknown, runs: number): Promise<number> {
  const bench = new Bench({ time: 0, iterations: runs, warmup: runs > 1, warmupIterations: 1, warmupTime: 0 });
  bench.add(name, fn);
  await bench.run();
  const result = bench.tasks[0].result;
  if (result.state !== 'completed') throw new Error(`bench: ${name} failed`);
  return result.latency.p50;
}

async function compare(part: CorpusPart, runs: number, known?: { buildMs: number; sections: number }): Promise<Figure> {
  const { exported, search } = exportIndex(part.docs);
  let sections = known?.sections ?? 0;
  const buildFromJsonMs =
    known?.buildMs ??
    (await median('build', () => (sections = createEngine(JSON.parse(part.json)).sectionCount), runs));
  // The import is the engine's index: the same sections, and the same answers as before export.
  const imported = importIndex(part.json, exported);
  expect(imported.sections).toBe(sections);
  for (const query of ['render', 'esmx', '渲染']) expect(imported.search(query)).toEqual(search(query));
  const importExportMs = await median('import', () => importIndex(part.json, exported), runs);
  const exportGzip = gzipSync(exported, { level: 9 }).length;
  const saved = buildFromJsonMs - importExportMs;
  return {
    lang: part.lang,
    pages: part.docs.length,
    docsGzip: gzipSync(part.json, { level: 9 }).length,
    exportRaw: Buffer.byteLength(exported),
    exportGzip,
    buildFromJsonMs,
    importExportMs,
    breakEvenMbps: saved > 0 ? (exportGzip * 8) / (saved / 1000) / 1e6 : null,
  };
}

it('compares building from JSON with importing a prebuilt export, by corpus size', async () => {
  const corpus = await loadCorpus();
  const figures: Figure[] = [];
  for (const lang of ['en', 'zh'] as const) {
    figures.push(await compare(corpus.site[lang], 9));
    figures.push(await compare(slice(corpus, lang, 250), 5));
    figures.push(await compare(slice(corpus, lang, 1000), 1));
    // Exporting 10,000 pages means building that index once more (tens of seconds): opt-in.
    if (FULL) {
      const { buildMs, index } = await built('ours', 'large', lang);
      figures.push(await compare(corpus.large[lang], 1, { buildMs, sections: index.sectionCount }));
    }
  }
  expect(figures.every((f) => f.exportRaw > 0)).toBe(true);

  record({
    suite: 'index-export',
    tables: [
      {
        title: 'Index in the worker: build from the shipped JSON vs import a prebuilt FlexSearch export',
        columns: [
          'lang',
          'pages',
          'docs JSON gzip',
          'export raw / gzip',
          'build from JSON',
          'import export',
          'export wins above',
        ],
        rows: figures.map((f) => [
          f.lang,
          f.pages.toLocaleString('en'),
          bytes(f.docsGzip),
          `${bytes(f.exportRaw)} / ${bytes(f.exportGzip)}`,
          time(f.buildFromJsonMs),
          time(f.importExportMs),
          f.breakEvenMbps === null ? 'never' : `${f.breakEvenMbps.toFixed(1)} Mbit/s`,
        ]),
      },
    ],
    notes: [
      'Both columns are compute in the worker (parse + build, or parse + split + import); the export path also downloads the export on top of the same documents.',
      '"export wins above": the link speed at which downloading the extra gzip bytes costs less than the compute saved. Below it, building from JSON is ready first.',
      ...(FULL ? [] : ['10,000 pages skipped (needs another 10,000-page build); run with --full.']),
    ],
    data: figures,
  });
});
