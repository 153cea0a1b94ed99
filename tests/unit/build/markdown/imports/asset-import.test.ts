import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetImport, isAssetImport } from '../../../../../src/build/markdown/imports/asset-import';
import { writeTree } from '../../tree';

describe('an import of a picture or media file', () => {
  const root = writeTree({
    'secret.png': 'not for pages',
    'docs/en/guide/page.mdx': '# Page',
    'docs/en/guide/logo.png': 'PNG bytes',
  });
  const docs = join(root, 'docs');
  const from = join(docs, 'en/guide/page.mdx');

  it('is told apart from an import of a module or a fragment', () => {
    for (const specifier of ['./logo.png', './a.JPG', '@assets/intro.mp4', './icon.svg'])
      expect(isAssetImport(specifier), specifier).toBe(true);
    for (const specifier of ['./chart', './chart.tsx', './_intro.mdx', './vars.css?raw'])
      expect(isAssetImport(specifier), specifier).toBe(false);
  });

  it('is copied into the site under a name made of its bytes', () => {
    expect(assetImport('./logo.png', from, { contentDir: docs })).toEqual({
      image: {
        source: join(docs, 'en/guide/logo.png'),
        output: expect.stringMatching(/^static\/image\/logo\.[0-9a-f]{8}\.png$/),
      },
    });
  });

  it('stays inside the content folder, and must exist', () => {
    expect(assetImport('../../../secret.png', from, { contentDir: docs })).toEqual({
      problem: `cannot import "../../../secret.png": it leads out of the content folder (name the folder in the config's "alias" instead)`,
    });
    expect(assetImport('./gone.png', from, { contentDir: docs })).toEqual({
      problem: 'cannot import "./gone.png": no such file',
    });
  });
});
