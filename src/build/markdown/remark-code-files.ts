import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { rspressProjectOf } from '../rspress-project';
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
    // Rspress's `<root>/` is the folder it runs in, its config's: the Rspress project's folder here, or the
    // content folder of a site with its own config; a path starting with `/` is from the docs folder, as
    // Rspress reads it. Both read by the import rules from there.
    const written = path.startsWith('<root>/')
      ? pathFrom(
          rspressProjectOf(page.imports.context.contentDir) ?? page.imports.context.contentDir,
          path.slice(7),
          page.imports.pageFile,
        )
      : path.startsWith('/')
        ? pathFrom(page.imports.context.contentDir, path.slice(1), page.imports.pageFile)
        : path;
    const resolved = resolveImport(written, page.imports.pageFile, page.imports.context);
    if ('problem' in resolved) {
      const problem = resolved.problem.replace(/^cannot import/, 'cannot read').replace(`"${written}"`, `"${path}"`);
      page.errors.push({ line, message: `code file: ${problem}` });
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

/** `path` inside `root` as a path relative to the page (`./…` or `../…`), so that it is held to the same folders. */
function pathFrom(root: string, path: string, pageFile: string): string {
  const from = relative(dirname(pageFile), join(root, path)).split(sep).join('/');
  return from.startsWith('../') ? from : `./${from}`;
}
