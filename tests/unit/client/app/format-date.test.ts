import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/client/app/format-date';

describe('formatDate', () => {
  it('writes the day the way English readers do, in UTC', () => {
    expect(formatDate(Date.UTC(2025, 0, 31, 23, 59), 'en')).toBe('January 31, 2025');
  });

  it('writes the day the way Chinese readers do, in UTC', () => {
    expect(formatDate(Date.UTC(2025, 0, 31, 23, 59), 'zh')).toBe('2025年1月31日');
  });

  it('does not depend on the time zone of the machine', () => {
    // 23:59 UTC is already the next day east of UTC; prerender and browser must still agree.
    expect(formatDate(Date.UTC(2024, 1, 29, 23, 59), 'en')).toBe('February 29, 2024');
  });

  it('gives nothing for a missing or invalid time', () => {
    expect(formatDate(0, 'en')).toBe('');
    expect(formatDate(Number.NaN, 'zh')).toBe('');
  });
});
