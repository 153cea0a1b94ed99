import { createHash } from 'node:crypto';

/**
 * The on-disk form of one cache entry: named byte parts behind a small header that records each part's
 * length and a checksum of them all. Decoding anything else (a truncated file, a stray write, another
 * version's layout) gives `undefined`, never a wrong entry.
 *
 * Layout: `esmx-docs-cache 1\n`, the header JSON `{"parts":[[name,length],…],"sha1":…}`, `\n`, the parts.
 */
const MAGIC = Buffer.from('esmx-docs-cache 1\n');

export type EntryParts = Record<string, string | Uint8Array>;

export function encodeEntry(parts: EntryParts): Buffer {
  const names = Object.keys(parts);
  const bodies = names.map((name) => {
    const part = parts[name];
    return typeof part === 'string' ? Buffer.from(part) : part;
  });
  const hash = createHash('sha1');
  for (const body of bodies) hash.update(body);
  const header = JSON.stringify({ parts: names.map((name, i) => [name, bodies[i].length]), sha1: hash.digest('hex') });
  return Buffer.concat([MAGIC, Buffer.from(`${header}\n`), ...bodies]);
}

export function decodeEntry(file: Buffer): Map<string, Buffer> | undefined {
  if (file.length < MAGIC.length || !file.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const end = file.indexOf(10, MAGIC.length);
  if (end < 0) return undefined;
  let header: { parts: [string, number][]; sha1: string };
  try {
    header = JSON.parse(file.subarray(MAGIC.length, end).toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(header?.parts) || typeof header.sha1 !== 'string') return undefined;
  const parts = new Map<string, Buffer>();
  const hash = createHash('sha1');
  let at = end + 1;
  for (const [name, length] of header.parts) {
    if (typeof name !== 'string' || !Number.isInteger(length) || length < 0 || at + length > file.length) {
      return undefined;
    }
    const body = file.subarray(at, at + length);
    hash.update(body);
    parts.set(name, body);
    at += length;
  }
  if (at !== file.length || hash.digest('hex') !== header.sha1) return undefined;
  return parts;
}
