/**
 * Typing into the real search modal of the built site, in Chromium: the longest main-thread task
 * from opening the modal to the last results (long task = a task of 50 ms or more), and the time
 * from the last keystroke to the last change of the page's DOM (the results appearing), for a few
 * words per language. Skipped, with a note, when the page has no search modal to type into.
 */
import type { Page } from '@playwright/test';
import { expect, it } from 'vitest';
import { browserUnavailable, openSite } from './browser/site';
import { time } from './format';
import { record } from './record';
import { percentile } from './stats';

/** Runs before the page's scripts: collects long tasks, the last input and the last DOM change. */
const OBSERVE = `
  window.__bench = { longTasks: [], lastKey: 0, lastChange: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('input', () => { window.__bench.lastKey = performance.now(); }, true);
  new MutationObserver(() => { window.__bench.lastChange = performance.now(); })
    .observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
`;

/** Words typed per language; a Chinese word is a list of IME commits. */
const WORDS = {
  en: { path: '/guide/start/introduction', words: [[...'render'], [...'module'], [...'manifest']] },
  zh: {
    path: '/zh/guide/start/introduction',
    words: [
      ['渲染', '上下文'],
      ['模块', '链接'],
      ['打包', '配置'],
    ],
  },
};

interface Typing {
  lang: string;
  words: string[];
  longestTaskMs: number;
  longTasks: number;
  /** Per word: last keystroke → last DOM change; null when nothing changed after it. */
  keyToResultsMs: (number | null)[];
  /** Options shown after each word. */
  results: number[];
}

type Seen = { longTasks: { start: number; duration: number }[]; lastKey: number; lastChange: number };
const seen = (page: Page) => page.evaluate('window.__bench') as Promise<Seen>;

async function typeWords(page: Page, lang: string, words: string[][]): Promise<Typing | null> {
  await page.waitForTimeout(300);
  const since = (await page.evaluate('performance.now()')) as number;
  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog').getByRole('combobox');
  try {
    await input.waitFor({ state: 'visible', timeout: 3000 });
  } catch {
    return null;
  }
  const typing: Typing = {
    lang,
    words: words.map((w) => w.join('')),
    longestTaskMs: 0,
    longTasks: 0,
    keyToResultsMs: [],
    results: [],
  };
  for (const keys of words) {
    await input.fill('');
    await page.waitForTimeout(200);
    for (const key of keys) {
      // Latin letters are key presses; a Chinese word arrives composed, at once, as from an IME.
      if (/^[\x20-\x7e]+$/.test(key)) await page.keyboard.type(key);
      else await page.keyboard.insertText(key);
      await page.waitForTimeout(20);
    }
    await page.waitForTimeout(800);
    const now = await seen(page);
    typing.keyToResultsMs.push(now.lastChange > now.lastKey ? now.lastChange - now.lastKey : null);
    typing.results.push(await page.getByRole('dialog').getByRole('option').count());
  }
  const tasks = (await seen(page)).longTasks.filter((t) => t.start >= since);
  typing.longTasks = tasks.length;
  typing.longestTaskMs = Math.max(0, ...tasks.map((t) => t.duration));
  return typing;
}

it('types into the search modal and watches the main thread', async () => {
  const unavailable = browserUnavailable();
  const skip = (why: string) =>
    record({ suite: 'typing', tables: [], notes: [`Typing into the search modal skipped: ${why}.`], data: null });
  if (unavailable) return skip(unavailable);
  const session = await openSite();
  const runs: Typing[] = [];
  try {
    for (const [lang, { path, words }] of Object.entries(WORDS)) {
      const page = await session.newPage(path, OBSERVE);
      const run = await typeWords(page, lang, words);
      await page.close();
      if (!run) return skip('the page has no search dialog with a combobox (Ctrl+K opened nothing)');
      runs.push(run);
    }
  } finally {
    await session.close();
  }
  for (const run of runs)
    expect(
      run.results.every((n) => n > 0),
      `${run.lang}: every word shows results`,
    ).toBe(true);

  const median = (values: (number | null)[]) =>
    percentile(
      values.filter((v): v is number => v !== null).sort((a, b) => a - b),
      0.5,
    );
  record({
    suite: 'typing',
    tables: [
      {
        title: 'Typing into the search modal (Chromium, built site, 20 ms a key)',
        columns: [
          'lang',
          'words',
          'longest main-thread task',
          'long tasks (≥ 50 ms)',
          'last key → results in DOM (median)',
          'options shown',
        ],
        rows: runs.map((r) => [
          r.lang,
          r.words.join(', '),
          r.longTasks ? time(r.longestTaskMs) : 'none ≥ 50 ms',
          String(r.longTasks),
          time(median(r.keyToResultsMs)),
          r.results.join(', '),
        ]),
      },
    ],
    notes: [
      'Long tasks count from just before Ctrl+K, so opening the modal (its chunk, the worker, the index fetch and build) is included.',
    ],
    data: runs,
  });
});
