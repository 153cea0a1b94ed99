import type { SearchEntry } from '../search/write-search-index';
import type { BuildStamp } from './build-stamp';
import { isRecordedFile, type RecordedFile } from './previous-output';

/**
 * The entry of the search index `name` the last build recorded in `stamp`, when it was made under `key`
 * with the same choice of compressed copies and `keep` kept all its files (each still as that build left
 * it); undefined otherwise, the index then being written as usual. The stamp is read from a file: a record
 * not of its shape is a miss, not a failure.
 *
 * @example
 * keptSearchIndex(run.stamp, 'zh', key, false, (files) => output.keep(files)) // { index: 'static/search/zh.manifest.1a2b3c4d.json' }
 */
export function keptSearchIndex(
  stamp: BuildStamp | undefined,
  name: string,
  key: string,
  precompress: boolean,
  keep: (files: readonly RecordedFile[]) => boolean,
): { entry: SearchEntry; files: RecordedFile[] } | undefined {
  const last = stamp?.searchIndexes?.[name];
  if (last?.key !== key || last.precompress !== precompress || !validEntry(last.entry)) return undefined;
  if (!Array.isArray(last.files) || !last.files.every(isRecordedFile)) return undefined;
  return keep(last.files) ? { entry: last.entry, files: last.files } : undefined;
}

function validEntry(entry: unknown): entry is SearchEntry {
  const { index, places } = (entry ?? {}) as Partial<Record<keyof SearchEntry, unknown>>;
  return typeof index === 'string' && (places === undefined || typeof places === 'string');
}
