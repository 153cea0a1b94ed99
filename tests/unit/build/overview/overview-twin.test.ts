import { describe, expect, it } from 'vitest';
import { twinMarkdown } from '../../../../src/build/markdown/twin-markdown';
import { overviewTwin } from '../../../../src/build/overview/overview-twin';
import type { OverviewGroup } from '../../../../src/shared/overview-groups';

const text = (groups: OverviewGroup[], base = '/') =>
  twinMarkdown({ type: 'root', children: overviewTwin(groups, base) });

describe('overviewTwin', () => {
  it("writes each group's name as an h2 and its pages as links, their headers as links beneath", () => {
    const groups: OverviewGroup[] = [
      {
        text: 'Start',
        links: [
          { text: 'Install', link: '/guide/install', headers: [{ text: 'From npm', id: 'from-npm' }] },
          { text: 'Glossary', link: '/guide/glossary', headers: [] },
        ],
      },
      { text: 'API', links: [{ text: 'Config', link: '/api/config', headers: [{ text: 'port', id: 'port' }] }] },
    ];
    expect(text(groups)).toBe(
      [
        '## Start',
        '',
        '- [Install](/guide/install)',
        '  - [From npm](/guide/install#from-npm)',
        '- [Glossary](/guide/glossary)',
        '',
        '## API',
        '',
        '- [Config](/api/config)',
        '  - [port](/api/config#port)',
        '',
      ].join('\n'),
    );
  });

  it('lists pages outside every group without a heading, and puts the base in front of every link', () => {
    const groups: OverviewGroup[] = [
      { text: '', links: [{ text: 'A', link: '/guide/a', headers: [{ text: 'Use', id: 'use' }] }] },
    ];
    expect(text(groups, '/docs/')).toBe('- [A](/docs/guide/a)\n  - [Use](/docs/guide/a#use)\n');
  });

  it('escapes what Markdown would read as syntax in titles and headers', () => {
    const groups: OverviewGroup[] = [
      {
        text: '*Core*',
        links: [{ text: 'Array[T]', link: '/api/array', headers: [{ text: '<T> and `x`', id: 't' }] }],
      },
    ];
    expect(text(groups)).toBe('## \\*Core\\*\n\n- [Array\\[T\\]](/api/array)\n  - [\\<T> and \\`x\\`](/api/array#t)\n');
  });

  it('writes nothing without groups', () => {
    expect(overviewTwin([], '/')).toEqual([]);
  });
});
