import { join, relative, resolve } from 'node:path';
import { notFoundPage, notFoundRoute } from '../../shared/not-found-page';
import type { HeadRoute, Lang, RouteEntry } from '../../shared/types';
import type { RouteOutput } from '../cache/build-stamp';
import { cacheKey } from '../cache/page-cache';
import type { ThemeSlots } from '../components/theme-slots';
import type { PageResult, PageTask } from '../render/protocol';
import { htmlFileOf } from '../routes';
import { untranslatedLangs } from '../seo/alternates';
import { routeHead } from '../seo/route-head';
import { yieldOften } from '../yield-often';
import type { BuildRun } from './build-run';
import type { PageSummary } from './markdown-stage';
import type { OverviewIndexes } from './overview-stage';
import type { SiteAssets } from './site-assets';

/** The page stage's output: the route table entries, and what the stamp records of each route. */
export interface PageSteps {
  /** Every page's entry (a site's own 404 page among them, not ours), once all are written. */
  entries: Promise<RouteEntry[]>;
  /** Filled as routes finish: each route's key and files, for the next build to keep. */
  outputs: RouteOutput[];
}

/** What a 404 page the site's theme draws gives as its source: the theme, not a page of the content folder. */
const THEME_NOT_FOUND_PATH = 'theme:NotFoundLayout';

/**
 * Stage 6: every route's page chunk and HTML document, in the pool, the 404 page of each language
 * included: the site's own (its `404.md`, see `notFoundRoute`), else ours. A route the last build into
 * the same folder rendered from the same key keeps that build's files instead (checked on this thread:
 * handing thousands of routes to the pool only to keep their files cost more in messages than the checks
 * themselves). Runs while this thread writes the other files.
 */
export function startPageSteps(
  run: BuildRun,
  pages: readonly PageSummary[],
  shared: SiteAssets,
  overviews: OverviewIndexes,
  /**
   * The site's theme's own home page (or parts of it), by the route of the home page showing it, and its own 404
   * page, by language (see theme-slots.ts).
   */
  theme: Pick<ThemeSlots, 'homes' | 'notFound' | 'head'> = { homes: {}, notFound: {}, head: {} },
): PageSteps {
  const { config, cache, output, pool, stamp, previous, cwd } = run;
  const { site, assets, sidebarOf } = shared;
  const outputs: RouteOutput[] = [];
  // One route after the other, giving the event loop a turn every few milliseconds: checking and keeping
  // a thousand routes' files takes this thread a quarter of a second, in which a search index worker
  // waiting for its next batch of documents (see `RenderPool.searchIndex`) would wait too.
  const breathe = yieldOften();
  let turn = Promise.resolve();
  const nextTurn = () => {
    turn = turn.then(breathe);
    return turn;
  };

  // The config's `head` functions, called for each route here (functions cannot cross to a render thread);
  // a failure is a warning at the config, once per message.
  const headProblems = new Set<string>();
  const configShown = run.options.configFile ? relative(cwd, run.options.configFile) : 'the config';
  const headOf = (route: HeadRoute) =>
    routeHead(config.head, route, (message) => {
      if (headProblems.has(message)) return;
      headProblems.add(message);
      run.warnings.add(configShown, undefined, `${message} (first on ${route.routePath})`);
    });

  const runRoute = async (
    route: string,
    lang: Lang,
    data: PageTask['data'],
    dataKey: string,
    shown: string,
    relativePath: string,
  ) => {
    await nextTurn();
    const { items, chunk } = sidebarOf(lang, route);
    const file = route.endsWith('/404') ? `${route.slice(1)}.html` : htmlFileOf(route);
    const pureRoutePath = run.locales.stripLang(route);
    const configured = headOf({
      routePath: route,
      pureRoutePath,
      lang,
      version: '',
      relativePath,
      absolutePath: relativePath && resolve(run.options.contentDir, relativePath),
      pageName: pureRoutePath.replace(/^\/|\/$/g, '').replaceAll('/', '_') || 'index',
    });
    // With what the theme's Layout asks for in every page's head (see theme-slots.ts).
    const head = theme.head[lang] ? [...configured, ...theme.head[lang]] : configured;
    // With the choice of copies: a route kept or restored must bring exactly the files this build writes.
    // The sidebar's chunk is named by the hash of its items, so it stands for them (stringifying a section's
    // sidebar for each of its routes took a twentieth of a second at 1,000 pages per language).
    const precompress = run.options.precompress === true;
    const key = cache.page(site.hash, dataKey, chunk ?? items, route, file, assets, precompress, head);
    const task: PageTask = { kind: 'page', route, file, data, site, sidebar: items, assets, key };
    if (head.length > 0) task.head = head;
    const before = stamp?.routes[route];
    const reuse = previous && key && before?.key === key ? before : undefined;
    const result: PageResult =
      reuse && output.keep(reuse.files) ? { rendered: false, chunk: reuse.chunk } : await pool.page(task, shown);
    if (result.rendered) run.rendered.html++;
    if (key) outputs.push({ route, key, file, chunk: result.chunk });
    return result;
  };

  // The languages a page has no translation in (only without `requireTranslations`): its page data says so.
  const routes = new Set(pages.map(({ record }) => record.routePath));
  const steps = pages.map(async ({ record, pageType, data, dataSha }): Promise<RouteEntry> => {
    const { routePath, lang, title } = record;
    const { chunk: sidebarChunk } = sidebarOf(lang, routePath);
    const shown = relative(cwd, join(run.options.contentDir, record.relativePath));
    const untranslated = untranslatedLangs(routePath, run.locales, routes);
    const overview = overviews.get(routePath);
    const themeHome = pageType === 'home' ? theme.homes[routePath] : undefined;
    const stepData = {
      stored: data,
      sidebarChunk,
      ...(untranslated.length > 0 ? { untranslated } : {}),
      ...(overview ? { overview } : {}),
      ...(themeHome ? { themeHome } : {}),
    };
    // The key holds all the page shows: an overview shows other pages' headers, a home page its theme's.
    let key = untranslated.length > 0 ? `${dataSha} untranslated ${untranslated.join(',')}` : dataSha;
    if (overview) key += ` overview ${cacheKey(overview)}`;
    if (themeHome) key += ` theme home ${cacheKey(themeHome)}`;
    const result = await runRoute(routePath, lang, stepData, key, shown, record.relativePath);
    return { routePath, lang, title, pageType, chunk: config.base + result.chunk, sidebarChunk };
  });
  // A language with a page of its own at its 404 route has just written it there: ours would replace it.
  const ours = config.locales.flatMap(({ lang }) => {
    const route = notFoundRoute(lang, config.lang);
    if (routes.has(route)) return [];
    // The theme's own 404 page in place of ours: a page with a source (the theme's), so the browser keeps it.
    const own = theme.notFound[lang];
    const page = own
      ? { ...notFoundPage(route, lang), pagePath: THEME_NOT_FOUND_PATH, html: own, themeHome: true as const }
      : notFoundPage(route, lang);
    return [runRoute(route, lang, { page }, JSON.stringify(page), `the ${route} page`, '')];
  });
  const entries = Promise.all([Promise.all(steps), Promise.all(ours)]).then(([routes]) => routes);
  // Awaited at the end; a failure must not count as unhandled meanwhile (which would end the process
  // before the staging folder is removed).
  entries.catch(() => {});
  return { entries, outputs };
}
