/**
 * `npm run bench -- build-scale`: the build at 40, 57 (about the size of a real 114-page Rspress docs tree),
 * 1,000 and (with --full) 10,000 pages per language of the generated site (`site/`), plus the site's own
 * content/: cold build, warm rebuild with nothing changed, rebuild after editing one page; wall, CPU,
 * peak RSS of the build's process tree, dist/ bytes, and the HTML bytes of one page found at every size,
 * which must not grow with the site. Beside them, the code-heavy site at 57 pages per language (about nine
 * code blocks a page, mostly TypeScript, as the real Rspress docs: `--code-heavy`), cold with
 * `--no-cache` and with an empty cache, and at 597 (1,194 pages, those docs × 10) with an empty cache. Medians of BENCH_RUNS runs (default 3; 1 at 10,000 pages).
 * BENCH_SCALE_SIZES=40,1000 picks the sizes.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { record, type Table, target } from './record';
import { type BuildCost, type BuildKind, build, editPage, fileSize, median, workspace } from './scale-build';
import { writeSite } from './site/generate';
import { sectionPlace } from './site/layout';

const FULL = process.env.BENCH_FULL === '1';
const SIZES = process.env.BENCH_SCALE_SIZES
  ? process.env.BENCH_SCALE_SIZES.split(',').map(Number)
  : [40, 57, 1000, ...(FULL ? [10_000] : [])];
const RUNS = Number(process.env.BENCH_RUNS) || 3;
const KINDS: BuildKind[] = ['cold', 'warm', 'one page edited'];

// The first pages of the first section exist at every size and never change with it.
const first = sectionPlace(1, 0, 0).groups[0];
const MEASURED_PAGE = first.pages[0].path;
const EDITED_PAGE = first.pages[1].path;

interface SiteResult {
  site: string;
  pagesPerLang: number | null;
  builds: Record<BuildKind, BuildCost[]>;
  htmlBytes: number | null;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function measureSite(
  site: string,
  pagesPerLang: number | null,
  space: ReturnType<typeof workspace>,
  edited: string | null,
): Promise<SiteResult> {
  const runs = pagesPerLang !== null && pagesPerLang >= 10_000 ? 1 : RUNS;
  const builds = { cold: [], warm: [], 'one page edited': [] } as Record<BuildKind, BuildCost[]>;
  let htmlBytes: number | null = null;
  for (let i = 0; i < runs; i++) builds.cold.push(await build(space, 'cold'));
  if (pagesPerLang !== null) htmlBytes = fileSize(space, `${MEASURED_PAGE}.html`);
  for (let i = 0; i < runs; i++) builds.warm.push(await build(space, 'warm'));
  if (edited) {
    for (let i = 0; i < runs; i++) {
      editPage(edited, i);
      builds['one page edited'].push(await build(space, 'one page edited'));
    }
  }
  return { site, pagesPerLang, builds, htmlBytes };
}

/**
 * The code-heavy site (≈ 1,000 blocks in 114 pages, like the real docs, or ten times as many pages),
 * cold: with `--no-cache`, or as a CI run builds it (an empty page cache, written as it goes).
 */
async function measureCodeHeavy(pages: number, args: string[], site: string): Promise<SiteResult> {
  const space = workspace(`generated-${pages}-code-heavy`);
  writeSite(space.content, { pages, codeHeavy: true });
  const builds = { cold: [], warm: [], 'one page edited': [] } as Record<BuildKind, BuildCost[]>;
  for (let i = 0; i < RUNS; i++) builds.cold.push(await build(space, 'cold', args));
  return { site, pagesPerLang: null, builds, htmlBytes: null };
}

const CODE_HEAVY = '57 pages/lang, code-heavy (~9 blocks a page), no cache';
const CODE_HEAVY_CI = '57 pages/lang, code-heavy, empty cache (a CI run)';
const CODE_HEAVY_TENFOLD = '597 pages/lang, code-heavy, empty cache (the real docs × 10)';

function rows(result: SiteResult): string[][] {
  return KINDS.filter((kind) => result.builds[kind].length).map((kind) => {
    const list = result.builds[kind];
    const wall = median(list.map((b) => b.wallMs));
    const cpu = list.every((b) => b.cpuMs !== null) ? median(list.map((b) => b.cpuMs!)) : null;
    return [
      kind === 'cold' ? result.site : '',
      kind,
      seconds(wall),
      cpu === null ? '–' : seconds(cpu),
      cpu === null ? '–' : `${(cpu / wall).toFixed(2)}×`,
      mb(median(list.map((b) => b.peakRss))),
      kind === 'cold' ? mb(median(list.map((b) => b.distBytes))) : '',
      kind === 'cold' ? median(list.map((b) => b.distFiles)).toLocaleString('en') : '',
      kind === 'cold' && result.htmlBytes !== null ? `${(result.htmlBytes / 1024).toFixed(2)} KB` : '',
    ];
  });
}

