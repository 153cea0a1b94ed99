import { describe, expect, it } from 'vitest';
import { StageTimes } from '../../../src/build/stage-times';

describe('StageTimes', () => {
  it('names each stage in the order it ended, with the whole milliseconds since the one before (at least the time waited in it)', async () => {
    const times = new StageTimes();
    times.end('first');
    await new Promise((resolve) => setTimeout(resolve, 30));
    times.end('second');
    expect(times.stages.map(([stage]) => stage)).toEqual(['first', 'second']);
    const [[, first], [, second]] = times.stages;
    expect(Number.isInteger(first) && first >= 0 && Number.isInteger(second)).toBe(true);
    expect(second).toBeGreaterThanOrEqual(25);
  });
});
