import {
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  type Stats,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { listOutput } from './cache/build-stamp';
import { isRecordedFile } from './cache/previous-output';

/**
 * The journal of a commit in place, at the top of the staging folder: the target's files the commit
 * removes. Written (whole, by a rename) before the first file moves, so a staging folder that holds it is
 * a commit under way, which `finishCommit` completes; one without it never touched the target.
 */
export const COMMIT_JOURNAL = '.esmx-docs-commit';

/**
 * Moves every file of the staging folder `staging` into `target` over the file there, then removes the
 * target's files that are in neither `staging` nor `kept` (the paths of the target's files the build
 * keeps as they are). The target's folders that this leaves empty go too, and the staging folder at last.
 * The file `last` is moved after the others: a reader of the folder knows a new site by it (the folder's
 * mark, see serve.ts).
 *
 * A build after an edit writes a few dozen of a site's thousands of files: moving those is a few dozen
 * renames, where swapping whole folders needed every kept file linked into the staging folder first (and
 * the replaced folder removed after). A kill part-way leaves the journal, and the next build into the
 * folder completes the commit before anything else (see output-folder.ts): the site is the old one until
 * the commit starts, and the new one once it is done or completed.
 */
export function commitInPlace(staging: string, target: string, kept: ReadonlySet<string>, last: string): void {
  const moved = new Set(listOutput(staging, false).map(([path]) => path));
  const removed = listOutput(target, false)
    .map(([path]) => path)
    .filter((path) => !moved.has(path) && !kept.has(path));
  const journal = join(staging, COMMIT_JOURNAL);
  writeFileSync(`${journal}.part`, JSON.stringify({ removed, last }));
  renameSync(`${journal}.part`, journal);
  finishCommit(staging, target);
}

/**
 * Completes the commit in place that `staging`'s journal describes: moves what is left in it into
 * `target`, removes what the journal names, and removes `staging`. Each step can run again after a kill:
 * a moved file is no longer in `staging`, a removed one is no longer there to remove. False (nothing
 * done) when `staging` holds no readable journal: that build never began to commit.
 */
export function finishCommit(staging: string, target: string): boolean {
  const journal = readJournal(join(staging, COMMIT_JOURNAL));
  if (!journal) return false;
  const { removed, last } = journal;
  const moves = listOutput(staging, false)
    .map(([path]) => path)
    .filter((path) => path !== COMMIT_JOURNAL && path !== `${COMMIT_JOURNAL}.part`)
    .sort((a, b) => Number(a === last) - Number(b === last));
  for (const path of moves) {
    makeWay(target, path);
    renameSync(join(staging, path), join(target, path));
  }
  const emptied = new Set<string>();
  for (const path of removed) {
    const file = join(target, path);
    if (statOf(file)?.isDirectory() !== false) continue;
    unlinkSync(file);
    for (let end = path.lastIndexOf('/'); end > 0; end = path.lastIndexOf('/', end - 1))
      emptied.add(path.slice(0, end));
  }
  // Deepest first, so a folder emptied of folders goes too; one still holding anything stays.
  for (const folder of [...emptied].sort((a, b) => b.length - a.length)) removeIfEmpty(join(target, folder));
  rmSync(staging, { recursive: true, force: true, maxRetries: 3 });
  return true;
}

/**
 * Makes room in `target` for the file `path`: its folders made, a file of the last build where one of
 * them goes removed (the journal names it anyway), and a folder where the file goes removed (everything
 * under it is in the journal: no file of the new site is under a path that is now a file).
 */
function makeWay(target: string, path: string): void {
  const parts = path.split('/');
  let at = target;
  for (const part of parts.slice(0, -1)) {
    at = join(at, part);
    const stat = statOf(at);
    if (stat?.isDirectory()) continue;
    if (stat) unlinkSync(at);
    mkdirSync(at);
  }
  const to = join(target, path);
  if (statOf(to)?.isDirectory()) rmSync(to, { recursive: true, force: true });
}

/** The file or folder at `path` (never what a link leads to); none when nothing is there, or a file is where a folder of it would be. */
function statOf(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** What a journal says, if it is whole and of its shape (it may be from a damaged disk). */
function readJournal(file: string): { removed: string[]; last?: string } | undefined {
  try {
    const { removed, last } = JSON.parse(readFileSync(file, 'utf8')) as { removed?: unknown; last?: unknown };
    if (!Array.isArray(removed)) return undefined;
    const paths = removed.filter((path): path is string => isRecordedFile([path, 0, 0]));
    if (paths.length !== removed.length) return undefined;
    return { removed: paths, last: typeof last === 'string' ? last : undefined };
  } catch {
    return undefined;
  }
}

function removeIfEmpty(folder: string): void {
  try {
    rmdirSync(folder);
  } catch {
    // Not empty, or gone already: nothing to remove.
  }
}
