import { describe, expect, it } from 'vitest';
import { homeFrontMatter } from '../../../../src/build/render/home-front-matter';
import type { FrontMatter } from '../../../../src/shared/types';

describe('homeFrontMatter', () => {
  it("reads the hero's name, each line of its text and its tagline as HTML, as Rspress renders them", () => {
    const hero = {
      name: 'RNTL <small>13</small>',
      text: 'Line <em>one</em>\n\nline two',
      tagline: 'First.<br/>— Second',
    };
    const { frontmatter, skips } = homeFrontMatter({ pageType: 'home', hero }, '/');
    expect(frontmatter.hero).toEqual({
      ...hero,
      parts: {
        name: ['RNTL ', { tag: 'small', children: ['13'] }],
        text: [['Line ', { tag: 'em', children: ['one'] }], ['line two']],
        tagline: ['First.', { tag: 'br' }, '— Second'],
      },
    });
    expect(skips).toEqual([]);
  });

  it("reads each action's text as HTML too, a link in it given as its text (a button cannot hold a link)", () => {
    const hero = {
      actions: [
        { theme: 'brand' as const, text: 'Get <b>started</b>', link: '/guide/' },
        { theme: 'alt' as const, text: 'On <a href="https://github.com">GitHub</a>', link: 'https://github.com/x' },
      ],
    };
    expect(homeFrontMatter({ pageType: 'home', hero }, '/').frontmatter.hero?.parts).toEqual({
      actions: [
        ['Get ', { tag: 'b', children: ['started'] }],
        ['On ', 'GitHub'],
      ],
    });
  });

  it('gives a hero without a name no name to draw, and draws a number as its text', () => {
    const hero = { tagline: 2048 as unknown as string };
    expect(homeFrontMatter({ pageType: 'home', hero }, '/').frontmatter.hero?.parts).toEqual({ tagline: ['2048'] });
  });

  it('draws an Rspress 2 badge given as { text, link } or { text, type } as its text, telling of the link', () => {
    const linked = homeFrontMatter(
      { pageType: 'home', hero: { name: 'X', badge: { text: 'New', link: '/guide/' } as unknown as string } },
      '/',
    );
    expect(linked.frontmatter.hero?.badge).toBe('New');
    expect(linked.skips).toEqual([
      { message: 'front matter "hero": badge: its link /guide/ is not drawn (the badge shows its text)', tag: 'badge' },
    ]);
    const typed = homeFrontMatter(
      { pageType: 'home', hero: { name: 'X', badge: { text: 'Beta', type: 'info' } as unknown as string } },
      '/',
    );
    expect([typed.frontmatter.hero?.badge, typed.skips]).toEqual(['Beta', []]);
    const empty = homeFrontMatter({ pageType: 'home', hero: { name: 'X', badge: {} as unknown as string } }, '/');
    expect(empty.frontmatter.hero).not.toHaveProperty('badge');
  });

  it('names the HTML a hero may not hold, with the tag to find its line by', () => {
    const hero = { name: 'X', tagline: '<div>Fast</div> <script>evil()</script><div>Small</div>' };
    const { frontmatter, skips } = homeFrontMatter({ pageType: 'home', hero }, '/');
    expect(frontmatter.hero?.parts?.tagline).toEqual(['Fast Small']);
    expect(skips).toEqual([
      {
        message:
          'front matter "hero": tagline: <div>, <script> are not drawn as written (a hero\'s HTML may hold text, links, line breaks and strong, em, b, i, code, small and span)',
        tag: '<div',
      },
    ]);
  });

  it("reads a feature card's details as HTML when they hold a tag, as Rspress renders them, and leaves text as written", () => {
    const features = [
      { title: 'Tagged', details: 'First line <br/> second with <strong>bold</strong>' },
      { title: 'Plain', details: 'Tom &amp; Jerry, 1 < 2' },
    ];
    expect(homeFrontMatter({ pageType: 'home', features }, '/')).toEqual({
      frontmatter: {
        pageType: 'home',
        features: [
          {
            ...features[0],
            detailsParts: ['First line ', { tag: 'br' }, ' second with ', { tag: 'strong', children: ['bold'] }],
          },
          features[1],
        ],
      },
      skips: [],
    });
  });

  it('shows angle brackets that make no element as text, in details and the hero alike, as Rspress does', () => {
    const features = [
      { title: 'Generics', details: 'Works with Result<T, E> and Promise<Result<T, E>>.' },
      { title: 'Escaped', details: 'A \\<Tag\\> and &lt;b&gt;' },
    ];
    const hero = { name: 'Result<T, E>', tagline: 'One<br>two' };
    const { frontmatter, skips } = homeFrontMatter({ pageType: 'home', hero, features }, '/');
    expect(frontmatter.features).toEqual([features[0], { ...features[1], detailsParts: ['A <Tag> and <b>'] }]);
    expect(frontmatter.hero?.parts).toEqual({ name: ['Result<T, E>'], tagline: ['One<br>two'] });
    expect(skips).toEqual([]);
  });

  it("gives a link in a card's details as its text when the card is a link itself, as an action's, and keeps it otherwise", () => {
    const details = 'See <a href="https://github.com/x">GitHub</a>';
    const features = [
      { title: 'Linked', details, link: '/guide/' },
      { title: 'Unlinked', details },
    ];
    expect(
      homeFrontMatter({ pageType: 'home', features }, '/').frontmatter.features?.map((f) => f.detailsParts),
    ).toEqual([
      ['See ', 'GitHub'],
      ['See ', { tag: 'a', href: 'https://github.com/x', children: ['GitHub'] }],
    ]);
  });

  it("names the HTML a card's details may not hold, with the tag to find its line by", () => {
    const features = [{ title: 'X', details: 'A <div>block</div><img src=x onerror=alert(1)>' }];
    const { frontmatter, skips } = homeFrontMatter({ pageType: 'home', features }, '/');
    expect(frontmatter.features?.[0]?.detailsParts).toEqual(['A block']);
    expect(skips).toEqual([
      {
        message:
          'front matter "features": details: <div>, <img> are not drawn as written (a feature\'s details may hold text, links, line breaks and strong, em, b, i, code, small and span)',
        tag: '<div',
      },
    ]);
  });

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
    expect(homeFrontMatter(fm, '/site/').frontmatter.features).toEqual([
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

  it('leaves shapes the front matter check refused as they are', () => {
    const fm = { pageType: 'home', hero: 'RMK', features: 'oops' } as unknown as FrontMatter;
    expect(homeFrontMatter(fm, '/')).toEqual({ frontmatter: fm, skips: [] });
    expect(homeFrontMatter({ title: 'Doc' }, '/').frontmatter).toEqual({ title: 'Doc' });
  });
});
