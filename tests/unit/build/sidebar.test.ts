import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentProblems } from '../../../src/build/errors';
import { buildSidebar, type PageLookup, withPrefix } from '../../../src/build/sidebar';
import { writeTree } from './tree';

const titles: Record<string, string> = {
  'guide/start/introduction': 'Introduction',
  'guide/start/glossary': 'Glossary',
  'guide/essentials/rspack': 'Rspack',
  'guide/essentials/index': 'Essentials Home',
  'blog/index': 'Team Blog',
  'blog/post': 'A Post',
  'blog/archive': 'Archive',
};
const lookup: PageLookup = (path) =>
  titles[path] ? { title: titles[path], routePath: `/${path.replace(/index$/, '')}` } : undefined;

const tree = {
  'en/_nav.json': '[]',
  'en/guide/_meta.json': JSON.stringify([
    { type: 'dir', name: 'start', label: 'Getting Started' },
    { type: 'dir', name: 'essentials', label: 'Essentials', collapsed: true },
  ]),
  'en/guide/start/_meta.json': JSON.stringify(['introduction', { type: 'file', name: 'glossary', label: 'Terms' }]),
  'en/guide/essentials/_meta.json': JSON.stringify(['index', 'rspack']),
  'en/blog/index.md': '',
  'en/blog/post.md': '',
  'en/blog/archive.mdx': '',
};

const build = (files: Record<string, string>, prefix = '') => {
  const root = writeTree(files);
  const problems = new ContentProblems();
  const warnings = new ContentProblems();
  const sidebar = buildSidebar(join(root, 'en'), prefix, lookup, { problems, warnings }, root);
  return { sidebar, problems: problems.list, warnings: warnings.list };
};

describe('buildSidebar without _nav.json or a root _meta.json', () => {
  it('gives one sidebar of the whole language folder, its folders as groups, as Rspress 2 does', () => {
    const { 'en/_nav.json': _nav, ...files } = tree;
    const { sidebar } = build({ ...files, 'en/index.md': '' }, '/en');
    expect(Object.keys(sidebar)).toEqual(['/en']);
    expect(sidebar['/en'].map((item) => item.text)).toEqual(['Team Blog', 'guide']);
    // A folder's index page titles and links its group.
    expect(sidebar['/en'][0]).toMatchObject({ link: '/blog/' });
    expect(sidebar['/en'][0].items?.map((item) => item.text)).toEqual(['Archive', 'A Post']);
  });

  it("gives a site written for Rspress 1 a sidebar per top-level folder, as Rspress 1's are", () => {
    const { 'en/_nav.json': _nav, ...files } = tree;
    const root = writeTree({ ...files, 'en/index.md': '' });
    const problems = new ContentProblems();
    const options = { problems, warnings: new ContentProblems(), rspress1: true };
    const sidebar = buildSidebar(join(root, 'en'), '', lookup, options, root);
    expect(Object.keys(sidebar).sort()).toEqual(['/blog', '/guide']);
    expect(sidebar['/blog'].map((item) => item.text)).toEqual(['Team Blog', 'Archive', 'A Post']);
  });
});

describe('buildSidebar and folders without pages', () => {
  it('leaves out a folder showing nothing (components, assets), scanned or listed, as Rspress 2 prunes it', () => {
    const { 'en/_nav.json': _nav, ...files } = tree;
    const { sidebar } = build(
      { ...files, 'en/index.md': '', 'en/components/Tabs.tsx': '', 'en/assets/logo.svg': '', 'en/empty/.keep': '' },
      '/en',
    );
    expect(sidebar['/en'].map((item) => item.text)).toEqual(['Team Blog', 'guide']);
    const listed = build({
      ...tree,
      'en/guide/_meta.json': JSON.stringify([
        { type: 'dir', name: 'parts' },
        { type: 'dir-section-header', name: 'parts', label: 'Parts' },
        'start',
      ]),
      'en/guide/parts/Widget.tsx': '',
    });
    expect(listed.sidebar['/guide'].map((item) => item.text)).toEqual(['start']);
  });
});

