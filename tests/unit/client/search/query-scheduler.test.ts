import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryScheduler } from '../../../../src/client/search/query-scheduler';
import type { SearchResult } from '../../../../src/shared/search';

const DELAY = 150;
const resultFor = (query: string): SearchResult => ({ query, groups: [], total: 1, more: false });

/** A send whose answers the test releases by hand, in any order. */
function manualSend() {
  const pending = new Map<string, { resolve: (r: SearchResult) => void; reject: (e: unknown) => void }>();
  const send = vi.fn(
    (query: string) =>
      new Promise<SearchResult>((resolve, reject) => {
        pending.set(query, { resolve, reject });
      }),
  );
  return {
    send,
    answer: async (query: string) => {
      pending.get(query)!.resolve(resultFor(query));
      await Promise.resolve();
    },
    fail: async (query: string) => {
      pending.get(query)!.reject(new Error('worker gone'));
      await Promise.resolve();
    },
  };
}

function setup() {
  const worker = manualSend();
  const onResult = vi.fn();
  const scheduler = createQueryScheduler({ delay: DELAY, send: worker.send, onResult });
  return { ...worker, onResult, scheduler };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createQueryScheduler', () => {
  it('sends one query after the reader pauses for the delay', () => {
    const { send, scheduler } = setup();
    scheduler.input('r');
    scheduler.input('re');
    vi.advanceTimersByTime(DELAY - 1);
    scheduler.input('ren');
    vi.advanceTimersByTime(DELAY - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send.mock.calls).toEqual([['ren']]);
  });

  it('passes the answer of the query to onResult', async () => {
    const { answer, onResult, scheduler } = setup();
    scheduler.input('render');
    vi.advanceTimersByTime(DELAY);
    await answer('render');
    expect(onResult.mock.calls).toEqual([[resultFor('render')]]);
  });

  it('trims the text before sending it', () => {
    const { send, scheduler } = setup();
    scheduler.input('  router \n');
    vi.advanceTimersByTime(DELAY);
    expect(send.mock.calls).toEqual([['router']]);
  });

  it('drops the answer of an older query that arrives after a newer one was sent', async () => {
    const { answer, onResult, scheduler } = setup();
    scheduler.input('ren');
    vi.advanceTimersByTime(DELAY);
    scheduler.input('render');
    vi.advanceTimersByTime(DELAY);
    await answer('render');
    await answer('ren');
    expect(onResult.mock.calls).toEqual([[resultFor('render')]]);
  });

  it('clears the results at once for an empty or whitespace query, sending nothing', () => {
    const { send, onResult, scheduler } = setup();
    scheduler.input('   ');
    expect(onResult.mock.calls).toEqual([[{ query: '', groups: [], total: 0, more: false }]]);
    vi.advanceTimersByTime(DELAY);
    expect(send).not.toHaveBeenCalled();
  });

  it('drops a pending query and a late answer when the text is erased', async () => {
    const { send, answer, onResult, scheduler } = setup();
    scheduler.input('app');
    vi.advanceTimersByTime(DELAY);
    scheduler.input('apps');
    scheduler.input('');
    vi.advanceTimersByTime(DELAY);
    await answer('app');
    expect(send.mock.calls).toEqual([['app']]);
    expect(onResult.mock.calls).toEqual([[{ query: '', groups: [], total: 0, more: false }]]);
  });

  it('ignores input while an IME composition is in progress', () => {
    const { send, scheduler } = setup();
    scheduler.compositionStart();
    scheduler.input('x');
    scheduler.input('xuan');
    vi.advanceTimersByTime(DELAY * 3);
    expect(send).not.toHaveBeenCalled();
  });

  it('searches for the final text once the composition ends, after the delay', () => {
    const { send, scheduler } = setup();
    scheduler.compositionStart();
    scheduler.input('xuanran');
    scheduler.compositionEnd('渲染');
    vi.advanceTimersByTime(DELAY - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send.mock.calls).toEqual([['渲染']]);
  });

  it('drops the query pending from before a composition starts', () => {
    const { send, scheduler } = setup();
    scheduler.input('esmx ');
    scheduler.compositionStart();
    vi.advanceTimersByTime(DELAY * 2);
    expect(send).not.toHaveBeenCalled();
  });

  it('listens to input again after the composition ends', () => {
    const { send, scheduler } = setup();
    scheduler.compositionStart();
    scheduler.compositionEnd('渲染');
    scheduler.input('渲染上下文');
    vi.advanceTimersByTime(DELAY);
    expect(send.mock.calls).toEqual([['渲染上下文']]);
  });

  it('cancel drops the pending query', () => {
    const { send, scheduler } = setup();
    scheduler.input('router');
    scheduler.cancel();
    vi.advanceTimersByTime(DELAY);
    expect(send).not.toHaveBeenCalled();
  });

  it('cancel drops the answer of a query already sent', async () => {
    const { answer, onResult, scheduler } = setup();
    scheduler.input('router');
    vi.advanceTimersByTime(DELAY);
    scheduler.cancel();
    await answer('router');
    expect(onResult).not.toHaveBeenCalled();
  });

  it('works again after cancel, including after a cancelled composition', async () => {
    const { answer, onResult, scheduler } = setup();
    scheduler.compositionStart();
    scheduler.cancel();
    scheduler.input('link');
    vi.advanceTimersByTime(DELAY);
    await answer('link');
    expect(onResult.mock.calls).toEqual([[resultFor('link')]]);
  });

  it('reports a failed send as an empty result for its query, so nothing stays loading', async () => {
    const { fail, onResult, scheduler } = setup();
    scheduler.input('broken');
    vi.advanceTimersByTime(DELAY);
    await fail('broken');
    await Promise.resolve();
    expect(onResult.mock.calls).toEqual([[{ query: 'broken', groups: [], total: 0, more: false }]]);
  });

  it('does not report a failure of a stale query', async () => {
    const { fail, onResult, scheduler } = setup();
    scheduler.input('a');
    vi.advanceTimersByTime(DELAY);
    scheduler.input('ab');
    vi.advanceTimersByTime(DELAY);
    await fail('a');
    await Promise.resolve();
    expect(onResult).not.toHaveBeenCalled();
  });
});

describe('now', () => {
  it('sends at once, drops the pending keystroke, and makes earlier answers stale', async () => {
    const { send, answer, onResult, scheduler } = setup();
    scheduler.input('rend');
    vi.advanceTimersByTime(DELAY);
    scheduler.input('render');
    scheduler.now('render');
    expect(send.mock.calls).toEqual([['rend'], ['render']]);
    vi.advanceTimersByTime(DELAY);
    expect(send).toHaveBeenCalledTimes(2);
    await answer('rend');
    await answer('render');
    expect(onResult.mock.calls).toEqual([[resultFor('render')]]);
  });
});
