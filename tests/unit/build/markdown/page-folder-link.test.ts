import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFolderLink } from '../../../../src/build/markdown/page-folder-link';
import { writeTree } from '../tree';

describe('pageFolderLink', () => {
  const docs = writeTree({
    'en/guide/index.md': '# Guide\n',
    'en/guide/installation.md': '# Installation\n',
    'en/guide/advanced/index.md': '# Advanced\n',
    'zh/guide/index.md': '# 指南\n',
    'zh/guide/installation.mdx': '# 安装\n',
  });
  const en = { pageFile: join(docs, 'en/guide/index.md'), routePath: '/guide/', lang: 'en' };
  const zh = { pageFile: join(docs, 'zh/guide/index.md'), routePath: '/zh/guide/', lang: 'zh' };

  it('leads a route written as a folder to the page file it names, as Rspress finds the file', () => {
    expect(pageFolderLink('/guide/installation/', en)).toBe('/guide/installation');
    expect(pageFolderLink('/zh/guide/installation/', zh)).toBe('/zh/guide/installation');
  });

  it("keeps a folder's index page, a route without the slash, a missing page and another language's route as written", () => {
    expect(pageFolderLink('/guide/advanced/', en)).toBe('/guide/advanced/');
    expect(pageFolderLink('/guide/installation', en)).toBe('/guide/installation');
    expect(pageFolderLink('/guide/nowhere/', en)).toBe('/guide/nowhere/');
    expect(pageFolderLink('/zh/guide/installation/', en)).toBe('/zh/guide/installation/');
    expect(pageFolderLink('/', en)).toBe('/');
  });
});