describe('buildSidebar and hidden folders', () => {
  it('gives a hidden folder holding pages (.auto/, brought in by route.include) its sidebar, and no other hidden one', () => {
    const pages: PageLookup = (path) =>
      path === '.auto/components/index'
        ? { title: 'Components', routePath: '/.auto/components/' }
        : path === '.auto/components/button'
          ? { title: 'Button', routePath: '/.auto/components/button' }
          : lookup(path);
    const root = writeTree({
      ...tree,
      'en/.auto/_meta.json': JSON.stringify([{ type: 'dir', name: 'components', label: 'Components' }]),
      'en/.auto/components/index.md': '',
      'en/.auto/components/button.md': '',
      'en/.cache/notes.txt': '',
    });
    const problems = new ContentProblems();
    const sidebar = buildSidebar(join(root, 'en'), '', pages, { problems, warnings: new ContentProblems() }, root);
    expect(Object.keys(sidebar)).toEqual(['/.auto', '/blog', '/guide']);
    expect(sidebar['/.auto']).toMatchObject([
      { text: 'Components', link: '/.auto/components/', items: [{ text: 'Button' }] },
    ]);
    expect(problems.list).toEqual([]);
  });
});

describe('buildSidebar without a root _meta.json', () => {
  it('gives every top-level folder its own sidebar, keyed by its route prefix', () => {
    expect(Object.keys(build(tree).sidebar)).toEqual(['/blog', '/guide']);
    expect(Object.keys(build(tree, '/zh').sidebar)).toEqual(['/zh/blog', '/zh/guide']);
  });

  it('builds a folder sidebar from its _meta.json, sub-folders as groups in entry order', () => {
    const { sidebar, problems } = build(tree);
    expect(problems).toEqual([]);
    expect(sidebar['/guide']).toEqual([
      {
        text: 'Getting Started',
        collapsible: true,
        collapsed: false,
        items: [
          { text: 'Introduction', link: '/guide/start/introduction' },
          { text: 'Terms', link: '/guide/start/glossary' },
        ],
      },
      {
        text: 'Essentials',
        collapsible: true,
        collapsed: true,
        items: [
          { text: 'Essentials Home', link: '/guide/essentials/' },
          { text: 'Rspack', link: '/guide/essentials/rspack' },
        ],
      },
    ]);
  });

  it('lists a folder without _meta.json by its pages in name order, index first, with page titles', () => {
    expect(build(tree).sidebar['/blog']).toEqual([
      { text: 'Team Blog', link: '/blog/' },
      { text: 'Archive', link: '/blog/archive' },
      { text: 'A Post', link: '/blog/post' },
    ]);
  });

  it("makes a folder's unlisted index page the link of its group", () => {
    const { sidebar } = build({ ...tree, 'en/guide/essentials/_meta.json': JSON.stringify(['rspack']) });
    expect(sidebar['/guide'][1]).toEqual({
      text: 'Essentials',
      link: '/guide/essentials/',
      collapsible: true,
      collapsed: true,
      items: [{ text: 'Rspack', link: '/guide/essentials/rspack' }],
    });
  });
});

describe('buildSidebar with a root _meta.json', () => {
  it('builds one global sidebar for the whole language', () => {
    const { sidebar } = build({ ...tree, 'en/_meta.json': JSON.stringify([{ type: 'dir', name: 'blog' }]) });
    expect(Object.keys(sidebar)).toEqual(['/']);
    expect(sidebar['/'][0]).toMatchObject({ text: 'Team Blog', link: '/blog/' });
    expect(sidebar['/'][0].items!.map((i) => i.text)).toEqual(['Archive', 'A Post']);
  });
});

describe('buildSidebar and names written from the folder root', () => {
  it('reads a _meta.json name with a leading slash as the page of that folder, as Rspress joins it', () => {
    const { sidebar, warnings } = build({
      ...tree,
      'en/_meta.json': JSON.stringify([
        { type: 'file', name: '/blog/post', label: 'Post' },
        { type: 'dir', name: '/blog' },
      ]),
    });
    expect(warnings).toEqual([]);
    expect(sidebar['/'][0]).toMatchObject({ text: 'Post', link: '/blog/post' });
    expect(sidebar['/'][1]).toMatchObject({ text: 'Team Blog', link: '/blog/' });
  });
});

