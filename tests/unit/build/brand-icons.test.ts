import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandIconStyles } from '../../../src/build/brand-icons';
import type { SocialLink } from '../../../src/shared/types';

const styles = join(process.cwd(), 'src/client/styles');
const link = (icon: SocialLink['icon']): SocialLink => ({ icon, mode: 'link', content: 'https://example.com' });

describe('brandIconStyles', () => {
  it('gives the rules of the brand icons the social links name, once each', () => {
    const rules = brandIconStyles(styles, [link('x'), link('discord'), link('x'), link('github')]);
    expect(rules).toHaveLength(2);
    expect(rules[0]).toContain('.icon-discord {');
    expect(rules[1]).toContain('.icon-x {');
  });

  it('gives nothing for no links, other names, an own SVG, or a name that tries to leave the folder', () => {
    expect(brandIconStyles(styles)).toEqual([]);
    expect(brandIconStyles(styles, [link('mastodon'), link({ svg: '<svg/>' }), link('../15-icons')])).toEqual([]);
  });
});
