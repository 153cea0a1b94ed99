import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveDebounce } from '../../../../src/build/dev/save-debounce';

function setUp() {
  const handled: string[] = [];
  return { saves: new SaveDebounce(30, (file) => handled.push(file)), handled };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SaveDebounce', () => {
  it('handles a burst of events for one file once, when the burst has been quiet for the wait', () => {
    const { saves, handled } = setUp();
    saves.saved('a.md');
    vi.advanceTimersByTime(20);
    saves.saved('a.md');
    vi.advanceTimersByTime(29);
    expect(handled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(handled).toEqual(['a.md']);
    vi.advanceTimersByTime(100);
    expect(handled).toEqual(['a.md']);
  });

  it('gives each file its own wait, so two files saved together are both handled', () => {
    const { saves, handled } = setUp();
    saves.saved('a.md');
    vi.advanceTimersByTime(10);
    saves.saved('b.md');
    vi.advanceTimersByTime(20);
    expect(handled).toEqual(['a.md']);
    vi.advanceTimersByTime(10);
    expect(handled).toEqual(['a.md', 'b.md']);
  });

  it('handles a file saved again after it settled a second time', () => {
    const { saves, handled } = setUp();
    saves.saved('a.md');
    vi.advanceTimersByTime(30);
    saves.saved('a.md');
    vi.advanceTimersByTime(30);
    expect(handled).toEqual(['a.md', 'a.md']);
  });

  it('handles none of the files still settling once cancelled', () => {
    const { saves, handled } = setUp();
    saves.saved('a.md');
    saves.saved('b.md');
    saves.cancel();
    vi.advanceTimersByTime(100);
    expect(handled).toEqual([]);
  });
});
