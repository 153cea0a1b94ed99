import { describe, expect, it } from 'vitest';
import { filterOverview } from '../../../../src/client/overview/filter-overview';
import type { OverviewGroup } from '../../../../src/shared/overview-groups';

const h = (text: string) => ({ text, id: text.toLowerCase().replace(/\s+/g, '-') });
const groups: OverviewGroup[] = [
  {
    text: '@esmx/core',
    links: [
      { text: 'Esmx', link: '/api/core/esmx', headers: [h('Introduction'), h('Instance Options')] },
      {
        text: 'RenderContext',
        link: '/api/core/render-context',
        headers: [h('Type Definitions'), h('Instance Methods')],
      },
      { text: 'PackConfig', link: '/api/core/pack-config', headers: [h('Type Definition'), h('Usage Examples')] },
    ],
  },
  {
    text: 'App',
    links: [{ text: '@esmx/rspack', link: '/api/app/rspack', headers: [h('Installation'), h('Function Exports')] }],
  },
  {
    text: '中文',
    links: [{ text: '模块配置', link: '/zh/api/core/module-config', headers: [h('接口定义'), h('类型定义')] }],
  },
];
/** What is left, as `group > link: headers` lines. */
const shown = (query: string) =>
  filterOverview(groups, query).flatMap((group) =>
    group.links.map((link) => `${group.text} > ${link.text}: ${link.headers.map((x) => x.text).join(', ')}`),
  );

describe('filterOverview', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterOverview(groups, '')).toEqual(groups);
    expect(filterOverview(groups, '   ')).toEqual(groups);
  });

  it('keeps a page whose title matches with all its headers', () => {
    expect(shown('render')).toEqual(['@esmx/core > RenderContext: Type Definitions, Instance Methods']);
  });

  it('keeps only the matching headers of a page whose title does not match', () => {
    expect(shown('usage')).toEqual(['@esmx/core > PackConfig: Usage Examples']);
    expect(shown('instance')).toEqual([
      '@esmx/core > Esmx: Instance Options',
      '@esmx/core > RenderContext: Instance Methods',
    ]);
  });

  it('keeps a whole group whose name matches', () => {
    expect(shown('app')).toEqual(['App > @esmx/rspack: Installation, Function Exports']);
  });

  it('ignores case and surrounding spaces', () => {
    expect(shown('  TYPE DEFINITION ')).toEqual([
      '@esmx/core > RenderContext: Type Definitions',
      '@esmx/core > PackConfig: Type Definition',
    ]);
  });

  it('matches Chinese text in titles and headers', () => {
    expect(shown('模块')).toEqual(['中文 > 模块配置: 接口定义, 类型定义']);
    expect(shown('类型定')).toEqual(['中文 > 模块配置: 类型定义']);
  });

  it('leaves nothing when nothing matches', () => {
    expect(filterOverview(groups, 'no such thing')).toEqual([]);
  });

  it('does not change the groups it is given', () => {
    const before = JSON.stringify(groups);
    filterOverview(groups, 'usage');
    expect(JSON.stringify(groups)).toBe(before);
  });
});
