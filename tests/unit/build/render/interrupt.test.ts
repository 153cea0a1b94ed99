import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureBundles } from '../../../../bin/bundle-cache.mjs';
import { OUTPUT_MARK, OUTPUT_MARK_TEXT } from '../../../../src/build/output-folder';
import { generateSite } from '../generated-site';
import { writeTree } from '../tree';

const bin = join(process.cwd(), 'bin/esmx-docs.mjs');

describe('Ctrl+C during a build', () => {
  beforeAll(() => ensureBundles(), 600_000);

  it('ends the build, removes its temp folder and leaves the old site as it was', async () => {
    const cwd = writeTree({
      ...generateSite(2, 25),
      'site/index.html': 'the old site',
      [`site/${OUTPUT_MARK}`]: OUTPUT_MARK_TEXT,
    });
    const child = spawn(process.execPath, [bin, 'build', 'content', '--out', 'site', '--no-cache'], {
      cwd,
      stdio: 'ignore',
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    // Interrupt once the build is writing its temp folder.
    await vi.waitFor(() => expect(readdirSync(cwd).some((f) => f.startsWith('site.tmp-'))).toBe(true), {
      timeout: 120_000,
      interval: 20,
    });
    child.kill('SIGINT');
    expect(await exited).toBe('SIGINT');
    expect(readFileSync(join(cwd, 'site/index.html'), 'utf8')).toBe('the old site');
    expect(
      readdirSync(cwd)
        .filter((f) => f.startsWith('site'))
        .sort(),
    ).toEqual(['site']);
    expect(existsSync(join(cwd, 'site/guide'))).toBe(false);
  }, 180_000);
});
