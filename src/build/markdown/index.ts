import type { Root as HastRoot } from 'hast';
import { visit } from 'unist-util-visit';
import { frameOrigins } from './frame-origins';
import { locateLine } from './imports/source-lines';
import { parseWithoutHtmlComments } from './mdx/html-comments';
import { pageDescription } from './page-description';
import type { PageState } from './page-state';
import { extractPlainText } from './plain-text';
import { getProcessor } from './processor';
import { buildToc } from './toc';
import type { MarkdownOptions, RenderedMarkdown } from './types';

export type { PageImage } from './page-image';
export { codeBlockKey } from './rehype-code';
export type { CodeBlocks, MarkdownOptions, RenderedMarkdown, TwinLead } from './types';

/**
 * Renders one page's Markdown body (front matter already removed) to HTML, with its title, outline,
 * search text and internal links. Line numbers in `links` and `warnings` count from the body's
 * first line.
 *
 * @example
 * const page = await renderMarkdown('# Glossary\n\n## ESM\n\nSee [start](./getting-started.md).', {
 *   file: 'content/en/guide/start/glossary.md', routePath: '/guide/start/glossary', lang: 'en',
 * });
 * page.title; // 'Glossary'
 * page.toc;   // [{ text: 'ESM', id: 'esm', depth: 2, charIndex: 0 }]
 * page.links; // [{ url: '/guide/start/getting-started', line: 5 }]
 */
export async function renderMarkdown(source: string, options: MarkdownOptions): Promise<RenderedMarkdown> {
  const format = options.format ?? 'md';
  const processor = getProcessor(format, options.plugins);
  const page: PageState = {
    routePath: options.routePath,
    lang: options.lang,
    langs: options.langs,
    showLineNumbers: options.showLineNumbers,
    ...(options.defaultWrapCode ? { defaultWrapCode: true } : {}),
    ...(options.linksFromRoot ? { linksFromRoot: true } : {}),
    ...(options.builtVersion ? { builtVersion: options.builtVersion } : {}),
    ...(options.twoslashEveryBlock ? { twoslashEveryBlock: true } : {}),
    ...(options.langAlias ? { langAlias: options.langAlias } : {}),
    ...(options.replaceRules ? { replaceRules: options.replaceRules } : {}),
    codeBlocks: options.codeBlocks,
    imageContext: options.images,
    base: options.base ?? '/',
    twinLead: options.twinLead,
    ...(options.fallbackTitle !== undefined ? { fallbackTitle: options.fallbackTitle } : {}),
    frontmatter: options.frontmatter ?? {},
    ...(options.sitePages ? { sitePages: options.sitePages } : {}),
    ...(options.clientRendered ? { clientRendered: true as const } : {}),
    ...(options.pageStrings ? { pageStrings: options.pageStrings } : {}),
    ...(options.imports ? { imports: options.imports } : {}),
    links: [],
    images: [],
    warnings: [],
    errors: [],
    twin: '',
    origins: [options.file],
    dependencies: new Set(),
    islands: [],
    codeTransformers: [],
  };
  try {
    // MDX rejects HTML comments, which Rspress accepts: they are taken out (a .md page's, in remark-raw-html).
    const parsed =
      format === 'mdx'
        ? parseWithoutHtmlComments(source, (text) => processor.parse(text))
        : { tree: processor.parse(source), text: source };
    const tree = await processor.run(parsed.tree, { value: parsed.text, data: { page } });
    const html = processor.stringify(tree);
    const { title, text, headings } = extractPlainText(tree);
    const framed = frameOrigins(tree);
    // Lines in fragments' bands name the fragment's file and its own line.
    const located = <T extends { line: number }>(item: T): T & { file?: string } => ({
      ...item,
      ...locateLine(item.line, page.origins),
    });
    return {
      html,
      ...(title !== undefined ? { title } : {}),
      toc: buildToc(headings),
      text,
      ...descriptionOf(tree),
      links: page.links.map(located),
      anchors: idsOf(tree),
      images: page.images,
      warnings: page.warnings.map(located),
      errors: page.errors.map(located),
      twin: page.twin,
      dependencies: [...page.dependencies],
      ...(page.overview ? { overview: true } : {}),
      ...(page.head ? { head: page.head } : {}),
      ...(framed.length > 0 ? { frameOrigins: framed } : {}),
      ...(page.wantsSitePages ? { wantsSitePages: true as const } : {}),
    };
  } catch (error) {
    // MDX syntax errors carry the line they are on (as a field, or only in the text: "(3:1-3:7)").
    const inText = /\((\d+):\d+(?:-\d+:\d+)?\)/.exec((error as Error).message);
    const line = (error as { line?: number }).line ?? (inText ? Number(inText[1]) : undefined);
    throw Object.assign(
      new Error(`markdown: cannot render ${options.file}: ${(error as Error).message}`, { cause: error }),
      {
        line,
      },
    );
  }
}

/** The words that describe a page whose front matter does not (see page-description.ts). */
function descriptionOf(tree: HastRoot): { description?: string } {
  const description = pageDescription(tree);
  return description === undefined ? {} : { description };
}

/** The ids of the page's elements, in document order. */
function idsOf(tree: HastRoot): string[] {
  const ids: string[] = [];
  visit(tree, 'element', (node) => {
    if (typeof node.properties.id === 'string') ids.push(node.properties.id);
  });
  return ids;
}
