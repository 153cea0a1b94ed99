import type { EntryParts } from '../cache/entry-file';
import { isPrecompressed } from '../is-precompressed';
import { type CompressedCopy, compressedCopies, writeWithCompressed } from '../output';

/**
 * An output file and its compressed copies, kept together in a cache entry under one part name:
 * `name`, `name.gz`, `name.br`. Storing the copies saves compressing again on a cache hit, which is
 * most of the work left in a warm build. The entry's key says whether the build wanted copies (see
 * `--precompress`), so a hit restores exactly what a fresh render would write.
 */

/**
 * Writes `path` (and its copies if it gets any: see is-precompressed.ts, `pages` being `--precompress`)
 * into the output folder; returns the cache parts holding what was written.
 */
export function writeStoredFile(
  outDir: string,
  path: string,
  content: string,
  name: string,
  pages: boolean,
): EntryParts {
  const copies = isPrecompressed(path, pages, () => Buffer.byteLength(content)) ? compressedCopies(path, content) : [];
  writeWithCompressed(outDir, path, content, copies);
  const parts: EntryParts = { [name]: content };
  for (const copy of copies) parts[name + copy.suffix] = copy.data;
  return parts;
}

/** Writes `path` and the compressed copies the cache parts `writeStoredFile` returned hold. False if the parts lack it. */
export function restoreStoredFile(outDir: string, path: string, parts: Map<string, Buffer>, name: string): boolean {
  const content = parts.get(name);
  if (!content) return false;
  const copies: CompressedCopy[] = [];
  for (const suffix of ['.gz', '.br'] as const) {
    const data = parts.get(name + suffix);
    if (data) copies.push({ suffix, data });
  }
  writeWithCompressed(outDir, path, content, copies);
  return true;
}
