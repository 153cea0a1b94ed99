import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** An output file as the last build left it: path (relative, `/`-separated), size, modification time. */
export type RecordedFile = [path: string, size: number, mtimeMs: number];

/**
 * The output folder of the last build, as its stamp recorded it (see build-stamp.ts). A new build keeps
 * the files it would write with the same bytes where they are instead of writing them again (see
 * output.ts): writing a file costs 20 to 50 times checking it here, and a site of 2,000 pages is 25,000
 * files, so a rebuild after one edit spent most of its time rewriting files it had just written.
 *
 * A file is only ever kept if it is still exactly as that build left it (same size and modification
 * time): a file changed by hand since is written anew.
 */
export class PreviousOutput {
  private readonly files: Map<string, [size: number, mtimeMs: number]>;

  constructor(
    readonly dir: string,
    files: readonly RecordedFile[],
  ) {
    this.files = new Map(files.filter(isRecordedFile).map(([path, size, mtimeMs]) => [path, [size, mtimeMs]] as const));
  }

  /** The recorded file `path`, if the last build wrote it. */
  recorded(path: string): RecordedFile | undefined {
    const file = this.files.get(path);
    return file && [path, ...file];
  }

  /** The recorded file `path` if the last build wrote it with exactly `content` and it is still as it was. */
  same(path: string, content: string | Uint8Array): RecordedFile | undefined {
    const recorded = this.recorded(path);
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    if (!recorded || recorded[1] !== bytes.length || !this.unchanged([recorded])) return undefined;
    try {
      return readFileSync(join(this.dir, path)).equals(bytes) ? recorded : undefined;
    } catch {
      return undefined;
    }
  }

  /** Like `same`, for content in the file `file`, compared a chunk at a time (it may be tens of MB). */
  sameAsFile(path: string, file: string): RecordedFile | undefined {
    const recorded = this.recorded(path);
    if (!recorded || recorded[1] !== statSync(file).size || !this.unchanged([recorded])) return undefined;
    try {
      return sameBytes(join(this.dir, path), file) ? recorded : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * True when every one of `files` is a file the last build recorded, as recorded, and still in the folder
   * so. A path the listing does not hold (a stamp read from a damaged cache) is never kept.
   */
  unchanged(files: readonly RecordedFile[]): boolean {
    return files.every(([path, size, mtimeMs]) => {
      const recorded = this.files.get(path);
      if (recorded?.[0] !== size || recorded[1] !== mtimeMs) return false;
      const stat = statSync(join(this.dir, path), { throwIfNoEntry: false });
      return stat?.isFile() === true && stat.size === size && stat.mtimeMs === mtimeMs;
    });
  }
}

/** Whether two files of the same size hold the same bytes, read 1 MB at a time. */
function sameBytes(a: string, b: string): boolean {
  const CHUNK = 1 << 20;
  const [bufA, bufB] = [Buffer.alloc(CHUNK), Buffer.alloc(CHUNK)];
  const [fdA, fdB] = [openSync(a, 'r'), openSync(b, 'r')];
  try {
    for (;;) {
      const n = readSync(fdA, bufA, 0, CHUNK, null);
      if (n !== readSync(fdB, bufB, 0, CHUNK, null)) return false;
      if (n === 0) return true;
      if (!bufA.subarray(0, n).equals(bufB.subarray(0, n))) return false;
    }
  } finally {
    closeSync(fdA);
    closeSync(fdB);
  }
}

/**
 * A listing entry of the shape the build records, its path inside the folder: relative, `/`-separated, no
 * `.` or `..` part. The stamp is read back from the cache, and a damaged one must not make the build link
 * from or into anywhere else.
 */
export function isRecordedFile(file: unknown): file is RecordedFile {
  if (!Array.isArray(file) || file.length !== 3) return false;
  const [path, size, mtimeMs] = file as unknown[];
  return (
    typeof path === 'string' &&
    typeof size === 'number' &&
    typeof mtimeMs === 'number' &&
    !path.includes('\\') &&
    path.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}
