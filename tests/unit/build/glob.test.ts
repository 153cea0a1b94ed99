import { describe, expect, it } from 'vitest';
import { matchesAny } from '../../../src/build/glob';

describe('matchesAny', () => {
  it('lets ** cross folders, including none', () => {
    expect(matchesAny('en/guide/drafts/idea.md', ['**/drafts/**'])).toBe(true);
    expect(matchesAny('drafts/idea.md', ['**/drafts/**'])).toBe(true);
    expect(matchesAny('en/guide/idea.md', ['**/drafts/**'])).toBe(false);
  });

  it('keeps * and ? inside one folder name', () => {
    expect(matchesAny('en/a.mdx', ['*.mdx'])).toBe(false);
    expect(matchesAny('en/a.mdx', ['en/*.mdx'])).toBe(true);
    expect(matchesAny('en/ab.md', ['en/a?.md'])).toBe(true);
  });

  it('reads {a,b} as alternatives and dots literally', () => {
    expect(matchesAny('zh/x.md', ['{en,zh}/x.md'])).toBe(true);
    expect(matchesAny('zh/xamd', ['zh/x.md'])).toBe(false);
  });
});
