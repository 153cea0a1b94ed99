import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/build/config/resolve';
import { NO_SITE_URL, writeSeoFiles } from '../../../../src/build/seo/seo-files';
import { loadSite } from '../../../../src/build/site';
import type { SiteConfig } from '../../../../src/shared/types';
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

async function filesOf(config: SiteConfig) {
  const site = await loadSite({ contentDir, config, cwd: root });
  const files = new Map<string, string>();
  const warnings = await writeSeoFiles(site, (path, text) => files.set(path, text), 'docs/site.config.ts');
  return { files, warnings };
}

describe('writeSeoFiles', () => {
  it('writes a twin per page, llms files per language, the sitemap and robots.txt', async () => {
    const { files, warnings } = await filesOf(base);
    expect([...files.keys()].sort()).toEqual(
      [
        'guide/a.md',
        'index.md',
        'llms-full.txt',
        'llms.txt',
        'robots.txt',
        'sitemap.xml',
        'zh/guide/a.md',
        'zh/index.md',
        'zh/llms-full.txt',
        'zh/llms.txt',
      ].sort(),
    );
    expect(files.get('guide/a.md')).toBe('# A\n\nSee [home](/).\n');
    expect(files.get('zh/llms.txt')).toContain('- [甲](https://docs.example/zh/guide/a.md): about 甲');
    expect(files.get('robots.txt')).toContain('Sitemap: https://docs.example/sitemap.xml');
    expect(warnings).toEqual([]);
  });

  it('warns once without siteUrl and writes no sitemap', async () => {
    const { files, warnings } = await filesOf({ ...base, siteUrl: undefined });
    expect(warnings).toEqual([{ file: 'docs/site.config.ts', message: NO_SITE_URL }]);
    expect(files.has('sitemap.xml')).toBe(false);
    expect(files.get('robots.txt')).not.toContain('Sitemap');
    expect(files.get('llms.txt')).toContain('(/guide/a.md)');
  });
});
