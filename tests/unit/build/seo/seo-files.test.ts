import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/build/config/resolve';
import { NO_SITE_URL } from '../../../../src/build/seo/site-url-warning';
import type { SiteConfig } from '../../../../src/shared/types';
import { buildForTest } from '../../../support/built-site';
import { page, writeTree } from '../tree';

const root = writeTree({
  'content/en/index.md': '---\npageType: home\nhero:\n  name: Home\n---\n',
  'content/zh/index.md': '---\npageType: home\nhero:\n  name: 首页\n---\n',
  'content/en/_meta.json': '[{ "type": "dir", "name": "guide" }]',
  'content/zh/_meta.json': '[{ "type": "dir", "name": "guide" }]',
  'content/en/guide/_meta.json': '["a"]',
  'content/zh/guide/_meta.json': '["a"]',
  'content/en/guide/a.md': page('A', 'See [home](../).'),
  'content/zh/guide/a.md': page('甲'),
});
const contentDir = join(root, 'content');
const base = resolveConfig({
  title: 'T',
  siteUrl: 'https://docs.example',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});

/** The SEO files of a build of the tree with `config`: each file's text (undefined when missing), and the build's warnings. */
async function filesOf(config: SiteConfig) {
  const site = await buildForTest(contentDir, config);
  const file = (path: string) => (existsSync(join(site.outDir, path)) ? site.file(path) : undefined);
  return { file, warnings: site.warnings };
}

describe('writeSeoFiles', () => {
  it('writes a twin per page, llms files per language, the sitemap and robots.txt', async () => {
    const { file, warnings } = await filesOf(base);
    for (const path of ['index.md', 'zh/index.md', 'zh/guide/a.md', 'llms-full.txt', 'zh/llms-full.txt'])
      expect(file(path), path).toBeTruthy();
    expect(file('guide/a.md')).toBe('# A\n\nSee [home](/).\n');
    expect(file('zh/llms.txt')).toContain('- [甲](https://docs.example/zh/guide/a.md): about 甲');
    expect(file('robots.txt')).toContain('Sitemap: https://docs.example/sitemap.xml');
    expect(file('sitemap.xml')).toContain('<loc>https://docs.example/guide/a</loc>');
    expect(warnings).toEqual([]);
  });

  it('warns once without siteUrl, where a config would set it, and writes no sitemap', async () => {
    const { file, warnings } = await filesOf({ ...base, siteUrl: undefined });
    expect(warnings).toEqual([
      {
        file: '',
        message: `${NO_SITE_URL} (set it in ${join(relative(process.cwd(), contentDir), 'site.config.ts')})`,
      },
    ]);
    expect(file('sitemap.xml')).toBeUndefined();
    expect(file('robots.txt')).not.toContain('Sitemap');
    expect(file('llms.txt')).toContain('(/guide/a.md)');
  });
});
