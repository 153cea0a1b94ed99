import { describe, expect, it } from 'vitest';
import type { FragmentPage } from '../../../src/shared/search-index/files';
import { queryUnits } from '../../../src/shared/search-index/tokenize';
import { pageHits } from '../../../worker/hits';

const page = (heading: string): FragmentPage => [
  '术语',
  '/glossary',
  [
    ['', '', '开头', 1],
    [heading, 'term', '说明', 2],
  ],
  [],
];

const hitsFor = (query: string, fragment: FragmentPage) => pageHits(fragment, { raw: query, units: queryUnits(query) });

describe('pageHits', () => {
  it('counts a heading that is the question’s meaningful words as the query itself', () => {
    // 什么 and 是 are stop words: the heading 导入映射 is what 什么是导入映射 asks for, glossed or not.
    const exact = hitsFor('什么是导入映射', page('导入映射 (Import Maps)'));
    const longer = hitsFor('什么是导入映射', page('导入映射模式'));
    expect(exact.hits[0]).toMatchObject({ type: 'header', link: '/glossary#term' });
    expect(exact.factor).toBeGreaterThan(longer.factor);
    expect(exact.factor).toBe(hitsFor('导入映射', page('导入映射 (Import Maps)')).factor);
  });

  it("puts a heading that is the query above the page's title holding part of it", () => {
    const env: FragmentPage = [
      'Environment Variables',
      '/env',
      [
        ['', '', 'Addfox reads .env files.', 1],
        ['Environment File Priority', 'environment-file-priority', 'The local file wins.', 3],
      ],
      [],
    ];
    const { hits } = hitsFor('Environment File Priority', env);
    expect(hits.map((hit) => hit.link)).toEqual(['/env#environment-file-priority', '/env']);
    // A title holding the whole query stays first.
    expect(hitsFor('Environment Variables', env).hits[0]).toMatchObject({ type: 'title', link: '/env' });
  });
});
