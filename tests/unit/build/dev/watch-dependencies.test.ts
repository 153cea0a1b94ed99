import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type DependencyWatcher, watchDependencies } from '../../../../src/build/dev/watch-dependencies';
import { writeTree } from '../tree';

const open: DependencyWatcher[] = [];
afterEach(() => {
  for (const watcher of open.splice(0)) watcher.close();
});

/** A content folder beside a components folder, and what the watcher reported, relative to the root. */
function watched() {
  const root = writeTree({
    'docs/en/_intro.mdx': 'Intro.',
    'components/Counter.tsx': 'export {}',
    'components/Other.tsx': 'export {}',
  });
  const seen: string[] = [];
  const watcher = watchDependencies(join(root, 'docs'), (file) => seen.push(file.slice(root.length + 1)));
  open.push(watcher);
  return { root, seen, watcher };
}

describe('watchDependencies', () => {
  it('reports a followed file outside the content folder when it is written, and only that file', async () => {
    const { root, seen, watcher } = watched();
    watcher.follow([join(root, 'components/Counter.tsx'), join(root, 'docs/en/_intro.mdx')]);
    writeFileSync(join(root, 'components/Other.tsx'), 'export const other = 1;');
    writeFileSync(join(root, 'components/Counter.tsx'), 'export const x = 1;');
    await expect.poll(() => seen).toContain('components/Counter.tsx');
    expect(seen.every((file) => file === 'components/Counter.tsx')).toBe(true);
  });

  it('still reports a file an editor saved by renaming a temp file over it', async () => {
    const { root, seen, watcher } = watched();
    watcher.follow([join(root, 'components/Counter.tsx')]);
    writeFileSync(join(root, 'components/.Counter.tsx.tmp'), 'export const y = 2;');
    renameSync(join(root, 'components/.Counter.tsx.tmp'), join(root, 'components/Counter.tsx'));
    await expect.poll(() => seen).toContain('components/Counter.tsx');
  });

  it('leaves files inside the content folder to the content watcher', async () => {
    const { root, seen, watcher } = watched();
    watcher.follow([join(root, 'docs/en/_intro.mdx'), join(root, 'components/Counter.tsx')]);
    writeFileSync(join(root, 'docs/en/_intro.mdx'), 'Changed.');
    writeFileSync(join(root, 'components/Counter.tsx'), 'export const x = 1;');
    await expect.poll(() => seen).toContain('components/Counter.tsx');
    expect(seen).not.toContain('docs/en/_intro.mdx');
  });

  it('stops reporting a file no longer followed', async () => {
    const { root, seen, watcher } = watched();
    watcher.follow([join(root, 'components/Counter.tsx')]);
    watcher.follow([]);
    writeFileSync(join(root, 'components/Counter.tsx'), 'export const x = 1;');
    await new Promise((done) => setTimeout(done, 200));
    expect(seen).toEqual([]);
  });
});
