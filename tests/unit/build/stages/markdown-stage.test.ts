import { appendFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundles } from '../../../../bin/bundle-cache.mjs';
import { buildSite } from '../../../../src/build/build';
import { readStamp } from '../../../../src/build/cache/build-stamp';
import { keptSitePages } from '../../../../src/build/cache/kept-site-pages';
import { PageCache } from '../../../../src/build/cache/page-cache';
import { resolveConfig } from '../../../../src/build/config/resolve';
import { untilSettled } from '../../../support/settled-files';
import { distFiles } from '../dist-files';
import { page, writeTree } from '../tree';

const config = resolveConfig({ title: 'Records', locales: [{ lang: 'en', label: 'English' }] });

/** A site whose page `guide/a` shows a fragment, with its own cache folder. */
function site() {
  const root = writeTree({
    'content/en/index.md': page('Home'),
    'content/en/guide/a.mdx': "---\ntitle: A\n---\nimport Note from './_note.md';\n\n# A\n\n<Note />\n",
    'content/en/guide/_note.md': 'A note, **as first written**.\n',
    'content/en/guide/b.md': page('B'),
    'content/en/guide/c.md': page('C'),
  });
  const content = join(root, 'content');
  const cacheDir = join(root, 'cache');
  const build = (out = 'dist', cache = true) =>
    buildSite({ contentDir: content, outDir: join(root, out), config, cache, cacheDir });
  const records = () => readStamp(new PageCache(cacheDir), join(root, 'dist'))?.pageFiles?.files ?? {};
  return { root, content, build, records, dist: (out = 'dist') => distFiles(join(root, out)) };
}

describe("renderMarkdown with the last build's records of the page files", () => {
  beforeAll(() => ensureBundles(), 600_000);

  it('records every page it read, and after an edit renders that page alone, writing the site a build from nothing writes', async () => {
    const s = site();
    await untilSettled(s.content);
    await s.build();
    const first = s.records();
    expect(Object.keys(first).map((file) => file.slice(s.content.length + 1))).toEqual([
      'en/guide/a.mdx',
      'en/guide/b.md',
      'en/guide/c.md',
      'en/index.md',
    ]);

    appendFileSync(join(s.content, 'en/guide/b.md'), '\nEdited.\n');
    const edited = await s.build();
    expect(edited.rendered.markdown).toBe(1);
    // The others' records are carried over as they were; the edited page, written seconds ago, has none.
    const second = s.records();
    const b = join(s.content, 'en/guide/b.md');
    expect(second[b]).toBeUndefined();
    expect({ ...second, [b]: first[b] }).toEqual(first);
    await s.build('dist-uncached', false);
    expect(s.dist()).toEqual(s.dist('dist-uncached'));
  }, 60_000);

  it("renders again a page not read whose fragment changed, or whose cache entry is gone, from the file's bytes", async () => {
    const s = site();
    await untilSettled(s.content);
    await s.build();
    await s.build('dist-second');

    appendFileSync(join(s.content, 'en/guide/_note.md'), '\nAnd a line added.\n');
    const afterFragment = await s.build();
    expect(afterFragment.rendered.markdown).toBe(1);
    expect(readFileSync(join(s.root, 'dist/guide/a.md'), 'utf8')).toContain('And a line added.');

    // Every page's entry damaged where the index still names it: each is read and rendered, though its
    // record says it is unchanged.
    const packs = join(s.root, 'cache/packs');
    for (const name of readdirSync(packs).filter((n) => n.endsWith('.pack'))) {
      writeFileSync(join(packs, name), Buffer.alloc(statSync(join(packs, name)).size));
    }
    appendFileSync(join(s.content, 'en/guide/c.md'), '\nEdited.\n');
    const afterLoss = await s.build();
    expect(afterLoss.rendered.markdown).toBe(4);
    await s.build('dist-uncached', false);
    expect(s.dist()).toEqual(s.dist('dist-uncached'));
  }, 60_000);
});

