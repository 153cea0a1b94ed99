import type { EntryParts } from '../cache/entry-file';
import { compressedTwins, type Twin, writeWithTwins } from '../output';

/**
 * An output file and its compressed twins, kept together in a cache entry under one part name:
 * `name`, `name.gz`, `name.br`. Storing the twins saves compressing again on a cache hit, which is
 * most of the work left in a warm build.
 */

/** Writes `path` and its twins into the output folder; returns the cache parts holding all three. */
export function writeStoredFile(outDir: string, path: string, content: string, name: string): EntryParts {
  const twins = compressedTwins(path, content);
  writeWithTwins(outDir, path, content, twins);
  const parts: EntryParts = { [name]: content };
  for (const twin of twins) parts[name + twin.suffix] = twin.data;
  return parts;
}

/** Writes `path` and its twins from the cache parts `writeStoredFile` returned. False if the parts lack it. */
export function restoreStoredFile(outDir: string, path: string, parts: Map<string, Buffer>, name: string): boolean {
  const content = parts.get(name);
  if (!content) return false;
  const twins: Twin[] = [];
  for (const suffix of ['.gz', '.br'] as const) {
    const data = parts.get(name + suffix);
    if (data) twins.push({ suffix, data });
  }
  writeWithTwins(outDir, path, content, twins);
  return true;
}
