/**
 * Typing into the real search modal of the built site, in Chromium: the longest main-thread task
 * while the modal opens and the reader types "render" (20 ms a key), and the time from the last
 * key to the last change of the modal's DOM (the results appearing). Skipped, with a note, when the
 * page has no search modal to type into.
 */
import type { Page } from '@playwright/test';
import { expect, it } from 'vitest';
import { browserUnavailable, openSite } from './browser/site';
import { time } from './format';
import { record } from './record';

/** Runs before the page's scripts: collects long tasks, the last input and the last DOM change. */
const OBSERVE = `
  window.__bench = { longTasks: [], lastKey: 0, lastChange: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('input', () => { window.__bench.lastKey = performance.now(); }, true);
  new MutationObserver(() => { window.__bench.lastChange = performance.now(); })
    .observe(document, { subtree: true, childList: true, characterData: true });
`;

interface Typing {
  lang: string;
  typed: string;
  longestTaskMs: number;
  longTasks: number;
  keyToResultsMs: number | null;
  results: number;
}

const INPUT = '[role="dialog"] input, dialog input, [role="combobox"], input[type="search"]';
const RESULTS = '[role="dialog"] [role="option"], [role="dialog"] li a, dialog [role="option"], dialog li a, [role="listbox"] [role="option"]';

async function typeInto(page: Page, lang: string, keys: string[]): Promise<Typing | null> {
  await page.waitForTimeout(300);
  const since = await page.evaluate('performance.now()');
  await page.keyboard.press('Control+k');
  const input = page.locator(INPUT).first();
  try {
    await input.waitFor({ state: 'visible', timeout: 3000 });
  } catch {
    return null;
  }
  for (const key of keys) {
    // Latin letters are key presses; a Chinese word arrives composed, at once, as from an IME.
    if (/^[\x20-\x7e]+$/.test(key)) await page.keyboard.type(key);
    else await page.keyboard.insertText(key);
    await page.waitForTimeout(20);
  }
  await page.waitForTimeout(1000);
  const seen = (await page.evaluate(`({ ...window.__bench, since: ${since} })`)) as { longTasks: { start: number; duration: number }[]; lastKey: number; lastChange: number; since: number };
  const tasks = seen.longTasks.filter((t) => t.start >= seen.since);
  return {
    lang,
    typed: keys.join(''),
    longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
    longTasks: tasks.length,
    keyToResultsMs: seen.lastChange > seen.lastKey ? seen.lastChange - seen.lastKey : null,
    results: await page.locator(RESULTS).count(),
  };
}

it('types into the search modal and watches the main thread', async () => {
  const unavailable = browserUnavailable();
  const skip = (why: string) => record({ suite: 'typing', tables: [], notes: [`Typing into the search modal skipped: ${why}.`], data: null });
  if (unavailable) return skip(unavailable);
  const session = await openSite();
  const runs: Typing[] = [];
  try {
    for (const [lang, path, keys] of [
      ['en', '/guide/start/introduction', [...'render']],
      ['zh', '/zh/guide/start/introduction', ['渲染', '上下文']],
    ] as const) {
      const page = await session.newPage(path, OBSERVE);
      const run = await typeInto(page, lang, [...keys]);
      await page.close();
      if (!run) return skip('the page has no search modal with an input (Ctrl+K opened nothing)');
      runs.push(run);
    }
  } finally {
    await session.close();
  }
  expect(runs.length).toBe(2);

  record({
    suite: 'typing',
    tables: [
      {
        title: 'Typing into the search modal (Chromium, built site; long task = main-thread task ≥ 50 ms)',
        columns: ['lang', 'typed', 'longest task', 'long tasks', 'last key → results in DOM', 'results shown'],
        rows: runs.map((r) => [r.lang, r.typed, r.longTasks ? time(r.longestTaskMs) : 'none ≥ 50 ms', String(r.longTasks), time(r.keyToResultsMs), String(r.results)]),
      },
    ],
    notes: ['Long tasks are counted from just before Ctrl+K, so opening the modal (worker start, index fetch) is included.'],
    data: runs,
  });
});
