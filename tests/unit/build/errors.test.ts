import { describe, expect, it } from 'vitest';
import { ContentProblems } from '../../../src/build/errors';

describe('the content problems of a build', () => {
  it('keeps each problem once, however often it is found (a fragment included by two pages)', () => {
    const problems = new ContentProblems();
    problems.add('docs/en/_fragment.mdx', 4, 'cannot import "x": no such file');
    problems.add('docs/en/_fragment.mdx', 4, 'cannot import "x": no such file');
    problems.add('docs/en/_fragment.mdx', 5, 'cannot import "x": no such file');
    expect(problems.list).toEqual([
      { file: 'docs/en/_fragment.mdx', line: 4, message: 'cannot import "x": no such file' },
      { file: 'docs/en/_fragment.mdx', line: 5, message: 'cannot import "x": no such file' },
    ]);
  });

  it('fails once, listing them by file and line', () => {
    const problems = new ContentProblems();
    problems.add('docs/en/b.md', 2, 'dead link');
    problems.add('docs/en/a.md', 9, 'no title');
    expect(() => problems.throwIfAny()).toThrow(
      'esmx-docs: 2 content problems:\n  docs/en/a.md:9: no title\n  docs/en/b.md:2: dead link',
    );
  });

  it('lists a problem of the whole site, which no file holds, by its message alone', () => {
    const problems = new ContentProblems();
    problems.add('', undefined, 'no page at all');
    expect(() => problems.throwIfAny()).toThrow('esmx-docs: 1 content problem:\n  no page at all');
  });
});
