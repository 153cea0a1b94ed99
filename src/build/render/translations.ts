import { expectedCost } from './expected-cost';
import type { RenderPool } from './pool';
import type { MarkdownResult, MarkdownTask } from './protocol';

/**
 * Step 1 of every page, a page and its translations (the same path in each language) handed to one
 * render thread together: they share most code blocks, and each thread's highlighter keeps the blocks it
 * has highlighted, so a translation's code is not tokenized again.
 *
 * The dearest batches go first (see expected-cost.ts): handed out in source order, a run of code-heavy pages
 * at the end kept one thread busy while the other waited. `keep` turns each result into what the caller
 * holds on to, as soon as its batch is done (the main thread writes a page's Markdown twin then, instead of
 * holding every page's twin until the end). What `keep` returns comes back in `tasks`' order.
 *
 * A page `cached` says the cache holds costs nothing: after one edit, the edited page (cost-ordered among a
 * thousand cache hits, it came last, a third of a second at 1,000 pages per language) is rendered while
 * the other thread serves the hits. Those go out `HIT_GROUP` pages to a task (see `groupHits`).
 */
export async function renderWithTranslations<T>(
  pool: RenderPool,
  tasks: readonly MarkdownTask[],
  keep: (result: MarkdownResult) => T,
  cached: (task: MarkdownTask) => boolean = () => false,
): Promise<T[]> {
  const translations = new Map<string, number[]>();
  tasks.forEach((task, i) => {
    const path = task.source.pathInLang;
    translations.set(path, [...(translations.get(path) ?? []), i]);
  });
  const costOf = ({ source }: MarkdownTask) => (source.body === undefined ? 0 : expectedCost(source));
  const cost = (batch: number[]) => batch.reduce((sum, i) => sum + (cached(tasks[i]) ? 0 : costOf(tasks[i])), 0);
  const batches = [...translations.values()].map((batch) => ({ batch, cost: cost(batch) }));
  // A stable sort: batches of equal cost stay in source order.
  batches.sort((a, b) => b.cost - a.cost);
  const kept: T[] = new Array(tasks.length);
  await Promise.all(
    groupHits(batches).map(async (batch) => {
      const done = await pool.markdown(batch.map((i) => tasks[i]));
      batch.forEach((i, n) => {
        kept[i] = keep(done[n]);
      });
    }),
  );
  return kept;
}

/**
 * Pages per task for batches the cache holds: a hit takes a worker well under a millisecond, and one task
 * per page and its translation made a thousand round trips through this thread (a quarter of a second of
 * it at 1,000 pages per language, under load) for a few milliseconds of work each side.
 */
const HIT_GROUP = 32;

/** The batches' pages as pool tasks: each batch with a cost alone, those without cost gathered `HIT_GROUP` pages at a time. */
function groupHits(batches: readonly { batch: number[]; cost: number }[]): number[][] {
  const tasks: number[][] = [];
  let hits: number[] = [];
  for (const { batch, cost } of batches) {
    if (cost > 0) tasks.push(batch);
    else {
      hits.push(...batch);
      if (hits.length >= HIT_GROUP) {
        tasks.push(hits);
        hits = [];
      }
    }
  }
  if (hits.length > 0) tasks.push(hits);
  return tasks;
}
