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

  it('gives nothing for no links, an own SVG, or the icons the shell ships in every stylesheet', () => {
    expect(brandIconStyles(styles)).toEqual([]);
    expect(brandIconStyles(styles, [link({ svg: '<svg/>' }), link('github')])).toEqual([]);
  });

  it('gives the rule of a button as wide as its word, once, for names the shell has no icon of, shown as text', () => {
    const rules = brandIconStyles(styles, [link('wechat'), link('x'), link('bilibili'), link('../15-icons')]);
    expect(rules).toHaveLength(2);
    expect(rules[0]).toContain('.icon-x {');
    expect(rules[1]).toContain('.icon-button:has(> .social-text) {');
  });
});
