import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** rollup.config.mjs is plain JavaScript without declarations: its one export read here, typed. */
async function loadedAtRunTime(): Promise<string[]> {
  const config = new URL('../../rollup.config.mjs', import.meta.url).href;
  return ((await import(config)) as { LOADED_AT_RUN_TIME: string[] }).LOADED_AT_RUN_TIME;
}

describe('the node bundle', () => {
  it("leaves to node_modules exactly the packages a user's install gets (package.json dependencies)", async () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    expect([...(await loadedAtRunTime())].sort()).toEqual(Object.keys(manifest.dependencies).sort());
  });
});

describe('the node bundle, made where NODE_ENV is not production (vitest sets it to test)', () => {
  it("carries its packages' production builds, not their development ones (micromark's asserts every step)", async () => {
    const { ensureBundles } = await import('../../bin/bundle-cache.mjs');
    expect(process.env.NODE_ENV).not.toBe('production');
    await ensureBundles({ names: ['node'], log: () => {} });
    const chunks = join('.build', 'chunks');
    const parser = readdirSync(chunks).find((name) => name.startsWith('source-page.'));
    expect(parser).toBeDefined();
    const code = readFileSync(join(chunks, parser!), 'utf8');
    expect(code).toContain('function flowContinue');
    // micromark's development build compares character codes by name (`codes.eof`); its production build by number.
    expect(code).not.toContain('codes.eof');
  }, 180_000);
});
