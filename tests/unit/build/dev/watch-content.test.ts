import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ContentWatch, contentPages, watchContent } from '../../../../src/build/dev/watch-content';
import { languageFolders } from '../../../../src/build/language-folders';
import { page, writeTree } from '../tree';

/**
 * Watches a fresh content tree and records what the watcher reported, in order; `used` are the files
 * (relative) that pages are known to be made from.
 */
function watched(files: Record<string, string>, used: string[] = []) {
  const dir = writeTree(files);
  const seen: string[] = [];
  const watcher = watchContent(dir, () => languageFolders(dir, ['en', 'zh']), {
    pageSaved: (file) => seen.push(`saved ${file.slice(dir.length + 1)}`),
    dependencySaved: (file) => {
      const name = file.slice(dir.length + 1);
      if (used.includes(name)) seen.push(`dependency ${name}`);
      return used.includes(name);
    },
    siteChanged: () => seen.push('site'),
  });
  open.push(watcher);
  return { dir, seen };
}

/** Watches a fresh flat content tree (one language, its pages at the top) that no page is made from. */
function watchedFlat(files: Record<string, string>) {
  const dir = writeTree(files);
  const seen: string[] = [];
  open.push(
    watchContent(dir, () => languageFolders(dir, ['en']), {
      pageSaved: (file) => seen.push(`saved ${file.slice(dir.length + 1)}`),
      dependencySaved: () => false,
      siteChanged: () => seen.push('site'),
    }),
  );
  return { dir, seen };
}
const open: ContentWatch[] = [];
afterEach(() => {
  for (const watcher of open.splice(0)) watcher.close();
});

describe('watchContent', () => {
  it('reports a page saved in a nested folder as that page, by its path', async () => {
    const { dir, seen } = watched({ 'en/guide/deep/a.md': page('A'), 'en/index.md': page('Home') });
    writeFileSync(join(dir, 'en/guide/deep/a.md'), page('A', 'Changed.'));
    await expect.poll(() => seen).toContain('saved en/guide/deep/a.md');
    expect(seen.every((s) => s === 'saved en/guide/deep/a.md')).toBe(true);
  });

  it('reports an .mdx page saved like a .md one', async () => {
    const { dir, seen } = watched({ 'en/guide/tabs.mdx': page('Tabs') });
    writeFileSync(join(dir, 'en/guide/tabs.mdx'), page('Tabs', 'Changed.'));
    await expect.poll(() => seen).toContain('saved en/guide/tabs.mdx');
  });

  it('reports a page added, a page removed and a _meta.json saved as changes to the site', async () => {
    const { dir, seen } = watched({ 'en/guide/a.md': page('A'), 'en/guide/_meta.json': '["a"]' });
    writeFileSync(join(dir, 'en/guide/b.md'), page('B'));
    await expect.poll(() => seen).toEqual(expect.arrayContaining(['site']));
    seen.length = 0;
    rmSync(join(dir, 'en/guide/a.md'));
    await expect.poll(() => seen).toEqual(expect.arrayContaining(['site']));
    expect(seen).not.toContain('saved en/guide/a.md');
    seen.length = 0;
    writeFileSync(join(dir, 'en/guide/_meta.json'), '["b"]');
    await expect.poll(() => seen).toEqual(expect.arrayContaining(['site']));
  });

  it('follows a content folder put back in place of the one it watched: a change to the site, then its saves', async () => {
    const { dir, seen } = watched({ 'en/index.md': page('Home'), 'en/a.md': page('A') });
    cpSync(dir, `${dir}-copy`, { recursive: true });
    rmSync(dir, { recursive: true });
    cpSync(`${dir}-copy`, dir, { recursive: true });
    rmSync(`${dir}-copy`, { recursive: true });
    await expect.poll(() => seen).toContain('site');
    // Once watched again (the folder is looked for every 200 ms), a save is seen as before.
    await expect
      .poll(() => {
        writeFileSync(join(dir, 'en/a.md'), page('A', `Changed ${Date.now()}.`));
        return seen;
      })
      .toContain('saved en/a.md');
  });

  it('treats a page added after the start as known once it exists: its next save is a page save', async () => {
    const { dir, seen } = watched({ 'en/index.md': page('Home') });
    writeFileSync(join(dir, 'en/new.md'), page('New'));
    await expect.poll(() => seen).toContain('site');
    seen.length = 0;
    writeFileSync(join(dir, 'en/new.md'), page('New', 'Changed.'));
    await expect.poll(() => seen).toContain('saved en/new.md');
  });

  it('reports a saved fragment or component that pages are made from as that file, not as a page', async () => {
    const { dir, seen } = watched(
      { 'en/index.mdx': page('Home'), 'en/_intro.mdx': 'Intro.', 'en/_parts/Counter.tsx': 'export {}' },
      ['en/_intro.mdx', 'en/_parts/Counter.tsx'],
    );
    writeFileSync(join(dir, 'en/_intro.mdx'), 'Changed intro.');
    writeFileSync(join(dir, 'en/_parts/Counter.tsx'), 'export const x = 1;');
    await expect.poll(() => seen).toContain('dependency en/_parts/Counter.tsx');
    expect(seen).toContain('dependency en/_intro.mdx');
    expect(seen.filter((s) => s.startsWith('saved') || s === 'site')).toEqual([]);
  });

  it('reports a fragment no page is known to use as a change to the site, never as a page saved', async () => {
    const { dir, seen } = watched({ 'en/index.mdx': page('Home'), 'en/_unused.mdx': 'Text.' });
    writeFileSync(join(dir, 'en/_unused.mdx'), 'Changed.');
    await expect.poll(() => seen).toContain('site');
    expect(seen.filter((s) => s !== 'site')).toEqual([]);
  });

  it('reports a saved config of a flat folder as a change to the site, never as a page saved', async () => {
    const { dir, seen } = watchedFlat({ 'index.md': page('Home'), 'site.config.ts': 'export default {};' });
    writeFileSync(join(dir, 'site.config.ts'), "export default { title: 'T' };");
    await expect.poll(() => seen).toContain('site');
    expect(seen.filter((s) => s !== 'site')).toEqual([]);
  });

  it("ignores editors' temp files beside a page", async () => {
    const { dir, seen } = watched({ 'en/a.md': page('A') });
    for (const name of ['.a.md.swp', 'a.md~', '4913']) writeFileSync(join(dir, 'en', name), 'x');
    // The page saved last: once its event is in, the temp files' events (written before) are too.
    writeFileSync(join(dir, 'en/a.md'), page('A', 'Changed.'));
    await expect.poll(() => seen).toContain('saved en/a.md');
    expect(seen).not.toContain('site');
  });

  it("ignores what is written under node_modules and hidden folders (the dev server's own site, git)", async () => {
    const { dir, seen } = watchedFlat({
      'index.md': page('Home'),
      'node_modules/.cache/site/x.html': '',
      '.git/HEAD': '',
    });
    writeFileSync(join(dir, 'node_modules/.cache/site/x.html'), 'built');
    writeFileSync(join(dir, 'node_modules/.cache/site/page.md'), 'twin');
    writeFileSync(join(dir, '.git/HEAD'), 'ref');
    writeFileSync(join(dir, 'index.md'), page('Home', 'Changed.'));
    await expect.poll(() => seen).toContain('saved index.md');
    expect(seen.filter((s) => s !== 'saved index.md')).toEqual([]);
  });
});

