import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SavedPage } from '../../../../src/build/dev/render-page-data';
import { StalePages } from '../../../../src/build/dev/stale-pages';
import type { ContentProblem } from '../../../../src/build/errors';
import { siteLocales } from '../../../../src/shared/locale';
import type { PageData } from '../../../../src/shared/types';
import { writeTree } from '../tree';

/** A kept site with the pages `/guide/a` and `/zh/guide/a` and both languages' 404 pages. */
function kept(rendered: (file: string) => SavedPage | Promise<SavedPage>) {
  const root = writeTree({
    'site/guide/a.html': 'old A',
    'site/404.html': 'not found',
    'site/zh/guide/a.html': 'old zh A',
    'site/zh/404.html': 'zh not found',
  });
  const docs = join(root, 'docs');
  const made: { kept: string; own: boolean }[] = [];
  const problems: [string, ContentProblem[]][] = [];
  const stale = (changed: string[], removed: string[] = []) =>
    new StalePages(
      { changed: changed.map((p) => join(docs, p)), removed: removed.map((p) => join(docs, p)) },
      {
        contentDir: docs,
        outDir: join(root, 'site'),
        locales: siteLocales(['en', 'zh'], 'en'),
        renderPage: async (file) => rendered(file),
        pageHtml: async (html, page, own) => {
          made.push({ kept: html, own });
          return `fresh ${page.routePath}`;
        },
        problems: (file, list) => problems.push([file, list]),
      },
    );
  return { docs, stale, made, problems };
}

const pageAt = (routePath: string) => ({ page: { routePath } as PageData, problems: [] });

describe('StalePages', () => {
  it('renders a changed page on demand into a document made from its own kept one', async () => {
    const { stale, made, problems, docs } = kept(() => pageAt('/guide/a'));
    const pages = stale(['en/guide/a.md']);
    expect(await pages.answer('/guide/a')).toEqual({ status: 200, html: 'fresh /guide/a' });
    expect(made).toEqual([{ kept: 'old A', own: true }]);
    expect(problems).toEqual([[join(docs, 'en/guide/a.md'), []]]);
  });

  it('finds a page by any URL that names it', async () => {
    const { stale } = kept(() => pageAt('/zh/guide/a'));
    const pages = stale(['zh/guide/a.md']);
    expect((await pages.answer('/zh/guide/a.html'))?.html).toBe('fresh /zh/guide/a');
    expect((await pages.answer('/zh/guide/a/'))?.html).toBe('fresh /zh/guide/a');
  });

  it('makes an added page from its language’s 404 document', async () => {
    const { stale, made } = kept(() => pageAt('/zh/guide/b'));
    expect(await stale(['zh/guide/b.md']).answer('/zh/guide/b')).toEqual({ status: 200, html: 'fresh /zh/guide/b' });
    expect(made).toEqual([{ kept: 'zh not found', own: false }]);
  });

  it('answers a removed page with its language’s 404 page, never the kept document', async () => {
    const { stale } = kept(() => pageAt('/guide/a'));
    const pages = stale([], ['en/guide/a.md', 'zh/guide/a.md']);
    expect(await pages.answer('/guide/a')).toEqual({ status: 404, html: 'not found' });
    expect(await pages.answer('/zh/guide/a')).toEqual({ status: 404, html: 'zh not found' });
  });

  it('tells whether pages were added or removed, which changes sidebars and links', () => {
    const { stale } = kept(() => pageAt('/guide/a'));
    expect(stale(['en/guide/a.md']).reshaped).toBe(false);
    expect(stale(['en/guide/a.md', 'en/guide/b.md']).reshaped).toBe(true);
    expect(stale([], ['en/guide/a.md']).reshaped).toBe(true);
  });

  it('knows the page files saved or added, not the removed ones', () => {
    const { stale, docs } = kept(() => pageAt('/guide/a'));
    const pages = stale(['en/guide/a.md'], ['zh/guide/a.md']);
    expect(pages.changed(join(docs, 'en/guide/a.md'))).toBe(true);
    expect(pages.changed(join(docs, 'zh/guide/a.md'))).toBe(false);
    expect(pages.changed(join(docs, 'en/index.md'))).toBe(false);
  });

  it('is idle once the pages asked for are rendered', async () => {
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    const { stale } = kept(async () => {
      await held;
      return pageAt('/guide/a');
    });
    const pages = stale(['en/guide/a.md']);
    await pages.idle();
    const answer = pages.answer('/guide/a');
    let idle = false;
    const waiting = pages.idle().then(() => {
      idle = true;
    });
    await new Promise((done) => setImmediate(done));
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(await answer).toEqual({ status: 200, html: 'fresh /guide/a' });
  });

  it('answers nothing for a page that did not change, nor once cleared', async () => {
    const { stale, docs } = kept(() => pageAt('/guide/a'));
    const pages = stale(['en/guide/a.md'], ['en/guide/b.md']);
    expect(pages.answer('/zh/guide/a')).toBeUndefined();
    expect(pages.answer('/')).toBeUndefined();
    // Cleared, it names the pages a tab may show as the kept site had them.
    expect(pages.clear(0)).toEqual([join(docs, 'en/guide/a.md')]);
    expect(pages.answer('/guide/a')).toBeUndefined();
    expect(pages.answer('/guide/b')).toBeUndefined();
    expect(pages.clear(0)).toEqual([]);
  });

  it('answers a page saved while the server runs until a build that began after the save is done', async () => {
    const { stale, docs } = kept(() => pageAt('/zh/guide/a'));
    const pages = stale([]);
    expect(pages.answer('/zh/guide/a')).toBeUndefined();
    pages.saved(join(docs, 'zh/guide/a.md'), 100);
    expect(pages.changed(join(docs, 'zh/guide/a.md'))).toBe(true);
    expect(await pages.answer('/zh/guide/a')).toEqual({ status: 200, html: 'fresh /zh/guide/a' });
    // A build that began before the save may have read the page before it: the page stays fresh.
    expect(pages.clear(100)).toEqual([]);
    expect((await pages.answer('/zh/guide/a'))?.html).toBe('fresh /zh/guide/a');
    expect(pages.clear(101)).toEqual([join(docs, 'zh/guide/a.md')]);
    expect(pages.answer('/zh/guide/a')).toBeUndefined();
  });

  it('keeps the kept document of a page that now has problems, and reports them', async () => {
    const problem = { file: 'docs/en/guide/a.md', line: 2, message: 'invalid YAML front matter' };
    const { stale, problems, made } = kept(() => ({ problems: [problem] }));
    expect(await stale(['en/guide/a.md']).answer('/guide/a')).toEqual({ status: 200, html: 'old A' });
    expect(problems.map(([, list]) => list)).toEqual([[problem]]);
    expect(made).toEqual([]);
  });
});
