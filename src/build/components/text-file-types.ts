import { closeSync, openSync, readSync } from 'node:fs';
import { extname, resolve } from 'node:path';

/** esbuild's error for an import of a file type it has no loader for: the type, and the file as it names it. */
const NO_LOADER = /^No loader is configured for "(\.[^"]+)" files: (.+)$/;

/** Bytes looked at to tell text from binary: a NUL among them makes a file binary, as Git decides. */
const SNIFFED_BYTES = 8000;

/**
 * The file types a bundle's errors say esbuild has no loader for (`.frag`, `.glsl`, `.vert`: a shader a
 * component imports) whose files are text: imported as their text, as the loaders Rsbuild sites configure for
 * them give it (Rspack's `type: 'asset/source'`, a GLSL plugin, `raw-loader`). A type with a binary file among
 * them is left out, and stays the error it was. Files are named relative to `workingDir`, as esbuild names them.
 *
 * @example textFileTypes([{ text: 'No loader is configured for ".frag" files: shaders/a.frag' }], dir) // ['.frag']
 */
export function textFileTypes(errors: readonly { text: string }[], workingDir: string): string[] {
  const files = new Map<string, string[]>();
  for (const { text } of errors) {
    const match = NO_LOADER.exec(text);
    if (!match || extname(match[2]) !== match[1]) continue;
    files.set(match[1], [...(files.get(match[1]) ?? []), resolve(workingDir, match[2])]);
  }
  return [...files].filter(([, paths]) => paths.every(isText)).map(([type]) => type);
}

function isText(file: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const head = Buffer.alloc(SNIFFED_BYTES);
    const length = readSync(fd, head, 0, SNIFFED_BYTES, 0);
    return !head.subarray(0, length).includes(0);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
