// The dev server's figures: ready time, cold (no cache) and warm (the cache and the site of the run
// before), medians of N runs each; and save → shown: from writing a page until the new text is in the DOM
// of a tab that has the page open (Chromium, driven by Playwright), and the part of it the server spent
// rendering the page (its `updated … in N ms` line). The first save after a start is measured apart, in
// the two ways a writer makes it: 1 s after opening the page in a new tab (without waiting for the
// server's warm-up to end), and 1 s after a tab left open while the server restarted has reconnected (it
// asks for no page then). Later saves: N per warm run, each made 1 s after the rebuild of the one before
// has finished (a writer's pause); then N saves 2 s apart, each landing while the site build started by
// the one before runs. The page is restored after; then, the page touched, a third start measures a warm
// page cache with the kept site out of date (and the reconnected tab's first save).
// Usage: node bench/dev-ready.mjs [contentDir=content] [runs=3] [page=en/guide/start/introduction.md]
//        (PORT=… to pick the port, default 4240)
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

register('./ts-hooks.mjs', import.meta.url);
const { launchChromium } = await import('./browser/site.ts');

const BIN = new URL('../bin/esmx-docs.mjs', import.meta.url).pathname;
/** Where the page cache (and the dev server's kept site) of a server started in `cwd` lives. */
const cacheOf = (cwd) => join(cwd, 'node_modules/.cache/esmx-docs');

/** The route a page file is served at (the default language is the first folder name, `en`, unprefixed). */
function routeOf(page) {
  const [lang, ...rest] = page.split('/');
  const bare = `/${rest.join('/')}`.replace(/\.mdx?$/, '').replace(/\/index$/, '/');
  return lang === 'en' ? bare : `/${lang}${bare === '/' ? '/' : bare}`;
}

/** A tab counting its event stream's connections (`window.devStreams`), the dev client's EventSource wrapped. */
export async function countingTab(browser) {
  const tab = await browser.newPage();
  await tab.addInitScript(() => {
    const Native = window.EventSource;
    window.devStreams = 0;
    window.EventSource = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('open', () => {
          window.devStreams++;
        });
      }
    };
  });
  return tab;
}

/**
 * Starts the dev server and resolves to the ms until the page answered 200. With `saves`, then opens the
 * page in a new tab of `browser` and saves it once 1 s later (`first`), then that many times more after
 * the warm-up (`shown`), each save's ms until the tab showed it; the tab is left open in `tab` for the
 * next run. With `tab` (open from the run before), saves once 1 s after its stream reconnected (`first`).
 */
export async function devRun(contentDir, port, page, { browser, saves = 0, tab: leftOpen, cwd = process.cwd() } = {}) {
  const started = performance.now();
  const server = spawn(process.execPath, [BIN, 'dev', contentDir, '--port', String(port)], {
    cwd,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let log = '';
  server.stdout.on('data', (chunk) => {
    log += chunk;
  });
  const logShows = async (pattern, from = 0) => {
    while (!pattern.test(log.slice(from))) {
      if (server.exitCode !== null) throw new Error(`esmx-docs dev exited with ${server.exitCode}:\n${log}`);
      await new Promise((done) => setTimeout(done, 5));
    }
  };
  const url = `http://127.0.0.1:${port}${routeOf(page)}`;
  try {
    let ready;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`esmx-docs dev exited with ${server.exitCode}:\n${log}`);
      const ok = await fetch(url).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) {
        ready = performance.now() - started;
        break;
      }
      await new Promise((done) => setTimeout(done, 20));
    }
    // Whether the server served the site kept from the run before (else it built first).
    const kept = /unchanged since the last run/.test(log);
    if (!saves && !leftOpen) return { ready, kept };
    let tab = leftOpen;
    if (!tab) {
      tab = await countingTab(browser);
      await tab.goto(url);
      await tab.locator('h1').first().waitFor();
    }
    // Its stream connected once in the run that opened it: a second time is the reconnection.
    await tab.waitForFunction((n) => window.devStreams >= n, leftOpen ? 2 : 1, { timeout: 30_000 });
    // A writer reads the page before editing it: the server prepares it meanwhile (see dev-server.ts).
    await new Promise((done) => setTimeout(done, 1000));
    const file = join(contentDir, page);
    const original = readFileSync(file, 'utf8');
    const shown = [];
    const rendered = [];
    const busy = [];
    await tab.evaluate(() => {
      window.notReloaded = true;
    });
    let count = 0;
    /** Saves the page with a new last line; resolves to the ms until the tab shows it, and the log since. */
    const save = async () => {
      const text = `Saved by the benchmark, save ${++count} of run ${Math.round(started)}.`;
      const from = log.length;
      const saved = performance.now();
      writeFileSync(file, `${original}\n${text}\n`);
      await tab.waitForFunction((t) => document.body.textContent?.includes(t), text, { timeout: 30_000 });
      return { ms: performance.now() - saved, from };
    };
    let first;
    try {
      {
        const { ms, from } = await save();
        await logShows(/updated \S+ in \d+ ms/, from);
        first = { ms, rendered: Number(/updated \S+ in (\d+) ms/.exec(log.slice(from))?.[1]) };
      }
      if (leftOpen) return { ready, kept, first };
      await logShows(/watching for changes/);
      await logShows(/built \d+ pages/, log.lastIndexOf('updated'));
      await new Promise((done) => setTimeout(done, 1000));
      for (let i = 0; i < saves; i++) {
        const { ms, from } = await save();
        shown.push(ms);
        await logShows(/built \d+ pages/, from);
        rendered.push(Number(/updated \S+ in (\d+) ms/.exec(log.slice(from))?.[1]));
        // The build's last act (removing the old site, in a process of its own) is not part of the pause.
        await new Promise((done) => setTimeout(done, 1000));
      }
      // A writer saving every 2 s: from the second save on, each lands in the site build the one before
      // started 1.5 s after it (which takes 2.5 s or more on this site).
      for (let i = 0; i <= saves; i++) {
        const { ms } = await save();
        if (i > 0) busy.push(ms);
        await new Promise((done) => setTimeout(done, 2000 - ms));
      }
      if (!(await tab.evaluate(() => window.notReloaded))) throw new Error('the tab reloaded');
    } finally {
      writeFileSync(file, original);
    }
    return { ready, kept, first, shown, rendered, busy, tab };
  } finally {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
}