describe("renderMarkdown with a component that lists the site's pages (Rspress's usePages)", () => {
  beforeAll(() => ensureBundles(), 600_000);

  /** A blog whose index shows a component listing the posts of its language, newest first. */
  function blog() {
    const root = writeTree({
      'content/en/index.md': page('Home'),
      'content/en/blog/index.mdx': "import { Posts } from '../_posts';\n\n# Blog\n\n<Posts />\n",
      'content/en/blog/first.md': '---\ndate: 2024-01-02\n---\n\n# First post\n\nHello.\n',
      'content/en/blog/second.md': '---\ndate: 2024-03-04\n---\n\n# Second post\n\nAgain.\n',
      // Without the pages it would throw (no newest post): its first render, which has none, shows nothing.
      'content/en/_posts.tsx': `import { useLang, usePages } from '@rspress/core/runtime';
export function Posts() {
  const posts = usePages().pages
    .filter((p) => p.lang === useLang() && /^\\/blog\\/./.test(p.routePath))
    .sort((a, b) => String(b.frontmatter.date).localeCompare(String(a.frontmatter.date)));
  return <div className="posts"><p>Newest: {posts[0].title}</p><ul>{posts.map((p) => <li key={p.routePath}>{p.title}</li>)}</ul></div>;
}
`,
    });
    const content = join(root, 'content');
    const build = (out = 'dist', cache = true) =>
      buildSite({ contentDir: content, outDir: join(root, out), config, cache, cacheDir: join(root, 'cache') });
    const shown = () =>
      /<div class="posts">.*?<\/div>/.exec(readFileSync(join(root, 'dist/blog/index.html'), 'utf8'))?.[0];
    return { root, content, build, shown, dist: (out = 'dist') => distFiles(join(root, out)) };
  }

  it('renders that page again with every page, in its HTML, its Markdown twin and the data it hydrates with', async () => {
    const b = blog();
    await b.build();
    expect(b.shown()).toBe(
      '<div class="posts"><p>Newest: <!-- -->Second post</p><ul><li>Second post</li><li>First post</li></ul></div>',
    );
    expect(readFileSync(join(b.root, 'dist/blog/index.md'), 'utf8')).toContain('- Second post\n- First post');
    const html = readFileSync(join(b.root, 'dist/blog/index.html'), 'utf8');
    const data = JSON.parse(/data-island-page="([^"]*)"/.exec(html)![1].replaceAll('&#x22;', '"'));
    // Dates as JSON has them, whether the page was rendered now or comes from the cache.
    expect(
      data.__esmxDocsPages.map((p: { routePath: string; frontmatter: object }) => [p.routePath, p.frontmatter]),
    ).toEqual([
      ['/blog/first', { date: '2024-01-02T00:00:00.000Z' }],
      ['/blog/', {}],
      ['/blog/second', { date: '2024-03-04T00:00:00.000Z' }],
      ['/', { description: 'about Home' }],
    ]);
    // Without their headings, which every page listed would weigh the page down with.
    expect(data.__esmxDocsPages.map((p: { toc: unknown[] }) => p.toc)).toEqual([[], [], [], []]);
    // Kept for the dev server's render of the page alone.
    expect(keptSitePages(join(b.root, 'cache'), join(b.root, 'dist'))).toEqual(data.__esmxDocsPages);
  }, 60_000);

  it('lists a page added since, renders nothing again when nothing changed, and writes what a build from nothing writes', async () => {
    const b = blog();
    await b.build();
    writeFileSync(join(b.content, 'en/blog/third.md'), '---\ndate: 2024-05-06\n---\n\n# Third post\n\nNew.\n');
    const added = await b.build();
    expect(added.rendered.markdown).toBe(2);
    expect(b.shown()).toContain('<p>Newest: <!-- -->Third post</p>');
    expect((await b.build()).upToDate).toBe(true);
    await b.build('dist-uncached', false);
    expect(b.dist()).toEqual(b.dist('dist-uncached'));
    writeFileSync(
      join(b.content, 'en/blog/first.md'),
      '---\ndate: 2024-01-02\n---\n\n# First post, renamed\n\nHello.\n',
    );
    await b.build();
    expect(b.shown()).toContain('<li>First post, renamed</li>');
  }, 60_000);
});
