import { describe, expect, it } from 'vitest';
import { overviewGroups, withHeaders } from '../../../src/shared/overview-groups';
import type { SidebarItem } from '../../../src/shared/types';
import { makeSite } from '../client/site-fixture';

const api: SidebarItem[] = [{ text: 'Overview', link: '/api/' }, ...makeSite().sidebar.en['/api']!];
const names = (groups: ReturnType<typeof overviewGroups>) =>
  groups.map((group) => [group.text, group.links.map((link) => link.text)]);

describe('overviewGroups', () => {
  it("makes one group per sidebar group, with the group's pages in order and no headers yet", () => {
    expect(names(overviewGroups(api, '/api/'))).toEqual([
      ['@esmx/core', ['Esmx', 'App', 'RenderContext', 'ModuleConfig', 'PackConfig', 'ManifestJson']],
      ['App', ['@esmx/rspack', '@esmx/rspack-vue']],
    ]);
    expect(overviewGroups(api, '/api/')[1]!.links[0]).toEqual({
      text: '@esmx/rspack',
      link: '/api/app/rspack',
      headers: [],
    });
  });

  it('leaves the overview page itself out, however its path is written', () => {
    expect(
      overviewGroups(api, '/api')
        .flatMap((group) => group.links)
        .some((link) => link.link === '/api/'),
    ).toBe(false);
  });

  it("lists only the pages under the overview's folder when one sidebar holds the whole site, as Rspress does", () => {
    const items: SidebarItem[] = [
      { text: 'Introduction', link: '/' },
      { text: 'Getting started', link: '/getting-started' },
      {
        text: 'API',
        items: [
          { text: 'API', link: '/api/' },
          { text: 'Commands', link: '/api/commands' },
        ],
      },
      {
        text: 'Guide',
        items: [
          { text: 'Overview', link: '/guide/overview' },
          { text: 'Install', link: '/guide/install' },
        ],
      },
    ];
    // The overview is a page among its group's pages: each of the others is a group of its own.
    expect(names(overviewGroups(items, '/api/'))).toEqual([['Commands', ['Commands']]]);
    // An overview named so stands for its folder.
    expect(names(overviewGroups(items, '/guide/overview'))).toEqual([['Install', ['Install']]]);
  });

  it('lists the groups inside the group an overview opens, or that group itself when it holds only pages', () => {
    const nested: SidebarItem[] = [
      { text: 'Home', link: '/' },
      {
        text: 'API',
        link: '/api/',
        items: [
          { text: 'Core', items: [{ text: 'Esmx', link: '/api/core/esmx' }] },
          { text: 'App', items: [{ text: 'Rspack', link: '/api/app/rspack' }] },
        ],
      },
    ];
    expect(names(overviewGroups(nested, '/api/'))).toEqual([
      ['Core', ['Esmx']],
      ['App', ['Rspack']],
    ]);
    const flat: SidebarItem[] = [
      { text: 'Home', link: '/' },
      { text: 'API', link: '/api/', items: [{ text: 'Esmx', link: '/api/esmx' }] },
    ];
    expect(names(overviewGroups(flat, '/api/'))).toEqual([['API', ['Esmx']]]);
  });

  it('makes each page outside every group a group of its own, titled as the page, where it stands, as Rspress does', () => {
    const items: SidebarItem[] = [
      { text: 'Overview', link: '/x/' },
      { text: 'Loose', link: '/x/loose' },
      { text: 'G', items: [{ text: 'A', link: '/x/a' }] },
      { text: 'Last', link: '/x/last' },
    ];
    expect(names(overviewGroups(items, '/x/'))).toEqual([
      ['Loose', ['Loose']],
      ['G', ['A']],
      ['Last', ['Last']],
    ]);
  });

  it("lists the pages of nested groups under their top-level group, and not the group's own page (its title's link), as Rspress does", () => {
    const items: SidebarItem[] = [
      {
        text: 'Top',
        link: '/x/top',
        items: [
          { text: 'Inner', items: [{ text: 'Deep', link: '/x/deep' }] },
          { text: 'Flat', link: '/x/flat' },
        ],
      },
    ];
    expect(names(overviewGroups(items, '/x/'))).toEqual([['Top', ['Deep', 'Flat']]]);
  });

  it('drops groups left without pages, dividers and section headers', () => {
    const items: SidebarItem[] = [
      { text: '', dividerType: 'solid' },
      { text: 'Only self', items: [{ text: 'Overview', link: '/x/' }] },
      { text: 'Header', sectionHeaderText: 'Header' },
    ];
    expect(overviewGroups(items, '/x/')).toEqual([]);
  });

  it('is empty without a sidebar', () => {
    expect(overviewGroups([], '/api/')).toEqual([]);
  });
});

describe('withHeaders', () => {
  it('fills in the headers of the links it knows and keeps the others', () => {
    const groups = overviewGroups(api, '/api/');
    const header = { text: 'Installation', id: 'installation' };
    const filled = withHeaders(groups, { '/api/app/rspack': [header] });
    expect(filled[1]!.links[0]!.headers).toEqual([header]);
    expect(filled[1]!.links[1]!.headers).toEqual([]);
    expect(groups[1]!.links[0]!.headers).toEqual([]);
  });

  it('keeps every link as it is without headers (a page data without an overview)', () => {
    const groups = overviewGroups(api, '/api/');
    expect(withHeaders(groups, undefined)).toEqual(groups);
  });
});

describe("an overview page's own heading levels", () => {
  it("are each entry's overviewHeaders when it gives a list of levels, and none otherwise", () => {
    const items: SidebarItem[] = [
      {
        text: 'G',
        items: [
          { text: 'Expect', link: '/api/expect', overviewHeaders: [2, 3] },
          { text: 'Pool', link: '/api/pool', overviewHeaders: [] },
          { text: 'Odd', link: '/api/odd', overviewHeaders: ['2'] as unknown as number[] },
          { text: 'Plain', link: '/api/plain' },
        ],
      },
    ];
    expect(overviewGroups(items, '/api/')[0]!.links.map(({ text, depths }) => [text, depths])).toEqual([
      ['Expect', [2, 3]],
      ['Pool', []],
      ['Odd', undefined],
      ['Plain', undefined],
    ]);
  });
});
