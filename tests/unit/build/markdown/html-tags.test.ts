import { describe, expect, it } from 'vitest';
import { tagsOf } from '../../../../src/build/markdown/html-tags';

const brief = (html: string) => tagsOf(html).map((tag) => `${tag.kind} ${tag.name} ${tag.start}-${tag.end}`);

describe('tagsOf', () => {
  it('finds opening, closing and void tags in order, with where each stands', () => {
    expect(brief('<TD>a</td><br/><img src=x>')).toEqual([
      'open td 0-4',
      'close td 5-10',
      'void br 10-15',
      'void img 15-26',
    ]);
  });

  it('reads a self-closed element and the closing tag of a void one as opening nothing', () => {
    expect(brief('<div/></br></source>')).toEqual(['void div 0-6', 'void br 6-11', 'void source 11-20']);
  });

  it('skips comments, and a `>` inside a quoted attribute value ends no tag', () => {
    expect(brief('<!-- <b> --><a title="x > y" alt=\'<i>\'>z</a>')).toEqual(['open a 12-39', 'close a 40-44']);
  });

  it("takes a quote inside an unquoted value as text (`title=don't`), as an HTML tokenizer does", () => {
    expect(brief("<abbr title=don't>x</abbr>")).toEqual(['open abbr 0-18', 'close abbr 19-26']);
  });

  it('finds no tag in a `<` that starts none, an unfinished tag or an unclosed comment', () => {
    expect(tagsOf('a < b, 1 <2, <a href="x')).toEqual([]);
    expect(tagsOf('<!-- <b> never ends')).toEqual([]);
  });
});
