import { describe, expect, it } from 'vitest';
import { createSearchIndexWriter } from '../../../../src/build/search/index-writer';
import type { SearchDoc } from '../../../../src/shared/search';
import type { FragmentPage, SearchManifest, ShardData } from '../../../../src/shared/search-index/files';
import { FIELDS } from '../../../../src/shared/search-index/flexsearch';
import { pageTerms, shardOfPages } from '../../../../src/shared/search-index/page-terms';

describe('pageTerms', () => {
  it('gives the title its terms, the headings theirs, and everything to the content, in order', () => {
    const page: FragmentPage = [
      'Guide',
      '/guide',
      [
        ['', '', 'Intro to renderContext', 1],
        ['Setup', 'setup', 'npm ci', 2],
        ['渲染', 'xuan-ran', '上下文', 2],
      ],
      ['Guide'],
    ];
    expect(pageTerms(page)).toEqual({
      title: ['guide'],
      header: ['setup', '渲染', '染'],
      content: [
        'guide',
        'intro',
        'to',
        'rendercontext',
        'context',
        'setup',
        'npm',
        'ci',
        '渲染',
        '染',
        '上下',
        '下文',
        '文',
      ],
    });
  });
});

describe('shardOfPages', () => {
  it('indexes pages into the very shard the build writes for them', () => {
    const docs: SearchDoc[] = [
      { id: '/a', routePath: '/a', title: 'RenderContext', content: 'Hydration 渲染上下文', toc: [] },
      {
        id: '/b',
        routePath: '/b',
        title: 'Guide',
        content: 'Start here. Setup npm ci',
        toc: [{ text: 'Setup', id: 'setup', depth: 2, charIndex: 12 }],
      },
    ];
    const writer = createSearchIndexWriter('en', { shardBytes: Number.MAX_SAFE_INTEGER, fragmentSize: 10 });
    for (const doc of docs) writer.add(doc);
    const { manifest, files } = writer.files();
    const file = (kind: string) => files.find((f) => f.path.includes(`/en.${kind}0.`))?.data ?? '';
    const [, ...rest] = files;
    expect(JSON.parse(files[0].data) as SearchManifest).toMatchObject({ shardStarts: [''] });
    expect(manifest).toMatch(/^static\/search\/en\.manifest\.[0-9a-f]{8}\.json$/);
    expect(rest.filter((f) => /\/en\.[sf]\d+\./.test(f.path))).toHaveLength(2);
    // The build writes keys in code unit order, an index exports them as they came: compare by key.
    const byKey = (shard: ShardData) => FIELDS.map((field) => new Map(shard[field]));
    const built = byKey(JSON.parse(file('s')));
    expect(built[2].size).toBeGreaterThan(10);
    expect(byKey(shardOfPages(JSON.parse(file('f'))))).toEqual(built);
  });
});
