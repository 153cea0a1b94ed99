import { readFileSync } from 'node:fs';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import { bundleComponent } from '../../components/bundle-component';
import { RSPRESS_RUNTIME_MODULES, RSPRESS_THEME_MODULES } from '../../rspress-modules';
import { isAssetImport } from '../imports/asset-import';
import { importerOf } from '../imports/esm-importer';
import { isRawImport } from '../imports/raw-import';
import { type ImportContext, resolveImport } from '../imports/resolve-import';
import { SHIKI_TRANSFORMERS } from './shiki-transformers';

/** A module whose exports a page may read as values: script or JSON, not a fragment (`.mdx`) or a picture. */
const VALUE_MODULE = /\.(?:[cm]?[jt]sx?|json)$/;

/**
 * The exports of each script or JSON module an `.mdx` page imports from its site (`import pkg from
 * './package.json'`, `import { rows } from './_data'`), as the module gives them when run at build time, by
 * the module's file: what the page's expressions and props read where an export is data (`{pkg.version}`,
 * `properties={rows}`), as in Rspress, where a page's imports are plain ES imports. A component's module is
 * bundled once for both (the bundle is kept for its render). A module that cannot be bundled or run is left
 * out: its names stay components, and rendering one reports why. The files each was made from go into
 * `dependencies`, so that an edit to the data renders the page again.
 *
 * @example await moduleExports(tree, { pageFile, context }, deps) // Map { '/site/docs/_data.ts' => { rows: [...] } }
 */
export async function moduleExports(
  tree: Root,
  imports: { pageFile: string; context: ImportContext },
  dependencies: Set<string>,
): Promise<Map<string, Record<string, unknown>>> {
  const files = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const from = String(statement.source.value);
      if (!fromSite(from)) continue;
      const resolved = resolveImport(from, importerOf(node, imports.pageFile), imports.context);
      if ('path' in resolved && VALUE_MODULE.test(resolved.path)) files.add(resolved.path);
    }
  }
  const exports = new Map<string, Record<string, unknown>>();
  await Promise.all(
    [...files].map(async (file) => {
      try {
        if (file.endsWith('.json')) {
          // Its value is its default export, and its top-level keys named exports, as bundlers give them.
          const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
          const keys = data && typeof data === 'object' && !Array.isArray(data) ? data : {};
          exports.set(file, { ...keys, default: data });
          dependencies.add(file);
          return;
        }
        const bundle = await bundleComponent(file, imports.context);
        exports.set(file, bundle.exports);
        for (const input of bundle.inputs) dependencies.add(input);
      } catch {
        // Left to the render of its components, which reports it at their line.
      }
    }),
  );
  return exports;
}

/** Whether an import names a module of the site rather than one of the names the page's code is given. */
function fromSite(from: string): boolean {
  return (
    from !== 'react' &&
    from !== SHIKI_TRANSFORMERS &&
    !RSPRESS_THEME_MODULES.includes(from) &&
    !RSPRESS_RUNTIME_MODULES.includes(from) &&
    !isRawImport(from) &&
    !isAssetImport(from)
  );
}

/** Whether an export is data a page's code may read (text, numbers, lists, objects), not a component. */
export function isDataValue(value: unknown): boolean {
  if (value === undefined || typeof value === 'function') return false;
  return !(typeof value === 'object' && value !== null && '$$typeof' in value);
}