describe('contentPages', () => {
  const relativeTo = (dir: string, files: string[]) => files.map((file) => file.slice(dir.length + 1)).sort();

  it('lists .md and .mdx pages at any depth, relative to the folder, but no fragments (named _…)', () => {
    const dir = writeTree({
      'en/a.md': '',
      'en/g/b.mdx': '',
      'en/g/_meta.json': '[]',
      'zh/c.md': '',
      'en/_intro.mdx': '',
      'en/_parts/note.md': '',
    });
    expect(relativeTo(dir, contentPages(dir, languageFolders(dir, ['en', 'zh'])))).toEqual([
      'en/a.md',
      'en/g/b.mdx',
      'zh/c.md',
    ]);
  });

  it("lists a flat folder's pages, but not its static files, packages or fragments", () => {
    const dir = writeTree({
      'index.md': '',
      'guide/a.mdx': '',
      'public/readme.md': '',
      'node_modules/pkg/README.md': '',
      'node_modules/pkg/docs/guide.md': '',
      '.github/notes.md': '',
      '_shared/note.md': '',
      'guide/_part.md': '',
    });
    expect(relativeTo(dir, contentPages(dir, languageFolders(dir, ['en'])))).toEqual(['guide/a.mdx', 'index.md']);
  });

  it("lists a module with a default export as a page, never a helper, a config or the theme's", () => {
    const dir = writeTree({
      'api/index.tsx': 'export default () => null;',
      'api/helpers.ts': 'export const a = 1;',
      'site.config.ts': 'export default {};',
      'theme/index.tsx': 'export default () => null;',
    });
    expect(relativeTo(dir, contentPages(dir, languageFolders(dir, ['en'])))).toEqual(['api/index.tsx']);
  });

  it('lists nothing for a missing folder', () => {
    expect(contentPages('/nonexistent/esmx-docs', languageFolders('/nonexistent/esmx-docs', ['en']))).toEqual([]);
  });
});
