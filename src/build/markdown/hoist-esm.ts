import type { Parent, Root, RootContent } from 'mdast';

/**
 * Moves every `import`/`export` of an `.mdx` tree to its top level, each just before the block it was
 * written in. The parser also reads them inside JSX (`<Border>` … `import Button from './_b.mdx'` …
 * `</Border>`), and MDX hoists them all, so a page's imports are known wherever they stand.
 */
export function hoistEsm(tree: Root): void {
  tree.children = tree.children.flatMap((child): RootContent[] => {
    if (!('children' in child)) return [child];
    const nested: RootContent[] = [];
    const pull = (parent: Parent) => {
      parent.children = parent.children.filter((node) => {
        if (node.type === 'mdxjsEsm') {
          nested.push(node);
          return false;
        }
        if ('children' in node) pull(node as Parent);
        return true;
      }) as Parent['children'];
    };
    pull(child as Parent);
    return [...nested, child];
  });
}
