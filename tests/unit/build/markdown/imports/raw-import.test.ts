import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRawImport, rawImport } from '../../../../../src/build/markdown/imports/raw-import';
import { writeTree } from '../../tree';

describe('an import with ?raw', () => {
  const root = writeTree({
    'secret.txt': 'not for pages',
    'docs/en/guide/page.mdx': '# Page',
    'docs/en/guide/_example.ts': 'export const answer = 42;\n',
    'docs/snippets/vars.css': ':root { --x: 1; }\n',
  });
  const docs = join(root, 'docs');
  const from = join(docs, 'en/guide/page.mdx');

  it('is told apart from an import of the module', () => {
    expect(isRawImport('./_example.ts?raw')).toBe(true);
    expect(isRawImport('!!raw-loader!./_example.ts')).toBe(true);
    expect(isRawImport('./_example.ts')).toBe(false);
    expect(isRawImport('./raw-loader!/x.ts')).toBe(false);
  });

  it("gives the text of the file webpack's raw-loader prefix names, as Rspack reads it", () => {
    expect(rawImport('!!raw-loader!./_example.ts', from, { contentDir: docs })).toEqual({
      path: join(docs, 'en/guide/_example.ts'),
      text: 'export const answer = 42;\n',
    });
  });

  it('gives the text of the file a relative path names', () => {
    expect(rawImport('./_example.ts?raw', from, { contentDir: docs })).toEqual({
      path: join(docs, 'en/guide/_example.ts'),
      text: 'export const answer = 42;\n',
    });
  });

  it('follows an alias of the config', () => {
    expect(rawImport('@snippets/vars.css?raw', from, { contentDir: docs, alias: { '@snippets': 'snippets' } })).toEqual(
      {
        path: join(docs, 'snippets/vars.css'),
        text: ':root { --x: 1; }\n',
      },
    );
  });

  it('does not read a file outside the content folder, and says so naming the import as written', () => {
    expect(rawImport('../../../secret.txt?raw', from, { contentDir: docs })).toEqual({
      problem: `cannot import "../../../secret.txt?raw": it leads out of the content folder (name the folder in the config's "alias" instead)`,
    });
  });

  it('reports a missing file', () => {
    expect(rawImport('./_nowhere.ts?raw', from, { contentDir: docs })).toEqual({
      problem: 'cannot import "./_nowhere.ts?raw": no such file',
    });
  });
});
