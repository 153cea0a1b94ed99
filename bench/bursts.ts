/**
 * Bursts of keystrokes played through the real query scheduler (src/client/search/query-scheduler.ts)
 * with the real debounce delay: Latin words typed a letter every 20 ms, Chinese words composed
 * through an IME (pinyin, then the characters at composition end). Runs in Node and in the browser
 * page alike, against whatever `send` is given: the in-process API or the shipped worker.
 */
import { createQueryScheduler } from '../src/client/search/query-scheduler';
import type { SearchResult } from '../src/shared/search';
import { SEARCH_DEBOUNCE_MS } from '../src/shared/search';
import type { Lang } from '../src/shared/types';

/** Gap between two keystrokes, well inside the debounce delay. */
const KEY_GAP_MS = 20;

type Step = { input: string } | { compose: string[]; commit: string };

const typed = (word: string): Step[] => [...word].map((_, i) => ({ input: word.slice(0, i + 1) }));

/** Every burst ends on a different query, so no answer comes from the worker's result cache. */
const BURSTS: Record<Lang, Step[][]> = {
  en: ['render', 'module', 'import', 'manifest', 'context', 'config', 'client', 'server', 'router', 'rspack'].map(
    typed,
  ),
  zh: [
    ['xuanran', '渲染', 'shangxiawen', '上下文'],
    ['mokuai', '模块', 'lianjie', '链接'],
    ['daoru', '导入', 'yingshe', '映射'],
    ['dabao', '打包', 'peizhi', '配置'],
    ['fuwuduan', '服务端', 'xuanran', '渲染'],
    ['goujian', '构建', 'chanwu', '产物'],
    ['weiqian', '微前端'],
    ['lujing', '路径', 'bieming', '别名'],
  ].map(([p1, w1, p2, w2]) => [
    { compose: [...p1].map((_, i) => p1.slice(0, i + 1)), commit: w1 },
    ...(p2 ? [{ compose: [...p2].map((_, i) => p2.slice(0, i + 1)), commit: w1 + w2 }] : []),
  ]),
};

export interface BurstFigure {
  query: string;
  keystrokes: number;
  /** Queries the scheduler sent for the whole burst (the contract: exactly one). */
  sends: number;
  /** Last keystroke until `onResult` ran: debounce + round trip + engine. */
  keyToResultMs: number;
  hits: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Plays one burst and waits for its result. The send count is final then: an extra send could only
 * come from an earlier keystroke's timer, and every earlier timer fires before the last one.
 */
async function play(steps: Step[], send: (query: string) => Promise<SearchResult>): Promise<BurstFigure> {
  let sends = 0;
  let delivered!: (result: SearchResult) => void;
  const answer = new Promise<SearchResult>((done) => (delivered = done));
  const scheduler = createQueryScheduler({
    delay: SEARCH_DEBOUNCE_MS,
    send: (q) => {
      sends++;
      return send(q);
    },
    onResult: (r) => delivered(r),
  });
  let keystrokes = 0;
  let last = 0;
  for (const [i, step] of steps.entries()) {
    if (i) await sleep(KEY_GAP_MS);
    if ('input' in step) {
      scheduler.input(step.input);
      keystrokes++;
    } else {
      scheduler.compositionStart();
      for (const text of step.compose) {
        scheduler.input(text);
        keystrokes++;
        await sleep(KEY_GAP_MS);
      }
      scheduler.compositionEnd(step.commit);
      keystrokes++;
    }
    last = performance.now();
  }
  const timeout = sleep(SEARCH_DEBOUNCE_MS + 5000).then(() => null);
  const result = await Promise.race([answer, timeout]);
  const keyToResultMs = performance.now() - last;
  scheduler.cancel();
  const query = result?.query ?? '(no result)';
  return { query, keystrokes, sends, keyToResultMs: result ? keyToResultMs : Number.NaN, hits: result?.total ?? 0 };
}

/**
 * Plays every burst of `lang` in turn.
 *
 * @example await playBursts('en', (q) => api.search(q, 100)) // [{ query: 'render', sends: 1, … }, …]
 */
export async function playBursts(lang: Lang, send: (query: string) => Promise<SearchResult>): Promise<BurstFigure[]> {
  const figures: BurstFigure[] = [];
  for (const steps of BURSTS[lang]) figures.push(await play(steps, send));
  return figures;
}
