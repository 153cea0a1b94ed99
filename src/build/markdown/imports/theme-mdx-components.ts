import { readFileSync, statSync } from 'node:fs';
import { themeEntryOf } from '../../components/theme-entry';
import { type ImportContext, resolveImport } from './resolve-import';

/** A component a custom theme gives every page: its name, its module and the export that is the component. */
export interface ThemeMdxComponent {
  name: string;
  entry: string;
  exportName: string;
}

/** `import X, { A, B as C } from './x'`: a static import (not `import type`) of a module. */
const STATIC_IMPORT = /^[ \t]*import\s+(?!type\s)([\w$\s,{}]+?)\s+from\s+(['"])([^'"\n]+)\2/gm;

/**
 * The components a custom Rspress theme's entry imports from the site's own modules (by a relative path, an alias
 * or tsconfig `paths`), by the names it imports them
 * under: what such a theme gives every `.mdx` page without an import (its `Layout`'s `components`, the map its
 * `getCustomMDXComponent` returns, both built from such imports). Read from the entry's text, nothing run:
 * only capitalised names, each found in its module as written (`import { ProjectLink } from
 * './components/mdx/ProjectLink'` is that module's `ProjectLink`). A page's own import of a name wins.
 *
 * @example themeMdxComponents({ contentDir: '/site/docs' }) // [{ name: 'ProjectLink', entry: '/site/theme/components/mdx/ProjectLink.tsx', exportName: 'ProjectLink' }]
 */
export function themeMdxComponents(context: ImportContext): ThemeMdxComponent[] {
  const themeEntry = themeEntryOf(context.contentDir, context.themeDir);
  if (!themeEntry) return [];
  // Asked by every page a thread renders: read again only when the entry, or the site's aliases, changed.
  const stat = statSync(themeEntry);
  const key = [themeEntry, stat.mtimeMs, stat.size, JSON.stringify(context.alias)].join('\0');
  const kept = readByEntry.get(themeEntry);
  if (kept?.key === key) return kept.found;
  const found = componentsOf(themeEntry, context);
  readByEntry.set(themeEntry, { key, found });
  return found;
}

const readByEntry = new Map<string, { key: string; found: ThemeMdxComponent[] }>();

function componentsOf(themeEntry: string, context: ImportContext): ThemeMdxComponent[] {
  const found: ThemeMdxComponent[] = [];
  for (const [, clause, , specifier] of readFileSync(themeEntry, 'utf8').matchAll(STATIC_IMPORT)) {
    // The site's own modules, by a relative path or an alias (`@/components/mdx`): not a package's.
    const resolved = resolveImport(specifier, themeEntry, context);
    if (!('path' in resolved) || resolved.via === 'package') continue;
    const entry = resolved.path;
    for (const { name, exportName } of importedNames(clause))
      if (/^[A-Z]/.test(name)) found.push({ name, entry, exportName });
  }
  return found;
}

/** The names an import clause binds and the exports they are: `X, { A, B as C }` → X (default), A, C (B). */
function importedNames(clause: string): { name: string; exportName: string }[] {
  const braces = /\{([^}]*)\}/.exec(clause);
  // (A type's name, `{ type LinkProps }`, is no component.)
  const named = (braces?.[1] ?? '').split(',').flatMap((part) => {
    if (part.trim() === '' || /^type\s/.test(part.trim())) return [];
    const [exportName, name = exportName] = part.trim().split(/\s+as\s+/);
    return [{ name, exportName }];
  });
  const before = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  const own = /^[A-Za-z_$][\w$]*$/.test(before) ? [{ name: before, exportName: 'default' }] : [];
  return [...own, ...named];
}
