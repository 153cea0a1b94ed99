import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../src/build/frontmatter';

describe('parseSource', () => {
  it('reads the front matter fields and returns the body with its line offset', () => {
    const source =
      '---\ntitle: Hello\ntitleSuffix: Suffix\nsidebar: false\nhead:\n  - - meta\n    - name: keywords\n      content: a, b\n---\n# Hello\n';
    const { parsed, issues } = parseSource(source);
    expect(issues).toEqual([]);
    expect(parsed?.frontmatter).toEqual({
      title: 'Hello',
      titleSuffix: 'Suffix',
      sidebar: false,
      head: [['meta', { name: 'keywords', content: 'a, b' }]],
    });
    expect(parsed?.body).toBe('# Hello\n');
    expect(parsed?.bodyLineOffset).toBe(9);
  });

  it('accepts a file without front matter', () => {
    const { parsed, issues } = parseSource('# Only a heading\n');
    expect(issues).toEqual([]);
    expect(parsed?.frontmatter).toEqual({});
    expect(parsed?.bodyLineOffset).toBe(0);
  });

  it('reports invalid YAML with the file line of the mistake instead of throwing', () => {
    const { parsed, issues } = parseSource('---\ntitle: a\n  bad: [\n---\n# a\n');
    expect(parsed).toBeUndefined();
    expect(issues).toHaveLength(1);
    expect(issues[0].line).toBe(3);
    expect(issues[0].message).toMatch(/^invalid YAML front matter: /);
  });

  it('reports fields of the wrong type with their line', () => {
    const source = '---\ntitle: 42\npageType: landing\nsidebar: "no"\n---\n';
    const { issues } = parseSource(source);
    expect(issues).toEqual([
      { line: 2, message: 'front matter "title": must be a string' },
      { line: 3, message: 'front matter "pageType": must be one of home, doc, 404, custom, blank (got "landing")' },
      { line: 4, message: 'front matter "sidebar": must be true or false' },
    ]);
  });

  it('checks hero and feature shapes, including the allowed spans', () => {
    const source =
      '---\npageType: home\nhero:\n  text: no name\nfeatures:\n  - title: A\n    span: 5\n  - details: no title\n---\n';
    const { issues } = parseSource(source);
    expect(issues.map((i) => i.message)).toEqual([
      'front matter "hero": needs a name',
      'front matter "features": item 1: span must be 2, 3, 4 or 6',
      'front matter "features": item 2 needs a title',
    ]);
  });
});
