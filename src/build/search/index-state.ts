/**
 * What an index build leaves in the cache for the next one: each page's key (its document and place,
 * hashed), its fragment's JSON, and the index's postings in typed arrays. A rebuild after an edit
 * renumbers the pages it finds again, drops the others and indexes only the new ones: at 1,000 pages
 * that is milliseconds where indexing every page again (or even reading each page's kept terms) took a
 * second. The files it writes are those a build from nothing writes, byte for byte (a test holds it to that).
 */
import { createHash } from 'node:crypto';
import { FIELDS } from '../../shared/search-index/term-map';
import type { EntryParts } from '../cache/entry-file';
import type { IndexedDoc } from './documents';
import { type FieldPostings, Postings } from './postings';

export interface IndexState {
  /** Per page number: its key (see `pageKey`); '' for a number not in use. */
  keys: string[];
  /** Per page number: its fragment's JSON. */
  fragments: string[];
  postings: Postings;
  /** The term numbers sorted by term, when known (see term-order.ts; checked where used). */
  order?: Int32Array;
}

/** What identifies a page's part of the index: its document and where it sits, hashed. */
export function pageKey(doc: IndexedDoc, path: readonly string[]): string {
  return createHash('sha256')
    .update(JSON.stringify([doc, path]))
    .digest('base64');
}

/**
 * The cache parts of `state`: `pages` (a line per page: key, the field lengths, the fragment's JSON,
 * tab-separated), `terms` (JSON), per field its postings as Int32 (term starts, pages, counts), and when
 * known the terms' `order` as Int32.
 */
export function stateParts(state: IndexState): EntryParts {
  const frozen = state.postings.freeze();
  const lengths = state.postings.fieldLengths;
  const lines = state.keys.map(
    (key, page) =>
      `${key}\t${lengths.slice(page * FIELDS.length, (page + 1) * FIELDS.length).join(',')}\t${state.fragments[page]}\n`,
  );
  const parts: EntryParts = { pages: lines.join(''), terms: JSON.stringify(state.postings.terms) };
  if (state.order) parts.order = new Uint8Array(state.order.buffer, state.order.byteOffset, state.order.byteLength);
  FIELDS.forEach((field, f) => {
    const { starts, pages, counts } = frozen[f];
    const all = new Int32Array(3 + starts.length + pages.length * 2);
    all.set([starts.length, pages.length, counts.length]);
    all.set(starts, 3);
    all.set(pages, 3 + starts.length);
    all.set(counts, 3 + starts.length + pages.length);
    parts[`postings.${field}`] = new Uint8Array(all.buffer);
  });
  return parts;
}

/** The state kept in `parts`, or undefined when there is none or it is damaged (the index is then built anew). */
export function readState(parts: Map<string, Buffer> | undefined): IndexState | undefined {
  const pages = parts?.get('pages');
  const terms = parts?.get('terms');
  if (!parts || !pages || !terms) return undefined;
  try {
    const termList = JSON.parse(terms.toString('utf8')) as unknown;
    if (!Array.isArray(termList) || !termList.every((t) => typeof t === 'string')) return undefined;
    const keys: string[] = [];
    const fragments: string[] = [];
    const lengths: number[] = [];
    for (const line of pages.toString('utf8').split('\n')) {
      if (!line) continue;
      const [key, fieldLengths, fragment] = line.split('\t');
      const numbers = (fieldLengths ?? '').split(',').map(Number);
      if (fragment === undefined || numbers.length !== FIELDS.length || !numbers.every(Number.isInteger)) {
        return undefined;
      }
      keys.push(key);
      fragments.push(fragment);
      lengths.push(...numbers);
    }
    const frozen: FieldPostings[] = [];
    for (const field of FIELDS) {
      const postings = readPostings(parts.get(`postings.${field}`), termList.length, keys.length);
      if (!postings) return undefined;
      frozen.push(postings);
    }
    const order = parts.get('order');
    return {
      keys,
      fragments,
      postings: new Postings(frozen, termList, lengths),
      order: order && order.length % 4 === 0 ? new Int32Array(new Uint8Array(order).buffer) : undefined,
    };
  } catch {
    return undefined;
  }
}

/** One field's postings, checked to be of the state's shape (every number in range). */
function readPostings(bytes: Buffer | undefined, termCount: number, pageCount: number): FieldPostings | undefined {
  if (!bytes || bytes.length % 4 !== 0 || bytes.length < 12) return undefined;
  const all = new Int32Array(bytes.length / 4);
  new Uint8Array(all.buffer).set(bytes);
  const [startCount, pageTotal, countTotal] = all;
  if (startCount !== termCount + 1 || pageTotal !== countTotal || all.length !== 3 + startCount + 2 * pageTotal) {
    return undefined;
  }
  const starts = all.subarray(3, 3 + startCount);
  const pages = all.subarray(3 + startCount, 3 + startCount + pageTotal);
  const counts = all.subarray(3 + startCount + pageTotal);
  if (starts[0] !== 0 || starts[termCount] !== pageTotal) return undefined;
  for (let t = 0; t < termCount; t++) if (starts[t + 1] < starts[t]) return undefined;
  for (const page of pages) if (page < 0 || page >= pageCount) return undefined;
  return { starts, pages, counts };
}
