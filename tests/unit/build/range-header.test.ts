import { describe, expect, it } from 'vitest';
import { isServableRange } from '../../../src/build/range-header';

describe('isServableRange', () => {
  it('accepts one range of bytes from a first position, to a last one or to the end', () => {
    for (const header of ['bytes=0-499', 'bytes=500-', 'bytes=7-7', ' bytes=0-0 '])
      expect(isServableRange(header), header).toBe(true);
  });

  it('refuses a range ending before it starts, a suffix, several ranges, other units and numbers too long to be exact', () => {
    for (const header of [
      'bytes=5-1',
      'bytes=-500',
      'bytes=0-1,3-4',
      'lines=0-1',
      'bytes=',
      'bytes=a-b',
      `bytes=${'9'.repeat(20)}-`,
    ])
      expect(isServableRange(header), header).toBe(false);
  });
});
