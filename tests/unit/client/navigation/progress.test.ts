import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const bar = vi.hoisted(() => ({ configure: vi.fn(), start: vi.fn(), done: vi.fn() }));
vi.mock('nprogress', () => ({ default: bar }));

const { PROGRESS_DELAY_MS, PROGRESS_SETTINGS, startProgress } = await import(
  '../../../../src/client/navigation/progress'
);

/** Lets the dynamic import of nprogress settle. */
const settle = () => vi.dynamicImportSettled();

describe('startProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.clearAllMocks();
  });
  afterEach(() => vi.useRealTimers());

  it('uses its set values: minimum 0.08, speed 200 ms, trickle every 800 ms by 0.02, no spinner', () => {
    expect(PROGRESS_DELAY_MS).toBe(200);
    expect(PROGRESS_SETTINGS).toEqual({
      minimum: 0.08,
      speed: 200,
      trickle: true,
      trickleSpeed: 800,
      trickleRate: 0.02,
      showSpinner: false,
    });
  });

  it('shows nothing for a load that finishes within 200 ms', async () => {
    const finish = startProgress();
    vi.advanceTimersByTime(199);
    finish();
    vi.advanceTimersByTime(1000);
    await settle();
    expect(bar.start).not.toHaveBeenCalled();
    expect(bar.done).not.toHaveBeenCalled();
  });

  it('starts the bar, configured, once a load takes 200 ms, and completes it when the load ends', async () => {
    const finish = startProgress();
    vi.advanceTimersByTime(200);
    await settle();
    expect(bar.configure).toHaveBeenCalledWith(PROGRESS_SETTINGS);
    expect(bar.start).toHaveBeenCalledTimes(1);
    finish();
    expect(bar.done).toHaveBeenCalledTimes(1);
  });

  it('does not start the bar when the load ends while nprogress is still being fetched', async () => {
    const finish = startProgress();
    vi.advanceTimersByTime(200);
    finish();
    await settle();
    expect(bar.start).not.toHaveBeenCalled();
  });
});
