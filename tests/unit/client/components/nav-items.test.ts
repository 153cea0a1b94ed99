import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Shell } from '../../../../src/client/app/shell-context';
import { ShellContext } from '../../../../src/client/app/shell-context';
import { NavItems } from '../../../../src/client/components/NavItems';
import { localesOf } from '../../../../src/shared/locale';
import type { NavItem } from '../../../../src/shared/types';
import { makePage, makeSite } from '../site-fixture';

/** The markup of a navbar of `items` on the page at `/guide/deep`. */
function html(items: NavItem[]): string {
  const site = makeSite({});
  const shell = { site, page: makePage('/guide/deep'), locales: localesOf(site.config) } as unknown as Shell;
  return renderToStaticMarkup(
    createElement(ShellContext.Provider, { value: shell }, createElement(NavItems, { items })),
  );
}

describe('NavItems', () => {
  it('draws a group inside a group under its title, its links indented below, at any depth', () => {
    const markup = html([
      {
        text: 'Guide',
        items: [
          { text: 'Intro', link: '/guide/intro' },
          { text: 'Advanced', items: [{ text: 'Deeper', items: [{ text: 'Deep', link: '/guide/deep' }] }] },
        ],
      },
    ]);
    expect(markup).toContain('<a href="/guide/intro" class="nav-link">Intro</a>');
    expect(markup).toContain(
      '<li class="nav-subgroup"><span class="nav-subgroup-title">Advanced</span><ul><li class="nav-subgroup"><span class="nav-subgroup-title">Deeper</span><ul><li><a href="/guide/deep" class="nav-link active"',
    );
    // The group holding the page, however deep, is the active one.
    expect(markup).toContain('class="disclosure nav-group active"');
  });

  it('draws a group inside a group that has a link of its own as that link, its entries below', () => {
    const markup = html([
      { text: 'Guide', items: [{ text: 'API', link: '/api/', items: [{ text: 'Config', link: '/api/config' }] }] },
    ]);
    expect(markup).toMatch(
      /<li class="nav-subgroup"><a href="\/api\/" class="nav-link">API<\/a><ul><li><a href="\/api\/config" class="nav-link">Config<\/a>/,
    );
  });

  it("draws a group's tag after its title, before the arrow, as Rspress draws it", () => {
    const markup = html([{ text: 'More', tag: 'new', items: [{ text: 'Guide', link: '/guide/' }] }]);
    expect(markup).toContain('>More<span class="tag">new</span><span class="icon icon-chevron"');
  });

  it('shows the words of an entry without a link, at the top and in a group, as Rspress does', () => {
    const markup = html([{ text: 'Learn', items: [{ text: 'Coming soon' }] }, { text: 'Plain label' }]);
    expect(markup).toContain('<li><span class="nav-link nav-text">Coming soon</span></li>');
    expect(markup).toContain('<li><span class="nav-link nav-text">Plain label</span></li>');
    expect(markup).not.toContain('<li></li>');
  });
});
