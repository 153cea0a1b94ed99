import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeFolders } from '../../../../src/build/components/theme-entry';
import { writeTree } from '../tree';

describe('themeFolders', () => {
  it("looks first in the Rspress project's folder, where Rspress looks, then beside and in the content folder", () => {
    const root = writeTree({ 'website/rspress.config.ts': 'export default {};', 'website/src/latest/index.md': '# A' });
    const docs = join(root, 'website/src/latest');
    expect(themeFolders(docs)).toEqual([
      join(root, 'website/theme'),
      join(root, 'website/src/theme'),
      join(root, 'website/src/latest/theme'),
    ]);
    expect(themeFolders(docs, '../../custom')).toEqual([join(root, 'website/custom')]);
  });
});
