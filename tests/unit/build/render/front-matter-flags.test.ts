import { describe, expect, it } from 'vitest';
import { pageFlags } from '../../../../src/build/render/front-matter-flags';
import type { FrontMatter } from '../../../../src/shared/types';

const flags = (fm: Record<string, unknown>) => pageFlags(fm as FrontMatter);

describe('the page flags of front matter', () => {
  it('keeps true, false and flags not given as they are, without a word', () => {
    const fm = { title: 'A', sidebar: false, outline: true } as FrontMatter;
    expect(pageFlags(fm)).toEqual({ frontmatter: fm, skips: [] });
  });

  it('hides the sidebar for any value but true, as Rspress 2 does, naming the value', () => {
    const { frontmatter, skips } = flags({ sidebar: { order: 3 } });
    expect(frontmatter.sidebar).toBe(false);
    expect(skips).toEqual([
      {
        key: 'sidebar',
        message:
          'front matter "sidebar" takes true or false (got {"order":3}): read as false, as Rspress reads it, so the page shows no sidebar',
      },
    ]);
  });

  it("reads Rspress 1's sidebar: placeholder as no sidebar, without a warning", () => {
    expect(flags({ sidebar: 'placeholder' })).toEqual({ frontmatter: { sidebar: false }, skips: [] });
  });

  it('shows the outline, navbar and footer for any truthy value and hides them for a falsy one', () => {
    const { frontmatter, skips } = flags({ outline: 'deep', navbar: { hidden: true }, footer: 0 });
    expect(frontmatter).toEqual({ outline: true, navbar: true, footer: false });
    expect(skips.map((skip) => skip.key)).toEqual(['outline', 'navbar', 'footer']);
    expect(skips[0].message).toBe(
      'front matter "outline" takes true or false (got "deep"): read as true, as Rspress reads it',
    );
  });
});
