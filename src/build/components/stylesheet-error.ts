import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A stylesheet that does not compile, or whose compiler is not installed: the reason in one line and, when
 * known, the file and line it is at (a partial's, when the mistake is in one). Its message reads
 * `file:line: reason`, the file relative to the working folder, for the places that print it whole.
 */
export class StylesheetError extends Error {
  constructor(
    readonly reason: string,
    readonly file?: string,
    readonly line?: number,
  ) {
    super(file ? `${relative(process.cwd(), file)}${line ? `:${line}` : ''}: ${reason}` : reason);
    this.name = 'StylesheetError';
  }
}

/**
 * Sass's or Less's error as a StylesheetError: the compiler's own words (their first line, as the rest is a
 * drawing of the source) at the file and line it names. Each compiler has its own shape.
 *
 * @example compilerError(sassException) // StylesheetError('expected end of rule.', '/site/a.scss', 4)
 */
export function compilerError(error: unknown): StylesheetError {
  const sass = error as { sassMessage?: string; span?: { url?: URL; start: { line: number } } };
  if (sass.sassMessage !== undefined) {
    const url = sass.span?.url;
    return url?.protocol === 'file:'
      ? new StylesheetError(sass.sassMessage, fileURLToPath(url), sass.span!.start.line + 1)
      : new StylesheetError(sass.sassMessage);
  }
  const less = error as { message?: string; line?: number; filename?: string };
  const text = (less.message ?? String(error)).split('\n')[0];
  return less.filename ? new StylesheetError(text, less.filename, less.line) : new StylesheetError(text);
}
