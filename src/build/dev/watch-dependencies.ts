import { type FSWatcher, watch } from 'node:fs';
import { dirname, join } from 'node:path';
import { isWithin } from '../inside-folder';

/** The watcher of files pages were made from outside the content folder (which watchContent covers). */
export interface DependencyWatcher {
  /** Watches these files from now on (and stops watching folders none of them is in any more). */
  follow(files: readonly string[]): void;
  close(): void;
}

/**
 * Watches the files pages import from outside the content folder (a components folder reached through an
 * alias or tsconfig `paths`, a package in node_modules) and calls `saved` with the file when one of them
 * is written. Their folders are watched, not the files: an editor that saves by writing a temp file and
 * renaming it over the old one would leave a watch on the file itself looking at a deleted inode.
 */
export function watchDependencies(contentDir: string, saved: (file: string) => void): DependencyWatcher {
  const folders = new Map<string, { watcher: FSWatcher; files: Set<string> }>();
  return {
    follow(files) {
      const wanted = new Map<string, Set<string>>();
      for (const file of files) {
        if (isWithin(contentDir, file)) continue;
        const folder = dirname(file);
        wanted.set(folder, (wanted.get(folder) ?? new Set()).add(file));
      }
      for (const [folder, kept] of folders) {
        if (wanted.has(folder)) continue;
        kept.watcher.close();
        folders.delete(folder);
      }
      for (const [folder, names] of wanted) {
        const kept = folders.get(folder);
        if (kept) {
          kept.files = names;
          continue;
        }
        try {
          const watcher = watch(folder, (_event, name) => {
            const file = name ? join(folder, name) : undefined;
            if (file && folders.get(folder)?.files.has(file)) saved(file);
          });
          folders.set(folder, { watcher, files: names });
        } catch {
          // A folder gone since the render: the next build reports the missing import.
        }
      }
    },
    close() {
      for (const { watcher } of folders.values()) watcher.close();
      folders.clear();
    },
  };
}
