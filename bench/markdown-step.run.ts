/**
 * The Markdown step alone, on one thread: what a render worker spends per page of a generated site
 * (prose, headings, tables, containers, links and code blocks in both languages), from Markdown to the
 * page's HTML, outline and search text. The first pass starts the highlighter and loads the grammars, as
 * each worker does once per build; the steady passes start every code block with one more empty line, so
 * that no block comes from the highlighter's cache, as on a site of thousands of pages.
 */
import { expect, it } from 'vitest';
import { renderMarkdown } from '../src/build/markdown';
import { time } from './format';
import { record } from './record';
import { generateSite } from './site/generate';

const PAGES_PER_LANG = 100;
const ROUNDS = 3;

/** CPU time of this process (ms): on a shared machine it varies far less than the wall clock. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

it('times the Markdown step per page', async () => {
  const pages = [...generateSite({ pages: PAGES_PER_LANG, seed: 1 })]
    .filter(([path]) => path.endsWith('.md'))
    .map(([path, text]) => ({ path, lang: path.slice(0, 2), body: text.replace(/^---\n[\s\S]*?\n---\n/, '') }));
  const render = async (round: number) => {
    const started = cpuMs();
    for (const { path, lang, body } of pages) {
      // Opening and closing fences alike get the empty lines: after a closing fence they change nothing.
      const markdown = body.replace(/^(```[^\n]*\n)/gm, `$1${'\n'.repeat(round)}`);
      await renderMarkdown(markdown, { file: path, routePath: `/${path.replace(/\.md$/, '')}`, lang });
    }
    return cpuMs() - started;
  };
  const first = await render(0);
  const steady: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) steady.push(await render(round));
  const median = steady.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  record({
    suite: 'markdown-step',
    tables: [
      {
        title: `Markdown step, ${pages.length} pages of a generated site (${PAGES_PER_LANG} per language), one thread, CPU time`,
        columns: ['pass', 'all pages', 'per page'],
        rows: [
          ['first (highlighter starts)', time(first), time(first / pages.length)],
          [`steady (median of ${ROUNDS})`, time(median), time(median / pages.length)],
        ],
      },
    ],
    data: { pages: pages.length, firstMs: first, steadyMs: steady },
  });
  expect(pages.length).toBeGreaterThanOrEqual(2 * PAGES_PER_LANG - 2);
});
