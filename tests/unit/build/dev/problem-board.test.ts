import { describe, expect, it } from 'vitest';
import { ProblemBoard } from '../../../../src/build/dev/problem-board';
import { ContentError } from '../../../../src/build/errors';
import type { DevMessage } from '../../../../src/shared/dev-protocol';

function setUp() {
  const sent: DevMessage[] = [];
  return { board: new ProblemBoard((message) => sent.push(message)), sent };
}

const deadLink = { file: 'docs/en/a.md', line: 3, message: 'link to /gone, which is not a page' };
const noTitle = { file: 'docs/en/b.md', line: 1, message: 'the page has no title' };

describe('ProblemBoard', () => {
  it('greets a tab with "ok" while the content has no problems', () => {
    const { board } = setUp();
    expect(board.failed).toBe(false);
    expect(board.message()).toEqual({ type: 'ok' });
  });

  it("sends a build's problems to the tabs, and greets a later tab with them", () => {
    const { board, sent } = setUp();
    board.set([deadLink, noTitle]);
    expect(sent).toEqual([{ type: 'problems', problems: [deadLink, noTitle] }]);
    expect(board.failed).toBe(true);
    expect(board.message()).toEqual({ type: 'problems', problems: [deadLink, noTitle] });
  });

  it("replaces one file's problems and keeps the others'", () => {
    const { board, sent } = setUp();
    board.set([deadLink, noTitle]);
    board.setFile('docs/en/a.md', []);
    expect(sent.at(-1)).toEqual({ type: 'problems', problems: [noTitle] });
    board.setFile('docs/en/b.md', []);
    expect(sent.at(-1)).toEqual({ type: 'ok' });
  });

  it("shows a failed build's content problems each at its file and line", () => {
    const { board, sent } = setUp();
    board.setFailure(new ContentError([deadLink]));
    expect(sent).toEqual([{ type: 'problems', problems: [deadLink] }]);
  });

  it('shows any other failure as one problem with its message', () => {
    const { board, sent } = setUp();
    board.setFailure(new Error('esmx-docs: the build thread stopped (exit code 1) without a result'));
    expect(sent).toEqual([
      {
        type: 'problems',
        problems: [{ file: '', message: 'esmx-docs: the build thread stopped (exit code 1) without a result' }],
      },
    ]);
  });
});
