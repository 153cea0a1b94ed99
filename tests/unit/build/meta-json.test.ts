import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentProblems } from '../../../src/build/errors';
import { readMetaEntries } from '../../../src/build/meta-json';
import { writeTree } from './tree';

/** Reads `text` as a `_meta.json`: the entries and the problems as `line: message`. */
function read(text: string | Buffer) {
  const root = writeTree({});
  const file = join(root, '_meta.json');
  writeFileSync(file, text);
  const [problems, warnings] = [new ContentProblems(), new ContentProblems()];
  const entries = readMetaEntries(file, '_meta.json', problems, warnings);
  const shown = (list: ContentProblems) => list.list.map((p) => `${p.line}: ${p.message}`);
  return { entries, problems: shown(problems), warnings: shown(warnings) };
}

describe('readMetaEntries', () => {
  it('reads names and objects of every kind with the line each sits on', () => {
    const { entries, problems } = read(
      '[\n  "intro",\n  { "type": "dir", "name": "start", "collapsed": true },\n  { "type": "divider" },\n  { "label": "GitHub", "link": "https://github.com" }\n]',
    );
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { type: 'name', name: 'intro', line: 2 },
      { type: 'dir', name: 'start', collapsed: true, line: 3 },
      { type: 'divider', line: 4 },
      { type: 'custom-link', label: 'GitHub', link: 'https://github.com', line: 5 },
    ]);
  });

  it("labels a link by its text when it has no label, as a nav item (or Rspress 1's top-level _meta.json) writes it", () => {
    const { entries, problems } = read(
      '[\n  { "text": "Guide", "link": "/guide/", "activeMatch": "/guide/" },\n  { "label": "L", "items": [{ "text": "Changelog", "link": "https://x.dev" }] }\n]',
    );
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { type: 'custom-link', label: 'Guide', link: '/guide/', line: 2 },
      {
        type: 'custom-link',
        label: 'L',
        items: [{ type: 'custom-link', label: 'Changelog', link: 'https://x.dev', line: 3 }],
        line: 3,
      },
    ]);
  });

  it('reports invalid JSON at the line it breaks on, not line 1', () => {
    expect(read('[\n  "a",\n  "b"\n  "c"\n]').problems).toEqual(['4: invalid JSON: comma expected']);
    expect(read('[\n  "a",\n').problems).toEqual(['2: invalid JSON: value expected']);
  });

  it('reports each entry of a missing or wrongly typed field at the line of the value, and keeps the rest', () => {
    const { entries, problems } = read(
      [
        '[',
        '  { "type": "file" },',
        '  { "type": "dir" },',
        '  { "type": "file", "name": 5 },',
        '  { "type": "custom-link", "label": "L", "items": [null] },',
        '  { "type": "file", "name": "ok", "label": { "x": 1 } },',
        '  { "type": "dir", "name": "d", "collapsed": "yes", "overviewHeaders": [2, "3"] },',
        '  7',
        ']',
      ].join('\n'),
    );
    expect(problems).toEqual([
      '2: _meta.json: a "file" entry needs a "name"',
      '3: _meta.json: a "dir" entry needs a "name"',
      '4: _meta.json: a "file" entry: "name" must be a string (got 5)',
      '5: _meta.json: an item of "items" must be a link { "label", "link" } (got null)',
      '6: _meta.json: a "file" entry: "label" must be a string (got {"x":1})',
      '7: _meta.json: a "dir" entry: "overviewHeaders" must be a list of numbers (got [2,"3"])',
      '8: _meta.json: an entry must be a name or an object (got 7)',
    ]);
    expect(entries).toEqual([
      { type: 'custom-link', label: 'L', items: [], line: 5 },
      { type: 'file', name: 'ok', line: 6 },
      { type: 'dir', name: 'd', collapsed: true, line: 7 },
    ]);
  });

  it('reads a flag that is not true or false for its truth, as Rspress does, with a warning at its line', () => {
    const { entries, problems, warnings } = read(
      '[\n  { "type": "divider", "dashed": "true" },\n  { "type": "dir", "name": "d", "collapsible": "false", "collapsed": 0 }\n]',
    );
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      '2: _meta.json: a "divider" entry: "dashed" should be true or false (got "true"): read as true, as Rspress reads it',
      '3: _meta.json: a "dir" entry: "collapsible" should be true or false (got "false"): read as true, as Rspress reads it',
      '3: _meta.json: a "dir" entry: "collapsed" should be true or false (got 0): read as false, as Rspress reads it',
    ]);
    expect(entries).toEqual([
      { type: 'divider', dashed: true, line: 2 },
      { type: 'dir', name: 'd', collapsible: true, collapsed: false, line: 3 },
    ]);
  });

  it('reports a file that is not a list, and an unknown type at its line', () => {
    expect(read('{ "a": 1 }').problems).toEqual(['1: _meta.json must be a list of entries (got {"a":1})']);
    expect(read('[\n  { "type": 5 }\n]').problems).toEqual([
      '2: _meta.json: unknown entry type 5 (expected one of file, dir, dir-section-header, divider, section-header, custom-link)',
    ]);
  });

  it('reads an entry naming a page without a "type" as a page, as Rspress 1 does, with a warning', () => {
    const { entries, problems, warnings } = read('[\n  "a",\n  { "label": "Page B", "name": "b" }\n]');
    expect(entries).toEqual([
      { type: 'name', name: 'a', line: 2 },
      { type: 'file', name: 'b', label: 'Page B', line: 3, untyped: true },
    ]);
    expect([problems, warnings]).toEqual([
      [],
      [
        '3: _meta.json: the entry naming "b" has no "type": read as a page, or a folder of that name, as Rspress 1 reads it (Rspress 2 stops at it: add "type": "file" or "dir")',
      ],
    ]);
  });

  it('accepts a byte order mark and reports bytes that are not UTF-8 at their line', () => {
    expect(read(Buffer.from('\ufeff["a"]')).entries).toEqual([{ type: 'name', name: 'a', line: 1 }]);
    expect(read(Buffer.from('[\n"a",\n"\xe9"\n]', 'latin1')).problems).toEqual([
      '3: is not valid UTF-8 (a byte on this line is not): save the file as UTF-8',
    ]);
  });
});
