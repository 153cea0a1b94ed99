import { describe, expect, it } from 'vitest';
import { editLinkUrl } from '../../../../src/client/app/edit-link';

describe('editLinkUrl', () => {
  it('puts the page source path where the base says {path}', () => {
    expect(editLinkUrl('https://github.com/o/r/edit/main/docs/{path}?plain=1', 'zh/guide/a.mdx')).toBe(
      'https://github.com/o/r/edit/main/docs/zh/guide/a.mdx?plain=1',
    );
  });

  it('follows a base without {path} with the page source path, as Rspress does, slash or not', () => {
    expect(editLinkUrl('https://github.com/o/r/tree/main/docs', 'en/a.md')).toBe(
      'https://github.com/o/r/tree/main/docs/en/a.md',
    );
    expect(editLinkUrl('https://github.com/o/r/tree/main/docs/', 'en/a.md')).toBe(
      'https://github.com/o/r/tree/main/docs/en/a.md',
    );
  });
});
