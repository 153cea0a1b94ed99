import { existsSync, type FSWatcher, statSync, watch } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { isPageModule, isPagePath } from '../content';
import type { LanguageFolders } from '../language-folders';
import { isScriptPage, isToolModule, PAGE_FILE } from '../page-file';
import { walkFolder } from '../walk-folder';

/** Files editors write beside the real one while saving (dotfiles, backups, swap files, vim's `4913`). */
const EDITOR_TEMP = /^\.|~$|\.sw[px]$|^\d+$/;

/**
 * Folders that hold no page nor anything a page is made of: packages and hidden folders (`.git`). When the
 * content folder is the project's top level, the dev server's own site is written under `node_modules/.cache`,
 * and each of its writes would otherwise start another build, for ever.
 */
const isLeftOut = (name: string) => name === 'node_modules' || name.startsWith('.');

export interface ContentChanges {
  /** A page that existed was saved (in place, or replaced by an editor's atomic rename). */
  pageSaved(file: string): void;
  /**
   * Another file was saved: true when pages were made from it (a fragment, a component, a code file), which
   * the callee then renders again; false lets the watcher report a change to the site.
   */
  dependencySaved(file: string): boolean;
  /** Anything else changed: a page added or removed, `_meta.json`, `_nav.json`, the config, a folder. */
  siteChanged(): void;
}

/** How often a content folder that was removed is looked for again. */
const RETURN_POLL_MS = 200;
/** How often the folder watched is checked to be the content folder still (see `watchContent`). */
const SAME_FOLDER_CHECK_MS = 1000;

/** What `watchContent` gives: stop watching. */
export interface ContentWatch {
  close(): void;
}

/**
 * Watches the content folder and tells a saved page apart from a change to the site's shape. One
 * recursive `fs.watch` (inotify on Linux): measured on a 114-page site, the event arrives about 1 ms after
 * the save, so the watcher is not what stands between a save and the open tab. A content folder removed or
 * replaced (`rm -rf docs && cp -r backup docs`, a branch switch) takes its watch with it: the folder is watched
 * again once it is back (looked for every 200 ms while it is gone), as a change to the site.
 */
export function watchContent(
  contentDir: string,
  /** Where each language's pages are, as the config loaded last says. */
  folders: () => LanguageFolders,
  changes: ContentChanges,
): ContentWatch {
  let known = new Set<string>();
  let watcher: FSWatcher | undefined;
  let identity: string | undefined;
  let poll: NodeJS.Timeout | undefined;
  let closed = false;
  const start = () => {
    known = new Set(contentPages(contentDir, folders()));
    identity = identityOf(contentDir);
    watcher = watch(contentDir, { recursive: true }, (_event, name) => {
      if (identityOf(contentDir) !== identity) return lost();
      changed(name);
    });
    watcher.on('error', lost);
  };
  // A folder replaced after the last event sends none to the old watch: it is checked now and then too.
  const check = setInterval(() => {
    if (watcher && identityOf(contentDir) !== identity) lost();
  }, SAME_FOLDER_CHECK_MS);
  check.unref();
  // The folder went away, or another stands in its place: watch it again once it is there.
  const lost = () => {
    watcher?.close();
    watcher = undefined;
    if (poll || closed) return;
    poll = setInterval(() => {
      if (identityOf(contentDir) === undefined) return;
      clearInterval(poll);
      poll = undefined;
      start();
      changes.siteChanged();
    }, RETURN_POLL_MS);
    poll.unref();
  };
  const changed = (name: string | null) => {
    if (!name) return changes.siteChanged();
    if (EDITOR_TEMP.test(basename(name)) || name.split(sep).some(isLeftOut)) return;
    const file = join(contentDir, name);
    const isPage = isPageFile(file, folders());
    const exists = existsSync(file);
    // A module a page imports is that page's component, whatever its name says (see markdown-stage.ts); a
    // module page is made from its own file too, so both are answered as a saved dependency.
    if (isPage && exists && isScriptPage(file) && changes.dependencySaved(file)) return;
    if (isPage && exists && known.has(file)) changes.pageSaved(file);
    else if (!(exists && changes.dependencySaved(file))) changes.siteChanged();
    if (isPage) {
      if (exists) known.add(file);
      else known.delete(file);
    }
  };
  start();
  return {
    close() {
      closed = true;
      clearInterval(poll);
      clearInterval(check);
      watcher?.close();
    },
  };
}

/**
 * What tells the folder at `dir` from one put in its place: its inode and birth time (a folder made after one
 * removed often gets its inode back); undefined when there is none.
 */
function identityOf(dir: string): string | undefined {
  try {
    const { ino, birthtimeMs } = statSync(dir);
    return `${ino} ${birthtimeMs}`;
  } catch {
    return undefined;
  }
}

/** The content folder's page files (see page-file.ts) of a language, not `_…` (see isPagePath), absolute; none in the folders left out. */
export function contentPages(contentDir: string, folders: LanguageFolders): string[] {
  return walkFolder(contentDir, contentDir, undefined, (rel) => isLeftOut(basename(rel)))
    .files.map((name) => join(contentDir, name))
    .filter((file) => isPageFile(file, folders));
}

/** `en/guide/a.mdx` is a page; `en/guide/_intro.mdx` is a fragment a page imports, `public/a.md` a file. */
function isPageFile(file: string, folders: LanguageFolders): boolean {
  const place = folders.placeOf(file);
  return (
    place !== undefined &&
    PAGE_FILE.test(place.pathInLang) &&
    isPagePath(place.pathInLang) &&
    !isToolModule(place.pathInLang, folders.flat) &&
    (!isScriptPage(file) || isPageModule(file))
  );
}
