/**
 * The order the shards list an index's terms in (by code unit), as term numbers. Sorting every term of a
 * language took a fifth of a rebuild's index (a million comparisons at 1,000 pages per language), while
 * after an edit nearly all of them are the last build's, in the order it found: term numbers never change
 * (see postings.ts), so that order holds, and only the terms added since are sorted and merged in.
 */

/** Compares two terms by code unit, as the shards order them. */
const byTerm = (terms: readonly string[]) => (a: number, b: number) =>
  terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0;

/**
 * Every term number of `terms`, sorted by term. `known`, the order a last build gave of the terms it had
 * (`terms[0…known.length)`), is reused when it is exactly that (every number once, sorted); anything else
 * (a damaged cache entry) is ignored and all terms sorted.
 *
 * @example termOrder(['b', 'a', 'c'], Int32Array.of(1, 0)) // Int32Array [1, 0, 2]
 */
export function termOrder(terms: readonly string[], known?: Int32Array): Int32Array {
  const compare = byTerm(terms);
  if (!known || !isOrderOf(terms, known)) return Int32Array.from(terms.keys()).sort(compare);
  const added = Int32Array.from({ length: terms.length - known.length }, (_, i) => known.length + i).sort(compare);
  const order = new Int32Array(terms.length);
  let [k, a] = [0, 0];
  for (let i = 0; i < order.length; i++) {
    const takeKnown = a >= added.length || (k < known.length && compare(known[k], added[a]) < 0);
    order[i] = takeKnown ? known[k++] : added[a++];
  }
  return order;
}

/** Whether `order` holds each of the numbers `0…order.length` once, sorted by their terms. */
function isOrderOf(terms: readonly string[], order: Int32Array): boolean {
  if (order.length > terms.length) return false;
  const seen = new Uint8Array(order.length);
  for (let i = 0; i < order.length; i++) {
    const t = order[i];
    if (t < 0 || t >= order.length || seen[t]) return false;
    seen[t] = 1;
    if (i > 0 && !(terms[order[i - 1]] < terms[t])) return false;
  }
  return true;
}