/**
 * The dev server's figures on `contentDir`, `runs` times each (see the top of this file): every start from
 * an empty page cache (`cold`), with the site kept (`warm`) and with `page` touched meanwhile (`touched`), and
 * the save → shown times; all in ms. The servers run in `cwd`, whose page cache each cold start deletes.
 */
export async function devFigures({ contentDir, runs, page, port, cwd = process.cwd() }) {
  const browser = await launchChromium();
  const figures = {
    cold: [],
    warm: [],
    touched: [],
    first: [],
    firstRendered: [],
    reconnected: [],
    reconnectedRendered: [],
    shown: [],
    rendered: [],
    busy: [],
    load: [],
  };
  try {
    for (let i = 0; i < runs; i++) {
      rmSync(cacheOf(cwd), { recursive: true, force: true });
      figures.cold.push((await devRun(contentDir, port, page, { cwd })).ready);
      const run = await devRun(contentDir, port, page, { browser, saves: 3, cwd });
      figures.warm.push(run.ready);
      if (!run.kept) console.log(`run ${i + 1}: the warm start built the site (the kept one did not match)`);
      figures.first.push(run.first.ms);
      figures.firstRendered.push(run.first.rendered);
      figures.shown.push(...run.shown);
      figures.rendered.push(...run.rendered);
      figures.busy.push(...run.busy);
      // The page touched while no server runs: the kept site no longer matches, and this start serves it
      // with that page rendered on demand while the site is built behind (every page from the page cache).
      const now = new Date();
      utimesSync(join(contentDir, page), now, now);
      const rebuilt = await devRun(contentDir, port, page, { tab: run.tab, cwd });
      await run.tab.close();
      if (rebuilt.kept) throw new Error('a start after a change served the kept site');
      figures.touched.push(rebuilt.ready);
      figures.reconnected.push(rebuilt.first.ms);
      figures.reconnectedRendered.push(rebuilt.first.rendered);
      figures.load.push(loadavg()[0]);
    }
  } finally {
    await browser.close();
  }
  return figures;
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (import.meta.url === `file://${process.argv[1]}`) {
  const contentDir = process.argv[2] ?? 'content';
  const runs = Number(process.argv[3]) || 3;
  const page = process.argv[4] ?? 'en/guide/start/introduction.md';
  const port = Number(process.env.PORT) || 4240;
  const { cold, warm, touched, first, firstRendered, reconnected, reconnectedRendered, shown, rendered, busy, load } =
    await devFigures({ contentDir, runs, page, port });
  const fmt = (xs) => `median ${(median(xs) / 1000).toFixed(2)} s (${xs.map((t) => (t / 1000).toFixed(2)).join(', ')})`;
  console.log(
    `esmx-docs dev ${contentDir}: ready cold ${fmt(cold)}, warm ${fmt(warm)}, warm cache but one page touched ${fmt(touched)}; first save after the start → shown in a tab opened then ${fmt(first)}, ` +
      `of which the server's render ${fmt(firstRendered)}, in a tab left open over the restart ${fmt(reconnected)}, of which the ` +
      `render ${fmt(reconnectedRendered)}; later saves → shown ${fmt(shown)}, of which the ` +
      `server's render ${fmt(rendered)}; saved every 2 s (during a site build) → shown ${fmt(busy)}; ` +
      `load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
  );
}
