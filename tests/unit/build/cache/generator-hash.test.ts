import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntryParts } from '../../../../src/build/cache/entry-file';
import { generatorHash } from '../../../../src/build/cache/generator-hash';
import type { PageCache } from '../../../../src/build/cache/page-cache';
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
  const hash = (store?: PageCache) => generatorHash(join(root, 'build'), join(root, 'package-lock.json'), store);
  return { root, hash };
}

/** A cache holding entries in memory, whose entries a test may change. */
function memoryStore() {
  const entries = new Map<string, Map<string, Buffer>>();
  const store = {
    get: (key: string) => entries.get(key),
    set: (key: string, parts: EntryParts) => {
      entries.set(key, new Map(Object.entries(parts).map(([name, value]) => [name, Buffer.from(value)])));
      return true;
    },
  };
  return { entries, store: store as unknown as PageCache };
}

/** Makes every file written so far old enough for its stat to be trusted (see page-file-records.ts). */
function later() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 60_000);
}

afterEach(() => {
  vi.useRealTimers();
});

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

  it("is kept under its files' stats, and made again when one of them changes", () => {
    const { root, hash } = bundles();
    const plain = hash();
    const { entries, store } = memoryStore();
    later();
    expect(hash(store)).toBe(plain);
    expect(entries.size).toBe(1);
    // What the entry says is what a build whose files stat the same is given: none of them is read again.
    const [parts] = entries.values();
    parts.set('hash', Buffer.from('a'.repeat(64)));
    expect(hash(store)).toBe('a'.repeat(64));
    vi.useRealTimers();
    writeFileSync(join(root, 'build/chunks/a.mjs'), 'chunk 2');
    later();
    const changed = hash(store);
    expect(changed).not.toBe('a'.repeat(64));
    expect(changed).not.toBe(plain);
    expect(changed).toBe(hash());
  });

  it('keeps nothing while a file was written in the last seconds, nor trusts a damaged entry', () => {
    const { hash } = bundles();
    const { entries, store } = memoryStore();
    expect(hash(store)).toBe(hash());
    expect(entries.size).toBe(0);
    later();
    hash(store);
    const [parts] = entries.values();
    parts.set('hash', Buffer.from('not a hash'));
    expect(hash(store)).toBe(hash());
  });
});
