/**
 * How many edits turn one word into another, counting a letter missing, a letter extra, a letter
 * wrong and two neighbours swapped as one edit each, in any order (the Damerau–Levenshtein
 * distance, Lowrance and Wagner's algorithm): "hydation" is one edit from "hydration", "bundel"
 * one from "bundle", "ca" two from "abc" (swap, then insert between).
 *
 * Typo correction asks it about thousands of words per query, nearly all far off: a count of
 * letters shows most of those are too far before the table is filled in.
 */

/** Code points of a word, each as a number: words are short, and numbers compare fast. */
function codes(word: string): number[] {
  const out: number[] = [];
  for (const ch of word) out.push(ch.codePointAt(0) as number);
  return out;
}

/**
 * A lower bound of the distance: letters of one word the other lacks (with repeats). Swaps keep
 * the letters; every other edit changes this count by at most one.
 */
function letterGap(a: readonly number[], b: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const c of a) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const c of b) counts.set(c, (counts.get(c) ?? 0) - 1);
  let extra = 0;
  let missing = 0;
  for (const n of counts.values()) {
    if (n > 0) extra += n;
    else missing -= n;
  }
  return Math.max(extra, missing);
}

/**
 * The edit distance between `a` and `b` when it is at most `max`, else `max + 1`.
 *
 * @example
 * editDistance('hydation', 'hydration', 2) // 1
 * editDistance('render', 'vendor', 1) // 2 (over max: max + 1)
 */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const s = codes(a);
  const t = codes(b);
  const m = s.length;
  const n = t.length;
  if (Math.abs(m - n) > max || letterGap(s, t) > max) return max + 1;
  // Table with a guard row and column: d[i + 1][j + 1] is the distance of s[0, i) and t[0, j).
  const width = n + 2;
  const far = m + n;
  const d = new Int32Array((m + 2) * width);
  d[0] = far;
  for (let i = 0; i <= m; i++) {
    d[(i + 1) * width] = far;
    d[(i + 1) * width + 1] = i;
  }
  for (let j = 0; j <= n; j++) {
    d[j + 1] = far;
    d[width + j + 1] = j;
  }
  // Last row at which each letter of `a` was seen, for swaps across inserted or deleted letters.
  const lastRow = new Map<number, number>();
  for (let i = 1; i <= m; i++) {
    let lastColumn = 0;
    for (let j = 1; j <= n; j++) {
      const k = lastRow.get(t[j - 1]) ?? 0;
      const l = lastColumn;
      let cost = 1;
      if (s[i - 1] === t[j - 1]) {
        cost = 0;
        lastColumn = j;
      }
      d[(i + 1) * width + j + 1] = Math.min(
        d[i * width + j] + cost,
        d[(i + 1) * width + j] + 1,
        d[i * width + j + 1] + 1,
        d[k * width + l] + (i - k - 1) + 1 + (j - l - 1),
      );
    }
    lastRow.set(s[i - 1], i);
  }
  return Math.min(d[(m + 1) * width + n + 1], max + 1);
}
