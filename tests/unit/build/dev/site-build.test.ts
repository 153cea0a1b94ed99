import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundles } from '../../../../bin/bundle-cache.mjs';
import { buildSiteInThread } from '../../../../src/build/dev/site-build';
import { ContentError } from '../../../../src/build/errors';
import { generatorPaths } from '../../../../src/build/paths';
import { page, writeTree } from '../tree';

const workerFile = join(generatorPaths().bundles, 'dev-build-worker.mjs');

function request(files: Record<string, string>) {
  const root = writeTree(files);
  return { contentDir: join(root, 'docs'), outDir: join(root, 'site'), cacheDir: join(root, 'cache') };
}

describe('buildSiteInThread', () => {
  beforeAll(() => ensureBundles(), 600_000);

  it('builds the whole site in its own thread and resolves to the report', async () => {
    const req = request({ 'docs/en/index.md': page('Home'), 'docs/zh/index.md': page('首页') });
    const report = await buildSiteInThread(workerFile, req);
    expect(report.pages).toBe(2);
    expect(existsSync(join(req.outDir, 'index.html'))).toBe(true);
    expect(existsSync(join(req.outDir, 'zh/index.html'))).toBe(true);
  });

  it('leaves no process behind once it has ended: esbuild, which bundled the global styles, has exited and been waited for', async () => {
    const req = request({
      'docs/site.config.mjs': "export default { title: 'Styled', globalStyles: 'styles/site.css' };\n",
      'docs/styles/site.css': '@import "./colors.css";\n:root { --brand: red; }\n',
      'docs/styles/colors.css': ':root { --accent: blue; }\n',
      'docs/index.md': page('Home'),
    });
    for (let build = 0; build < 2; build++) {
      await buildSiteInThread(workerFile, req);
      // A new build each time: the stamp no longer matches.
      rmSync(req.cacheDir, { recursive: true, force: true });
    }
    const children = execFileSync('ps', ['-o', 'stat=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('esbuild'));
    expect(children.filter((line) => line.trim().startsWith('Z'))).toEqual([]);
  });

  it("rejects with the content's problems, each with file and line", async () => {
    const req = request({
      'docs/en/index.md': page('Home', 'See [gone](/guide/gone).'),
      'docs/zh/index.md': page('首页'),
    });
    const error = await buildSiteInThread(workerFile, req).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/docs\/en\/index\.md$/), line: 7 }),
    ]);
    expect(existsSync(req.outDir)).toBe(false);
  });

  it('rejects, naming the file, when the thread cannot start', async () => {
    const req = request({ 'docs/en/index.md': page('Home') });
    await expect(buildSiteInThread(join(req.outDir, 'missing.mjs'), req)).rejects.toThrow(/missing\.mjs/);
  });
});
