import { join, relative } from 'node:path';
import { normalizePath } from '../shared/locale';
import type { Lang, NavItem, PageRecord, PageType, Sidebar, SiteConfig } from '../shared/types';
import { readSources, type SourcePage } from './content';
import { type ContentProblem, ContentProblems } from './errors';
import { gitTimes, lastUpdated } from './last-updated';
import { renderMarkdown } from './markdown';
import { readNav } from './nav';
import { routeKey } from './routes';
import { buildSidebar } from './sidebar';
import { warnUnreachable } from './sidebar-coverage';

/** A page after rendering: its record, its HTML and its plain text (for search). */
export interface BuiltPage {
  record: PageRecord;
  pageType: PageType;
  html: string;
  text: string;
}

export interface Site {
  config: SiteConfig;
  pages: BuiltPage[];
  nav: Record<Lang, NavItem[]>;
  sidebar: Record<Lang, Sidebar>;
  /** Things worth fixing that do not stop the build (an unclosed container, a repeated custom id). */
  warnings: ContentProblem[];
}

export interface LoadOptions {
  /** Folder holding one sub-folder per language. */
  contentDir: string;
  config: SiteConfig;
  /** Base for paths in problem reports. */
  cwd?: string;
}

/**
 * Reads, checks and renders all content. Every problem of every file is collected first; if there is
 * any, one `ContentError` lists them all (file:line: what is wrong) and nothing is returned.
 */
export async function loadSite({ contentDir, config, cwd = process.cwd() }: LoadOptions): Promise<Site> {
  const problems = new ContentProblems();
  const langs = config.locales.map((l) => l.lang);
  const sources = readSources(contentDir, langs, problems, cwd, config.route?.exclude);
  const times = gitTimes(contentDir);

  const warnings = new ContentProblems();
  const rendered = await Promise.all(
    sources
      .filter((s) => !s.broken)
      .map((source) => renderPage(source, times, problems, warnings, config.markdown?.showLineNumbers ?? false)),
  );
  const pages = rendered.filter((p): p is BuiltPage & { links: Link[] } => p !== undefined);

  // Routes of pages that failed to parse or render still count, so their problem is reported once,
  // not again by every link, nav item and sidebar entry pointing at them.
  const routes = new Set(sources.map((s) => routeKey(s.routePath)));
  const exists = (url: string) => routes.has(routeKey(normalizePath(url)));
  for (const page of pages) {
    for (const link of page.links) {
      if (!exists(link.url)) problems.add(link.file, link.line, `link to ${link.url}, which is not a page`);
    }
  }

  const nav = {} as Record<Lang, NavItem[]>;
  const sidebar = {} as Record<Lang, Sidebar>;
  for (const lang of langs) {
    const langDir = join(contentDir, lang);
    const prefix = lang === config.lang ? '' : `/${lang}`;
    const byPath = new Map<string, { title: string; routePath: string; frontmatter?: PageRecord['frontmatter'] }>();
    for (const s of sources)
      if (s.lang === lang)
        byPath.set(stripExt(s.pathInLang), { title: s.pathInLang, routePath: s.routePath, frontmatter: s.frontmatter });
    for (const p of pages)
      if (p.record.lang === lang) byPath.set(stripExt(p.record.relativePath.slice(lang.length + 1)), p.record);
    const lookup = (path: string) => byPath.get(path);
    sidebar[lang] = buildSidebar(langDir, prefix, lookup, problems, cwd);
    nav[lang] = readNav(langDir, prefix, sidebar[lang], lookup, problems, cwd);
    for (const item of flattenNav(nav[lang])) {
      if (item.link?.startsWith('/') && !exists(item.link))
        problems.add(
          relative(cwd, join(langDir, '_nav.json')),
          undefined,
          `nav item "${item.text}" links to ${item.link}, which is not a page`,
        );
    }
    for (const items of Object.values(sidebar[lang])) {
      for (const item of flattenNav(items)) {
        if (item.link?.startsWith('/') && !exists(item.link))
          problems.add(
            relative(cwd, langDir),
            undefined,
            `sidebar item "${item.text}" links to ${item.link}, which is not a page`,
          );
      }
    }
    const covered = pages
      .filter((p) => p.record.lang === lang)
      .map((p) => ({
        routePath: p.record.routePath,
        pathInLang: p.record.relativePath.slice(lang.length + 1),
        display: relative(cwd, join(contentDir, p.record.relativePath)),
        pageType: p.pageType,
      }));
    warnUnreachable(langDir, covered, sidebar[lang], nav[lang], warnings, cwd);
  }

  problems.throwIfAny();
  return { config, pages: pages.map(({ links: _links, ...page }) => page), nav, sidebar, warnings: warnings.list };
}

interface Link {
  url: string;
  file: string;
  line: number;
}

async function renderPage(
  source: SourcePage,
  times: Map<string, number>,
  problems: ContentProblems,
  warnings: ContentProblems,
  showLineNumbers: boolean,
): Promise<(BuiltPage & { links: Link[] }) | undefined> {
  const fm = source.frontmatter;
  let body = source.body;
  let offset = source.bodyLineOffset;
  const pageType = fm.pageType ?? 'doc';
  // A doc page may give its title only in front matter; its h1 then comes from it, so every doc page has
  // one. Other layouts (the home hero, custom and blank pages) bring their own headings.
  if (pageType === 'doc' && fm.title && !/^\s*# /m.test(body)) {
    body = `# ${fm.title}\n\n${body}`;
    offset -= 2;
  }
  let md: Awaited<ReturnType<typeof renderMarkdown>>;
  try {
    md = await renderMarkdown(body, {
      file: source.display,
      routePath: source.routePath,
      lang: source.lang,
      format: source.pathInLang.endsWith('.mdx') ? 'mdx' : 'md',
      showLineNumbers,
    });
  } catch (error) {
    const line = (error as { line?: number }).line;
    const cause = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
    problems.add(source.display, line ? line + offset : undefined, `cannot render Markdown: ${cause}`);
    return undefined;
  }
  for (const w of md.warnings) warnings.add(source.display, w.line + offset, w.message);
  if (md.errors.length > 0) {
    for (const e of md.errors) problems.add(source.display, e.line + offset, e.message);
    return undefined;
  }
  const title = fm.title ?? md.title ?? (pageType === 'home' ? fm.hero?.name : undefined);
  if (!title) {
    problems.add(
      source.display,
      source.bodyLineOffset + 1,
      'page has no title: add a "# Title" heading or front matter "title"',
    );
    return undefined;
  }
  const record: PageRecord = {
    title,
    routePath: source.routePath,
    lang: source.lang,
    toc: md.toc,
    frontmatter: fm,
    version: '',
    relativePath: `${source.lang}/${source.pathInLang}`,
    lastUpdated: lastUpdated(source.file, times),
  };
  const links = md.links.map((l) => ({ url: l.url, line: l.line + offset, file: source.display }));
  return { record, pageType, html: md.html, text: md.text, links };
}

function stripExt(path: string): string {
  return path.replace(/\.mdx?$/, '');
}

function* flattenNav<T extends { items?: T[] }>(items: T[]): Generator<T> {
  for (const item of items) {
    yield item;
    if (item.items) yield* flattenNav(item.items);
  }
}
