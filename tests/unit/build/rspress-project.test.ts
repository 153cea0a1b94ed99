import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rspressProjectOf } from '../../../src/build/rspress-project';
import { writeTree } from './tree';

describe('rspressProjectOf', () => {
  it('is the nearest folder above the content folder holding an Rspress config, however deep the docs are', () => {
    const root = writeTree({ 'website/rspress.config.ts': 'export default {};', 'website/src/latest/index.md': '# A' });
    expect(rspressProjectOf(join(root, 'website/src/latest'))).toBe(join(root, 'website'));
    expect(rspressProjectOf(join(root, 'website/src'))).toBe(join(root, 'website'));
  });

  it('is none for a content folder with no Rspress config above it, nor for one holding its own', () => {
    const root = writeTree({ 'docs/rspress.config.ts': 'export default {};', 'docs/index.md': '# A' });
    expect(rspressProjectOf(join(root, 'docs'))).toBeUndefined();
  });
});
