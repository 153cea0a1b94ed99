/**
 * Looks terms up in one field's postings the way FlexSearch 0.8's `Index.search` does without
 * `suggest` (same ids, same order), but faster where it is slow: the AND of several common terms.
 * FlexSearch counts matches in an object keyed by id and keeps every partial match; here counts
 * live in typed arrays reused by every query, and only complete matches are kept.
 *
 * Order, as in FlexSearch: ids complete in the order of score slots (best first), terms in query
 * order within a slot, and ids in insertion order within a term's slot; the first `limit` complete
 * ids are the answer, so the walk stops there (that is what makes a broad query cheap).
 */

/** One term's ids by score slot, best slot first (FlexSearch's `map` entries); slots may be empty. */
export type Slots = ReadonlyArray<readonly number[] | undefined>;
/** A field's term → slots map (FlexSearch's `Index#map`). */
export type Postings = ReadonlyMap<string, Slots>;

/** The first `limit` ids of one term, best slot first (FlexSearch's own list when it holds them all: callers only read). */
function single(slots: Slots, limit: number): number[] {
  let filled: readonly number[] | undefined;
  let count = 0;
  for (const ids of slots) {
    if (!ids?.length) continue;
    filled = ids;
    count++;
  }
  if (count === 1 && filled && filled.length <= limit) return filled as number[];
  const out: number[] = [];
  for (const ids of slots) {
    if (!ids) continue;
    for (let i = 0; i < ids.length; i++) {
      if (out.length >= limit) return out;
      out.push(ids[i]);
    }
  }
  return out;
}

export interface PostingsMatcher {
  /**
   * Ids holding every term (deduplicated, non-empty), best first, at most `limit`.
   *
   * @example matcher.all(contentMap, ['base', 'path'], 100) // [3, 0, 17, …]
   */
  all(postings: Postings, terms: readonly string[], limit: number): number[];
}

/**
 * A matcher for ids below `size` (FlexSearch ids are the engine's dense page numbers). Not
 * reentrant: one lookup at a time, which is how the engine runs.
 */
export function createPostingsMatcher(size: number): PostingsMatcher {
  // Per id: how many terms matched it, valid only where `stamp` holds the current lookup's number,
  // so nothing has to be cleared between lookups.
  const counts = new Uint16Array(size);
  const stamp = new Uint32Array(size);
  let lookup = 0;

  return {
    all(postings, terms, limit) {
      if (!terms.length || limit <= 0) return [];
      const lists: Slots[] = [];
      let slotCount = 0;
      for (const term of terms) {
        const slots = postings.get(term);
        if (!slots?.length) return [];
        lists.push(slots);
        if (slots.length > slotCount) slotCount = slots.length;
      }
      if (lists.length === 1) return single(lists[0], limit);
      if (++lookup === 0xffffffff) {
        stamp.fill(0);
        lookup = 1;
      }
      const last = lists.length - 1;
      const out: number[] = [];
      for (let slot = 0; slot < slotCount; slot++) {
        for (let t = 0; t <= last; t++) {
          const ids = lists[t][slot];
          if (!ids) continue;
          for (let i = 0; i < ids.length; i++) {
            const id = ids[i];
            if (id >= size) continue;
            const seen = stamp[id] === lookup ? counts[id] : 0;
            stamp[id] = lookup;
            counts[id] = seen + 1;
            if (seen === last) {
              out.push(id);
              if (out.length >= limit) return out;
            }
          }
        }
      }
      return out;
    },
  };
}
