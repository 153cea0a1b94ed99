import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../../src/build/config/resolve';
import { type LlmsInput, llmsFullTxt, llmsTxt } from '../../../../src/build/seo/llms';

const config = resolveConfig({ title: 'Esmx', description: 'ESM framework', siteUrl: 'https://esmx.dev' });
const page = (routePath: string, title: string, description?: string) => ({ routePath, title, description });
const input: LlmsInput = {
  config,
  lang: 'en',
  nav: [
    { text: 'Guide', link: '/guide/start/introduction' },
    { text: 'API', link: '/api/core/esmx' },
  ],
  sidebar: {
    '/guide': [
      {
        text: 'Getting Started',
        items: [
          { text: 'Introduction', link: '/guide/start/introduction' },
          { text: 'Glossary', link: '/guide/start/glossary' },
        ],
      },
    ],
    '/api': [
      { text: 'API Overview', link: '/api/' },
      { text: 'core', items: [{ text: 'Esmx', link: '/api/core/esmx' }] },
    ],
  },
  pages: [
    page('/', 'Esmx', 'Home'),
    page('/api/', 'API Overview', 'Index of the API'),
    page('/api/core/esmx', 'Esmx class'),
    page('/guide/start/glossary', 'Glossary', 'Terms'),
    page('/guide/start/introduction', 'Introduction', 'What it is'),
  ],
};

describe('llmsTxt', () => {
  it('gives the title, the description and a section per sidebar group, linking Markdown twins', () => {
    expect(llmsTxt(input)).toBe(
      [
        '# Esmx',
        '',
        '> ESM framework',
        '',
        '## Getting Started',
        '',
        '- [Introduction](https://esmx.dev/guide/start/introduction.md): What it is',
        '- [Glossary](https://esmx.dev/guide/start/glossary.md): Terms',
        '',
        '## API',
        '',
        '- [API Overview](https://esmx.dev/api/index.md): Index of the API',
        '',
        '## core',
        '',
        '- [Esmx class](https://esmx.dev/api/core/esmx.md)',
        '',
        '## Other pages',
        '',
        '- [Esmx](https://esmx.dev/index.md): Home',
        '',
      ].join('\n'),
    );
  });

  it('lists every page exactly once', () => {
    const text = llmsTxt(input);
    for (const { routePath } of input.pages) {
      const twin = routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
      expect(text.split(`(https://esmx.dev${twin})`)).toHaveLength(2);
    }
  });

  it('links site paths without siteUrl, and names the leftover section in Chinese on Chinese pages', () => {
    const text = llmsTxt({ ...input, lang: 'zh', config: { ...config, siteUrl: undefined } });
    expect(text).toContain('- [Introduction](/guide/start/introduction.md): What it is');
    expect(text).toContain('## 其他页面');
  });

  it('names the leftover section in English for a language it has no words for, as the UI falls back', () => {
    expect(llmsTxt({ ...input, lang: 'en-US' })).toContain(
      '## Other pages\n\n- [Esmx](https://esmx.dev/index.md): Home',
    );
    expect(llmsTxt({ ...input, lang: 'ja' })).not.toContain('undefined');
  });

  it("names a sidebar's section by the nav item active on its pages (activeMatch), and gives sections of one title as one", () => {
    const text = llmsTxt({
      ...input,
      nav: [
        { text: 'Guide', link: '/guide/start/introduction', activeMatch: '^/api/$' },
        { text: 'Deliver', items: [{ text: 'Ship', link: '/ship/', activeMatch: '^/(api/core|guide/start)/' }] },
      ],
      sidebar: {
        '/overview': [{ text: 'API Overview', link: '/api/' }],
        '/ship': [{ text: 'Esmx class', link: '/api/core/esmx' }],
        '/migrate': [{ text: 'Glossary', link: '/guide/start/glossary' }],
      },
    });
    expect(text.match(/^## .*/gm)).toEqual(['## Guide', '## Ship', '## Other pages']);
    expect(text).toContain('## Ship\n\n- [Esmx class](https://esmx.dev/api/core/esmx.md)\n- [Glossary]');
  });

  it("titles the pages of one sidebar of the whole language (a root _meta.json) with the site's title, not its path", () => {
    const sidebar = { '/': [{ text: 'Introduction', link: '/guide/start/introduction' }] };
    expect(llmsTxt({ ...input, nav: [], sidebar })).toContain(
      '## Esmx\n\n- [Introduction](https://esmx.dev/guide/start/introduction.md): What it is',
    );
  });

  it("finds a folder's index page in its group when the sidebar writes its link as /index or .html", () => {
    const sidebar = {
      '/api': [
        {
          text: 'Reference',
          items: [
            { text: 'API Overview', link: '/api/index' },
            { text: 'Esmx', link: '/api/core/esmx.html' },
          ],
        },
      ],
    };
    const text = llmsTxt({ ...input, sidebar });
    expect(text).toContain(
      '## Reference\n\n- [API Overview](https://esmx.dev/api/index.md): Index of the API\n- [Esmx class](https://esmx.dev/api/core/esmx.md)',
    );
  });
});

/** Each page's twin as llms-full.txt reads it from its file. */
const twinOf = (routePath: string) => {
  const title = input.pages.find((p) => p.routePath === routePath)?.title;
  return `# ${title}\n\nBody of ${title}.\n`;
};

describe('llmsFullTxt', () => {
  it('holds every page’s Markdown in sidebar order, leftovers last', () => {
    const text = [...llmsFullTxt(input, twinOf)].join('');
    const order = ['Introduction', 'Glossary', 'API Overview', 'Esmx class', 'Esmx'].map((title) =>
      text.indexOf(`# ${title}\n\nBody of ${title}.`),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text.startsWith('# Esmx\n\n> ESM framework\n\n---\n\n# Introduction')).toBe(true);
  });

  it('reads each twin once, one at a time, and joins them as one text would be joined', () => {
    const read: string[] = [];
    const parts = llmsFullTxt(input, (route) => {
      read.push(route);
      return twinOf(route);
    });
    expect(parts.next().value).toBe('# Esmx\n\n> ESM framework');
    expect(read).toEqual([]);
    expect(parts.next().value).toBe('\n\n---\n\n# Introduction\n\nBody of Introduction.');
    expect(read).toEqual(['/guide/start/introduction']);
    const rest = [...parts];
    expect(rest.at(-1)).toBe('\n');
    expect(read).toEqual(['/guide/start/introduction', '/guide/start/glossary', '/api/', '/api/core/esmx', '/']);
  });
});
