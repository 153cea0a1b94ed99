import { describe, expect, it } from 'vitest';
import { pageNameProblem } from '../../../src/build/page-file-name';
import { routeOf } from '../../../src/build/routes';

const problem = (pathInLang: string, lang = 'en') => pageNameProblem(pathInLang, lang, routeOf(pathInLang, lang, 'en'));

describe('pageNameProblem', () => {
  it('accepts ordinary names, spaces and any script', () => {
    expect(problem('guide/start/introduction.md')).toBeUndefined();
    expect(problem('guide/my page.md')).toBeUndefined();
    expect(problem('指南/快速开始.mdx', 'zh')).toBeUndefined();
  });

  it('names the character that cannot be part of a URL, in the file or a folder name', () => {
    expect(problem('guide/c#.md')).toBe(`file name "c#.md" contains '#', which cannot be part of a URL; rename it`);
    expect(problem('what?/a.md')).toBe(`folder name "what?" contains '?', which cannot be part of a URL; rename it`);
    expect(problem('100%.md')).toBe(`file name "100%.md" contains '%', which cannot be part of a URL; rename it`);
    expect(problem('a\\b.md')).toBe(`file name "a\\\\b.md" contains '\\', which cannot be part of a URL; rename it`);
    expect(problem('bell\u0007.md')).toBe(
      'file name "bell\\u0007.md" contains a control character (U+0007), which cannot be part of a URL; rename it',
    );
    expect(problem('caf\ufffd.md')).toBe('file name "caf\ufffd.md" is not valid UTF-8; rename it');
  });

  it('reports a name whose output files would pass 255 bytes, counting what the build appends', () => {
    // `guide_<name>.<hash>.json.br`: 6 + 232 + 17 = 255 bytes is the longest page chunk name there can be.
    expect(problem(`guide/${'x'.repeat(232)}.md`)).toBeUndefined();
    expect(problem(`guide/${'x'.repeat(233)}.md`)).toBe(
      'name too long: the build would write a file named "guide_xxxxxxxxxxxxxxxxxx…" of 256 bytes for this page (at most 255); shorten the file name or its folders\' names',
    );
    // The HTML file: `<name>.html.br`, counted in bytes (3 per Chinese character).
    expect(problem(`${'字'.repeat(82)}.md`)).toBeUndefined();
    expect(problem(`${'字'.repeat(83)}.md`)).toMatch(/^name too long: .* of 257 bytes/);
  });
});
