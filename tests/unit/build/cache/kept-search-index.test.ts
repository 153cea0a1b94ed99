import { describe, expect, it } from 'vitest';
import type { BuildStamp } from '../../../../src/build/cache/build-stamp';
import { keptSearchIndex } from '../../../../src/build/cache/kept-search-index';
import type { RecordedFile } from '../../../../src/build/cache/previous-output';

const files: RecordedFile[] = [
  ['static/search/zh.manifest.1a2b3c4d.json', 120, 1000],
  ['static/search/zh.f0.5e6f7a8b.json', 80, 1000],
];
const entry = { index: 'static/search/zh.manifest.1a2b3c4d.json' };

/** A stamp whose only record is the zh index, as `record` gives it. */
const stampWith = (record: unknown) =>
  ({
    key: 'k',
    generator: 'g',
    pages: 2,
    warnings: [],
    routes: {},
    files,
    searchIndexes: { zh: record },
  }) as BuildStamp;

describe('keptSearchIndex', () => {
  const record = { key: 'key-1', precompress: false, entry, files };

  it('gives the last build’s entry and files when the key, the copies and every file are the same', () => {
    const asked: (readonly RecordedFile[])[] = [];
    const kept = keptSearchIndex(stampWith(record), 'zh', 'key-1', false, (f) => asked.push(f) > 0);
    expect(kept).toEqual({ entry, files });
    expect(asked).toEqual([files]);
  });

  it('keeps nothing for another key, another choice of copies, another index, or a file changed since', () => {
    const never = () => {
      throw new Error('the files are not asked for');
    };
    expect(keptSearchIndex(stampWith(record), 'zh', 'key-2', false, never)).toBeUndefined();
    expect(keptSearchIndex(stampWith(record), 'zh', 'key-1', true, never)).toBeUndefined();
    expect(keptSearchIndex(stampWith(record), 'en', 'key-1', false, never)).toBeUndefined();
    expect(keptSearchIndex(undefined, 'zh', 'key-1', false, never)).toBeUndefined();
    expect(keptSearchIndex(stampWith(record), 'zh', 'key-1', false, () => false)).toBeUndefined();
  });

  it('reads a damaged record as a miss, without asking for its files', () => {
    const never = () => {
      throw new Error('the files are not asked for');
    };
    const damaged = [
      null,
      'text',
      { ...record, entry: undefined },
      { ...record, entry: { index: 3 } },
      { ...record, entry: { index: 'a.json', places: 3 } },
      { ...record, files: 'all' },
      { ...record, files: [['a.json', '1', 2]] },
      { ...record, files: [null] },
    ];
    for (const bad of damaged) expect(keptSearchIndex(stampWith(bad), 'zh', 'key-1', false, never)).toBeUndefined();
  });
});
