import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Shell } from '../../../../src/client/app/shell-context';
import { ShellContext } from '../../../../src/client/app/shell-context';
import { Sidebar } from '../../../../src/client/components/Sidebar';
import type { SidebarItem } from '../../../../src/shared/types';
import { makePage, makeSite } from '../site-fixture';

/** The markup of a sidebar of `groups` on the page at `/guide/a`. */
function html(groups: SidebarItem[]): string {
  const shell = { site: makeSite({}), page: makePage('/guide/a'), sidebar: groups } as unknown as Shell;
  return renderToStaticMarkup(
    createElement(ShellContext.Provider, { value: shell }, createElement(Sidebar, { groups })),
  );
}

describe('Sidebar', () => {
  it('draws a divider as its rule alone, with no empty line of text after it', () => {
    const markup = html([{ text: 'A', link: '/guide/a' }, { text: '', dividerType: 'dashed' }, { text: 'Later' }]);
    expect(markup).toContain('<hr class="sidebar-divider dashed"/><span class="sidebar-text">Later</span>');
    expect(markup).not.toContain('<span class="sidebar-text"></span>');
  });

  it("draws a group's tag beside its title, as a page link's, whether the group folds or not", () => {
    const items = [{ text: 'Hammer', link: '/guide/hammer' }];
    const folding = html([{ text: 'Tools', tag: 'PRO', items }]);
    expect(folding).toContain('aria-expanded="true" aria-controls=');
    expect(folding).toMatch(/class="sidebar-group-toggle"[^>]*>Tools<span class="tag">PRO<\/span>/);
    expect(html([{ text: 'Tools', tag: 'PRO', collapsible: false, items }])).toContain(
      '<span>Tools<span class="tag">PRO</span></span>',
    );
  });
});
