import { existsSync } from 'node:fs';
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
