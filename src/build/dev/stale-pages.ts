import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locales } from '../../shared/locale';
import { normalizePath } from '../../shared/normalize-path';
import type { ContentProblem } from '../errors';
import { languageFolders } from '../language-folders';
import { htmlFileOf, routeKey, routeOf } from '../routes';
import type { SavedPage } from './render-page-data';
import type { ChangedPages } from './source-record';

/** What the dev server answers for a stale page: its fresh document, or the 404 page of a removed one. */
export interface FreshAnswer {
  status: 200 | 404;
  html: string;
}

export interface StalePagesOptions {
  contentDir: string;
  /** The kept site. */
  outDir: string;
  locales: Locales;
  /** The version whose folder holds the pages (`multiVersion.default`), if the site keeps one per version. */
  version?: string;
  /** Renders one page as a save does (see renderPageData). */
  renderPage(file: string): Promise<SavedPage>;
  /** Makes a rendered page's document from a document of the kept site (see freshPageHtml). */
  pageHtml(kept: string, page: NonNullable<SavedPage['page']>, own: boolean): Promise<string>;
  /** A page rendered on demand has these problems (none: it has none any more). */
  problems(file: string, problems: ContentProblem[]): void;
}

/** A blank page: before its problems are fixed, a page that has no document shows only the overlay. */
const BLANK = '<!doctype html><title>esmx-docs</title><body>';

/**
 * The pages of the kept site that are out of date, when the dev server starts on it after pages were
 * saved, added or removed while no server ran (see changedPages): it listens at once and the site build
 * runs behind, as after a save. Until that build is done, a changed or added page is rendered on demand
 * (in this thread, as a save is) into a document made from the kept site's, and a removed page answers
 * the 404 page; every other page is the kept site's, unchanged.
 *
 * @example
 * const stale = new StalePages({ changed: ['docs/en/a.md'], removed: [] }, options);
 * stale.answer('/a'); // a promise of the page's fresh document; undefined for any other URL
 */
export class StalePages {
  /** By route; `savedAt` for a page saved while the server ran (see `saved`). */
  private readonly pages = new Map<
    string,
    { file: string; route: string; lang: string; removed: boolean; savedAt?: number }
  >();
  private readonly rendering = new Set<Promise<unknown>>();
  /** Pages were added or removed: sidebars and links changed too. */
  readonly reshaped: boolean;

  constructor(
    { changed, removed }: ChangedPages,
    private readonly options: StalePagesOptions,
  ) {
    const { contentDir, outDir, locales, version } = options;
    const folders = languageFolders(contentDir, locales.langs, version, locales.defaultLang);
    let added = false;
    for (const file of [...changed, ...removed]) {
      // changedPages gives pages only.
      const { lang, pathInLang } = folders.placeOf(file)!;
      const route = routeOf(pathInLang, lang, locales.defaultLang);
      this.pages.set(routeKey(route), { file, route, lang, removed: removed.includes(file) });
      added ||= !existsSync(join(outDir, htmlFileOf(route)));
    }
    this.reshaped = removed.length > 0 || added;
  }

  /**
   * A page saved while the server runs, at `at` (performance.now(), once the save settled): its tabs get it at
   * once, but the site build runs behind, so until a build that began after `at` is done, loading the page
   * (a reload, a link) is answered as a stale page's is, not with the kept site's old document.
   */
  saved(file: string, at: number): void {
    const { contentDir, locales, version } = this.options;
    const place = languageFolders(contentDir, locales.langs, version, locales.defaultLang).placeOf(file);
    if (!place) return;
    const route = routeOf(place.pathInLang, place.lang, locales.defaultLang);
    this.pages.set(routeKey(route), { file, route, lang: place.lang, removed: false, savedAt: at });
  }

  /** True for a page saved (or added) since the kept site was built, until it is built again. */
  changed(file: string): boolean {
    return [...this.pages.values()].some((page) => page.file === file && !page.removed);
  }

  /** Resolves once no page is being rendered on demand (the warm-up waits: a tab is waiting for that page). */
  async idle(): Promise<void> {
    while (this.rendering.size > 0) await Promise.allSettled([...this.rendering]);
  }

  get size(): number {
    return this.pages.size;
  }

  /**
   * A site build that began at `startedAt` is done: every page is current again but those saved after it
   * began, which it may have read before their save. Returns the page files it caught up with: a tab may have
   * reached one by a link, which loads its page chunk from the kept site.
   */
  clear(startedAt: number): string[] {
    const files: string[] = [];
    for (const [key, page] of this.pages) {
      if (page.savedAt !== undefined && page.savedAt >= startedAt) continue;
      this.pages.delete(key);
      if (!page.removed) files.push(page.file);
    }
    return files;
  }

  /** The answer for a URL that names a stale page; undefined for any other. */
  answer(pathname: string): Promise<FreshAnswer> | undefined {
    const stale = this.pages.get(routeKey(normalizePath(pathname)));
    if (!stale) return undefined;
    const notFound = this.notFoundFile(stale.lang);
    if (stale.removed)
      return Promise.resolve({ status: 404, html: existsSync(notFound) ? read(notFound) : 'Not found' });
    const rendering = this.render(stale.file, join(this.options.outDir, htmlFileOf(stale.route)), notFound);
    this.rendering.add(rendering);
    void rendering.finally(() => this.rendering.delete(rendering)).catch(() => {});
    return rendering;
  }

  private async render(file: string, ownFile: string, notFound: string): Promise<FreshAnswer> {
    const own = existsSync(ownFile);
    const rendered = await this.options.renderPage(file);
    this.options.problems(file, rendered.problems);
    if (!rendered.page) return { status: 200, html: own ? read(ownFile) : BLANK };
    // A page added while no server ran has no document yet: its language's 404 page has the rest.
    const kept = own ? read(ownFile) : existsSync(notFound) ? read(notFound) : undefined;
    if (kept === undefined) return { status: 200, html: BLANK };
    return { status: 200, html: await this.options.pageHtml(kept, rendered.page, own) };
  }

  private notFoundFile(lang: string): string {
    const { outDir, locales } = this.options;
    return lang === locales.defaultLang ? join(outDir, '404.html') : join(outDir, lang, '404.html');
  }
}

const read = (file: string) => readFileSync(file, 'utf8');
