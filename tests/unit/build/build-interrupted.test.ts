import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundles } from '../../../bin/bundle-cache.mjs';
import { claimOutputFolder } from '../../../src/build/output-folder';
import { page, writeTree } from './tree';

/**
 * Fault injection: builds killed by SIGINT, SIGTERM and SIGKILL at instants spread over a whole build,
 * commit included, over an output folder that holds one of two sites differing in every page (swapped in
 * whole) or in one page (committed in place). After each kill the folder must hold exactly one of the two
 * sites (a commit in place once the next build's claim completed it); after the next whole build, nothing
 * may be left beside it.
 */

const cli = join(process.cwd(), '.build/cli.mjs');

/** One version of the site: its title, a style and every page's text carry `version`. */
function version(name: string, guidePages = 6): Record<string, string> {
  const files: Record<string, string> = {
    [`${name}/site.config.mjs`]: `export default { title: '${name}', siteUrl: 'https://example.com', globalStyles: 'extra.css', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }] };\n`,
    [`${name}/extra.css`]: `body { margin: 0; --site: '${name}'; }\n`,
  };
  for (const lang of ['en', 'zh']) {
    files[`${name}/${lang}/index.md`] = page(`Home ${name}`, 'See [the guide](./guide/one).');
    for (let i = 0; i < guidePages; i++)
      files[`${name}/${lang}/guide/${['one', 'two', 'three'][i % 3]}${i < 3 ? '' : i}.md`] = page(
        `Page ${i} ${name}`,
        `Text of page ${i} in the ${name} site. `.repeat(40),
      );
  }
  return files;
}

