import type { RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import type { HeadTag } from '../../../shared/types';
import { headTagProblem } from '../../seo/head-tag';
import { readProps, UnrenderableValue } from './values';

/** What Rspress's runtime calls its component for a page's `<head>`: `Head` in Rspress 2, `Helmet` before. */
export const HEAD_COMPONENTS = ['Head', 'Helmet'];

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * The tags of Rspress's `<Head>` written in a page, for the page's `<head>` as its front matter `head` would
 * give them (`<meta>` and `<link>` only, checked by the same rules; the page's own `title` and
 * `description` are front matter: a `<title>` goes to `warn`). Each other child that is not such a tag goes to `fail`
 * with its line.
 *
 * @example
 * // <Head><meta property="og:description" content="Fast" /></Head>
 * headTags(node, evaluate, fail, warn) // [['meta', { property: 'og:description', content: 'Fast' }]]
 */
export function headTags(
  node: Jsx,
  evaluate: (expression: string) => unknown,
  fail: (node: Jsx | RootContent, message: string) => void,
  warn: (node: Jsx | RootContent, message: string) => void,
): HeadTag[] {
  const tags: HeadTag[] = [];
  for (const child of childrenOf(node)) {
    if (child.type === 'text' && child.value.trim() === '') continue;
    // Rspress sets the document's title from it; here the title is the page's own, from its front matter.
    if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'title') {
      warn(child, `<${node.name}>: <title> is left out: a page's title is its front matter "title" (write it there)`);
      continue;
    }
    if (
      (child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') ||
      !/^(meta|link)$/.test(child.name ?? '')
    ) {
      fail(
        child,
        `<${node.name}> takes <meta> and <link> tags, as front matter "head" does (the title is front matter)`,
      );
      continue;
    }
    let props: ReturnType<typeof readProps>;
    try {
      props = readProps(child.attributes, evaluate);
    } catch (error) {
      if (!(error instanceof UnrenderableValue)) throw error;
      fail(child, `<${child.name}>: ${error.message}`);
      continue;
    }
    const listed = Object.entries(props).find(([, value]) => typeof value === 'object' && value !== null);
    if (listed) {
      fail(child, `<${child.name}> ${listed[0]}: only strings, numbers and booleans can be HTML attributes`);
      continue;
    }
    // A bare attribute (`crossorigin`) is present and empty, as in HTML; false and null leave it out.
    const attributes = Object.entries(props).flatMap(([key, value]): [string, string][] =>
      value === false || value === null ? [] : [[key, value === true ? '' : String(value)]],
    );
    const tag: HeadTag = [child.name!, Object.fromEntries(attributes)];
    const problem = headTagProblem(tag, 'page');
    if (problem) fail(child, `<${node.name}>: ${problem}`);
    else tags.push(tag);
  }
  return tags;
}

/** The element's children, a paragraph of tags on their own lines opened up (MDX reads those as text). */
function childrenOf(node: Jsx): RootContent[] {
  return (node.children as RootContent[]).flatMap((child) => (child.type === 'paragraph' ? child.children : [child]));
}
