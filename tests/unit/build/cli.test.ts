import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { page, writeTree } from './tree';

const bin = join(process.cwd(), 'bin/esmx-docs.mjs');

/** Runs the CLI as a user does, from `cwd` (with `node`'s own flags first); resolves to its exit code and output. */
async function esmxDocs(
  args: string[],
  cwd: string,
  nodeFlags: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...nodeFlags, bin, ...args], { cwd, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

// The first run may have to bundle the generator (half a minute on a busy machine).
describe('esmx-docs', { timeout: 240_000 }, () => {
  it('builds a content folder outside the project, without a config, into --out', async () => {
    const cwd = writeTree({
      'docs/de/index.md': page('Startseite'),
      'docs/de/guide/setup.md': page('Einrichtung', 'Siehe [Start](/).'),
      'docs/en/index.md': page('Home'),
      'docs/en/guide/setup.md': page('Setup', 'See [home](/en/).'),
    });
    const result = await esmxDocs(['build', 'docs', '--out', 'site'], cwd);
    expect(result.stderr).not.toContain('Error');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^esmx-docs: built 4 pages into .*site in \d+ ms$/m);
    // No config: the first language folder is the default one, served at the root.
    expect(readFileSync(join(cwd, 'site/index.html'), 'utf8')).toContain('<html lang="de"');
    expect(readFileSync(join(cwd, 'site/guide/setup.html'), 'utf8')).toContain('<title>Einrichtung - docs</title>');
    expect(readFileSync(join(cwd, 'site/en/guide/setup.html'), 'utf8')).toContain('<html lang="en"');
    expect(existsSync(join(cwd, 'site/en/404.html'))).toBe(true);
    expect(existsSync(join(cwd, 'dist'))).toBe(false);
  });

  it("builds when node is given V8's and the process's own flags, which a worker thread refuses", async () => {
    const cwd = writeTree({ 'docs/en/index.md': page('Home'), 'docs/zh/index.md': page('首页') });
    const flags = ['--max-old-space-size=2048', '--expose-gc', '--title=docs-build', '--enable-source-maps'];
    const result = await esmxDocs(['build', 'docs', '--out', 'site'], cwd, flags);
    expect(result.stderr).not.toContain('ERR_WORKER_INVALID_EXEC_ARGV');
    expect(result.code).toBe(0);
    expect(readFileSync(join(cwd, 'site/zh/index.html'), 'utf8')).toContain('<html lang="zh-CN"');
  });

  it("builds the docs folder an Rspress project's config names when given the project's folder", async () => {
    const cwd = writeTree({
      'rspress.config.ts':
        "import * as path from 'node:path';\nexport default { root: path.join(__dirname, 'docs'), title: 'Rsdocs' };\n",
      'README.md': '# The project\n',
      'docs/index.md': page('Home'),
      'docs/guide/setup.md': page('Setup'),
    });
    const result = await esmxDocs(['build', '.', '--out', 'site'], cwd);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('esmx-docs: rspress.config.ts keeps the docs in docs: using that folder\n');
    expect(result.stdout).toMatch(/^esmx-docs: built 2 pages into .*site in \d+ ms$/m);
    expect(readFileSync(join(cwd, 'site/guide/setup.html'), 'utf8')).toContain('<title>Setup - Rsdocs</title>');
  });

  it("loads the config of a build as a production build's, as rspress build does, unless NODE_ENV says otherwise", async () => {
    const cwd = writeTree({
      'docs/site.config.mjs': "export default { base: process.env.NODE_ENV === 'production' ? '/repo/' : '/' };\n",
      'docs/en/index.md': page('Home'),
    });
    const { NODE_ENV: _vitests, ...env } = process.env;
    expect((await esmxDocs(['build', 'docs', '--out', 'site'], cwd, [], env)).code).toBe(0);
    expect(readFileSync(join(cwd, 'site/index.html'), 'utf8')).toContain('href="/repo/assets/');
    expect((await esmxDocs(['build', 'docs', '--out', 'site'], cwd, [], { ...env, NODE_ENV: 'staging' })).code).toBe(0);
    expect(readFileSync(join(cwd, 'site/index.html'), 'utf8')).not.toContain('/repo/');
  });

  it('says a busy port is busy before the dev server builds anything, and exits with 1', async () => {
    const cwd = writeTree({ 'docs/en/index.md': page('Home') });
    const taken = createServer();
    await new Promise<void>((listening) => taken.listen(0, '127.0.0.1', listening));
    const { port } = taken.address() as AddressInfo;
    try {
      const result = await esmxDocs(['dev', 'docs', '--port', String(port)], cwd);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `esmx-docs: port ${port} on 127.0.0.1 is in use: stop what listens there, or give --port another\n`,
      );
      expect(result.stdout).not.toContain('built');
    } finally {
      taken.close();
    }
  });

  it('says what to do when preview is given a folder that is not there, and serves nothing', async () => {
    const cwd = writeTree({ 'docs/en/index.md': page('Home') });
    const result = await esmxDocs(['preview', 'site', '--port', '0'], cwd);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'esmx-docs: site is not a folder: build the site into it first (esmx-docs build <content folder> --out site)\n',
    );
  });

  it('prints how long each stage took with --timings, the comparison alone when nothing changed', async () => {
    const cwd = writeTree({ 'docs/en/index.md': page('Home'), 'docs/en/guide.md': page('Guide') });
    const stages = (stdout: string) =>
      /^esmx-docs: stages: (.*)$/m
        .exec(stdout)?.[1]
        .split(', ')
        .map((stage) => /^(.+) \d+ ms$/.exec(stage)?.[1]);
    const first = await esmxDocs(['build', 'docs', '--timings'], cwd);
    expect(first.code).toBe(0);
    expect(stages(first.stdout)).toEqual([
      'compare',
      'sources',
      'markdown',
      'link',
      'site data',
      'static files',
      'commit',
    ]);
    const again = await esmxDocs(['build', 'docs', '--timings'], cwd);
    expect(again.stdout).toContain('nothing changed since the last build');
    expect(stages(again.stdout)).toEqual(['compare']);
    expect((await esmxDocs(['build', 'docs'], cwd)).stdout).not.toContain('stages:');
  });

  it('reports a bad config with its file and key, and exits with 1', async () => {
    const cwd = writeTree({
      'docs/en/index.md': page('Home'),
      'docs/site.config.mjs': 'export default { themeConfig: { lastUpdated: "yes" } };\n',
    });
    const result = await esmxDocs(['build', 'docs'], cwd);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'esmx-docs: docs/site.config.mjs:1: "themeConfig.lastUpdated" must be true or false (got "yes")',
    );
  });

  it('prints the usage after an unknown flag, and exits with 2', async () => {
    const result = await esmxDocs(['build', '--fast'], writeTree({}));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^esmx-docs: unknown option --fast for build\n\nUsage: esmx-docs <command>/);
  });

  it('prints its package version on --version', async () => {
    const result = await esmxDocs(['--version'], writeTree({}));
    const { version } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
    expect(result).toMatchObject({ code: 0, stdout: `${version}\n` });
  });

  it('starts a site with init, and refuses a language code it does not know with exit 1', async () => {
    const cwd = writeTree({});
    const made = await esmxDocs(['init', 'manual', '--lang', 'en,de'], cwd);
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('  npx esmx-docs dev manual      # write with a live preview\n');
    expect(existsSync(join(cwd, 'manual/de/guide/introduction.md'))).toBe(true);

    const refused = await esmxDocs(['init', 'docs', '--lang', 'en,klingon'], cwd);
    expect(refused).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'esmx-docs: --lang: "klingon" is not a language code (e.g. en, zh, pt-BR)\n',
    });
    expect(existsSync(join(cwd, 'docs'))).toBe(false);
  });

  it('prints the usage on --help', async () => {
    const result = await esmxDocs(['--help'], writeTree({}));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('build [contentDir]');
  });
});
