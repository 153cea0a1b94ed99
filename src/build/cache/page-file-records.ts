import { statSync } from 'node:fs';
import type { FrontMatter } from '../../shared/types';
import type { PageSource } from '../render/protocol';
import { RECENT_MS } from './build-stamp';
import { cacheKey } from './page-cache';

/**
 * What a build learned from each page file it read, kept in its stamp for the next build: the file's stat
 * then, its Markdown step's source without the body, and that step's cache key. A file whose stat is
 * still the same holds the same bytes (the rule the inputs' key rests on, see build-stamp.ts), so the
 * next build takes its front matter and key from here instead of reading and parsing it and hashing its
 * body: after one edit at 1,000 pages per language, the main thread spent ~0.4 s reading and parsing the
 * 1,999 pages that had not changed, while the render threads waited for their first task.
 */

/** A file as a build trusts it: size, modification and change times, inode. */
export type TrustedStat = [size: number, mtimeMs: number, ctimeMs: number, ino: number];

interface PageFileRecord {
  /** The file's stat, taken before it was read: a write after that changes it. */
  stat: TrustedStat;
  /** The Markdown step's source without its body (`PageSource`), as JSON. */
  head: string;
  /** The Markdown step's cache key, made from that source with its body. */
  key: string;
}

/** The records of one build: by absolute file, under the key of the generator and config they were made with. */
export interface PageFileRecords {
  key: string;
  files: Record<string, PageFileRecord>;
}

/** What a page file's record gives a build that does not read the file. */
export interface KnownPageFile {
  frontmatter: FrontMatter;
  bodyLineOffset: number;
  record: PageFileRecord;
}

/** The key the records of a build with this generator and config are kept under. */
export function pageFileRecordsKey(generator: string, config: unknown): string {
  return cacheKey('page-file-records', generator, config);
}

/**
 * The stat of `file` if a record may rest on it: undefined when the file cannot be read, or was written in
 * the last few seconds (two writes within one tick of a coarse clock can leave the same stat behind).
 */
export function trustedStat(file: string, now = Date.now()): TrustedStat | undefined {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat || now - Math.max(stat.mtimeMs, stat.ctimeMs) < RECENT_MS) return undefined;
  return [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino];
}

/**
 * The last build's record of `file`, if it is well formed and the file's stat now is the one it was made
 * from. The records come from the cache, which may be damaged: anything odd is no record.
 */
export function knownPageFile(
  records: PageFileRecords | undefined,
  file: string,
  stat: TrustedStat | undefined,
): KnownPageFile | undefined {
  const record = records?.files[file];
  if (!stat || !isRecord(record) || record.stat.some((n, i) => n !== stat[i])) return undefined;
  try {
    const head = JSON.parse(record.head) as Partial<PageSource>;
    const { frontmatter, bodyLineOffset } = head;
    if (typeof frontmatter !== 'object' || frontmatter === null || typeof bodyLineOffset !== 'number') return undefined;
    return { frontmatter, bodyLineOffset, record };
  } catch {
    return undefined;
  }
}

/** The JSON a record keeps of a page's source: every field but the body, in the source's own order. */
export function sourceHead(source: Omit<PageSource, 'body'> & { body?: string }): string {
  return JSON.stringify({ ...source, body: undefined });
}

function isRecord(record: unknown): record is PageFileRecord {
  const r = record as PageFileRecord | undefined;
  return (
    typeof r?.head === 'string' &&
    typeof r.key === 'string' &&
    Array.isArray(r.stat) &&
    r.stat.length === 4 &&
    r.stat.every((n) => typeof n === 'number')
  );
}
