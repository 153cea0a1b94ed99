import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { finishCommit } from './commit-in-place';
import { FolderLock, isAlive } from './folder-lock';
import { isWithin } from './inside-folder';
import { removeInBackground } from './remove-in-background';

/**
 * The file every build leaves at the top of its output folder. A build replaces a folder only if it holds
 * this file (an earlier build wrote it), is empty, or is missing: pointed at `~/Documents` or at the
 * project itself by mistake, it refuses instead of deleting what it did not write.
 */
export const OUTPUT_MARK = '.esmx-docs-output';
export const OUTPUT_MARK_TEXT = 'Written by esmx-docs build: the next build into this folder replaces it whole.\n';

/** The output folder cannot be used; the message says why and what to do. Nothing was touched. */
export class OutputFolderError extends Error {
  constructor(message: string) {
    super(`esmx-docs: ${message}`);
    this.name = 'OutputFolderError';
  }
}

/**
 * Sibling folders a build makes beside its output: staging (`tmp`), the replaced site (`old`), scratch
 * (`work`); with a time after the pid, one handed to a background removal.
 */
const LEFTOVER = /^\.(tmp|old|work)-(\d+)(-\d+)?$/;

/** The folder a build writes its scratch files into (beside the output, so the next build finds leftovers). */
export const workFolderOf = (outDir: string) => `${resolve(outDir)}.work-${process.pid}`;

/**
 * Removes a finished build's scratch folder: a few files (each render thread's pack of page data without
 * a cache, see pack-file.ts, and the site data), unlinked at once.
 */
export function removeScratch(workDir: string): void {
  rmSync(workDir, { recursive: true, force: true });
}

/** A folder a build reads, and the folders at its top its walk leaves out (see language-folders.ts). */
export interface ReadFolder {
  folder: string;
  skips?: (name: string) => boolean;
}

/**
 * Checks that a build may replace `outDir` and takes its lock: one build at a time per output folder.
 * Refused, with nothing touched: the content folder itself, a folder that contains it or one of the folders
 * the build reads (`reads`: the language folders but the folders their walks leave out, `public/`), a file, a symbolic link, a folder holding
 * files no build of ours wrote, and a folder another live build holds. Then removes what killed builds
 * left beside it (a site swapped out but not yet swapped back is restored first).
 *
 * @example
 * const lock = claimOutputFolder('/work/dist', '/work/content', ['/work/content/en']);
 * try { … build … } finally { lock.release(); }
 */
export function claimOutputFolder(outDir: string, contentDir: string, reads: readonly ReadFolder[]): FolderLock {
  const out = resolve(outDir);
  const shown = relative(process.cwd(), out) || '.';
  const realOut = realPathOf(out);
  const realContent = realPathOf(resolve(contentDir));
  if (realOut === realContent)
    throw new OutputFolderError(`--out ${shown} is the content folder: choose another folder`);
  if (isWithin(realOut, realContent))
    throw new OutputFolderError(`--out ${shown} contains the content folder: choose a folder outside it`);
  for (const { folder, skips } of reads) {
    const realRead = realPathOf(folder);
    if (!isWithin(realRead, realOut)) continue;
    // A folder the walk for pages never enters holds none (`node_modules/.cache/…`, where the dev server keeps
    // its site when the content folder is the project's own top level).
    const top = relative(realRead, realOut).split(sep)[0];
    if (top !== '' && skips?.(top)) continue;
    throw new OutputFolderError(
      `--out ${shown} is inside ${relative(process.cwd(), folder) || '.'}, which the build reads`,
    );
  }
  const unwritable = (error: unknown) =>
    new OutputFolderError(
      `cannot write ${shown}: ${dirname(out)} is not writable (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  let stat: Stats | undefined;
  try {
    stat = lstatSync(out, { throwIfNoEntry: false });
  } catch (error) {
    throw unwritable(error);
  }
  if (stat?.isSymbolicLink())
    throw new OutputFolderError(`--out ${shown} is a symbolic link: give the real folder instead`);
  if (stat && !stat.isDirectory()) throw new OutputFolderError(`--out ${shown} is a file, not a folder`);
  if (stat && !isOurs(out))
    throw new OutputFolderError(
      `--out ${shown} holds files that no esmx-docs build wrote; refusing to replace it. Choose an empty or new folder (or delete this one yourself)`,
    );

  let lock: FolderLock | { heldBy: number };
  try {
    mkdirSync(dirname(out), { recursive: true });
    lock = FolderLock.take(`${out}.lock`);
  } catch (error) {
    throw unwritable(error);
  }
  if (!(lock instanceof FolderLock))
    throw new OutputFolderError(
      `another esmx-docs build (pid ${lock.heldBy}) is writing ${shown}; wait for it to finish, or stop it`,
    );
  try {
    removeLeftovers(out);
  } catch (error) {
    lock.release();
    throw error;
  }
  return lock;
}

/** True when `dir` is empty or an earlier build marked it. */
function isOurs(dir: string): boolean {
  if (readdirSync(dir).length === 0) return true;
  try {
    return readFileSync(join(dir, OUTPUT_MARK), 'utf8') === OUTPUT_MARK_TEXT;
  } catch {
    return false;
  }
}

/**
 * Restores the old site if a build was killed between swapping it out and the new one in, completes a
 * commit in place a killed build began (see commit-in-place.ts), then removes the staging and scratch
 * folders of builds that are no longer running, and (in the background) the
 * replaced sites and finished scratch folders they left. Only names of the form the build gives them are
 * touched, and only with the lock held.
 */
function removeLeftovers(out: string): void {
  const parent = dirname(out);
  const prefix = basename(out);
  const leftovers = readdirSync(parent)
    .filter((name) => name.startsWith(prefix))
    .map((name) => ({ name, match: LEFTOVER.exec(name.slice(prefix.length)) }))
    .filter(({ match }) => match && (Number(match[2]) === process.pid || !isAlive(Number(match[2]))));
  if (!existsSync(out)) {
    // The newest replaced site that is whole (the mark is written last, before the swap).
    const old = leftovers
      .filter(({ name, match }) => match?.[1] === 'old' && existsSync(join(parent, name, OUTPUT_MARK)))
      .sort((a, b) => Number(b.match?.[3]?.slice(1)) - Number(a.match?.[3]?.slice(1)))[0];
    if (old) renameSync(join(parent, old.name), out);
  }
  for (const { name, match } of leftovers) {
    const path = join(parent, name);
    if (!existsSync(path)) continue;
    // A build killed while committing in place: its commit is completed, so the site is its new one whole.
    if (match?.[1] === 'tmp' && !match[3] && existsSync(out) && finishCommit(path, out)) continue;
    // A replaced site and a finished build's scratch folder (the names with a time) are what the last
    // build left to its background removal, often still under way when builds follow each other: removing
    // the rest here cost a rebuild after one edit 0.2-0.9 s at 1,000 pages per language. A killed build's
    // staging and scratch folders go now.
    if (match?.[3]) removeInBackground(path);
    else rmSync(path, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** The real path of `path`, resolving links in the part of it that exists. */
function realPathOf(path: string): string {
  const rest: string[] = [];
  let at = path;
  for (;;) {
    try {
      return join(realpathSync(at), ...rest.reverse());
    } catch {
      const up = dirname(at);
      if (up === at) return path;
      rest.push(basename(at));
      at = up;
    }
  }
}
