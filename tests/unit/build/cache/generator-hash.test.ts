import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatorHash } from '../../../../src/build/cache/generator-hash';
import { writeTree } from '../tree';

/** A bundles folder with a top-level bundle, a nested chunk, declarations and stamps, and a lockfile. */
function bundles() {
  const root = writeTree({
    'build/cli.mjs': 'cli',
    'build/chunks/a.mjs': 'chunk',
    'build/types/src/a.d.ts': 'declare const a: 1;',
    'build/stamps/node.json': '{}',
    'package-lock.json': '{"lockfileVersion":3}',
  });
  const hash = () => generatorHash(join(root, 'build'), join(root, 'package-lock.json'));
  return { root, hash };
}

describe('generatorHash', () => {
  it('stays the same when only declarations or stamps change', () => {
    const { root, hash } = bundles();
    const before = hash();
    writeFileSync(join(root, 'build/types/src/a.d.ts'), 'declare const a: 2;');
    writeFileSync(join(root, 'build/types/b.d.ts'), 'export {};');
    writeFileSync(join(root, 'build/stamps/node.json'), '{"changed":true}');
    expect(hash()).toBe(before);
  });

  it('changes with a top-level bundle, a nested chunk, a new file or the lockfile', () => {
    const { root, hash } = bundles();
    const seen = new Set([hash()]);
    writeFileSync(join(root, 'build/cli.mjs'), 'cli 2');
    seen.add(hash());
    writeFileSync(join(root, 'build/chunks/a.mjs'), 'chunk 2');
    seen.add(hash());
    writeFileSync(join(root, 'build/chunks/b.mjs'), 'another chunk');
    seen.add(hash());
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    seen.add(hash());
    expect(seen.size).toBe(5);
  });
});
