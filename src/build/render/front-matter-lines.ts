import { readFileSync } from 'node:fs';
import type { PageSource } from './protocol';

/**
 * Finds the lines of values in a page's front matter, in the order they are asked for (a link written twice
 * is on two lines), for problems about front matter the parser already read. Line 1 (the opening fence) when
 * the file cannot be read or the text is not found as written (a JSON string with escapes, say).
 *
 * @example const lineOf = frontMatterLines(source); lineOf('./guide/') // 5
 */
export function frontMatterLines(source: PageSource): (text: string) => number {
  let lines: string[] = [];
  try {
    lines = readFileSync(source.file ?? source.display, 'utf8')
      .split('\n')
      .slice(0, source.bodyLineOffset);
  } catch {
    // The page was read a moment ago; without it the problem is still reported, at line 1.
  }
  let from = 0;
  return (text) => {
    const at = lines.findIndex((line, i) => i >= from && line.includes(text));
    if (at === -1) return 1;
    from = at + 1;
    return at + 1;
  };
}
