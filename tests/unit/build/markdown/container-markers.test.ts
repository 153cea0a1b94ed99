import { describe, expect, it } from 'vitest';
import { markContainers, readMarker, restoreMarkers } from '../../../../src/build/markdown/container-markers';

describe('markContainers', () => {
  it('turns fence lines into marker comments and keeps the line count', () => {
    const marked = markContainers(':::tip\nHi\n:::');
    expect(marked).toBe('<!--esmx-container %3A%3A%3Atip-->\nHi\n<!--esmx-container %3A%3A%3A-->');
  });

  it('keeps indentation outside the marker so list items still own the fence', () => {
    expect(markContainers('   :::info  \n')).toBe('   <!--esmx-container %3A%3A%3Ainfo-->  \n');
  });

  it('leaves lines that are not fences alone', () => {
    const source = 'a ::: b\n::\n:::1abc\ntext';
    expect(markContainers(source)).toBe(source);
  });
});

describe('readMarker', () => {
  const read = (line: string) => readMarker(markContainers(line));

  it('reads a Rspress-style title after the type', () => {
    expect(read(':::tip Custom title')).toEqual({
      kind: 'open',
      name: 'tip',
      type: 'tip',
      title: 'Custom title',
      source: ':::tip Custom title',
    });
  });

  it('reads a bracketed title', () => {
    expect(read(':::warning[Careful]')).toMatchObject({ kind: 'open', type: 'warning', title: 'Careful' });
  });

  it('accepts more colons and any letter case for the type', () => {
    expect(read('::::Details')).toMatchObject({ kind: 'open', name: 'Details', type: 'details', title: undefined });
  });

  it('reads an unknown type without giving it a container type', () => {
    expect(read(':::note')).toEqual({
      kind: 'open',
      name: 'note',
      type: undefined,
      title: undefined,
      source: ':::note',
    });
  });

  it('reads a closing fence', () => {
    expect(read('::::')).toEqual({ kind: 'close', source: '::::' });
  });

  it('returns nothing for ordinary HTML', () => {
    expect(readMarker('<!-- a comment -->')).toBeUndefined();
    expect(readMarker('<div></div>')).toBeUndefined();
  });
});

describe('restoreMarkers', () => {
  it('gives back the original fence lines', () => {
    const source = '```md\n:::tip Title\nBody\n:::\n```';
    expect(restoreMarkers(markContainers(source))).toBe(source);
  });

  it('shows a malformed marker as written instead of throwing', () => {
    expect(restoreMarkers('<!--esmx-container %E0%A4%A-->')).toBe('%E0%A4%A');
  });
});
