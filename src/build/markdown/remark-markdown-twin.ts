import type { Heading, Root } from 'mdast';
import type { Options } from 'mdast-util-to-markdown';
import type { Plugin } from 'unified';
import { pageState } from './page-state';
import { sourceBlocks } from './source-block';
import { twinMarkdown } from './twin-markdown';
import { twinTree } from './twin-tree';

/**
 * Writes the page's Markdown twin (its `.md` copy) from the tree the pipeline has parsed, onto
 * `file.data.page.twin`. Runs once MDX components are elements and relative images are copied, so the
 * twin shows what the page shows: components and containers as plain Markdown (`twinTree`), every link
 * an absolute site path with the base, code blocks as written. What the page takes from front matter
 * comes first (`page.twinLead`): a home page's hero, or the title when the body has no `# heading`.
 * Top-level blocks with nothing to rewrite are copied from the source as written (`sourceBlocks`).
 *
 * MDX syntax needs no serializer here: by now every JSX element and `{…}` expression has been rendered
 * or reported, and the twin is plain Markdown, where `{` and `<` in prose need no escaping.
 *
 * @example `See [B](./b.md).` on /guide/a, base `/docs/` → page.twin === 'See [B](/docs/guide/b).\n'
 */
export const remarkMarkdownTwin: Plugin<[{ format: 'md' | 'mdx' }], Root> = function ({ format }) {
  // What the config's remark plugins add to the syntax (remark-math's `$x$`) they say how to write back.
  const theirs = () => (this.data() as { toMarkdownExtensions?: Options[] }).toMarkdownExtensions ?? [];
  return (tree, file) => {
    const page = pageState(file);
    const lead = page.twinLead ?? {};
    const hasTitle = tree.children.some((node) => node.type === 'heading' && node.depth === 1);
    const title: Heading[] =
      lead.title && !hasTitle ? [{ type: 'heading', depth: 1, children: [{ type: 'text', value: lead.title }] }] : [];
    const body = lead.alone ? [] : sourceBlocks(tree, String(file.value), format);
    const withLead: Root = { type: 'root', children: [...(lead.blocks ?? []), ...title, ...body] };
    const sitePaths = new Set(page.images.map((image) => page.base + image.output));
    const twin = twinTree(withLead, {
      routePath: page.routePath,
      lang: page.lang,
      langs: page.langs,
      base: page.base,
      sitePaths,
      linksFromRoot: page.linksFromRoot,
    });
    page.twin = twinMarkdown(twin, theirs());
  };
};
