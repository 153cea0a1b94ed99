import { linkSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** An output file as the last build left it: path (relative, `/`-separated), size, modification time. */
export type RecordedFile = [path: string, size: number, mtimeMs: number];

/**
 * The output folder of the last build, as its stamp recorded it (see build-stamp.ts), used to hard-link
 * the files a new build would write with the same bytes instead of writing them again. Writing a file
 * costs 20 to 50 times a link here, and a site of 2,000 pages is 25,000 files: a rebuild after one edit
 * spent most of its time rewriting files it had just written.
 *
 * A file is only ever linked if it is still exactly as that build left it (same size and modification
 * time), so a file changed by hand since is written anew. The new folder replaces the old one whole
 * (see output.ts); the old one's names are removed afterwards, and the links keep the data.
 */
export class PreviousOutput {
  private readonly files: Map<string, [size: number, mtimeMs: number]>;

  constructor(
    readonly dir: string,
    files: readonly RecordedFile[],
  ) {
    this.files = new Map(files.map(([path, size, mtimeMs]) => [path, [size, mtimeMs]]));
  }

  /** The recorded file `path` (for a render worker to check and link), if the last build wrote it. */
  recorded(path: string): RecordedFile | undefined {
    const file = this.files.get(path);
    return file && [path, ...file];
  }

  /** Links `path` into `into` if the last build wrote it with exactly `content`; false otherwise. */
  linkIfSame(path: string, content: string | Uint8Array, into: string): boolean {
    const recorded = this.recorded(path);
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    if (!recorded || recorded[1] !== bytes.length || !isUnchanged(this.dir, recorded)) return false;
    try {
      if (!readFileSync(join(this.dir, path)).equals(bytes)) return false;
    } catch {
      return false;
    }
    return linkFiles(this.dir, into, [recorded]);
  }
}

/** True when the file is still as recorded. */
function isUnchanged(dir: string, [path, size, mtimeMs]: RecordedFile): boolean {
  try {
    const stat = statSync(join(dir, path));
    return stat.isFile() && stat.size === size && stat.mtimeMs === mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Hard-links every one of `files` from `from` into `into`, each only if it is unchanged since recorded.
 * False as soon as one cannot be (changed, gone, or a file system without links), with the links made so
 * far removed again: the caller then writes them all.
 */
export function linkFiles(from: string, into: string, files: readonly RecordedFile[]): boolean {
  const linked: string[] = [];
  for (const file of files) {
    const target = join(into, file[0]);
    try {
      if (!isUnchanged(from, file)) throw new Error('changed since the last build');
      mkdirSync(dirname(target), { recursive: true });
      linkSync(join(from, file[0]), target);
      linked.push(target);
    } catch {
      // Undone: a write to a linked name would change the old site's file, which stays if this build fails.
      for (const done of linked) rmSync(done, { force: true });
      return false;
    }
  }
  return true;
}
