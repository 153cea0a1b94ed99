import { describe, expect, it } from 'vitest';
import { createSearchIndexWriter } from '../../../../src/build/search/index-writer';
import type { SearchDoc } from '../../../../src/shared/search';
import type { FragmentPage, SearchManifest, ShardData } from '../../../../src/shared/search-index/files';
import { pageTerms, shardOfPages } from '../../../../src/shared/search-index/page-terms';
import { FIELDS } from '../../../../src/shared/search-index/term-map';
import type { FieldTerms } from '../../../../src/shared/search-index/tokenize';

/** A field's terms as `[term, count]` pairs, in text order, beside its length. */
const plain = ({ length, counts }: FieldTerms) => ({ length, counts: [...counts] });

describe('pageTerms', () => {
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

  it('gives the title, the headings and the text of the sections each their own terms, with counts and lengths', () => {
    const terms = pageTerms(page);
    expect(plain(terms.title)).toEqual({
      length: 1,
      counts: [
        ['guide', 1],
        ['guid~', 1],
      ],
    });
    expect(plain(terms.header)).toEqual({
      length: 2,
      counts: [
        ['setup', 1],
        ['渲染', 1],
        ['染', 1],
      ],
    });
    // A camel-case hump is a term of its own, and so is each run of humps to the end: `context` twice.
    expect(plain(terms.content)).toEqual({
      length: 7,
      counts: [
        ['intro', 1],
        ['to', 1],
        ['rendercontext', 1],
        ['render', 1],
        ['context', 2],
        ['npm', 1],
        ['ci', 1],
        ['上下', 1],
        ['下文', 1],
        ['文', 1],
      ],
    });
    expect(plain(terms.meta)).toEqual({ length: 0, counts: [] });
  });

  it('indexes the description and keywords as the meta field, stems beside the words', () => {
    const { meta } = pageTerms(page, { description: 'Deploying guides', keywords: 'CDN, setup' });
    expect(plain(meta)).toEqual({
      length: 4,
      counts: [
        ['deploying', 1],
        ['deploy~', 1],
        ['guides', 1],
        ['guid~', 1],
        ['cdn', 1],
        ['setup', 1],
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
    expect(built[3].size).toBeGreaterThan(10);
    expect(byKey(shardOfPages(JSON.parse(file('f'))))).toEqual(built);
  });
});
