import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/build/config/load-config';
import { ContentError } from '../../../src/build/errors';
import { OutputFolderError } from '../../../src/build/output-folder';
import { printFailure, printProblems, printWarnings } from '../../../src/build/print-problems';

/** The lines (or values) a print call receives. */
function printed<T>(run: (print: (line: T) => void) => void): T[] {
  const lines: T[] = [];
  run((line) => lines.push(line));
  return lines;
}

describe('printWarnings', () => {
  it("prints the config's text warnings and the build's content problems with file:line", () => {
    const lines = printed<string>((print) =>
      printWarnings(
        ['site.config.ts: unknown option "titel" is ignored', { file: 'docs/en/a.md', line: 3, message: 'odd' }],
        print,
      ),
    );
    expect(lines).toEqual([
      'esmx-docs: warning: site.config.ts: unknown option "titel" is ignored',
      'esmx-docs: warning: docs/en/a.md:3: odd',
    ]);
  });

  it('prints the hint the warnings carry once, after them', () => {
    const hint = 'links without "./" are read from the page\'s folder';
    const warnings = [
      { file: 'docs/en/a.md', line: 3, message: 'link to /a/b, which is not a page', hint },
      { file: 'docs/en/c.md', line: 5, message: 'link to /c/d, which is not a page', hint },
    ];
    expect(printed<string>((print) => printWarnings(warnings, print))).toEqual([
      'esmx-docs: warning: docs/en/a.md:3: link to /a/b, which is not a page',
      'esmx-docs: warning: docs/en/c.md:5: link to /c/d, which is not a page',
      `esmx-docs: hint: ${hint}`,
    ]);
  });

  it('prints nothing when there is nothing to say', () => {
    expect(printed<string>((print) => printWarnings([], print))).toEqual([]);
  });
});

describe('printProblems', () => {
  it('prints one line per problem, without a line number when it has none', () => {
    const problems = [
      { file: 'docs/en/a.md', line: 7, message: 'link to /gone, which is not a page' },
      { file: 'docs/en/b.md', message: 'not UTF-8' },
    ];
    expect(printed<string>((print) => printProblems(problems, print))).toEqual([
      'esmx-docs: docs/en/a.md:7: link to /gone, which is not a page',
      'esmx-docs: docs/en/b.md: not UTF-8',
    ]);
  });
});

describe('printFailure', () => {
  it('prints the message alone of a config, content or output folder problem', () => {
    const errors = [
      new ConfigError('site.config.ts:2: "title" must be a string'),
      new ContentError([{ file: 'docs/en/a.md', line: 1, message: 'no title' }]),
      new OutputFolderError('--out docs is the content folder: choose another folder'),
    ];
    expect(
      printed<unknown>((print) => {
        for (const error of errors) printFailure(error, print);
      }),
    ).toEqual([
      'esmx-docs: site.config.ts:2: "title" must be a string',
      'esmx-docs: 1 content problem:\n  docs/en/a.md:1: no title',
      'esmx-docs: --out docs is the content folder: choose another folder',
    ]);
  });

  it("prints a failed build's warnings before its problems, so none is lost while the problems are fixed", () => {
    const lines: string[] = [];
    const error = new ContentError(
      [{ file: 'docs/en/a.md', line: 4, message: 'link to /gone, which is not a page' }],
      [{ file: 'docs/en/b.md', line: 1, message: 'page has no title' }],
    );
    printFailure(
      error,
      (e) => lines.push(String(e)),
      (w) => lines.push(w),
    );
    expect(lines).toEqual([
      'esmx-docs: warning: docs/en/b.md:1: page has no title',
      'esmx-docs: 1 content problem:\n  docs/en/a.md:4: link to /gone, which is not a page',
    ]);
  });

  it("prints the hints of a failed build's problems and warnings once each, after the problems", () => {
    const lines: string[] = [];
    const error = new ContentError(
      [
        { file: 'docs/en/a.md', line: 4, message: 'link to /a/b, which is not a page', hint: 'one' },
        { file: 'docs/en/a.md', line: 6, message: 'link to /a/c, which is not a page', hint: 'one' },
      ],
      [{ file: 'docs/en/b.md', line: 1, message: 'link to /x/y, which is not a page', hint: 'two' }],
    );
    printFailure(
      error,
      (e) => lines.push(String(e)),
      (w) => lines.push(w),
    );
    expect(lines).toEqual([
      'esmx-docs: warning: docs/en/b.md:1: link to /x/y, which is not a page',
      'esmx-docs: 2 content problems:\n  docs/en/a.md:4: link to /a/b, which is not a page\n  docs/en/a.md:6: link to /a/c, which is not a page',
      'esmx-docs: hint: one',
      'esmx-docs: hint: two',
    ]);
  });

  it('names the option that builds pages without their translations, after the problems, when some lack one', () => {
    const error = new ContentError([
      { file: 'docs/en/a.md', line: 1, message: 'has no zh translation: add docs/zh/a.md' },
    ]);
    expect(printed<unknown>((print) => printFailure(error, print, () => {}))).toEqual([
      'esmx-docs: 1 content problem:\n  docs/en/a.md:1: has no zh translation: add docs/zh/a.md',
      'esmx-docs: to build pages without a translation, set "requireTranslations: false" in the site config',
    ]);
  });

  it('prints any other error whole, so that its stack says where it came from', () => {
    const fault = new TypeError('x is undefined');
    expect(printed<unknown>((print) => printFailure(fault, print))).toEqual([fault]);
  });
});
