import {
  closeSync,
  constants,
  type Dirent,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * Records appended to one file per writer (a thread of one process), each found again by where it is.
 * Creating a file costs 0.1–1 ms of kernel time on the disks we build on, whatever its size, against
 * ~13 µs to append 20 KB to an open one: a build that kept each page's entries in files of their own
 * spent a tenth of its render threads' time creating them (1,194 pages: 3,596 entry files, 3.7 s of
 * `open` in each thread).
 *
 * A writer makes two files, lazily, at its first record: `<name>.pack` (the records, back to back) and
 * `<name>.index` (a line per record, `key<TAB>offset<TAB>length`, appended once the record is written,
 * so a line never names bytes that are not there). Nothing is ever rewritten in place: a location stays
 * valid as long as its file exists, and a crash leaves at most a record no line names, or half a line,
 * which readers skip.
 */

/** Where a record is: a pack file, and the record's bytes in it. Structured-clonable. */
export interface PackLocation {
  file: string;
  offset: number;
  length: number;
}

/** An index line: a key (no tab), the record's offset and length. */
const INDEX_LINE = /^([^\t]+)\t(\d{1,15})\t(\d{1,15})$/;

/** A writer's files: `<ms>-<pid>-<thread>-<n>`, unique per start time, process, thread and writer. */
const PACK_NAME = /^\d+-\d+-\d+-\d+\.(pack|index)$/;
let writers = 0;

export class PackWriter {
  private pack: string | undefined;
  private size = 0;

  constructor(readonly dir: string) {}

  /**
   * Appends `bytes` (and, when `key` is given, its index line) and says where they went. Each append
   * opens and closes the files (~7 µs here), so a writer holds no descriptor between records and a
   * thread that ends without a word leaks none. A write that fails leaves that pack behind, never to be
   * appended to again: the next record starts a new one, so no offset is ever counted past bytes that
   * did not land.
   */
  append(bytes: Uint8Array, key?: string): PackLocation {
    const pack = this.pack ?? this.start();
    try {
      appendAll(pack, bytes);
      const location = { file: pack, offset: this.size, length: bytes.length };
      this.size += bytes.length;
      if (key !== undefined) appendAll(indexOf(pack), Buffer.from(`${key}\t${location.offset}\t${location.length}\n`));
      return location;
    } catch (error) {
      this.pack = undefined;
      throw error;
    }
  }

  private start(): string {
    mkdirSync(this.dir, { recursive: true });
    const name = join(this.dir, `${Date.now()}-${process.pid}-${threadId}-${writers++}`);
    // 'ax': never another writer's file, whatever happened to the names.
    closeSync(openSync(`${name}.pack`, 'ax'));
    closeSync(openSync(`${name}.index`, 'ax'));
    this.pack = `${name}.pack`;
    this.size = 0;
    return this.pack;
  }
}

const indexOf = (pack: string) => `${pack.slice(0, -'.pack'.length)}.index`;

/** Appends to a file that must exist: a pack removed under its writer is never made again with wrong offsets. */
function appendAll(file: string, bytes: Uint8Array): void {
  const fd = openSync(file, constants.O_WRONLY | constants.O_APPEND);
  try {
    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
  } finally {
    closeSync(fd);
  }
}

/** The bytes at `location`, or undefined when the file is gone or shorter than the location says. */
export function readPacked(location: PackLocation): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(location.file, 'r');
  } catch {
    return undefined;
  }
  try {
    const bytes = Buffer.allocUnsafe(location.length);
    let done = 0;
    while (done < location.length) {
      const read = readSync(fd, bytes, done, location.length - done, location.offset + done);
      if (read === 0) return undefined;
      done += read;
    }
    return bytes;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** The packs in `dir` (their `.pack` paths, oldest writer first), each with its index file. */
export function listPacks(dir: string): { pack: string; index: string }[] {
  let names: Dirent[];
  try {
    names = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return names
    .filter((entry) => entry.isFile() && entry.name.endsWith('.pack') && PACK_NAME.test(entry.name))
    .map((entry) => entry.name.slice(0, -'.pack'.length))
    .sort((a, b) => {
      const [x, y] = [a.split('-').map(Number), b.split('-').map(Number)];
      return x[0] - y[0] || x[3] - y[3];
    })
    .map((name) => ({ pack: join(dir, `${name}.pack`), index: join(dir, `${name}.index`) }));
}

/**
 * Every key the packs in `dir` record, with its location; a key recorded twice is where the newest
 * writer put it. Lines that are cut short, malformed or point past their pack's end are skipped.
 */
export function readPackIndex(dir: string): Map<string, PackLocation> {
  const found = new Map<string, PackLocation>();
  for (const { pack, index } of listPacks(dir)) {
    let text: string;
    let packSize: number;
    try {
      packSize = statSync(pack).size;
      text = readFileSync(index, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      const fields = INDEX_LINE.exec(line);
      if (!fields) continue;
      const offset = Number(fields[2]);
      const length = Number(fields[3]);
      if (offset + length > packSize) continue;
      found.set(fields[1], { file: pack, offset, length });
    }
  }
  return found;
}
