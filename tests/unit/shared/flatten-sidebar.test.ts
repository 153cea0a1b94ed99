import { describe, expect, it } from 'vitest';
import { flattenSidebar } from '../../../src/shared/flatten-sidebar';
import type { SidebarItem } from '../../../src/shared/types';
import { makeSite } from '../client/site-fixture';

const guide = makeSite().sidebar.en['/guide']!;

describe('flattenSidebar', () => {
  it('lists linked items in reading order across groups', () => {
    const links = flattenSidebar(guide).map((link) => link.link);
    expect(links.slice(0, 5)).toEqual([
      '/guide/start/introduction',
      '/guide/start/glossary',
      '/guide/start/environment',
      '/guide/start/getting-started',
      '/guide/essentials/rspack',
    ]);
    expect(links).toHaveLength(10);
  });

  it("puts a group's own link before its children and skips unlinked items", () => {
    const items: SidebarItem[] = [
      {
        text: 'A',
        link: '/a',
        items: [{ text: 'label only' }, { text: 'B', link: '/b', items: [{ text: 'C', link: '/c' }] }],
      },
    ];
    expect(flattenSidebar(items).map((link) => link.text)).toEqual(['A', 'B', 'C']);
  });
});
