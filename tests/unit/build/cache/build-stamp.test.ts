import { mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundles } from '../../../../bin/bundle-cache.mjs';
import { buildSite } from '../../../../src/build/build';
import { type BuildStamp, buildInputsKey, isCurrent, listOutput } from '../../../../src/build/cache/build-stamp';
import { resolveConfig } from '../../../../src/build/config/resolve';
import { page, writeTree } from '../tree';

const tree = () =>
  writeTree({ 'docs/en/a.md': page('A'), 'docs/en/g/b.md': page('B'), 'docs/_nav.json': '[]', 'gen/x.css': 'x' });

const inputsOf = (root: string, change: Partial<Parameters<typeof buildInputsKey>[0]> = {}) =>
  buildInputsKey({
    generator: 'g1',
    config: { title: 'T' },
    contentDir: join(root, 'docs'),
    outDir: join(root, 'docs/dist'),
    times: new Map(),
    extra: [join(root, 'gen')],
    cwd: root,
    ...change,
  });
const keyOf = (root: string, change: Partial<Parameters<typeof buildInputsKey>[0]> = {}) => inputsOf(root, change).key;

describe('buildInputsKey', () => {
  it('is the same for the same inputs', () => {
    const root = tree();
    expect(keyOf(root)).toBe(keyOf(root));
  });

  it('changes when a nested page is saved, even with the same text (its time may be its last-updated date)', () => {
    const root = tree();
    const before = keyOf(root);
    utimesSync(join(root, 'docs/en/g/b.md'), new Date(), new Date(Date.now() + 5000));
    expect(keyOf(root)).not.toBe(before);
  });

  it('changes when a page is added, a file that is not a page changes, or an extra file changes', () => {
    const root = tree();
    const seen = new Set([keyOf(root)]);
    writeFileSync(join(root, 'docs/en/c.md'), page('C'));
    seen.add(keyOf(root));
    writeFileSync(join(root, 'docs/_nav.json'), '[{"text":"A","link":"/a"}]');
    seen.add(keyOf(root));
    writeFileSync(join(root, 'gen/x.css'), 'xy');
    seen.add(keyOf(root));
    expect(seen.size).toBe(4);
  });

  it('changes with the generator, the config, git times and the working directory', () => {
    const root = tree();
    const keys = [
      keyOf(root),
      keyOf(root, { generator: 'g2' }),
      keyOf(root, { config: { title: 'U' } }),
      keyOf(root, { times: new Map([['a', 1]]) }),
      keyOf(root, { cwd: join(root, 'docs') }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('knows a file saved some time ago by its stat: any write changes it, even of the same bytes or size', () => {
    const root = tree();
    const later = { now: Date.now() + 60_000 };
    const before = keyOf(root, later);
    expect(keyOf(root, later)).toBe(before);
    const file = join(root, 'docs/en/g/b.md');
    const { mtime } = statSync(file);
    // The same size, the modification time set back as a copying tool would: the change time still moves.
    writeFileSync(file, readFileSync(file, 'utf8').replace('B', 'C'));
    utimesSync(file, mtime, mtime);
    expect(keyOf(root, { now: Date.now() + 60_000 })).not.toBe(before);
  });

  it('keeps apart the bytes of each file saved in the last seconds, and of no older one', () => {
    const root = tree();
    const young = inputsOf(root);
    expect(Object.keys(young.young).sort()).toEqual(
      ['docs/_nav.json', 'docs/en/a.md', 'docs/en/g/b.md', 'gen/x.css'].map((file) => join(root, file)),
    );
    expect(young.young[join(root, 'docs/en/a.md')]).toMatch(/^[0-9a-f]{64}$/);
    // Made later, from the same files: the same key, now with no file young.
    const later = inputsOf(root, { now: Date.now() + 60_000 });
    expect(later).toEqual({ key: young.key, young: {} });
  });

  it('leaves out the output folder (and its temp siblings), node_modules and dot-folders inside the content', () => {
    const root = tree();
    const before = keyOf(root);
    for (const dir of ['dist', 'dist.tmp-1', 'node_modules/.cache', '.git']) {
      mkdirSync(join(root, 'docs', dir), { recursive: true });
      writeFileSync(join(root, 'docs', dir, 'file.html'), 'written by a build');
    }
    expect(keyOf(root)).toBe(before);
  });
});

describe('isCurrent', () => {
  /** A stamp made from `inputs` of a build that wrote one file into the site folder. */
  const stampOf = (root: string, inputs: ReturnType<typeof inputsOf>): BuildStamp => {
    mkdirSync(join(root, 'site'), { recursive: true });
    writeFileSync(join(root, 'site/index.html'), 'built');
    const files = listOutput(join(root, 'site'));
    return { key: inputs.key, young: inputs.young, generator: 'g1', pages: 1, warnings: [], routes: {}, files };
  };

  it('finds a build made just after a save current later, when the files hold the same bytes', () => {
    const root = tree();
    const stamp = stampOf(root, inputsOf(root));
    expect(Object.keys(stamp.young ?? {})).not.toHaveLength(0);
    expect(isCurrent(stamp, inputsOf(root, { now: Date.now() + 60_000 }), join(root, 'site'))).toBe(true);
  });

  it('finds it out of date when a file young then holds other bytes, though its stat reads the same', () => {
    const root = tree();
    const stamp = stampOf(root, inputsOf(root));
    // What a second save within one tick of a coarse clock leaves: the same stat, other bytes.
    const page = join(root, 'docs/en/a.md');
    const young = { ...stamp.young, [page]: '0'.repeat(64) };
    expect(isCurrent({ ...stamp, young }, inputsOf(root), join(root, 'site'))).toBe(false);
  });

  it('finds it out of date when the site folder holds another file', () => {
    const root = tree();
    const stamp = stampOf(root, inputsOf(root));
    writeFileSync(join(root, 'site/extra.html'), 'not ours');
    expect(isCurrent(stamp, inputsOf(root), join(root, 'site'))).toBe(false);
  });
});

describe('the nothing-changed check', () => {
  beforeAll(() => ensureBundles(), 600_000);

  /** A site whose page shows a fragment from outside the content folder, reached through an alias. */
  function aliasedSite() {
    const root = writeTree({
      'docs/en/index.mdx': "import Note from '@shared/_note.mdx';\n\n# Home\n\n<Note />\n",
      'shared/_note.mdx': 'The first note.\n',
    });
    const config = resolveConfig({ title: 'T', alias: { '@shared': '../shared' } });
    const build = () =>
      buildSite({ contentDir: join(root, 'docs'), outDir: join(root, 'dist'), config, cacheDir: join(root, 'cache') });
    return { root, build };
  }

  it('builds again when a fragment outside the content folder changed, and stops when nothing did', async () => {
    const { root, build } = aliasedSite();
    const first = await build();
    expect(first.dependencies).toEqual({
      [join(root, 'docs/en/index.mdx')]: [[join(root, 'shared/_note.mdx'), expect.stringMatching(/^[0-9a-f]{64}$/)]],
    });
    const second = await build();
    expect(second.upToDate).toBe(true);
    expect(second.dependencies).toEqual(first.dependencies);

    writeFileSync(join(root, 'shared/_note.mdx'), 'The second note.\n');
    const third = await build();
    expect(third.upToDate).toBeUndefined();
    expect(third.rendered.markdown).toBe(1);
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toContain('The second note.');
  }, 120_000);

  it('builds again when such a fragment was deleted, reporting it missing at the import', async () => {
    const { root, build } = aliasedSite();
    await build();
    rmSync(join(root, 'shared/_note.mdx'));
    await expect(build()).rejects.toThrow(/docs\/en\/index\.mdx:1: .*@shared\/_note\.mdx/);
  }, 120_000);
});
