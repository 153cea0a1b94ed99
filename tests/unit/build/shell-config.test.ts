import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/build/config/resolve';
import { shellConfig } from '../../../src/build/shell-config';
import type { SiteHeadTag } from '../../../src/shared/types';

describe('shellConfig', () => {
  const config = resolveConfig({
    title: 'Docs',
    globalStyles: '/home/me/site/custom.css',
    alias: { '@components': '/home/me/site/components' },
    define: { API_URL: '"https://api.example"' },
    markdown: { showLineNumbers: true },
    ssg: { experimentalExcludeRoutePaths: [/\/widget$/] },
    head: [['meta', { name: 'author', content: 'Me' }], (): SiteHeadTag => ['meta', { name: 'x', content: 'y' }]],
    themeConfig: {
      footer: { message: 'By <a href="https://me.dev">me</a>' },
      nav: [{ text: 'Guide', link: '/guide/' }],
    },
  });

  it('leaves out what only the build reads, and the nav the site data has already', () => {
    const shell = shellConfig(config);
    expect(JSON.stringify(shell)).not.toContain('/home/me');
    for (const key of ['globalStyles', 'alias', 'define', 'markdown', 'ssg', 'homeBody', 'llms'])
      expect(shell).not.toHaveProperty(key);
    expect(shell.themeConfig).not.toHaveProperty('nav');
    expect(shell.title).toBe('Docs');
  });

  it("gives the head's written tags and the footer's message in the pieces the shell draws", () => {
    const shell = shellConfig(config);
    expect(shell.head).toEqual([['meta', { name: 'author', content: 'Me' }]]);
    expect(shell.themeConfig.footer?.parts).toEqual(['By ', { tag: 'a', href: 'https://me.dev', children: ['me'] }]);
  });

  it("gives a social link's SVG written as its icon's name as { svg }, the one form the shell draws", () => {
    const svg = '<svg viewBox="0 0 8 8"/>';
    const links = [
      { icon: svg, mode: 'link' as const, content: 'https://t.me/x' },
      { icon: 'github', mode: 'link' as const, content: 'https://github.com/x' },
    ];
    const shell = shellConfig(resolveConfig({ title: 'Docs', themeConfig: { socialLinks: links } }));
    expect(shell.themeConfig.socialLinks.map((link) => link.icon)).toEqual([{ svg }, 'github']);
  });
});