describe('buildSidebar entry kinds', () => {
  const meta = (entries: unknown[]) => ({ ...tree, 'en/guide/_meta.json': JSON.stringify(entries, null, 2) });

  it('renders dividers, section headers, custom links and groups of custom links', () => {
    const { sidebar, problems } = build(
      meta([
        { type: 'section-header', label: 'Basics', tag: 'new' },
        { type: 'divider', dashed: true },
        { type: 'divider' },
        { type: 'custom-link', label: 'GitHub', link: 'https://github.com/esmnext/esmx' },
        { type: 'custom-link', label: 'More', collapsed: true, items: [{ label: 'Post', link: '/blog/post' }] },
      ]),
      '/zh',
    );
    expect(problems).toEqual([]);
    expect(sidebar['/zh/guide']).toEqual([
      { text: 'Basics', sectionHeaderText: 'Basics', tag: 'new' },
      { text: '', dividerType: 'dashed' },
      { text: '', dividerType: 'solid' },
      { text: 'GitHub', link: 'https://github.com/esmnext/esmx' },
      { text: 'More', collapsible: true, collapsed: true, items: [{ text: 'Post', link: '/zh/blog/post' }] },
    ]);
  });

  it('renders a dir-section-header as a header followed by the folder items', () => {
    const { sidebar } = build(meta([{ type: 'dir-section-header', name: 'start', label: 'Start here' }]));
    expect(sidebar['/guide']).toEqual([
      { text: 'Start here', sectionHeaderText: 'Start here' },
      { text: 'Introduction', link: '/guide/start/introduction' },
      { text: 'Terms', link: '/guide/start/glossary' },
    ]);
  });

  it("renders a dir-section-header without a label as its folder's items alone, as Rspress shows no name there", () => {
    const { sidebar } = build(meta([{ type: 'dir-section-header', name: 'start' }]));
    expect(sidebar['/guide']).toEqual([
      { text: 'Introduction', link: '/guide/start/introduction' },
      { text: 'Terms', link: '/guide/start/glossary' },
    ]);
  });

  it('carries tag, context and overviewHeaders of file and dir entries', () => {
    const { sidebar } = build(
      meta([
        { type: 'file', name: 'start/introduction', tag: 'beta', context: 'intro', overviewHeaders: [2, 3] },
        { type: 'dir', name: 'start', label: 'S', tag: 'v2', collapsible: false },
      ]),
    );
    expect(sidebar['/guide'][0]).toEqual({
      text: 'Introduction',
      link: '/guide/start/introduction',
      tag: 'beta',
      context: 'intro',
      overviewHeaders: [2, 3],
    });
    expect(sidebar['/guide'][1]).toMatchObject({ text: 'S', tag: 'v2', collapsible: false, collapsed: false });
  });
});

