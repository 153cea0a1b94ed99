import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '../../../../src/client/app/throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, `ms` after the first call of a burst', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    throttled();
    vi.advanceTimersByTime(99);
    throttled();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('keeps running every `ms` while calls go on', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 200);
    for (let t = 0; t < 1000; t += 10) {
      throttled();
      vi.advanceTimersByTime(10);
    }
    expect(fn).toHaveBeenCalledTimes(5);
  });

  it('runs again for a call after a quiet spell', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    vi.advanceTimersByTime(500);
    throttled();
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops the pending call on cancel, and still works afterwards', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    throttled();
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does nothing on cancel when no call is pending', () => {
    const throttled = throttle(() => undefined, 100);
    expect(() => throttled.cancel()).not.toThrow();
  });
});
