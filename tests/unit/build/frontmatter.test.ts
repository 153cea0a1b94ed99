import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../src/build/frontmatter';
import { tempFolder } from '../../support/temp-folder';

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

  it('says to quote a value that holds ": ", the commonest invalid YAML, naming its key', () => {
    const { issues } = parseSource(
      '---\ntitle: Feature Overview\ndescription: An overview: browsing, SQL.\n---\n# a\n',
    );
    expect(issues).toEqual([
      {
        line: 3,
        message: expect.stringMatching(
          /^invalid YAML front matter: .*; the value of "description" holds ": ", so it must be quoted \(description: "…"\)$/,
        ),
      },
    ]);
    // A quoted value, or one whose colon ends no word, is no such case.
    expect(parseSource('---\ntitle: a\n  bad: [\n---\n').issues[0].message).not.toContain('quoted');
    expect(parseSource('---\ndescription: "An overview: fine"\nurl: http://x.dev\n---\n').issues).toEqual([]);
  });

  it('says to quote a value starting with a character YAML reserves, as an npm scope does, naming its key', () => {
    const { issues } = parseSource('---\ntitle: Babel plugin\ndescription: @canyonjs/babel-plugin options\n---\n# a\n');
    expect(issues).toEqual([
      {
        line: 3,
        message: expect.stringMatching(
          /^invalid YAML front matter: .*; the value of "description" starts with "@", which YAML reserves, so it must be quoted \(description: "@…"\)$/,
        ),
      },
    ]);
    expect(parseSource('---\ntitle: `npx` usage\n---\n').issues[0].message).toContain('starts with "`"');
    expect(parseSource('---\ndescription: "@canyonjs/babel-plugin options"\n---\n').issues).toEqual([]);
  });

  it('names the line of a value opening a list it does not close, where YAML reports a later line', () => {
    const message =
      'the value of "title" starts with "[", a YAML list that is not closed on its line: quote the value (title: "[…") or close it';
    expect(parseSource('---\ntitle: [Getting Started\n---\n# a\n').issues).toEqual([
      { line: 2, message: `invalid YAML front matter: ${message}` },
    ]);
    expect(parseSource('---\ntitle: [Installation\nfoo: : bar\n---\n').issues).toEqual([
      { line: 2, message: `invalid YAML front matter: ${message}` },
    ]);
    // A list closed on its line is fine, and so is one closed lines later, which is not blamed for one after it.
    expect(parseSource('---\ntags: [a, [b]]\n---\n').issues).toEqual([]);
    expect(parseSource('---\ntags: [\n  a,\n  b\n]\ntitle: [Getting Started\n---\n').issues).toEqual([
      { line: 6, message: `invalid YAML front matter: ${message}` },
    ]);
  });

  it('reports fields of the wrong type with their line', () => {
    const source = '---\ntitle: 42\npageType: landing\noverview: "no"\n---\n';
    const { issues } = parseSource(source);
    expect(issues).toEqual([
      { line: 2, message: 'front matter "title": must be a string' },
      {
        line: 3,
        message: 'front matter "pageType": must be one of home, doc, doc-wide, 404, custom, blank (got "landing")',
      },
      { line: 4, message: 'front matter "overview": must be true or false' },
    ]);
  });

  it('reads a key written without a value as not given, at any depth, as Rspress does', () => {
    const source =
      '---\ntitle: Hello\ndescription:\nsidebar:\nhero:\n  name:\n  text: Fast\nfeatures:\n  - title: A\n    details:\n---\n# Hello\n';
    const { parsed, issues } = parseSource(source);
    expect(issues).toEqual([]);
    expect(parsed?.frontmatter).toEqual({ title: 'Hello', hero: { text: 'Fast' }, features: [{ title: 'A' }] });
  });

  it('reads an unquoted pageType: 404, a number in YAML, as the 404 page type', () => {
    const { parsed, issues } = parseSource('---\npageType: 404\n---\n# Lost\n');
    expect(issues).toEqual([]);
    expect(parsed?.frontmatter).toEqual({ pageType: '404' });
    expect(parseSource('---\npageType: 405\n---\n').issues).toEqual([
      { line: 2, message: 'front matter "pageType": must be one of home, doc, doc-wide, 404, custom, blank (got 405)' },
    ]);
  });

  it('takes navbar: false, and leaves a navbar that is not true or false to the render to read as Rspress does', () => {
    expect(parseSource('---\nnavbar: false\n---\n# A\n')).toMatchObject({
      parsed: { frontmatter: { navbar: false } },
      issues: [],
    });
    expect(parseSource('---\ntitle: A\nnavbar: hidden\n---\n').issues).toEqual([]);
  });

  it("reads Rspress's doc-wide page as a wide doc page, its sidebar and outline kept unless the page hides one, as Rspress 2 draws it", () => {
    expect(parseSource('---\npageType: doc-wide\n---\n# A\n').parsed?.frontmatter).toEqual({
      pageType: 'doc',
      wide: true,
    });
    expect(parseSource('---\npageType: doc-wide\noutline: false\n---\n# A\n').parsed?.frontmatter).toEqual({
      pageType: 'doc',
      outline: false,
      wide: true,
    });
  });

  it('checks hero and feature shapes, including the allowed spans', () => {
    const source =
      '---\npageType: home\nhero:\n  name: [A, B]\nfeatures:\n  - title: A\n    span: 5\n  - details: no title\n---\n';
    const { issues } = parseSource(source);
    expect(issues).toEqual([
      { line: 3, message: 'front matter "hero": name must be text' },
      { line: 5, message: 'front matter "features": item 1: span must be 2, 3, 4 or 6' },
      { line: 5, message: 'front matter "features": item 2 needs a title' },
    ]);
  });

  it('takes a feature icon written as SVG markup without a problem', () => {
    const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h8v8z"/></svg>';
    const source = `---\npageType: home\nfeatures:\n  - title: A\n    icon: '${icon}'\n---\n`;
    expect(parseSource(source).issues).toEqual([]);
  });

  it('names a feature icon written as an img tag without a src at its line', () => {
    const source = '---\npageType: home\nfeatures:\n  - title: A\n    icon: <img width="36" />\n---\n';
    expect(parseSource(source).issues).toEqual([
      {
        line: 3,
        message: 'front matter "features": item 1: icon "<img width="36" />" needs a src (the picture it shows)',
      },
    ]);
  });

  it('takes a hero without a name, as Rspress does (rmk comments its name out)', () => {
    const source = '---\npageType: home\nhero:\n  # name: RMK\n  tagline: Keyboard firmware\n---\n';
    const { parsed, issues } = parseSource(source);
    expect(issues).toEqual([]);
    expect(parsed?.frontmatter.hero).toEqual({ tagline: 'Keyboard firmware' });
  });

  it('names a hero that is not a mapping at its line', () => {
    expect(parseSource('---\npageType: home\nhero: RMK\n---\n').issues).toEqual([
      { line: 3, message: 'front matter "hero": must be a mapping of name, text, tagline, actions and image' },
    ]);
  });

  it('takes a hero image of one src or a { light, dark } pair, and names any other shape', () => {
    const image = (yaml: string) =>
      parseSource(`---\npageType: home\nhero:\n  name: Esmx\n  image: ${yaml}\n---\n`).issues.map((i) => i.message);
    expect(image('{src: /hero.png, alt: Esmx}')).toEqual([]);
    expect(image('{src: {light: /light.png, dark: /dark.png}, alt: Esmx}')).toEqual([]);
    const wanted =
      'front matter "hero": image needs a src: a path or URL, or { light, dark } (one for each colour scheme)';
    expect(image('/hero.png')).toEqual([wanted]);
    expect(image('{src: {light: /light.png}}')).toEqual([wanted]);
    expect(image('{alt: Esmx}')).toEqual([wanted]);
  });
});