describe('buildSidebar problems', () => {
  it('warns of a _meta.json entry naming a missing file with its line, leaves it out and keeps the rest', () => {
    const { sidebar, problems, warnings } = build({
      ...tree,
      'en/guide/start/_meta.json': '[\n  "introduction",\n  "missing",\n  { "type": "file", "name": "gone.md" }\n]',
    });
    expect(problems).toEqual([]);
    expect(warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([
      `${join('en', 'guide/start/_meta.json')}:3: _meta.json names "missing", but there is no missing.md, missing.mdx or folder missing/: left out of the sidebar`,
      `${join('en', 'guide/start/_meta.json')}:4: _meta.json names "gone.md", but there is no gone.md: left out of the sidebar`,
    ]);
    expect(sidebar['/guide'][0].items!.map((i) => i.text)).toEqual(['Introduction']);
  });

  it('warns of a missing folder, and reports an unknown entry type and a custom link without link, each with its line', () => {
    const { problems, warnings } = build({
      ...tree,
      'en/guide/_meta.json':
        '[\n  { "type": "dir", "name": "gone" },\n  { "type": "folder", "name": "x" },\n  { "type": "custom-link", "label": "Nowhere" }\n]',
    });
    expect(warnings.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      `${join('en', 'guide/_meta.json')}:2: _meta.json names folder "gone", which does not exist: left out of the sidebar`,
    ]);
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`).sort()).toEqual([
      `${join('en', 'guide/_meta.json')}:3: _meta.json: unknown entry type "folder" (expected one of file, dir, dir-section-header, divider, section-header, custom-link)`,
      `${join('en', 'guide/_meta.json')}:4: custom link "Nowhere" has no "link"`,
    ]);
  });

  it('reports invalid JSON with the line it breaks on', () => {
    const { problems } = build({ ...tree, 'en/guide/start/_meta.json': '[\n  "introduction",\n' });
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual([`${join('en', 'guide/start/_meta.json')}:2`]);
    expect(problems[0]!.message).toMatch(/^invalid JSON/);
  });
});

describe('withPrefix', () => {
  it('adds the language prefix to internal links that lack it and leaves the rest alone', () => {
    expect(withPrefix('/guide/a', '/zh')).toBe('/zh/guide/a');
    expect(withPrefix('/zh/guide/a', '/zh')).toBe('/zh/guide/a');
    expect(withPrefix('https://x.dev/a', '/zh')).toBe('https://x.dev/a');
    expect(withPrefix('/guide/a', '')).toBe('/guide/a');
  });
});

describe('buildSidebar keeps to the language folder', () => {
  it('reports _meta.json names that lead outside the language folder, and publishes nothing from there', () => {
    const { sidebar, problems } = build({
      ...tree,
      'en/guide/_meta.json':
        '[\n  { "type": "dir", "name": "../../../../../../etc" },\n  "../../outside",\n  { "type": "file", "name": "../../x" }\n]',
      'outside/secret.md': '',
    });
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      `${join('en', 'guide/_meta.json')}:2: _meta.json names "../../../../../../etc", which is outside the language folder`,
      `${join('en', 'guide/_meta.json')}:3: _meta.json names "../../outside", which is outside the language folder`,
      `${join('en', 'guide/_meta.json')}:4: _meta.json names "../../x", which is outside the language folder`,
    ]);
    expect(sidebar['/guide']).toEqual([]);
  });

  it('reports a folder entry that is a link to outside the language folder', () => {
    const root = writeTree({ ...tree, 'en/guide/_meta.json': '[\n  { "type": "dir", "name": "etc" }\n]' });
    symlinkSync('/etc', join(root, 'en/guide/etc'));
    const problems = new ContentProblems();
    const sidebar = buildSidebar(join(root, 'en'), '', lookup, { problems, warnings: new ContentProblems() }, root);
    expect(problems.list).toEqual([
      {
        file: join('en', 'guide/_meta.json'),
        line: 2,
        message: '_meta.json names folder "etc", a link to /etc, outside the language folder',
      },
    ]);
    expect(sidebar['/guide']).toEqual([]);
  });

  it("lists a section and a group that are links to folders of the project's own, where the page walk follows them", () => {
    const root = writeTree({
      'en/_nav.json': '[]',
      'en/guide/_meta.json': '[{ "type": "dir", "name": "start" }]',
      'lessons/start/introduction.md': '',
      'lessons/blog/post.md': '',
    });
    symlinkSync('../../lessons/start', join(root, 'en/guide/start'));
    symlinkSync('../lessons/blog', join(root, 'en/blog'));
    const problems = new ContentProblems();
    const links = { folder: root, name: "the project's folder" };
    const sidebar = buildSidebar(join(root, 'en'), '', lookup, { problems, warnings: problems, links }, root);
    expect(problems.list).toEqual([]);
    expect(Object.keys(sidebar)).toEqual(['/blog', '/guide']);
    expect(sidebar['/blog']!.map((item) => item.text)).toEqual(['A Post']);
    expect(sidebar['/guide']![0].items!.map((item) => item.text)).toEqual(['Introduction']);
  });

  it('leaves out links to folders outside, and links back to a folder above, of a folder without _meta.json', () => {
    const root = writeTree(tree);
    symlinkSync('..', join(root, 'en/blog/loop'));
    symlinkSync('../../..', join(root, 'en/blog/up'));
    symlinkSync('/etc', join(root, 'en/blog/etc'));
    symlinkSync('/etc', join(root, 'en/etc'));
    const problems = new ContentProblems();
    const sidebar = buildSidebar(join(root, 'en'), '', lookup, { problems, warnings: new ContentProblems() }, root);
    expect(problems.list).toEqual([]);
    expect(Object.keys(sidebar)).toEqual(['/blog', '/guide']);
    expect(sidebar['/blog']!.map((item) => item.text)).toEqual(['Team Blog', 'Archive', 'A Post']);
  });

  it('reports a folder entry naming a folder already in the sidebar instead of looping', () => {
    const { problems } = build({
      ...tree,
      'en/guide/start/_meta.json': '[\n  "introduction",\n  { "type": "dir", "name": ".." }\n]',
    });
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '3: _meta.json names folder "..", which is already in this sidebar (listed twice, or a link to a folder above)',
    ]);
  });
});

describe("buildSidebar with Rspress 1's _meta.json entries written without a type", () => {
  it('shows a page by its label, and a folder of that name as its group', () => {
    const { sidebar, problems, warnings } = build({
      ...tree,
      'en/guide/_meta.json': JSON.stringify([
        { name: 'start', label: 'Getting Started' },
        { name: 'essentials', label: 'Essentials' },
      ]),
      'en/guide/start/_meta.json': JSON.stringify([{ name: 'introduction', label: 'Intro' }, 'glossary']),
    });
    expect(problems).toEqual([]);
    expect(warnings).toHaveLength(3);
    expect(sidebar['/guide'].map((item) => item.text)).toEqual(['Getting Started', 'Essentials']);
    expect(sidebar['/guide'][0].items).toEqual([
      expect.objectContaining({ text: 'Intro', link: '/guide/start/introduction' }),
      expect.objectContaining({ text: 'Glossary', link: '/guide/start/glossary' }),
    ]);
  });
});
