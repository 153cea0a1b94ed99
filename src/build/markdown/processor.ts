import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypeCode } from './rehype-code';
import { rehypeHeadings } from './rehype-headings';
import { rehypeLinks } from './rehype-links';
import { rehypeWrappers } from './rehype-wrappers';
import { remarkContainers } from './remark-containers';
import { remarkRawHtml } from './remark-raw-html';

/**
 * The one place the unified pipeline is assembled. Order matters:
 * containers pair their fence markers before raw HTML is turned into text (the markers are HTML
 * comments); headings get ids before anything reads them; code is highlighted last.
 */
function createProcessor() {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkContainers)
    .use(remarkRawHtml)
    .use(remarkRehype)
    .use(rehypeHeadings)
    .use(rehypeLinks)
    .use(rehypeWrappers)
    .use(rehypeCode)
    .use(rehypeStringify)
    .freeze();
}

let processor: ReturnType<typeof createProcessor> | undefined;

/** The frozen processor, created on first use and shared by every page (per-page state rides on the file). */
export function getProcessor(): ReturnType<typeof createProcessor> {
  processor ??= createProcessor();
  return processor;
}
