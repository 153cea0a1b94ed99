import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentProblems } from '../../../src/build/errors';
import { buildSidebar, type PageLookup, readNav } from '../../../src/build/sidebar';
import { writeTree } from './tree';

const titles: Record<string, string> = {
  'guide/start/introduction': 'Introduction',
  'guide/start/glossary': 'Glossary',
  'guide/essentials/rspack': 'Rspack',
  'blog/index': 'Team Blog',
  'blog/post': 'A Post',
};
const lookup: PageLookup = (path) =>
  titles[path] ? { title: titles[path], routePath: `/${path.replace(/index$/, '')}` } : undefined;

const tree = {
  'en/_meta.json': JSON.stringify([
    { type: 'dir', name: 'guide' },
    { type: 'dir', name: 'blog', label: 'Team Blog' },
  ]),
  'en/guide/_meta.json': JSON.stringify([
    { type: 'dir', name: 'start', label: 'Getting Started' },
    { type: 'dir', name: 'essentials', label: 'Essentials', collapsed: true },
  ]),
  'en/guide/start/_meta.json': JSON.stringify(['introduction', { type: 'file', name: 'glossary', label: 'Terms' }]),
  'en/guide/essentials/_meta.json': JSON.stringify(['rspack']),
  'en/blog/_meta.json': JSON.stringify(['index', 'post']),
};

describe('buildSidebar', () => {
  it('builds one sidebar per section with groups in _meta.json order and page titles as text', () => {
    const root = writeTree(tree);
    const problems = new ContentProblems();
    const sidebar = buildSidebar(join(root, 'en'), '', lookup, problems, root);
    expect(problems.list).toEqual([]);
    expect(sidebar['/guide']).toEqual([
      {
        text: 'Getting Started',
        collapsible: true,
        collapsed: false,
        tag: undefined,
        items: [
          { text: 'Introduction', link: '/guide/start/introduction', tag: undefined },
          { text: 'Terms', link: '/guide/start/glossary', tag: undefined },
        ],
      },
      {
        text: 'Essentials',
        collapsible: true,
        collapsed: true,
        tag: undefined,
        items: [{ text: 'Rspack', link: '/guide/essentials/rspack', tag: undefined }],
      },
    ]);
  });

  it('wraps a section holding pages directly in a group named by the root entry label', () => {
    const root = writeTree(tree);
    const sidebar = buildSidebar(join(root, 'en'), '', lookup, new ContentProblems(), root);
    expect(sidebar['/blog']).toEqual([
      {
        text: 'Team Blog',
        collapsible: true,
        collapsed: false,
        items: [
          { text: 'Team Blog', link: '/blog/', tag: undefined },
          { text: 'A Post', link: '/blog/post', tag: undefined },
        ],
      },
    ]);
  });

  it('keys the sidebars of another language by its prefix', () => {
    const root = writeTree(tree);
    const sidebar = buildSidebar(join(root, 'en'), '/zh', lookup, new ContentProblems(), root);
    expect(Object.keys(sidebar)).toEqual(['/zh/guide', '/zh/blog']);
  });

  it('reports a _meta.json entry naming a missing file with its line', () => {
    const root = writeTree({ ...tree, 'en/guide/start/_meta.json': '[\n  "introduction",\n  "missing"\n]' });
    const problems = new ContentProblems();
    const sidebar = buildSidebar(join(root, 'en'), '', lookup, problems, root);
    expect(problems.list).toEqual([
      {
        file: join('en', 'guide/start/_meta.json'),
        line: 3,
        message: '_meta.json names "missing", but there is no missing.md or folder missing/',
      },
    ]);
    expect(sidebar['/guide'][0].items!.map((i) => i.text)).toEqual(['Introduction']);
  });

  it('reports a folder entry naming a missing folder and invalid JSON', () => {
    const root = writeTree({
      ...tree,
      'en/guide/_meta.json': '[{ "type": "dir", "name": "gone" }]',
      'en/blog/_meta.json': '[\n  "index",\n',
    });
    const problems = new ContentProblems();
    buildSidebar(join(root, 'en'), '', lookup, problems, root);
    expect(problems.list.map((p) => `${p.file}:${p.line}`)).toEqual([
      `${join('en', 'guide/_meta.json')}:1`,
      `${join('en', 'blog/_meta.json')}:2`,
    ]);
    expect(problems.list[0].message).toBe('_meta.json names folder "gone", which does not exist');
    expect(problems.list[1].message).toMatch(/^invalid JSON/);
  });
});

describe('readNav', () => {
  it('reads _nav.json items', () => {
    const root = writeTree({
      'en/_nav.json': JSON.stringify([{ text: 'Guide', link: '/guide/', activeMatch: '/guide/' }]),
    });
    expect(readNav(join(root, 'en'), new ContentProblems(), root)).toEqual([
      { text: 'Guide', link: '/guide/', activeMatch: '/guide/' },
    ]);
  });

  it('reports a _nav.json that is not a list of items', () => {
    const root = writeTree({ 'en/_nav.json': JSON.stringify({ text: 'Guide' }) });
    const problems = new ContentProblems();
    expect(readNav(join(root, 'en'), problems, root)).toEqual([]);
    expect(problems.list).toEqual([
      { file: join('en', '_nav.json'), line: 1, message: '_nav.json must be a list of items with a "text"' },
    ]);
  });
});

describe('buildSidebar with a page beside groups', () => {
  it('keeps an overview page beside the groups instead of wrapping the section', () => {
    const root = writeTree({
      ...tree,
      'en/guide/_meta.json': JSON.stringify([
        { type: 'file', name: 'start/introduction', label: 'Overview' },
        { type: 'dir', name: 'start', label: 'Getting Started' },
      ]),
    });
    const sidebar = buildSidebar(join(root, 'en'), '', lookup, new ContentProblems(), root);
    expect(sidebar['/guide'].map((i) => [i.text, i.link, !!i.items])).toEqual([
      ['Overview', '/guide/start/introduction', false],
      ['Getting Started', undefined, true],
    ]);
  });
});
