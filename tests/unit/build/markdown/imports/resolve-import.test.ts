import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport } from '../../../../../src/build/markdown/imports/resolve-import';
import { writeTree } from '../../tree';

describe('an import by a tsconfig.json "paths" name', () => {
  const root = writeTree({
    'tsconfig.json': JSON.stringify({
      compilerOptions: { paths: { '@theme': ['./theme'], '@en/*': ['./docs/en/*'] } },
    }),
    'theme/index.tsx': 'export {};',
    'docs/en/_intro.mdx': 'Intro',
    'docs/en/page.mdx': '# Page',
  });
  const docs = join(root, 'docs');
  const from = join(docs, 'en/page.mdx');

  it('follows a pattern with * for every name it matches', () => {
    expect(resolveImport('@en/_intro.mdx', from, { contentDir: docs })).toEqual({
      path: join(docs, 'en/_intro.mdx'),
      via: 'paths',
    });
  });

  it('follows a pattern without * for that one name only, not for names it begins', () => {
    expect(resolveImport('@theme', from, { contentDir: docs })).toEqual({
      path: join(root, 'theme/index.tsx'),
      via: 'paths',
    });
    expect(resolveImport('@theme-assets/github', from, { contentDir: docs })).toEqual({
      problem:
        'cannot import "@theme-assets/github": no such package in node_modules (install it in the docs folder, or add an alias)',
    });
  });
});
