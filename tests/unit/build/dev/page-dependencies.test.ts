import { describe, expect, it } from 'vitest';
import { PageDependencies } from '../../../../src/build/dev/page-dependencies';

describe('PageDependencies', () => {
  it('names every page made from a file, in the order they were first seen', () => {
    const uses = new PageDependencies();
    uses.set('/docs/en/a.mdx', ['/c/Counter.tsx', '/docs/en/_intro.mdx']);
    uses.set('/docs/en/b.mdx', ['/c/Counter.tsx']);
    expect(uses.pagesUsing('/c/Counter.tsx')).toEqual(['/docs/en/a.mdx', '/docs/en/b.mdx']);
    expect(uses.pagesUsing('/docs/en/_intro.mdx')).toEqual(['/docs/en/a.mdx']);
    expect(uses.files()).toEqual(['/c/Counter.tsx', '/docs/en/_intro.mdx']);
  });

  it('forgets what a page no longer imports when it renders again', () => {
    const uses = new PageDependencies();
    uses.set('/docs/en/a.mdx', ['/c/Counter.tsx']);
    uses.set('/docs/en/a.mdx', []);
    expect(uses.pagesUsing('/c/Counter.tsx')).toEqual([]);
    expect(uses.files()).toEqual([]);
  });

  it("takes a whole-site build's lists in place of everything known before", () => {
    const uses = new PageDependencies();
    uses.set('/docs/en/old.mdx', ['/c/Old.tsx']);
    uses.setAll({ '/docs/en/a.mdx': [['/c/Counter.tsx', 'sha']] });
    expect(uses.pagesUsing('/c/Old.tsx')).toEqual([]);
    expect(uses.pagesUsing('/c/Counter.tsx')).toEqual(['/docs/en/a.mdx']);
  });

  it('knows no page for a file nothing was made from', () => {
    expect(new PageDependencies().pagesUsing('/c/Counter.tsx')).toEqual([]);
  });
});
