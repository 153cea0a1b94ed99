import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  changedPages,
  readSourceRecord,
  recordSources,
  type SourceRecord,
  writeSourceRecord,
} from '../../../../src/build/dev/source-record';
import { fileSha } from '../../../../src/build/file-sha';
import { page, writeTree } from '../tree';

const langs = ['en', 'zh'];

function site() {
  const root = writeTree({
    'docs/en/index.md': page('Home'),
    'docs/en/guide/a.md': page('A'),
    'docs/en/guide/_meta.json': '["a"]',
    'docs/en/guide/_note.md': 'A note.\n',
    'docs/zh/index.md': page('首页'),
    'docs/.git/HEAD': 'ref: refs/heads/main\n',
    'shared/_outside.md': 'Outside.\n',
  });
  return { root, docs: join(root, 'docs') };
}

/** Moves a file's time on by a second, as a save does. */
const touch = (file: string) => utimesSync(file, new Date(Date.now() + 1000), new Date(Date.now() + 1000));

describe('changedPages', () => {
  it('finds nothing changed in a folder as it was recorded', () => {
    const { docs } = site();
    expect(changedPages(recordSources(docs, 'k'), recordSources(docs, 'k'), docs, langs)).toEqual({
      changed: [],
      removed: [],
    });
  });

  it('tells pages saved, added and removed apart', () => {
    const { docs } = site();
    const before = recordSources(docs, 'k');
    writeFileSync(join(docs, 'en/guide/a.md'), page('A', 'More text.'));
    writeFileSync(join(docs, 'en/guide/b.md'), page('B'));
    rmSync(join(docs, 'zh/index.md'));
    expect(changedPages(before, recordSources(docs, 'k'), docs, langs)).toEqual({
      changed: [join(docs, 'en/guide/a.md'), join(docs, 'en/guide/b.md')],
      removed: [join(docs, 'zh/index.md')],
    });
  });

  it('counts a page only touched as changed, its bytes not being read', () => {
    const { docs } = site();
    const before = recordSources(docs, 'k');
    touch(join(docs, 'en/index.md'));
    expect(changedPages(before, recordSources(docs, 'k'), docs, langs)?.changed).toEqual([join(docs, 'en/index.md')]);
  });

  it('leaves out dotfolders, as the build stamp does', () => {
    const { docs } = site();
    const before = recordSources(docs, 'k');
    writeFileSync(join(docs, '.git/HEAD'), 'ref: refs/heads/other\n');
    expect(changedPages(before, recordSources(docs, 'k'), docs, langs)).toEqual({ changed: [], removed: [] });
  });

  it('knows nothing when a file that is not a page changed: _meta.json, a fragment, the config, a Markdown file outside the languages', () => {
    for (const [file, text] of [
      ['en/guide/_meta.json', '["a", "b"]'],
      ['en/guide/_note.md', 'Another note.\n'],
      ['site.config.mjs', 'export default {};\n'],
      ['README.md', 'Not a page.\n'],
    ]) {
      const { docs } = site();
      const before = recordSources(docs, 'k');
      writeFileSync(join(docs, file), text);
      expect(changedPages(before, recordSources(docs, 'k'), docs, langs), file).toBeUndefined();
    }
  });

  it('knows nothing when a file route.exclude makes no page changed, and names the pages it leaves', () => {
    const { docs } = site();
    const before = recordSources(docs, 'k');
    writeFileSync(join(docs, 'en/index.md'), '# Changed\n');
    expect(changedPages(before, recordSources(docs, 'k'), docs, langs, ['**/drafts/**'])?.changed).toEqual([
      join(docs, 'en/index.md'),
    ]);
    expect(changedPages(before, recordSources(docs, 'k'), docs, langs, ['en/*.md'])).toBeUndefined();
  });

  it("finds a flat folder's pages by their place in it, and knows nothing when its public files or fragments changed", () => {
    const docs = join(
      writeTree({
        'docs/index.md': page('Home'),
        'docs/guide/a.md': page('A'),
        'docs/public/x.md': '# X\n',
        'docs/_f.md': 'F\n',
      }),
      'docs',
    );
    const before = recordSources(docs, 'k');
    touch(join(docs, 'guide/a.md'));
    expect(changedPages(before, recordSources(docs, 'k'), docs, ['en'])?.changed).toEqual([join(docs, 'guide/a.md')]);
    for (const file of ['public/x.md', '_f.md']) {
      const again = recordSources(docs, 'k');
      touch(join(docs, file));
      expect(changedPages(again, recordSources(docs, 'k'), docs, ['en']), file).toBeUndefined();
    }
  });

  it('knows nothing when the other inputs changed', () => {
    const { docs } = site();
    expect(changedPages(recordSources(docs, 'k1'), recordSources(docs, 'k2'), docs, langs)).toBeUndefined();
  });

  it('knows nothing when a file a page was made from changed outside the content folder', () => {
    const { root, docs } = site();
    const outside = join(root, 'shared/_outside.md');
    const before: SourceRecord = {
      ...recordSources(docs, 'k'),
      dependencies: { [join(docs, 'en/index.md')]: [[outside, fileSha(outside)]] },
    };
    expect(changedPages(before, recordSources(docs, 'k'), docs, langs)).toEqual({ changed: [], removed: [] });
    writeFileSync(outside, 'Changed outside.\n');
    expect(changedPages(before, recordSources(docs, 'k'), docs, langs)).toBeUndefined();
  });
});

describe('readSourceRecord', () => {
  it('reads back what was written, and nothing from a missing or broken file', () => {
    const { root, docs } = site();
    const record = recordSources(docs, 'k');
    writeSourceRecord(join(root, 'sources.json'), record);
    expect(readSourceRecord(join(root, 'sources.json'))).toEqual(record);
    expect(readSourceRecord(join(root, 'missing.json'))).toBeUndefined();
    writeFileSync(join(root, 'broken.json'), '{"others":');
    expect(readSourceRecord(join(root, 'broken.json'))).toBeUndefined();
  });
});
