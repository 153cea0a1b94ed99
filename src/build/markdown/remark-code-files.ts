import { readFileSync } from 'node:fs';
import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { resolveImport } from './imports/resolve-import';
import { pageState } from './page-state';

/** `file="./_example.tsx"` (or single quotes) in a fence's meta. */
export const FILE_META = /(?:^|\s)file=(?:"([^"]*)"|'([^']*)')/;

/**
 * Code blocks whose body is a file: ```` ```tsx file="./_escape-hatch.tsx" ```` shows that file, so an
 * example that is also compiled or tested is never copied by hand. The path follows the rules of imports
 * (relative to the page and inside the content folder, or by an alias, tsconfig paths, a package); a file
 * that cannot be found or read is an error on the fence's line. The block's own lines, if any, are replaced.
 */
export const remarkCodeFiles: Plugin<[], Root> = () => (tree, file) => {
  const page = pageState(file);
  visit(tree, 'code', (node) => {
    const match = node.meta ? FILE_META.exec(node.meta) : null;
    if (!match) return;
    const path = match[1] ?? match[2];
    const line = node.position?.start.line ?? 0;
    if (!page.imports) {
      page.errors.push({ line, message: `code file "${path}": the page's file is needed to find it` });
      return;
    }
    if (path.startsWith('<root>/')) {
      // Rspress's project root: a path from there is not held to the content folder, so it is not read.
      page.errors.push({
        line,
        message: `code file "${path}": "<root>/" paths are not read; write the path relative to the page, or through an alias`,
      });
      return;
    }
    const resolved = resolveImport(path, page.imports.pageFile, page.imports.context);
    if ('problem' in resolved) {
      page.errors.push({ line, message: `code file: ${resolved.problem.replace(/^cannot import/, 'cannot read')}` });
      return;
    }
    try {
      node.value = readFileSync(resolved.path, 'utf8').replace(/\r?\n$/, '');
    } catch {
      page.errors.push({ line, message: `code file "${path}" cannot be read` });
      return;
    }
    page.dependencies.add(resolved.path);
  });
};
