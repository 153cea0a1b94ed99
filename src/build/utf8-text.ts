import { readFileSync } from 'node:fs';
import type { ContentProblems } from './errors';

/**
 * Decodes a content file's bytes as UTF-8, refusing bytes that are not: a page with a stray Latin-1 byte
 * would otherwise be published with U+FFFD in place of the author's letter, and nobody would be told.
 * A leading byte order mark is dropped, as gray-matter and JSON readers expect.
 *
 * @example
 * decodeUtf8(Buffer.from('a\nb\xff', 'latin1')) // { badLine: 2 }
 * decodeUtf8(Buffer.from('# Title\n'))          // { text: '# Title\n' }
 */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { badLine: number } {
  try {
    return { text: strict.decode(bytes) };
  } catch {
    return { badLine: firstBadLine(bytes) };
  }
}

const strict = new TextDecoder('utf-8', { fatal: true });

/**
 * The line of the first byte that is not UTF-8. A newline byte (0x0A) is never part of a multi-byte
 * character, so each line decodes on its own and the first that fails holds the bad byte.
 */
function firstBadLine(bytes: Uint8Array): number {
  let start = 0;
  for (let line = 1; ; line++) {
    const end = bytes.indexOf(0x0a, start);
    const stop = end < 0 ? bytes.length : end;
    try {
      strict.decode(bytes.subarray(start, stop));
    } catch {
      return line;
    }
    if (end < 0) return line;
    start = end + 1;
  }
}

/**
 * A content file's text; a file that cannot be read, or bytes that are not UTF-8, are reported (with the
 * line of the first bad byte) and give `undefined`.
 *
 * @example
 * readUtf8File('content/en/a.md', 'en/a.md', problems) // '# A\n', or undefined with a problem added
 */
export function readUtf8File(file: string, display: string, problems: ContentProblems): string | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    problems.add(display, 1, `cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    return undefined;
  }
  const decoded = decodeUtf8(bytes);
  if ('text' in decoded) return decoded.text;
  problems.add(display, decoded.badLine, 'is not valid UTF-8 (a byte on this line is not): save the file as UTF-8');
  return undefined;
}
