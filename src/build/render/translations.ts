import type { RenderPool } from './pool';
import type { MarkdownResult, MarkdownTask } from './protocol';

/**
 * Step 1 of every page, a page and its translations (the same path in each language) handed to one
 * render thread together: they share most code blocks, and each thread's highlighter keeps the blocks it
 * has highlighted, so a translation's code is not tokenized again. Results come back in `tasks`' order.
 */
export async function renderWithTranslations(
  pool: RenderPool,
  tasks: readonly MarkdownTask[],
): Promise<MarkdownResult[]> {
  const translations = new Map<string, number[]>();
  tasks.forEach((task, i) => {
    const path = task.source.pathInLang;
    translations.set(path, [...(translations.get(path) ?? []), i]);
  });
  const results: MarkdownResult[] = new Array(tasks.length);
  await Promise.all(
    [...translations.values()].map(async (batch) => {
      const done = await pool.markdown(batch.map((i) => tasks[i]));
      batch.forEach((i, n) => {
        results[i] = done[n];
      });
    }),
  );
  return results;
}
