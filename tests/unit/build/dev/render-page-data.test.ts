import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPageData } from '../../../../src/build/dev/render-page-data';
import { codeBlockKey } from '../../../../src/build/markdown';
import { siteLocales } from '../../../../src/shared/locale';
import { page, writeTree } from '../tree';

function site(files: Record<string, string>) {
  const cwd = writeTree(Object.fromEntries(Object.entries(files).map(([p, t]) => [`docs/${p}`, t])));
  const contentDir = join(cwd, 'docs');
  return {
    file: (p: string) => join(contentDir, p),
    context: { contentDir, locales: siteLocales(['en', 'zh'], 'en'), times: new Map(), cwd },
  };
}

describe('renderPageData', () => {
  it('renders nothing and reports nothing for a page removed since it was saved', async () => {
    const { file, context } = site({ 'en/guide/a.md': page('Page A') });
    expect(await renderPageData(file('en/guide/gone.md'), context)).toEqual({ problems: [] });
  });

  it('renders one saved page as the page data the tab shows', async () => {
    const { file, context } = site({
      'en/guide/a.md': page('Page A', 'See [B](./b.md).\n\n## Usage'),
      'en/guide/b.md': page('Page B'),
      'zh/guide/a.md': page('页面 A'),
    });
    const { page: data, problems } = await renderPageData(file('en/guide/a.md'), context);
    expect(problems).toEqual([]);
    expect(data).toMatchObject({
      pagePath: 'en/guide/a.md',
      routePath: '/guide/a',
      lang: 'en',
      title: 'Page A',
      toc: [{ text: 'Usage', id: 'usage', depth: 2 }],
      sidebarChunk: null,
    });
    expect(data?.html).toContain('<a href="/guide/b">B</a>');
    expect(data).not.toHaveProperty('untranslated');
    // Page B has no Chinese translation: its data says so, as the build's does.
    expect((await renderPageData(file('en/guide/b.md'), context)).page?.untranslated).toEqual(['zh']);
  });

  it('shows the code blocks the last build highlighted as it kept them, and highlights the others', async () => {
    const { file, context } = site({
      'en/a.md': page('A', '```ts\nconst kept = 1;\n```\n\n```ts\nconst fresh = 2;\n```'),
    });
    const known = new Map([[codeBlockKey('ts', 'const kept = 1;'), '<pre class="kept-by-the-build">kept</pre>']]);
    const asked: string[] = [];
    const codeBlocks = (page: string) => {
      asked.push(page);
      return known;
    };
    const { page: data } = await renderPageData(file('en/a.md'), { ...context, codeBlocks });
    expect(asked).toEqual([file('en/a.md')]);
    // Marked with its fence's language as a block highlighted now is.
    expect(data?.html).toContain('<pre data-lang="ts" class="kept-by-the-build">kept</pre>');
    expect(data?.html).not.toContain('const kept = 1;');
    expect(data?.html).toContain('fresh');
  });

  it('reports broken front matter with file and line, and no page', async () => {
    const { file, context } = site({ 'en/a.md': '---\ntitle: [unclosed\n---\n\n# A\n' });
    const { page: data, problems } = await renderPageData(file('en/a.md'), context);
    expect(data).toBeUndefined();
    expect(problems).toHaveLength(1);
    // At the line of the unclosed bracket (YAML notices it on the line after), as in a full build.
    expect(problems[0]).toMatchObject({ file: 'docs/en/a.md', line: 2 });
    expect(problems[0].message).toMatch(/^invalid YAML front matter/);
  });

  it('reports a link to a page that does not exist with its line', async () => {
    const { file, context } = site({ 'en/a.md': page('A', 'Go [nowhere](/nowhere).') });
    const { page: data, problems } = await renderPageData(file('en/a.md'), context);
    expect(data).toBeUndefined();
    expect(problems).toEqual([{ file: 'docs/en/a.md', line: 7, message: 'link to /nowhere, which is not a page' }]);
  });

  it('reports the dead link of a page beside the missing image that keeps it from showing', async () => {
    const { file, context } = site({ 'en/a.md': page('A', '![gone](./gone.png)\n\nGo [nowhere](/nowhere).') });
    const { page: data, problems } = await renderPageData(file('en/a.md'), context);
    expect(data).toBeUndefined();
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      expect.stringMatching(/^docs\/en\/a\.md:7: image "\.\/gone\.png" not found: /),
      'docs/en/a.md:9: link to /nowhere, which is not a page',
    ]);
  });

  it('shows a page with a link to no page when markdown.checkDeadLinks is false (the full build warns of it)', async () => {
    const { file, context } = site({ 'en/a.md': page('A', 'Go [nowhere](/nowhere).') });
    const { page: data, problems } = await renderPageData(file('en/a.md'), { ...context, checkDeadLinks: false });
    expect(problems).toEqual([]);
    expect(data?.html).toContain('nowhere');
  });

  it("shows a page whose component's href leads to no page when markdown.checkNavLinks is false (the full build warns of it)", async () => {
    const { file, context } = site({ 'en/a.mdx': page('A', '<LinkCard href="/nowhere" title="Gone" />') });
    expect((await renderPageData(file('en/a.mdx'), context)).problems).toEqual([
      { file: 'docs/en/a.mdx', line: 7, message: 'link to /nowhere, which is not a page' },
    ]);
    const { page: data, problems } = await renderPageData(file('en/a.mdx'), { ...context, checkNavLinks: false });
    expect(problems).toEqual([]);
    expect(data?.html).toContain('Gone');
  });

  it('leaves unchecked a link into a version of a multiVersion site that is not built', async () => {
    const { file, context } = site({ 'v1/en/a.md': page('A', '[next](/v2/a) [gone](/gone)') });
    const versioned = { ...context, version: 'v1', versions: ['v1', 'v2'] };
    expect((await renderPageData(file('v1/en/a.md'), versioned)).problems).toEqual([
      { file: 'docs/v1/en/a.md', line: 7, message: 'link to /gone, which is not a page' },
    ]);
  });

  it('reports a saved page that is not UTF-8, or whose name cannot be a URL, as the build does', async () => {
    const { file, context } = site({ 'en/a.md': page('A'), 'en/c#.md': page('C') });
    writeFileSync(
      file('en/a.md'),
      Buffer.concat([Buffer.from('---\ndescription: x\n---\n# A\n\nbad '), Buffer.from([0xff])]),
    );
    const bad = await renderPageData(file('en/a.md'), context);
    expect(bad.page).toBeUndefined();
    expect(bad.problems).toEqual([
      {
        file: 'docs/en/a.md',
        line: 6,
        message: 'is not valid UTF-8 (a byte on this line is not): save the file as UTF-8',
      },
    ]);
    const named = await renderPageData(file('en/c#.md'), context);
    expect(named.page).toBeUndefined();
    expect(named.problems.map((p) => [p.file, p.line])).toEqual([['docs/en/c#.md', 1]]);
  });

  it('names the files an .mdx page was made from, and the images it shows, to follow and to copy', async () => {
    const { file, context } = site({
      'en/a.mdx': "import Intro from './_intro.mdx';\n\n# A\n\n<Intro />\n\n![pic](./pic.png)\n",
      'en/_intro.mdx': 'The intro.\n',
      'en/pic.png': 'not really a png',
    });
    const saved = await renderPageData(file('en/a.mdx'), context);
    expect(saved.problems).toEqual([]);
    expect(saved.dependencies).toEqual([file('en/_intro.mdx')]);
    expect(saved.assets).toEqual([
      { source: file('en/pic.png'), output: expect.stringMatching(/^static\/image\/pic\.[0-9a-f]{8}\.png$/) },
    ]);
  });

  it("resolves imports through the config's alias", async () => {
    const { file, context } = site({
      'en/a.mdx': "import Note from '@notes/_n.mdx';\n\n# A\n\n<Note />\n",
      'notes/_n.mdx': 'Aliased.',
    });
    const saved = await renderPageData(file('en/a.mdx'), { ...context, settings: { alias: { '@notes': './notes' } } });
    expect(saved.problems).toEqual([]);
    expect(saved.page?.html).toContain('Aliased.');
    expect(saved.dependencies).toEqual([file('notes/_n.mdx')]);
  });

  it("renders a page whose component lists the site's pages with the list the last build kept", async () => {
    const { file, context } = site({
      'en/blog/index.mdx': "import { Titles } from '../_titles';\n\n# Blog\n\n<Titles />\n",
      'en/_titles.tsx':
        'import { usePages } from \'@rspress/core/runtime\';\nexport const Titles = () => <ol className="titles">{usePages().pages.map((p) => <li key={p.routePath}>{p.title}</li>)}</ol>;\n',
      'en/blog/first.md': page('First'),
    });
    const listed = [{ title: 'First', routePath: '/blog/first', lang: 'en', version: '', frontmatter: {}, toc: [] }];
    const titles = async (sitePages?: () => typeof listed | undefined) =>
      /<ol class="titles">.*?<\/ol>/.exec(
        (await renderPageData(file('en/blog/index.mdx'), { ...context, sitePages })).page?.html ?? '',
      )?.[0];
    expect(await titles(() => listed)).toBe('<ol class="titles"><li>First</li></ol>');
    // Without one (no build yet, or no cache), the component is left out until the build renders the page.
    expect(await titles(() => undefined)).toBeUndefined();
  });
});
