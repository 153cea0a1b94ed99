import { readFileSync } from 'node:fs';
import { type ImportContext, resolveImport } from './resolve-import';

/** The query that imports a file's text instead of the module (Vite's and Rsbuild's, so Rspress's). */
export const RAW_QUERY = '?raw';

/** webpack's inline loader for a file's text, which Rspack (so Rspress) still reads: `'!!raw-loader!./a.ts'`. */
export const RAW_LOADER = /^(?:!!|-!|!)?raw-loader!/;

/**
 * The path of the file an import of a file's text names (`import css from './theme.css?raw'`, or
 * `'!!raw-loader!./theme.css'`), or undefined for any other import.
 *
 * @example rawPathOf('!!raw-loader!pkg/src/a.ts') // 'pkg/src/a.ts'
 */
function rawPathOf(specifier: string): string | undefined {
  if (specifier.endsWith(RAW_QUERY)) return specifier.slice(0, -RAW_QUERY.length);
  return RAW_LOADER.test(specifier) ? specifier.replace(RAW_LOADER, '') : undefined;
}

/** An import of a file's text: `import css from './theme.css?raw'` (or `'!!raw-loader!./theme.css'`). */
export const isRawImport = (specifier: string): boolean => rawPathOf(specifier) !== undefined;

/**
 * The text of the file a `?raw` import names, found by the import path rules (relative inside the content
 * folder, an alias, tsconfig paths, a package), or why it cannot be read.
 *
 * @example
 * rawImport('./_example.ts?raw', '/docs/en/guide/a.mdx', { contentDir: '/docs' })
 * // { path: '/docs/en/guide/_example.ts', text: 'export const x = 1;\n' }
 */
export function rawImport(
  specifier: string,
  from: string,
  context: ImportContext,
): { path: string; text: string } | { problem: string } {
  const resolved = resolveImport(rawPathOf(specifier) ?? specifier, from, context);
  if ('problem' in resolved)
    return { problem: resolved.problem.replace(/^cannot import "[^"]*"/, `cannot import "${specifier}"`) };
  try {
    return { path: resolved.path, text: readFileSync(resolved.path, 'utf8') };
  } catch {
    return { problem: `cannot import "${specifier}": the file cannot be read` };
  }
}
