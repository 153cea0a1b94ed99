/**
 * The shape of a relevance case, apart from the code that runs it (ranking.ts), so that the data
 * modules (keywords-*.ts, questions-*.ts) can be read by the benchmarks without Vitest.
 */

/** One query of a relevance set. */
export interface RankingCase {
  query: string;
  /** Route paths of the first results, in order. */
  expected: readonly string[];
  /** Why the first page ranks first (and the next ones where they do, when that is not plain). */
  why: string;
  /**
   * Where a question set's answer is not yet ranked as expected: what goes wrong. The case then
   * asserts that it still fails, so that a ranking change that fixes it shows (and drops this).
   */
  miss?: string;
}
