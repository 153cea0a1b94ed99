import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compilerError, StylesheetError } from '../../../../src/build/components/stylesheet-error';

const file = join(process.cwd(), 'styles/index.scss');

describe('a stylesheet error', () => {
  it('reads file:line: reason, the file relative to the working folder', () => {
    expect(new StylesheetError('expected "}".', file, 4).message).toBe('styles/index.scss:4: expected "}".');
    expect(new StylesheetError('no sass', file).message).toBe('styles/index.scss: no sass');
    expect(new StylesheetError('no sass').message).toBe('no sass');
  });

  it("takes Sass's message and the line of its span, counted from 1", () => {
    const sass = { sassMessage: 'Undefined variable.', span: { url: pathToFileURL(file), start: { line: 2 } } };
    expect(compilerError(sass)).toMatchObject({ reason: 'Undefined variable.', file, line: 3 });
  });

  it('leaves out the place of Sass source that is not a file', () => {
    const sass = { sassMessage: 'expected ";".', span: { url: new URL('data:text/css,a'), start: { line: 0 } } };
    expect(compilerError(sass)).toMatchObject({ reason: 'expected ";".', file: undefined, line: undefined });
  });

  it("takes the first line of Less's message, at its file and line", () => {
    const less = { message: 'variable @x is undefined\n  drawn source', filename: '/site/a.less', line: 7 };
    expect(compilerError(less)).toMatchObject({ reason: 'variable @x is undefined', file: '/site/a.less', line: 7 });
  });

  it('keeps the text of an error of no known shape', () => {
    expect(compilerError('boom')).toMatchObject({ reason: 'boom', file: undefined });
  });
});
