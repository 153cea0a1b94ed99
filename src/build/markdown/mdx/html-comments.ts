/** At most this many comments are taken out of one page: each costs a parse of the whole page again. */
const MAX_COMMENTS = 200;

/**
 * Parses MDX that may hold HTML comments (`<!-- cspell:disable -->`), which MDX itself rejects and Rspress's
 * MDX accepts and hides. `parse` gets the text as it is; each comment it stops at (the parser names the
 * `!` after its `<`) is taken out but for its line breaks, so that every line after it stays where it was
 * (problems are reported by line), and the text is parsed again. Comments in code are never reached by
 * the parser as syntax, so they stay. Any other error is the parser's, thrown as it was.
 *
 * @returns the tree, and the text it was parsed from (what the page's later steps must read as its source)
 */
export function parseWithoutHtmlComments<T>(text: string, parse: (text: string) => T): { tree: T; text: string } {
  let current = text;
  for (let taken = 0; ; taken++) {
    try {
      return { tree: parse(current), text: current };
    } catch (error) {
      const start = taken < MAX_COMMENTS ? commentStoppedAt(current, error) : undefined;
      const end = start === undefined ? -1 : current.indexOf('-->', start + 4);
      if (start === undefined || end === -1) throw error;
      current =
        current.slice(0, start) + current.slice(start, end + 3).replace(/[^\r\n]/g, '') + current.slice(end + 3);
    }
  }
}

/** Where the comment the MDX parser stopped at starts, if that is why it stopped. */
function commentStoppedAt(text: string, error: unknown): number | undefined {
  // A message's place is a point, or a position whose start is the point.
  type Point = { offset?: number };
  const place = (error as { place?: Point & { start?: Point } }).place;
  const offset = place?.offset ?? place?.start?.offset;
  if (typeof offset !== 'number') return undefined;
  // The parser stops at the `!` of `<!--`, or at the `<` itself.
  for (const start of [offset - 1, offset]) if (text.startsWith('<!--', start)) return start;
  return undefined;
}
