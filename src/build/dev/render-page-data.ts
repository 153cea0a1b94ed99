import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { normalizePath } from '../../shared/locale';
import type { PageData } from '../../shared/types';
import { listMarkdown } from '../content';
import type { ContentProblem } from '../errors';
import { parseSource } from '../frontmatter';
import { lastUpdated } from '../last-updated';
import { renderMarkdown } from '../markdown';
import { routeKey, routeOf } from '../routes';

export interface PageContext {
  contentDir: string;
  langs: readonly string[];
  /** Last commit time of each file (see gitTimes), for the page's "Last Updated" line. */
  times: Map<string, number>;
  cwd?: string;
}

/**
 * Renders one saved page on its own, for the dev server to show at once (the full rebuild that follows
 * confirms it and rewrites the site): its front matter, Markdown and links are checked as the build
 * checks them, against the routes the content folder has now. No sidebar: the tab keeps its own.
 */
export async function renderPageData(
  file: string,
  { contentDir, langs, times, cwd = process.cwd() }: PageContext,
): Promise<{ page?: PageData; problems: ContentProblem[] }> {
  const display = relative(cwd, file);
  const [lang, ...rest] = relative(contentDir, file).split(sep);
  const pathInLang = rest.join('/');
  if (!langs.includes(lang) || !pathInLang.endsWith('.md')) return { problems: [] };

  const problems: ContentProblem[] = [];
  const { parsed, issues } = parseSource(readFileSync(file, 'utf8'));
  for (const issue of issues) problems.push({ file: display, line: issue.line, message: issue.message });
  if (!parsed) return { problems };

  const fm = parsed.frontmatter;
  const pageType = fm.pageType ?? 'doc';
  const routePath = routeOf(pathInLang, lang);
  let body = parsed.body;
  let offset = parsed.bodyLineOffset;
  // As in the build: a doc page titled only in front matter gets its h1 from it.
  if (pageType === 'doc' && fm.title && !/^\s*# /m.test(body)) {
    body = `# ${fm.title}\n\n${body}`;
    offset -= 2;
  }
  let md: Awaited<ReturnType<typeof renderMarkdown>>;
  try {
    md = await renderMarkdown(body, { file: display, routePath, lang });
  } catch (error) {
    return {
      problems: [...problems, { file: display, message: `cannot render Markdown: ${(error as Error).message}` }],
    };
  }
  const title = fm.title ?? md.title ?? (pageType === 'home' ? fm.hero?.name : undefined);
  if (!title) {
    const message = 'page has no title: add a "# Title" heading or front matter "title"';
    problems.push({ file: display, line: parsed.bodyLineOffset + 1, message });
  }
  const routes = new Set(langs.flatMap((l) => listMarkdown(join(contentDir, l)).map((p) => routeKey(routeOf(p, l)))));
  for (const link of md.links) {
    if (!routes.has(routeKey(normalizePath(link.url))))
      problems.push({ file: display, line: link.line + offset, message: `link to ${link.url}, which is not a page` });
  }
  if (problems.length > 0 || !title) return { problems };
  const page: PageData = {
    pagePath: `${lang}/${pathInLang}`,
    pageType,
    title,
    frontmatter: fm,
    toc: md.toc,
    routePath,
    lang,
    version: '',
    lastUpdated: lastUpdated(file, times),
    html: md.html,
    sidebarChunk: null,
  };
  return { page, problems };
}
