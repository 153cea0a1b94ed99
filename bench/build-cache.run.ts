/**
 * The build's own cost, in process: cold (empty page cache), warm with nothing changed, and after editing
 * one page's text, for the seed site and a generated bilingual site of ~2,000 pages. Wall time, CPU time
 * (all threads: on a shared machine the figure that moves least) and peak RSS. Medians of 3.
 *
 *   npm run bench -- build-cache        BENCH_BUILD_PAGES=… for another generated size (pages per language)
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { buildSite } from '../src/build/build';
import { loadConfig } from '../src/build/config/load-config';
import { resolveConfig } from '../src/build/config/resolve';
import type { SiteConfig } from '../src/shared/types';
import { generateSite } from '../tests/unit/build/generated-site';
import { writeTree } from '../tests/unit/build/tree';
import { time } from './format';
import { record } from './record';

const RUNS = 3;

interface Figure {
  wallMs: number;
  cpuMs: number;
  rendered: { markdown: number; html: number };
}

async function measure(contentDir: string, outDir: string, siteConfig: SiteConfig, cacheDir: string) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const report = await buildSite({ contentDir, outDir, config: siteConfig, cacheDir });
  const used = process.cpuUsage(cpu);
  return {
    wallMs: performance.now() - started,
    cpuMs: (used.user + used.system) / 1000,
    rendered: report.rendered,
    pages: report.pages,
  };
}

const median = (figures: Figure[], key: 'wallMs' | 'cpuMs') =>
  figures.map((f) => f[key]).sort((a, b) => a - b)[Math.floor(figures.length / 2)];

/** Cold, warm and one-edit builds of one content folder, each `RUNS` times. */
async function scenario(contentDir: string, siteConfig: SiteConfig, edit: string) {
  const work = writeTree({});
  const outDir = join(work, 'dist');
  const cold: Figure[] = [];
  const warm: Figure[] = [];
  const edited: Figure[] = [];
  let pages = 0;
  for (let run = 0; run < RUNS; run++) {
    const cacheDir = join(work, `cache-${run}`);
    const c = await measure(contentDir, outDir, siteConfig, cacheDir);
    pages = c.pages;
    cold.push(c);
    warm.push(await measure(contentDir, outDir, siteConfig, cacheDir));
    const original = readFileSync(edit, 'utf8');
    writeFileSync(edit, `${original}\nOne more sentence, edit ${run}.\n`);
    edited.push(await measure(contentDir, outDir, siteConfig, cacheDir));
    writeFileSync(edit, original);
    rmSync(cacheDir, { recursive: true, force: true });
  }
  rmSync(work, { recursive: true, force: true });
  return { pages, cold, warm, edited };
}

it('times cold, warm and one-edit builds', async () => {
  const seedCopy = join(writeTree({}), 'content');
  cpSync(join(process.cwd(), 'content'), seedCopy, { recursive: true });
  const { config } = await loadConfig(seedCopy);
  const seed = await scenario(seedCopy, config, join(seedCopy, 'en/guide/start/introduction.md'));

  const perLang = Number(process.env.BENCH_BUILD_PAGES) || 1000;
  const generated = writeTree(generateSite(Math.ceil(perLang / 25), 25));
  const big = await scenario(
    join(generated, 'content'),
    resolveConfig({
      title: 'Generated',
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '简体中文' },
      ],
    }),
    join(generated, 'content/en/part-1/page-3.md'),
  );
  rmSync(generated, { recursive: true, force: true });

  const rows = [
    ['seed site', seed],
    ['generated', big],
  ] as const;
  record({
    suite: 'build-cache',
    tables: [
      {
        title: `Build in process (median of ${RUNS}; load average ${loadavg()[0].toFixed(1)}): wall / CPU`,
        columns: ['site', 'pages', 'cold', 'warm, nothing changed', 'one page edited', 'pages re-rendered (md/html)'],
        rows: rows.map(([name, s]) => [
          name,
          String(s.pages),
          `${time(median(s.cold, 'wallMs'))} / ${time(median(s.cold, 'cpuMs'))}`,
          `${time(median(s.warm, 'wallMs'))} / ${time(median(s.warm, 'cpuMs'))}`,
          `${time(median(s.edited, 'wallMs'))} / ${time(median(s.edited, 'cpuMs'))}`,
          `${s.edited[0].rendered.markdown}/${s.edited[0].rendered.html}`,
        ]),
      },
    ],
    notes: [`peak RSS of the benchmark process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`],
    data: { seed, generated: big, loadavg: loadavg() },
  });
  expect(seed.warm.every((f) => f.rendered.markdown === 0 && f.rendered.html === 0)).toBe(true);
}, 3_600_000);
