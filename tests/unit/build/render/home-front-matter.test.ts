import { describe, expect, it } from 'vitest';
import { homeFrontMatter } from '../../../../src/build/render/home-front-matter';
import type { FrontMatter } from '../../../../src/shared/types';

describe('homeFrontMatter', () => {
  it('gives each picture icon the image the card draws, under the base unless it carries it, and leaves text icons', () => {
    const fm: FrontMatter = {
      pageType: 'home',
      features: [
        { title: 'Written', icon: '<img src="/site/img/icon.svg" width="36" />' },
        { title: 'Path', icon: '/img/users.svg' },
        { title: 'Emoji', icon: '⚡️' },
        { title: 'Plain' },
      ],
    };
    expect(homeFrontMatter(fm, '/site/').features).toEqual([
      {
        title: 'Written',
        icon: '<img src="/site/img/icon.svg" width="36" />',
        iconImage: { src: '/site/img/icon.svg', alt: '', width: '36' },
      },
      {
        title: 'Path',
        icon: '/img/users.svg',
        iconImage: { src: '/site/img/users.svg', alt: '', width: '28', height: '28' },
      },
      { title: 'Emoji', icon: '⚡️' },
      { title: 'Plain' },
    ]);
  });

  it('leaves front matter without a list of features as it is', () => {
    const fm = { pageType: 'home', features: 'oops' } as unknown as FrontMatter;
    expect(homeFrontMatter(fm, '/')).toBe(fm);
    expect(homeFrontMatter({ title: 'Doc' }, '/')).toEqual({ title: 'Doc' });
  });
});
