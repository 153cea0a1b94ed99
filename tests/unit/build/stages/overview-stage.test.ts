import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundles } from '../../../../bin/bundle-cache.mjs';
import { buildSite } from '../../../../src/build/build';
import { resolveConfig } from '../../../../src/build/config/resolve';
import type { PageData } from '../../../../src/shared/types';
import { distFiles } from '../dist-files';
import { writeTree } from '../tree';

const A = '# Page A\n\n## First head\n\ntext\n\n### Deeper\n\n## Second head\n\ntext\n';
const B = '# Page B\n\n## Bee head\n';

/** A guide section whose index is its overview page, beside another section, with its own cache folder. */
function site(overview: string, options: { base?: string; overviewHeaders?: number[]; mdx?: boolean } = {}) {
  const root = writeTree({
    // A nav of its own: each top-level folder then has its own sidebar (see sidebar.ts).
    'content/en/_nav.json': '[{ "text": "Guide", "link": "/guide/" }]',
    'content/en/index.md': '# Home\n\n[Guide](/guide/)\n',
    [`content/en/guide/index.${options.mdx ? 'mdx' : 'md'}`]: overview,
    'content/en/guide/a.md': A,
    'content/en/guide/b.md': B,
    'content/en/api/c.md': '# Page C\n\n## Sea head\n',
  });
  const config = resolveConfig({
    title: 'Overview',
    locales: [{ lang: 'en', label: 'English' }],
    ...(options.base ? { base: options.base } : {}),
    ...(options.overviewHeaders ? { themeConfig: { overviewHeaders: options.overviewHeaders } } : {}),
  });
  const content = join(root, 'content');
  const build = (out = 'dist') =>
    buildSite({ contentDir: content, outDir: join(root, out), config, cacheDir: join(root, 'cache') });
  const read = (path: string, out = 'dist') => readFileSync(join(root, out, path), 'utf8');
  const chunk = (route: string): PageData => {
    const dir = join(root, 'dist/static/chunks');
    const file = readdirSync(dir).find((name) => name.startsWith(`${route}.`));
    return JSON.parse(readFileSync(join(dir, file ?? 'missing'), 'utf8'));
  };
  return { content, build, read, chunk, dist: (out = 'dist') => distFiles(join(root, out)) };
}

/** The overview's cards in the prerendered HTML: each title with the header links under it. */
function cards(html: string): string[][] {
  return [...html.matchAll(/<div class="overview-card">(.*?)<\/div>/g)].map(([, card]) =>
    [...card.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map(([, href, text]) => `${text} ${href}`),
  );
}

describe('the overview stage', () => {
  beforeAll(() => ensureBundles(), 600_000);

  it("prerenders each listed page's h2s under its card, into the page data the client hydrates with", async () => {
    const s = site('---\noverview: true\n---\n# Guide\n\nWhat the guide holds.\n');
    await s.build();
    expect(cards(s.read('guide/index.html'))).toEqual([
      ['Page A /guide/a', 'First head /guide/a#first-head', 'Second head /guide/a#second-head'],
      ['Page B /guide/b', 'Bee head /guide/b#bee-head'],
    ]);
    expect(s.chunk('guide_index').overview).toEqual({
      '/guide/a': [
        { text: 'First head', id: 'first-head' },
        { text: 'Second head', id: 'second-head' },
      ],
      '/guide/b': [{ text: 'Bee head', id: 'bee-head' }],
    });
    // Only overview pages carry headers of other pages.
    expect(s.chunk('guide_a').overview).toBeUndefined();
  }, 60_000);

  it("writes the same index into the overview's Markdown twin after its own content, and so into llms-full.txt", async () => {
    const s = site('---\noverview: true\n---\n# Guide\n\nWhat the guide holds.\n');
    await s.build();
    // Each page outside a sidebar group is a group of its own, under its title.
    const index = [
      '## Page A',
      '',
      '- [Page A](/guide/a)',
      '  - [First head](/guide/a#first-head)',
      '  - [Second head](/guide/a#second-head)',
      '',
      '## Page B',
      '',
      '- [Page B](/guide/b)',
      '  - [Bee head](/guide/b#bee-head)',
    ].join('\n');
    expect(s.read('guide/index.md')).toBe(`# Guide\n\nWhat the guide holds.\n\n${index}\n`);
    expect(s.read('llms-full.txt')).toContain(`What the guide holds.\n\n${index}\n`);
  }, 60_000);

  it('lists what <Overview /> in an .mdx page asks for, at the levels the config and the page name', async () => {
    const s = site('---\noverviewHeaders: [2, 3]\n---\n# Guide\n\n<Overview />\n', { overviewHeaders: [3], mdx: true });
    await s.build();
    expect(cards(s.read('guide/index.html'))[0]).toEqual([
      'Page A /guide/a',
      'First head /guide/a#first-head',
      'Deeper /guide/a#deeper',
      'Second head /guide/a#second-head',
    ]);
    expect(s.read('guide/index.md')).toContain('  - [Deeper](/guide/a#deeper)\n');
  }, 60_000);

  it("puts the site's base in front of the twin's links", async () => {
    const s = site('---\noverview: true\n---\n# Guide\n', { base: '/docs/' });
    await s.build();
    expect(s.read('guide/index.md')).toContain('- [Page B](/docs/guide/b)\n  - [Bee head](/docs/guide/b#bee-head)\n');
  }, 60_000);

  it("shows a listed page's changed heading after the next build, and keeps the overview for other edits", async () => {
    const s = site('---\noverview: true\n---\n# Guide\n');
    await s.build();
    const before = s.read('guide/index.html');

    writeFileSync(join(s.content, 'en/guide/b.md'), `${B}\nMore text under it.\n`);
    await s.build();
    expect(s.read('guide/index.html')).toBe(before);

    writeFileSync(join(s.content, 'en/guide/b.md'), B.replace('Bee head', 'Wasp head'));
    await s.build();
    expect(cards(s.read('guide/index.html'))[1]).toEqual(['Page B /guide/b', 'Wasp head /guide/b#wasp-head']);
    expect(s.read('guide/index.md')).toContain('  - [Wasp head](/guide/b#wasp-head)\n');
    expect(s.read('guide/index.md')).not.toContain('Bee head');

    // A warm build into a folder of its own writes the same site.
    await s.build('dist-warm');
    expect(s.dist('dist-warm')).toEqual(s.dist());
  }, 120_000);
});
