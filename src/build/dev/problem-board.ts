import { resolve } from 'node:path';
import type { DevMessage, DevProblem } from '../../shared/dev-protocol';
import { ContentError } from '../errors';

/**
 * The content's problems as the open tabs show them (an overlay of `file:line: message`), kept up to
 * date from two sources: a whole-site build answers for every file, a page rendered alone for its own.
 * Each change is sent to the tabs; `message()` greets a tab that connects later.
 *
 * @example
 * const board = new ProblemBoard((message) => events.send(message));
 * board.setFile('content/en/a.md', []); // a.md is fixed; other files' problems stay
 */
export class ProblemBoard {
  private problems: DevProblem[] = [];

  constructor(private readonly send: (message: DevMessage) => void) {}

  /** True while the content has problems. */
  get failed(): boolean {
    return this.problems.length > 0;
  }

  /** What a tab is told now: the problems, or that there are none. */
  message(): DevMessage {
    return this.failed ? { type: 'problems', problems: this.problems } : { type: 'ok' };
  }

  /** Every problem of the content, as a build found them (none after a good build). */
  set(problems: DevProblem[]): void {
    this.problems = problems;
    this.send(this.message());
  }

  /** The problems of one file, as its render alone found them; those of other files are kept. */
  setFile(file: string, problems: DevProblem[]): void {
    this.set([...this.problems.filter((p) => resolve(p.file) !== resolve(file)), ...problems]);
  }

  /** A failed build: its content problems, each at its file:line, or any other failure as one problem. */
  setFailure(error: unknown): void {
    if (error instanceof ContentError) this.set(error.problems);
    else this.set([{ file: '', message: error instanceof Error ? error.message : String(error) }]);
  }
}