/** `version('old', 30)` with one page's text changed: a rebuild keeps nearly every file and commits in place. */
function edited(): Record<string, string> {
  const files = Object.entries(version('old', 30)).map(([path, text]) => [path.replace(/^old\//, 'edited/'), text]);
  const site = Object.fromEntries(files);
  site['edited/en/guide/one.md'] = page('Page 0 old', 'Edited since.');
  return site;
}

// 'long' takes seconds to build without the cache, so that a second build surely starts while it runs.
const root = writeTree({
  ...version('old'),
  ...version('new'),
  ...version('long', 300),
  ...Object.fromEntries(
    Object.entries(version('old', 30)).map(([path, text]) => [path.replace(/^old\//, 'base/'), text]),
  ),
  ...edited(),
});

/** Every file under `dir` with a hash of its bytes. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    files[relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return files;
}

/** A `--no-cache` build of `site` into `out`, as a snapshot. */
async function snapshotOf(site: string, out: string): Promise<Record<string, string>> {
  await build(site, out, false);
  return snapshot(join(root, out));
}

function startBuild(site: string, out: string, cache: boolean): ChildProcess {
  const args = [cli, 'build', site, '--out', out, ...(cache ? [] : ['--no-cache'])];
  return spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
}

function finished(child: ChildProcess): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdout?.resume();
  return new Promise((done) => child.on('exit', (code, signal) => done({ code, signal, stderr })));
}

async function build(site: string, out: string, cache = true): Promise<number> {
  const started = performance.now();
  const result = await finished(startBuild(site, out, cache));
  expect(result.code, result.stderr).toBe(0);
  return performance.now() - started;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('a build killed at any instant', { timeout: 300_000 }, () => {
  const sites: Record<string, Record<string, string>> = {};
  /** How long an uninterrupted build takes, with the cache and without. */
  const duration = { cached: 0, uncached: 0 };

  beforeAll(async () => {
    await ensureBundles();
    for (const name of ['old', 'new']) {
      await build(name, `reference-${name}`, false);
      sites[name] = snapshot(join(root, `reference-${name}`));
    }
    duration.uncached = await build('old', 'dist', false);
    duration.cached = await build('new', 'dist', true);
    await build('old', 'dist', true);
  }, 600_000);

  it('leaves the old site or the new one, never a mix, and the next build leaves nothing behind', async () => {
    expect(sites.old).not.toEqual(sites.new);
    let current = 'old';
    const outcomes: string[] = [];
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGKILL'] as const) {
      for (const [i, fraction] of [0.3, 0.6, 0.9, 1.0].entries()) {
        const next = current === 'old' ? 'new' : 'old';
        const cache = i % 2 === 0;
        const child = startBuild(next, 'dist', cache);
        const result = finished(child);
        await sleep((cache ? duration.cached : duration.uncached) * fraction);
        child.kill(signal);
        const { code } = await result;
        const now = snapshot(join(root, 'dist'));
        const which = Object.keys(sites).find((name) => JSON.stringify(sites[name]) === JSON.stringify(now));
        expect(which, `${signal} at ${fraction} of a build`).toBeDefined();
        outcomes.push(`${signal}@${fraction}: ${which} (exit ${code})`);
        current = which as string;
      }
    }
    // Killed early, a build leaves the old site; killed late, the new one: both must have happened.
    expect(outcomes.filter((o) => o.includes(': new')).length, outcomes.join('\n')).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.includes(': old')).length, outcomes.join('\n')).toBeGreaterThan(0);

    await build(current === 'old' ? 'new' : 'old', 'dist');
    const leftovers = readdirSync(root).filter((name) => name.startsWith('dist'));
    // A replaced site and a finished build's scratch folder are removed by detached processes: wait for them.
    const removing = (name: string) => /^dist\.(old|work)-\d+-\d+$/.test(name);
    for (let i = 0; i < 200 && readdirSync(root).some(removing); i++) await sleep(50);
    expect(readdirSync(root).filter((name) => name.startsWith('dist'))).toEqual(['dist']);
    expect(leftovers.filter((name) => name !== 'dist' && !removing(name))).toEqual([]);
  });

  it('commits one edit in place: after a kill, the next build finds the old site or the edited one, never a mix', async () => {
    // The two versions differ in one page: the rebuild keeps nearly every file and moves the few it wrote in.
    const reference = { base: snapshotOf('base', 'reference-base'), edited: snapshotOf('edited', 'reference-edited') };
    await Promise.all([reference.base, reference.edited]);
    const sites = { base: await reference.base, edited: await reference.edited };
    expect(sites.base).not.toEqual(sites.edited);
    await build('base', 'dist-edit');
    const started = performance.now();
    await build('edited', 'dist-edit');
    const rebuild = performance.now() - started;
    let current = 'edited';
    const outcomes: string[] = [];
    for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
      for (const fraction of [0.5, 0.8, 0.9, 0.95, 1.0]) {
        const next = current === 'base' ? 'edited' : 'base';
        const child = startBuild(next, 'dist-edit', true);
        const result = finished(child);
        await sleep(rebuild * fraction);
        child.kill(signal);
        await result;
        // What the next build into the folder finds once it holds it (it completes a commit a kill interrupted).
        claimOutputFolder(join(root, 'dist-edit'), join(root, next), []).release();
        const now = snapshot(join(root, 'dist-edit'));
        const which = Object.keys(sites).find(
          (name) => JSON.stringify(sites[name as keyof typeof sites]) === JSON.stringify(now),
        );
        expect(which, `${signal} at ${fraction} of a rebuild`).toBeDefined();
        outcomes.push(`${signal}@${fraction}: ${which}`);
        current = which as string;
      }
    }
    expect(outcomes.filter((o) => o.endsWith(': base')).length, outcomes.join('\n')).toBeGreaterThan(0);
    await build(current === 'base' ? 'edited' : 'base', 'dist-edit');
    const removing = (name: string) => /^dist-edit\.(old|work)-\d+-\d+$/.test(name);
    for (let i = 0; i < 200 && readdirSync(root).some(removing); i++) await sleep(50);
    expect(readdirSync(root).filter((name) => name.startsWith('dist-edit'))).toEqual(['dist-edit']);
  });

  it('lets only one of two simultaneous builds into one folder write it, and names the other', async () => {
    // The second starts once the first holds the folder, and the first (a long site, uncached) runs for
    // seconds after that: two builds started at once raced, and on a busy machine the first could be done
    // before the second began.
    const first = finished(startBuild('long', 'dist', false));
    for (let i = 0; i < 2000 && !existsSync(join(root, 'dist.lock')); i++) await sleep(5);
    expect(existsSync(join(root, 'dist.lock'))).toBe(true);
    const refused = await finished(startBuild('new', 'dist', false));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/another esmx-docs build \(pid \d+\) is writing dist/);
    const done = await first;
    expect(done.code, done.stderr).toBe(0);
    // The site is the first build's, whole: the refused one wrote nothing.
    const now = snapshot(join(root, 'dist'));
    expect(Object.keys(now).filter((file) => file.endsWith('.html'))).toHaveLength(2 * 301 + 2);
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toContain('Home long');
    expect(existsSync(join(root, 'dist.lock'))).toBe(false);
  });
});
