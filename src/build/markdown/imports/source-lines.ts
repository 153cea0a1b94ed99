/**
 * Lines of fragments (Markdown files a page imports) live in the page's tree beside the page's own. Every
 * plugin reports a problem, a warning or a link by `node.position.start.line`; rather than teach each one
 * about files, a fragment's lines are moved into a band of their own, `origin × LINE_BAND + line`, and
 * `locateLine` turns a reported line back into the file and line it came from.
 */
export const LINE_BAND = 1_000_000;

/** The file (`origins[band]`, none for the page itself) and line a reported line stands for. */
export function locateLine(line: number, origins: readonly string[]): { file?: string; line: number } {
  const band = Math.floor(line / LINE_BAND);
  if (band === 0 || origins[band] === undefined) return { line };
  return { file: origins[band], line: line % LINE_BAND };
}

/**
 * Moves every position in a parsed fragment (Markdown nodes and the JavaScript trees of its MDX parts) by
 * `shift` lines, and drops character offsets: they point into the fragment's text, not the page's (the
 * Markdown twin copies blocks by offset; without one it writes the block from the tree).
 */
export function shiftLines(node: unknown, shift: number): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) shiftLines(item, shift);
    return;
  }
  const record = node as Record<string, unknown>;
  // An ESM block keeps its offset: its statements' own offsets (into the fragment's text) are read from it.
  const keepOffset = record.type === 'mdxjsEsm';
  for (const key of ['position', 'loc']) {
    const span = record[key] as { start?: Point; end?: Point } | undefined;
    if (span && typeof span === 'object') {
      for (const point of [span.start, span.end]) {
        if (!point) continue;
        point.line += shift;
        if (!keepOffset) point.offset = undefined;
      }
    }
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== 'position' && key !== 'loc' && key !== 'parent' && value && typeof value === 'object')
      shiftLines(value, shift);
  }
}

interface Point {
  line: number;
  offset?: number;
}
