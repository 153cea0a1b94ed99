import { describe, expect, it } from 'vitest';
import { directiveAttributes } from '../../../../src/build/markdown/directive-attributes';

describe('directiveAttributes', () => {
  it('reads quoted, single-quoted, bare and valueless keys', () => {
    expect(directiveAttributes(`title="A title" other='b c' size=3 open`)).toEqual(
      new Map([
        ['title', 'A title'],
        ['other', 'b c'],
        ['size', '3'],
        ['open', ''],
      ]),
    );
  });

  it('reads the id and class shorthands, classes joined', () => {
    expect(directiveAttributes('#intro .wide .dark')).toEqual(
      new Map([
        ['id', 'intro'],
        ['class', 'wide dark'],
      ]),
    );
  });

  it('stops a quoted value at its own closing quote, not at the last quote of the list', () => {
    expect(directiveAttributes('title="a" other="b"')?.get('title')).toBe('a');
  });

  it('gives an empty map for an empty list, and undefined for text that is not a list', () => {
    expect(directiveAttributes('  ')).toEqual(new Map());
    expect(directiveAttributes('title="unclosed')).toBeUndefined();
    expect(directiveAttributes('title=')).toBeUndefined();
    expect(directiveAttributes('a "b"')).toBeUndefined();
  });
});
