import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { repositoryOf } from '../repository-folder';
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
    // Rspress's `<root>/` is the folder it runs in: its config's (the Rspress project's folder here, or the
    // content folder of a site with its own config), or, for a config kept in a folder of its own
    // (`rspress build --config docs/rspress.config.ts`), the repository's, where the file is found; a path
    // starting with `/` is from the docs folder, as Rspress reads it. Both read by the import rules from there.
    const written = path.startsWith('<root>/')
      ? pathFrom(rootFolder(page.imports.context.contentDir, path.slice(7)), path.slice(7), page.imports.pageFile)
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

/** The folder `<root>/` names for `path`: the project's, else its repository's when the file is there alone. */
function rootFolder(contentDir: string, path: string): string {
  const project = rspressProjectOf(contentDir) ?? contentDir;
  const repository = repositoryOf(project);
  const there = (folder: string) => existsSync(join(folder, path));
  return repository !== undefined && !there(project) && there(repository) ? repository : project;
}

/** `path` inside `root` as a path relative to the page (`./…` or `../…`), so that it is held to the same folders. */
function pathFrom(root: string, path: string, pageFile: string): string {
  const from = relative(dirname(pageFile), join(root, path)).split(sep).join('/');
  return from.startsWith('../') ? from : `./${from}`;
}
