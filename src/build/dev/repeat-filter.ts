/**
 * The dev server's warnings, printed once: each build prints the site's warnings again (the config's, the
 * pages'), which after every save put the same lines, hundreds on some sites, between the ones a writer looks
 * for. A run's line the run before printed too is counted instead, and the count said with the build's line.
 *
 * @example
 * const warnings = new RepeatFilter(console.log);
 * printWarnings(built.warnings, warnings.line);
 * console.log(`built 15 pages${asBefore(warnings.end())}`); // 'built 15 pages (3 warnings as before)'
 */
export class RepeatFilter {
  #last = new Set<string>();
  #now = new Set<string>();

  constructor(private readonly print: (line: string) => void) {}

  /** Prints `line` unless the last run printed it. */
  line = (line: string): void => {
    if (!this.#last.has(line) && !this.#now.has(line)) this.print(line);
    this.#now.add(line);
  };

  /** Ends a run: the next leaves out its lines. How many of this run's lines the last run had printed. */
  end(): number {
    const repeated = [...this.#now].filter((line) => this.#last.has(line)).length;
    this.#last = this.#now;
    this.#now = new Set();
    return repeated;
  }
}

/** How a build's line says the warnings it did not print again: ` (3 warnings as before)`, or nothing. */
export function asBefore(repeated: number): string {
  return repeated === 0 ? '' : ` (${repeated} warning${repeated === 1 ? '' : 's'} as before)`;
}
