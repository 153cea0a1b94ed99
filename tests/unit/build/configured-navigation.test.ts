import { describe, expect, it } from 'vitest';
import { buildForTest, buildProblems } from '../../support/built-site';
import { page, writeTree } from './tree';

const config = `export default {
  lang: 'en',
  locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }],
  themeConfig: {
    nav: [{ text: 'Guide', link: '/guide/start', activeMatch: '/guide/' }, { text: 'More', items: [{ text: 'API', link: '/api/' }] }],
    sidebar: {
      '/guide/': [
        { text: 'Basics', collapsible: true, items: ['/guide/start', { text: 'Deeper', link: '/guide/deep' }] },
        { dividerType: 'solid' },
        'guide/deep',
      ],
    },
    locales: [{ lang: 'zh', nav: [{ text: '指南', link: '/guide/start' }] }],
  },
};
`;

const tree = {
  'site.config.mjs': config,
  'en/index.md': '---\npageType: home\n---\n',
  'zh/index.md': '---\npageType: home\n---\n',
  'en/_nav.json': JSON.stringify([{ text: 'From the file', link: '/' }]),
  'en/guide/_meta.json': JSON.stringify(['deep']),
  'en/guide/start.md': page('Start'),
  'en/guide/deep.md': page('Deep'),
  'en/api/index.md': page('API'),
  'zh/guide/start.md': page('开始'),
  'zh/guide/deep.md': page('深入'),
  'zh/api/index.md': page('接口'),
};

describe('a nav and sidebars given in the config', () => {
  it("are each language's, with its prefix, in place of _nav.json and _meta.json", async () => {
    const site = await buildForTest(writeTree(tree));
    expect(site.nav.en).toEqual([
      { text: 'Guide', link: '/guide/start', activeMatch: '/guide/' },
      { text: 'More', items: [{ text: 'API', link: '/api/' }] },
    ]);
    expect(site.nav.zh).toEqual([{ text: '指南', link: '/zh/guide/start' }]);
    expect(site.sidebar('/guide/start')).toEqual([
      {
        text: 'Basics',
        collapsible: true,
        items: [
          { text: 'Start', link: '/guide/start' },
          { text: 'Deeper', link: '/guide/deep' },
        ],
      },
      { text: '', dividerType: 'solid' },
      { text: 'Deep', link: '/guide/deep' },
    ]);
    expect(site.sidebar('/zh/guide/deep')[0].items).toEqual([
      { text: '开始', link: '/zh/guide/start' },
      { text: 'Deeper', link: '/zh/guide/deep' },
    ]);
    // The site data every page carries holds them once, as nav and sidebar chunks, not in the config again.
    expect(site.file('index.html')).not.toContain('"/guide/":[');
    // A page they leave out is to be added where they are written, unless the nav links to it (en's /api/).
    const unlisted = site.warnings.filter((w) => w.message.includes('is in no sidebar'));
    expect(unlisted).toEqual([
      {
        file: 'zh/api/index.md',
        line: 1,
        message: expect.stringMatching(
          /^page \/zh\/api\/ is in no sidebar: add it to "themeConfig\.sidebar" in (.*\/)?site\.config\.mjs$/,
        ),
      },
    ]);
  }, 120_000);

  it("give a language the keys under its prefix when one sidebar object holds every language's, as Rspress reads them", async () => {
    const shared = config.replace(
      /sidebar: \{[\s\S]*?\n {4}\},\n/,
      [
        'sidebar: {',
        "      '/': [{ text: 'Start', link: '/guide/start' }],",
        "      '/zh': [{ text: '深入', link: '/zh/guide/deep' }, '/zh/guide/start'],",
        '    },',
        '',
      ].join('\n'),
    );
    const site = await buildForTest(writeTree({ ...tree, 'site.config.mjs': shared }));
    expect(site.sidebar('/guide/deep')).toEqual([{ text: 'Start', link: '/guide/start' }]);
    expect(site.sidebar('/zh/guide/deep')).toEqual([
      { text: '深入', link: '/zh/guide/deep' },
      { text: '开始', link: '/zh/guide/start' },
    ]);
  }, 120_000);

  it('report a link to no page at the config line that writes it, else at the option', async () => {
    const broken = config.replace("'guide/deep',", "'guide/gone',").replace("link: '/api/' }", "link: '/apis/' }");
    expect(await buildProblems(writeTree({ ...tree, 'site.config.mjs': broken }))).toEqual([
      'site.config.mjs:5: nav item "API" links to /apis/, which is not a page',
      'site.config.mjs:10: sidebar item "guide/gone" links to /guide/gone, which is not a page',
      'site.config.mjs:10: sidebar item "guide/gone" links to /zh/guide/gone, which is not a page',
    ]);
    const built = broken.replace("'guide/gone',", "['guide', 'gone'].join('/'),");
    expect(await buildProblems(writeTree({ ...tree, 'site.config.mjs': built }))).toContain(
      'site.config.mjs:6: sidebar item "guide/gone" links to /guide/gone, which is not a page',
    );
  });

  it('are checked like every option: a sidebar item without a text is a config error', async () => {
    const bad = config.replace("{ dividerType: 'solid' },", "{ link: '/guide/start' },");
    await expect(buildForTest(writeTree({ ...tree, 'site.config.mjs': bad }))).rejects.toThrow(
      /site\.config\.mjs:6: "themeConfig\.sidebar" must be an object of route prefixes and item lists \("\/guide\/" is not /,
    );
  });
});
