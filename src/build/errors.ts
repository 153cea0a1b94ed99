/** One problem found in the content, pointing at the file (relative to the project) and line. */
export interface ContentProblem {
  /** The file, relative to the project; empty for a problem of the whole site that no file holds. */
  file: string;
  line?: number;
  message: string;
  /** What explains this problem and others like it: printed once, after every problem (see `printHints`). */
  hint?: string;
}

/**
 * Collects every content problem of a build so they are all reported at once, then fails once.
 *
 * @example
 * const problems = new ContentProblems();
 * problems.add('content/en/a.md', 3, 'front matter: bad indentation');
 * problems.throwIfAny(); // throws ContentError listing all of them
 */
export class ContentProblems {
  readonly list: ContentProblem[] = [];
  /** The problems added, formatted: a fragment's problem comes once from each page that includes it. */
  private readonly seen = new Set<string>();

  /** Adds a problem, unless the same one (file, line and message) is already in. */
  add(file: string, line: number | undefined, message: string, hint?: string): void {
    const problem = { file, line, message, ...(hint ? { hint } : {}) };
    const key = formatProblem(problem);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.list.push(problem);
  }

  get size(): number {
    return this.list.length;
  }

  /** Throws the problems, with the build's `warnings` so far: a failed build still shows what else is worth a look. */
  throwIfAny(warnings: readonly ContentProblem[] = []): void {
    if (this.list.length > 0) throw new ContentError(this.list, warnings);
  }
}

export function formatProblem(p: ContentProblem): string {
  if (!p.file) return p.message;
  return `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`;
}

export class ContentError extends Error {
  constructor(
    readonly problems: ContentProblem[],
    readonly warnings: readonly ContentProblem[] = [],
  ) {
    const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
    super(
      `esmx-docs: ${problems.length} content problem${problems.length === 1 ? '' : 's'}:\n${sorted.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
    );
    this.name = 'ContentError';
  }
}