it('times cold, warm and one-page builds from 40 to 10,000 pages per language', { timeout: 4 * 3600_000 }, async () => {
  const results: SiteResult[] = [];
  const seed = workspace('seed', join(process.cwd(), 'content'));
  // The seed site's own pages are not edited: the benchmark must not touch content/.
  results.push(await measureSite('seed site (content/)', null, seed, null));
  // Recorded after every site, so that a run cut short (or a failed build) still reports what it measured.
  report(results);
  for (const pages of SIZES) {
    const space = workspace(`generated-${pages}`);
    writeSite(space.content, { pages });
    const label = `${pages.toLocaleString('en')} pages/lang${pages === 57 ? ' (≈ the 114-page tree)' : ''}`;
    results.push(await measureSite(label, pages, space, join(space.content, 'en', `${EDITED_PAGE}.md`)));
    report(results);
  }
  results.push(await measureCodeHeavy(57, ['--no-cache'], CODE_HEAVY));
  results.push(await measureCodeHeavy(57, [], CODE_HEAVY_CI));
  report(results);
  results.push(await measureCodeHeavy(597, [], CODE_HEAVY_TENFOLD));
  report(results);
  for (const r of results.filter((r) => r.pagesPerLang !== null)) {
    expect(r.htmlBytes, `${MEASURED_PAGE}.html at ${r.pagesPerLang} pages`).not.toBeNull();
  }
});

function report(results: SiteResult[]): void {
  const generated = results.filter((r) => r.pagesPerLang !== null && r.htmlBytes !== null);
  const html = generated.map((r) => r.htmlBytes!);
  const htmlGrowth = html.length > 1 ? (Math.max(...html) / Math.min(...html) - 1) * 100 : null;
  const table: Table = {
    title: `Build at scale: esmx-docs build, medians of ${RUNS} (1 at 10,000 pages/lang); HTML of /${MEASURED_PAGE}`,
    columns: ['site', 'build', 'wall', 'CPU', 'CPU/wall', 'peak RSS', 'dist/', 'files', 'HTML of one page'],
    rows: results.flatMap(rows),
  };
  // Where a rebuild after one edit spends its time, stage by stage (issue 22 aims at one second in all).
  const edited = results.filter((r) => r.builds['one page edited'].length > 0);
  const stageNames = [
    ...new Set(edited.flatMap((r) => r.builds['one page edited'].flatMap((b) => Object.keys(b.stages)))),
  ];
  const stages: Table = {
    title: 'One page edited: wall time of each stage (esmx-docs build --timings), medians in ms',
    columns: ['site', ...stageNames],
    rows: edited.map((r) => [
      r.site,
      ...stageNames.map((stage) => String(median(r.builds['one page edited'].map((b) => b.stages[stage] ?? 0)))),
    ]),
  };
  const at = (pages: number, kind: BuildKind, pick: (b: BuildCost) => number) => {
    const list = results.find((r) => r.pagesPerLang === pages)?.builds[kind] ?? [];
    return list.length ? median(list.map(pick)) : null;
  };
  const toMb = (bytes: number | null) => (bytes === null ? null : bytes / 1024 / 1024);
  const coldOf = (site: string, pick: (b: BuildCost) => number = (b) => b.wallMs) => {
    const found = results.find((r) => r.site === site);
    return found ? median(found.builds.cold.map(pick)) : null;
  };
  const sizes = `${generated[0]?.pagesPerLang ?? '–'} to ${generated.at(-1)?.pagesPerLang ?? '–'}`;
  record({
    suite: 'build-scale',
    tables: [table, stages],
    targets: [
      target('seed site build, cold (no page cache)', median(results[0].builds.cold.map((b) => b.wallMs)), 2000, 'ms'),
      target(
        '57 pages/lang (≈ 114-page tree), cold',
        at(57, 'cold', (b) => b.wallMs),
        3000,
        'ms',
      ),
      target('57 pages/lang code-heavy (≈ 1,000 code blocks), cold, no cache', coldOf(CODE_HEAVY), 4000, 'ms'),
      target('57 pages/lang code-heavy, cold, empty cache (a CI run)', coldOf(CODE_HEAVY_CI), 4000, 'ms'),
      target(
        '57 pages/lang code-heavy, files written',
        coldOf(CODE_HEAVY, (b) => b.distFiles),
        600,
        'files',
      ),
      target('597 pages/lang code-heavy (1,194 pages), cold, empty cache', coldOf(CODE_HEAVY_TENFOLD), 15_000, 'ms'),
      target(
        '1,000 pages/lang, cold',
        at(1000, 'cold', (b) => b.wallMs),
        20_000,
        'ms',
      ),
      target('1,000 pages/lang, cold, peak RSS', toMb(at(1000, 'cold', (b) => b.peakRss)), 1024, 'MB'),
      target(
        '10,000 pages/lang, cold',
        at(10_000, 'cold', (b) => b.wallMs),
        180_000,
        'ms',
      ),
      target('10,000 pages/lang, cold, peak RSS', toMb(at(10_000, 'cold', (b) => b.peakRss)), 1536, 'MB'),
      target(
        '1,000 pages/lang, warm, nothing changed',
        at(1000, 'warm', (b) => b.wallMs),
        1000,
        'ms',
      ),
      target(
        '1,000 pages/lang, warm, one page edited',
        at(1000, 'one page edited', (b) => b.wallMs),
        // Issue 22: a rebuild after one edit at 1,000 pages per language within a second.
        1000,
        'ms',
      ),
      target(`HTML of one page, growth from ${sizes} pages/lang`, htmlGrowth, 1, '%'),
    ],
    notes: [
      'CPU is user + system time of the build and every process it waited for (GNU time); peak RSS is the summed resident memory of the build process tree, sampled every 50 ms.',
      'Each build runs `node bin/esmx-docs.mjs build <content> --out dist` in its own folder under node_modules/.cache/esmx-bench/ (its page cache included); a cold build starts without cache and dist/.',
    ],
    data: results.map((r) => ({
      ...r,
      builds: Object.fromEntries(
        Object.entries(r.builds).map(([kind, list]) => [kind, list.map(({ output: _, ...cost }) => cost)]),
      ),
    })),
  });
}
