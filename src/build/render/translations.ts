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
 */
export async function renderWithTranslations<T>(
  pool: RenderPool,
  tasks: readonly MarkdownTask[],
  keep: (result: MarkdownResult) => T,
): Promise<T[]> {
  const translations = new Map<string, number[]>();
  tasks.forEach((task, i) => {
    const path = task.source.pathInLang;
    translations.set(path, [...(translations.get(path) ?? []), i]);
  });
  const cost = (batch: number[]) => batch.reduce((sum, i) => sum + expectedCost(tasks[i].source), 0);
  const batches = [...translations.values()].map((batch) => ({ batch, cost: cost(batch) }));
  // A stable sort: batches of equal cost stay in source order.
  batches.sort((a, b) => b.cost - a.cost);
  const kept: T[] = new Array(tasks.length);
  await Promise.all(
    batches.map(async ({ batch }) => {
      const done = await pool.markdown(batch.map((i) => tasks[i]));
      batch.forEach((i, n) => {
        kept[i] = keep(done[n]);
      });
    }),
  );
  return kept;
}
