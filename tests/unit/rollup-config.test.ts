import { readFileSync } from 'node:fs';
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
