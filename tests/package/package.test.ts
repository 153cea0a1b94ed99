import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The package as a user gets it: `npm pack` here (its prepack bundles), `npm install <tgz>` into an empty
// project (the registry gives it its dependencies), then the commands a user types, through npx.

const repo = process.cwd();
/**
 * A user's shell: none of the npm_* variables `npm test` passes down, one of which (npm_config_local_prefix)
 * would make `npm install` in the temp project install into this repository.
 */
const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))),
  NO_COLOR: '1',
};
const exec = promisify(execFile);
const run = (file: string, args: string[], options: { cwd: string }) => exec(file, args, { ...options, env });
/** Nothing that builds, checks or tests this repository may reach a user's node_modules. */
const DEV_TOOLS = [
  'rollup',
  '@rollup',
  'typescript',
  'vitest',
  '@playwright',
  'playwright',
  '@biomejs',
  'knip',
  'pagefind',
];

/** Packages the node bundle carries (rollup.config.mjs): a user's install must not need them. */
const BUNDLED = ['shiki', 'unified', 'remark-parse', 'micromark', 'hast-util-to-html'];

/** A port nobody listens on. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

async function npx(cwd: string, ...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run('npx', ['--no', 'esmx-docs', ...args], { cwd });
}

describe('the packed esmx-docs, installed into an empty project', { timeout: 300_000 }, () => {
  const project = mkdtempSync(join(tmpdir(), 'esmx-docs-user-'));
  let files: string[] = [];
  let build = { stdout: '', stderr: '' };
  let preview: ChildProcess | undefined;

  beforeAll(async () => {
    const packed = join(project, 'packed');
    mkdirSync(packed);
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', packed], { cwd: repo });
    const [tarball] = JSON.parse(stdout.slice(stdout.indexOf('['))) as {
      filename: string;
      files: { path: string }[];
    }[];
    files = tarball.files.map((f) => f.path);
    const app = join(project, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'my-docs', private: true, type: 'module' }));
    await run('npm', ['install', join(packed, tarball.filename), '--no-audit', '--no-fund'], { cwd: app });
    await npx(app, 'init', 'docs');
    build = await npx(app, 'build', 'docs');
  }, 600_000);

  afterAll(async () => {
    // npx runs the server as a child of its own, which a signal to npx alone left running after every run:
    // the whole process group goes, and the folder once it has.
    if (preview?.pid !== undefined && preview.exitCode === null) {
      const exited = new Promise((done) => preview?.once('exit', done));
      process.kill(-preview.pid, 'SIGTERM');
      await exited;
    }
    rmSync(project, { recursive: true, force: true });
  });

  it('packs only what a user runs: bundles, styles, declarations, README and LICENSE', () => {
    const tops = [
      ...new Set(
        files.map((f) =>
          f
            .split('/')
            .slice(0, f.startsWith('src/') ? 3 : 1)
            .join('/'),
        ),
      ),
    ];
    expect(tops.sort()).toEqual([
      '.build',
      'LICENSE',
      'README.md',
      'bin',
      'package.json',
      'src/client/public',
      'src/client/styles',
    ]);
    expect(files).toContain('.build/cli.mjs');
    expect(files).toContain('.build/api/index.d.ts');
    expect(files.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((f) => f.startsWith('.build/stamps') || f.startsWith('.build/types'))).toEqual([]);
  });

  it('installs no build, check or test tool', () => {
    const installed = readdirSync(join(project, 'app/node_modules'));
    expect(installed.filter((name) => DEV_TOOLS.includes(name))).toEqual([]);
    expect(existsSync(join(project, 'app/node_modules/esmx-docs/rollup.config.mjs'))).toBe(false);
  });

  it('installs none of the packages its bundles carry, and ships the licences of every bundled package', () => {
    const installed = readdirSync(join(project, 'app/node_modules'));
    expect(installed.filter((name) => BUNDLED.includes(name))).toEqual([]);
    const licenses = readFileSync(join(project, 'app/node_modules/esmx-docs/.build/licenses/node.md'), 'utf8');
    for (const name of BUNDLED)
      expect(licenses).toMatch(new RegExp(`^## ${name} \\d+\\.\\d+\\.\\d+ \\(MIT\\)\\n`, 'm'));
    // The browser's bundles carry React itself, which the site's every page loads.
    const client = readFileSync(join(project, 'app/node_modules/esmx-docs/.build/licenses/client.md'), 'utf8');
    expect(client).toMatch(/^## react-dom \d+\.\d+\.\d+ \(MIT\)\n/m);
  });

  it('builds the new site from its prebuilt bundles, with no warning', () => {
    expect(build.stderr).toBe('');
    expect(build.stdout).toMatch(/^esmx-docs: built 6 pages into .*dist in \d+ ms\n$/);
  });

  it('builds a site outside the project, whose config imports esmx-docs from nowhere', async () => {
    // No node_modules above ../elsewhere: the build answers its config's import of esmx-docs itself.
    const app = join(project, 'app');
    await npx(app, 'init', '../elsewhere', '--lang', 'ja,en');
    const result = await npx(app, 'build', '../elsewhere', '--out', '../elsewhere-site');
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^esmx-docs: built 6 pages into .*elsewhere-site in \d+ ms\n$/);
  });

  it('previews the built site: a page and its Chinese twin', async () => {
    const port = await freePort();
    preview = spawn('npx', ['--no', 'esmx-docs', 'preview', '--port', String(port)], {
      cwd: join(project, 'app'),
      env,
      // A process group of its own, so that stopping it stops the server npx started too.
      detached: true,
    });
    await new Promise<void>((done, fail) => {
      preview?.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('serving') && done());
      preview?.on('exit', (code) => fail(new Error(`preview exited with ${code}`)));
    });
    const en = await fetch(`http://127.0.0.1:${port}/guide/introduction`);
    const zh = await fetch(`http://127.0.0.1:${port}/zh/guide/introduction`);
    expect([en.status, zh.status]).toEqual([200, 200]);
    expect(await en.text()).toContain('<title>Introduction - My Docs</title>');
    expect(await zh.text()).toContain('<title>简介 - My Docs</title>');
  });

  it('gives plain Node its config API', async () => {
    const app = join(project, 'app');
    writeFileSync(
      join(app, 'check.mjs'),
      "import { defineConfig } from 'esmx-docs';\nconsole.log(JSON.stringify(defineConfig({ title: 'T' })));\n",
    );
    expect((await run(process.execPath, ['check.mjs'], { cwd: app })).stdout).toBe('{"title":"T"}\n');
  });

  it('type-checks a config against the declarations, and rejects a wrong option', async () => {
    const app = join(project, 'app');
    writeFileSync(
      join(app, 'wrong.ts'),
      "import { defineConfig } from 'esmx-docs';\nexport default defineConfig({ themeConfig: { hideNavbar: 'sometimes' } });\n",
    );
    const compilerOptions = { module: 'nodenext', strict: true, noEmit: true, types: [] };
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, include: ['docs/site.config.ts', 'wrong.ts'] }),
    );
    const tsc = join(repo, 'node_modules/typescript/bin/tsc');
    const failed = await run(process.execPath, [tsc, '-p', '.'], { cwd: app }).catch((error) => error);
    // One error, in wrong.ts: the scaffold's config type-checks, and the types are not `any`.
    const errors = failed.stdout.split('\n').filter((line: string) => line.includes('error TS'));
    expect(errors).toHaveLength(1);
    // (The union's member order is TypeScript's to choose.)
    expect(errors[0]).toMatch(
      /^wrong\.ts\(2,46\): error TS2322: Type '"sometimes"' is not assignable to type '(("auto"|"always"|"never") \| ){3}undefined'\.$/,
    );
  });
});
