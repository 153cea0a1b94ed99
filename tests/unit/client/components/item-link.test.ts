import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Shell } from '../../../../src/client/app/shell-context';
import { ShellContext } from '../../../../src/client/app/shell-context';
import { ItemLink, type ItemLinkProps } from '../../../../src/client/components/ItemLink';
import { makePage, makeSite } from '../site-fixture';

/** The markup of one ItemLink on a site served under `base`. */
function html(props: ItemLinkProps, base = '/'): string {
  const shell = { site: makeSite({ base }), page: makePage('/'), sidebar: [] } as unknown as Shell;
  return renderToStaticMarkup(createElement(ShellContext.Provider, { value: shell }, createElement(ItemLink, props)));
}

describe('ItemLink', () => {
  it('marks the current entry as active and as the current page', () => {
    expect(html({ item: { text: 'Guide', link: '/guide/' }, className: 'nav-link', active: true })).toBe(
      '<a href="/guide/" class="nav-link active" aria-current="page">Guide</a>',
    );
  });

  it('leaves any other entry unmarked', () => {
    expect(html({ item: { text: 'API', link: '/api/' }, className: 'sidebar-link', active: false })).toBe(
      '<a href="/api/" class="sidebar-link">API</a>',
    );
  });

  it('shows the tag after the label, and puts the base before the link', () => {
    expect(
      html({ item: { text: 'Blog', link: '/blog/', tag: 'new' }, className: 'nav-link', active: false }, '/docs/'),
    ).toBe('<a href="/docs/blog/" class="nav-link">Blog<span class="tag">new</span></a>');
  });

  it("encodes the spaces of a route, which a browser would drop from the end of the link's address", () => {
    expect(
      html({ item: { text: 'Bytes', link: '/notes/byte and bit ' }, className: 'sidebar-link', active: false }),
    ).toBe('<a href="/notes/byte%20and%20bit%20" class="sidebar-link">Bytes</a>');
  });

  it('draws a tag written as SVG as an icon image, never as markup in the page', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle r="10"/></svg>';
    const link = html({ item: { text: 'Start', link: '/start', tag: svg }, className: 'nav-link', active: false });
    expect(link).toBe(
      `<a href="/start" class="nav-link">Start<span class="icon" style="--icon:url(&quot;data:image/svg+xml,${encodeURIComponent(svg)}&quot;)" aria-hidden="true"></span></a>`,
    );
  });
});
