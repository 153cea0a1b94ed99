import { describe, expect, it } from 'vitest';
import { layoutFor, layoutKind, loadLayout } from '../../../../src/client/layouts/registry';

describe('layoutKind', () => {
  it('is the page type for every page type', () => {
    for (const pageType of ['home', 'doc', '404', 'custom', 'blank'] as const)
      expect(layoutKind({ pageType, frontmatter: {} })).toBe(pageType);
  });

  it('is overview for a doc page flagged overview: true', () => {
    expect(layoutKind({ pageType: 'doc', frontmatter: { overview: true } })).toBe('overview');
  });

  it('ignores the flag on other page types and when it is false', () => {
    expect(layoutKind({ pageType: 'custom', frontmatter: { overview: true } })).toBe('custom');
    expect(layoutKind({ pageType: 'doc', frontmatter: { overview: false } })).toBe('doc');
  });
});

describe('layoutFor', () => {
  it('has the doc, custom and blank layouts at hand, and the overview only once loaded', async () => {
    expect(layoutFor('doc')).toBeDefined();
    expect(layoutFor('custom')).toBeDefined();
    expect(layoutFor('blank')).toBeDefined();
    expect(layoutFor('overview')).toBeUndefined();
    await loadLayout('overview');
    expect(layoutFor('overview')?.name).toBe('OverviewLayout');
  });
});
