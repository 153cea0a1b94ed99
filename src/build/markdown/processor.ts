import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { LoadedPlugins } from './config-plugins';
import { remarkFallbackTitle } from './fallback-title';
import { remarkMdxCustomIds } from './mdx/custom-heading-id';
import { remarkDefaultExport } from './mdx/default-export';
import { htmlElementHandlers } from './mdx/element';
import { exactTextHandlers } from './mdx/exact-text';
import { parseWithoutHtmlComments } from './mdx/html-comments';
import { rehypeCode } from './rehype-code';
import { rehypeHeadings } from './rehype-headings';
import { rehypeIslands } from './rehype-islands';
import { rehypeLinks } from './rehype-links';
import { rehypeWrappers } from './rehype-wrappers';
import { remarkCodeFiles } from './remark-code-files';
import { remarkContainers } from './remark-containers';
import { remarkFragments } from './remark-fragments';
import { remarkMarkdownTwin } from './remark-markdown-twin';
import { remarkMdxComponents } from './remark-mdx-components';
import { remarkPageImages } from './remark-page-images';
import { remarkPluginFences } from './remark-plugin-fences';
import { remarkRawHtml } from './remark-raw-html';
import { remarkSafeUrls } from './remark-safe-urls';
import { rehypeTitleMarks, titleHeadingHandlers } from './title-heading';

/** How a page file is parsed: `.md` as CommonMark + GFM, `.mdx` as MDX (JSX and `{…}` on top). */
export type PageFormat = 'md' | 'mdx';

/**
 * The one place the unified pipeline is assembled. Order matters:
 * containers pair their fence markers before raw HTML is turned into text (the markers are HTML
 * comments, or comment expressions in MDX) and before MDX components drop comments; headings get ids
 * before anything reads them; code is highlighted, then the site's own components render around their
 * (finished) children. Every URL passes remark-safe-urls once the MDX
 * components have made their elements, before relative images are resolved and anything becomes HTML.
 * The Markdown twin is written from the tree once images are resolved, before the tree becomes HTML.
 * The config's own plugins come last in each half, as in Rspress: remark ones after ours (the twin is
 * written before them, as Rspress writes its `.md` copies without them), rehype ones just before the HTML.
 */
function createProcessor(format: PageFormat, plugins?: LoadedPlugins) {
  const rehypePlugins = (plugins?.rehype?.length ?? 0) > 0;
  return (
    unified()
      .use(remarkParse)
      .use(format === 'mdx' ? [remarkMdx, remarkMdxCustomIds, remarkDefaultExport] : [])
      .use(remarkGfm)
      .use(remarkFallbackTitle)
      .use(
        format === 'mdx'
          ? [[remarkFragments, { parse: (text: string, as: PageFormat) => parseFragment(text, as, plugins) }]]
          : [],
      )
      .use(remarkCodeFiles)
      .use(remarkPluginFences)
      .use(remarkContainers)
      .use(format === 'mdx' ? [remarkMdxComponents] : [])
      .use(remarkRawHtml)
      .use(remarkSafeUrls)
      .use(remarkPageImages)
      .use(remarkMarkdownTwin, { format })
      .use(plugins?.remark ?? [])
      .use(remarkRehype, {
        handlers: { ...htmlElementHandlers, ...exactTextHandlers, ...titleHeadingHandlers(rehypePlugins) },
      })
      .use(rehypeHeadings)
      .use(rehypeLinks)
      .use(rehypeWrappers)
      .use(rehypeCode)
      .use(format === 'mdx' ? [rehypeIslands] : [])
      .use(plugins?.rehype ?? [])
      .use(rehypePlugins ? [rehypeTitleMarks] : [])
      // Raw HTML comes only from rehype-code (shiki's output) and the config's own plugins; raw HTML in Markdown
      // is turned into text.
      .use(rehypeStringify, { allowDangerousHtml: true })
      .freeze()
  );
}

const processors = new Map<string, ReturnType<typeof createProcessor>>();

/** A fragment's tree: an .mdx one's HTML comments taken out, as its page's are (see renderMarkdown). */
function parseFragment(text: string, as: PageFormat, plugins?: LoadedPlugins) {
  const processor = getProcessor(as, plugins);
  return as === 'mdx' ? parseWithoutHtmlComments(text, (body) => processor.parse(body)).tree : processor.parse(text);
}

/**
 * The frozen processor of a format (with the config's plugins, if any), created on first use and shared by
 * every page (per-page state rides on the file).
 */
export function getProcessor(format: PageFormat = 'md', plugins?: LoadedPlugins): ReturnType<typeof createProcessor> {
  const id = plugins ? `${format} ${plugins.key}` : format;
  let processor = processors.get(id);
  if (!processor) {
    processor = createProcessor(format, plugins);
    processors.set(id, processor);
  }
  return processor;
}