describe('parseSource: front matter is data', () => {
  it.each(['js', 'javascript', 'JS', ' coffee', 'cson', 'toml'])(
    'refuses front matter in "%s" on line 1 without running it',
    (language) => {
      const marker = join(tempFolder('esmx-docs-fm-'), 'ran');
      const code = `{ title: require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran') || 'x' }`;
      const { parsed, issues } = parseSource(`---${language}\n${code}\n---\n# Page\n`);
      expect(existsSync(marker)).toBe(false);
      expect(parsed).toBeUndefined();
      expect(issues).toEqual([
        {
          line: 1,
          message: `front matter in "${language.trim().toLowerCase()}" is not read: front matter is data, written in YAML (---) or JSON (---json)`,
        },
      ]);
    },
  );

  it('reads JSON front matter with JSON.parse, and reports its mistakes as JSON', () => {
    const { parsed, issues } = parseSource('---json\n{\n  "title": "Hi",\n  "overview": "no"\n}\n---\n# Hi\n');
    expect(parsed?.frontmatter).toEqual({ title: 'Hi', overview: 'no' });
    expect(issues).toEqual([{ line: 4, message: 'front matter "overview": must be true or false' }]);
    expect(parseSource('---json\n{ title: 1 }\n---\n').issues[0].message).toMatch(/^invalid JSON front matter: /);
  });

  it.each([
    ['a list', '---\n- title\n- b\n---\n# a\n', 'a list'],
    ['a plain string', '---\njust a sentence\n---\n# a\n', '"just a sentence"'],
    ['a number', '---\n42\n---\n# a\n', '42'],
    ['a JSON list', '---json\n["a"]\n---\n# a\n', 'a list'],
  ])('refuses front matter that is %s, not a mapping', (_, source, got) => {
    const { parsed, issues } = parseSource(source);
    expect(parsed).toBeUndefined();
    expect(issues).toEqual([{ line: 1, message: `front matter must be a mapping of keys to values (got ${got})` }]);
  });

  it('takes overviewHeaders as a list of heading levels and reports anything else at its line', () => {
    expect(parseSource('---\noverview: true\noverviewHeaders: [2, 3]\n---\n# A\n').issues).toEqual([]);
    expect(parseSource('---\ntitle: A\noverviewHeaders: [2, "3"]\n---\n').issues).toEqual([
      { line: 3, message: 'front matter "overviewHeaders": must be a list of heading levels, 1 to 6 (got [2,"3"])' },
    ]);
    expect(parseSource('---\noverviewHeaders: 2\n---\n# A\n').issues).toEqual([
      { line: 2, message: 'front matter "overviewHeaders": must be a list of heading levels, 1 to 6 (got 2)' },
    ]);
    expect(parseSource('---\noverviewHeaders: [7]\n---\n# A\n').issues).toHaveLength(1);
  });

  it('checks each head tag by the front matter rules, on the line of head (a script is left to the render to leave out)', () => {
    const source = [
      '---',
      'title: T',
      'head:',
      '  - [meta, {name: keywords, content: a}]',
      '  - [script, {src: /a.js}]',
      '  - "<script>alert(1)</script>"',
      '  - [meta, {"x\\" onload=\\"alert(1)": a}]',
      '  - [link, {rel: icon, href: "javascript:alert(1)"}]',
      '  - [meta, {name: x, onclick: a}]',
      '  - [meta, {http-equiv: refresh, content: "0; url=data:text/html,x"}]',
      '---',
    ].join('\n');
    expect(parseSource(source).issues).toEqual(
      [
        'item 3: raw HTML is not allowed in front matter: write [tag, attributes]',
        'item 4: attribute name "x\\" onload=\\"alert(1)" is not a valid name',
        'item 5: attribute href: the scheme "javascript:" is not allowed (it could run code, or open a document or file of its own)',
        'item 6: attribute onclick would run code: not allowed in front matter',
        'item 7: a refresh to the scheme "data:" is not allowed',
      ].map((message) => ({ line: 3, message: `front matter "head": ${message}` })),
    );
  });

  it('refuses the hero, feature and image URLs of a scheme that is not allowed', () => {
    const source = [
      '---',
      'pageType: home',
      'ogImage: "data:image/png;base64,AAAA"',
      'hero:',
      '  name: Esmx',
      '  image: {src: {light: /light.png, dark: "javascript:alert(1)"}, alt: x}',
      '  actions:',
      '    - {theme: brand, text: Go, link: /guide/}',
      '    - {theme: alt, text: Bad, link: " JaVaScRiPt:alert(2)"}',
      'features:',
      '  - {title: A, link: "vbscript:x"}',
      `  - {title: B, icon: '<img src="javascript:alert(3)">'}`,
      '---',
    ].join('\n');
    const allowed = '(it could run code, or open a document or file of its own)';
    expect(parseSource(source).issues).toEqual([
      {
        line: 3,
        message: `front matter "ogImage": URL "data:image/png;base64,AAAA": the scheme "data:" is not allowed ${allowed}`,
      },
      {
        line: 4,
        message: `front matter "hero": action 2 link " JaVaScRiPt:alert(2)": the scheme "javascript:" is not allowed ${allowed}`,
      },
      {
        line: 4,
        message: `front matter "hero": image "javascript:alert(1)": the scheme "javascript:" is not allowed ${allowed}`,
      },
      {
        line: 10,
        message: `front matter "features": item 1 link "vbscript:x": the scheme "vbscript:" is not allowed ${allowed}`,
      },
      {
        line: 10,
        message: `front matter "features": item 2 icon "javascript:alert(3)": the scheme "javascript:" is not allowed ${allowed}`,
      },
    ]);
  });
});
