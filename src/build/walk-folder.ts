import { type Dirent, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isWithin, realPath } from './inside-folder';

/** What a walk of a folder found: its files that match, and the links it would not follow. */
export interface FolderWalk {
  /** Paths relative to the walked folder, `/`-separated, sorted. */
  files: string[];
  /** Links left alone (absolute path and why), each worth a warning. */
  skipped: { path: string; reason: string }[];
}

/** Page files: what a language folder's walk looks for. */
export const PAGE_FILE = /\.mdx?$/;

/**
 * Every file under `dir` whose name matches `match` (default: any), following symbolic links only where
 * they stay inside `root` (the content folder, or the Rspress project's folder holding it) once resolved, and entering each real folder once: a link
 * to a folder above it (`loop -> ..`) would otherwise be walked 40 levels deep, and two such links for
 * ever. Linked files and folders inside the content folder are read like any other.
 *
 * @example
 * walkFolder('content/en', 'content', PAGE_FILE) // { files: ['guide/a.md', 'index.md'], skipped: [] }
 */
export function walkFolder(
  dir: string,
  root: string,
  match = /(?:)/,
  /** Folders not entered, by their path relative to `dir`. */
  skipFolder: (relDir: string) => boolean = () => false,
  /** What `root` is called in the warnings. */
  rootName = 'the content folder',
): FolderWalk {
  const walk: FolderWalk = { files: [], skipped: [] };
  const realRoot = realPath(root);
  if (!realRoot) return walk;
  const visited = new Set<string>();
  const skip = (path: string, reason: string) => walk.skipped.push({ path, reason });
  const visit = (abs: string, rel: string) => {
    const real = realPath(abs);
    if (!real) return;
    if (!isWithin(realRoot, real)) return skip(abs, `links to ${real}, outside ${rootName}: not read`);
    if (visited.has(real)) return skip(abs, `links to ${real}, a folder already read: not read again`);
    visited.add(real);
    let entries: Dirent[];
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    // Sorted, so that which of two ways to a folder counts as its first does not depend on the disk.
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(abs, entry.name);
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if ((entry.isDirectory() || entry.isSymbolicLink()) && skipFolder(relPath)) continue;
      if (entry.isDirectory()) visit(path, relPath);
      else if (entry.isFile()) {
        if (match.test(entry.name)) walk.files.push(relPath);
      } else if (entry.isSymbolicLink()) {
        const kind = linkKind(path);
        if (kind === 'dir') visit(path, relPath);
        else if (!match.test(entry.name)) continue;
        else if (kind === 'broken') skip(path, 'is a link to nothing: not read');
        else if (kind === 'file') {
          const target = realPath(path);
          if (target && isWithin(realRoot, target)) walk.files.push(relPath);
          else skip(path, `links to ${target}, outside ${rootName}: not read`);
        }
      }
    }
  };
  visit(dir, '');
  walk.files.sort();
  return walk;
}

function linkKind(path: string): 'dir' | 'file' | 'other' | 'broken' {
  try {
    const stat = statSync(path, { throwIfNoEntry: false });
    return !stat ? 'broken' : stat.isDirectory() ? 'dir' : stat.isFile() ? 'file' : 'other';
  } catch {
    return 'broken'; // a link to itself, or a chain too long (ELOOP)
  }
}
