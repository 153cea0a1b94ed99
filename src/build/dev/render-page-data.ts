import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { normalizePath } from '../../shared/locale';
import type { PageData } from '../../shared/types';
import { listMarkdown } from '../content';
import type { ContentProblem } from '../errors';
import { parseSource } from '../frontmatter';
import { lastUpdated } from '../last-updated';
import { toPageData } from '../render/page-data';
import { renderSourcePage } from '../render/source-page';
import { routeKey, routeOf } from '../routes';

export interface PageContext {
  contentDir: string;
  langs: readonly string[];
  /** Last commit time of each file (see gitTimes), for the page's "Last Updated" line. */
  times: Map<string, number>;
  /** The config's `markdown.showLineNumbers`. */
  showLineNumbers?: boolean;
  cwd?: string;
}

/**
 * Renders one saved page on its own, for the dev server to show at once (the full rebuild that follows
 * confirms it and rewrites the site): through the build's own Markdown step, with its links checked
 * against the routes the content folder has now. No sidebar: the tab keeps its own.
 */
export async function renderPageData(
  file: string,
  { contentDir, langs, times, showLineNumbers = false, cwd = process.cwd() }: PageContext,
): Promise<{ page?: PageData; problems: ContentProblem[] }> {
  const display = relative(cwd, file);
  const [lang, ...rest] = relative(contentDir, file).split(sep);
  const pathInLang = rest.join('/');
  if (!langs.includes(lang) || !/\.mdx?$/.test(pathInLang)) return { problems: [] };

  const { parsed, issues } = parseSource(readFileSync(file, 'utf8'));
  const problems: ContentProblem[] = issues.map((issue) => ({
    file: display,
    line: issue.line,
    message: issue.message,
  }));
  if (!parsed) return { problems };

  const rendered = await renderSourcePage({
    body: parsed.body,
    frontmatter: parsed.frontmatter,
    bodyLineOffset: parsed.bodyLineOffset,
    display,
    routePath: routeOf(pathInLang, lang),
    lang,
    pathInLang,
    lastUpdated: lastUpdated(file, times),
    showLineNumbers,
  });
  problems.push(...rendered.problems);
  if (!rendered.page) return { problems };
  const { links } = rendered.page;
  const routes = new Set(langs.flatMap((l) => listMarkdown(join(contentDir, l)).map((p) => routeKey(routeOf(p, l)))));
  for (const link of links) {
    if (!routes.has(routeKey(normalizePath(link.url))))
      problems.push({ file: link.file, line: link.line, message: `link to ${link.url}, which is not a page` });
  }
  if (problems.length > 0) return { problems };
  const page: PageData = { ...toPageData(rendered.page), sidebarChunk: null };
  return { page, problems };
}
