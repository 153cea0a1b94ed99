import { describe, expect, it } from 'vitest';
import { isOverviewPage } from '../../../src/shared/overview-page';

describe('isOverviewPage', () => {
  it('is a doc page with front matter overview: true, and no other', () => {
    expect(isOverviewPage('doc', { overview: true })).toBe(true);
    expect(isOverviewPage('doc', {})).toBe(false);
    expect(isOverviewPage('doc', { overview: 'yes' as unknown as boolean })).toBe(false);
    expect(isOverviewPage('home', { overview: true })).toBe(false);
  });
});
