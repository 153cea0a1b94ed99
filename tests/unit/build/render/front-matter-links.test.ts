import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontMatterLinks } from '../../../../src/build/render/front-matter-links';
import type { PageSource } from '../../../../src/build/render/protocol';
import type { FrontMatter } from '../../../../src/shared/types';
import { writeTree } from '../tree';

const text = [
  '---',
  'pageType: home',
  'hero:',
  '  name: X',
  '  actions:',
  '    - {text: A, link: ./guide/}',
  '    - {text: B, link: https://example.com}',
  'features:',
  '  - {title: C, link: ./guide/}',
  '  - {title: D}',
  '---',
  '',
].join('\n');

const frontmatter: FrontMatter = {
  pageType: 'home',
  hero: {
    name: 'X',
    actions: [
      { theme: 'brand', text: 'A', link: './guide/' },
      { theme: 'alt', text: 'B', link: 'https://example.com' },
    ],
  },
  features: [{ title: 'C', link: './guide/' }, { title: 'D' }],
};

/** The zh home page's source, its file at `file`. */
const zhHome = (file: string): PageSource => ({
  body: '',
  frontmatter,
  bodyLineOffset: 11,
  display: file,
  file,
  routePath: '/zh/',
  lang: 'zh',
  langs: ['en', 'zh'],
  pathInLang: 'index.md',
  lastUpdated: 0,
  showLineNumbers: false,
});

describe('frontMatterLinks', () => {
  it("resolves internal links against the page's route and finds each at its own line, external ones left alone", () => {
    const file = join(writeTree({ 'zh/index.md': text }), 'zh/index.md');
    const { frontmatter: shown, links } = frontMatterLinks(frontmatter, zhHome(file));
    expect(shown.hero?.actions?.map((a) => a.link)).toEqual(['/zh/guide/', 'https://example.com']);
    expect(shown.features?.map((f) => f.link)).toEqual(['/zh/guide/', undefined]);
    expect(links).toEqual([
      { url: '/zh/guide/', file, line: 6, layout: true },
      { url: '/zh/guide/', file, line: 9, layout: true },
    ]);
  });

  it('keeps a site path as written, but for its file extension, adding or taking no language prefix', () => {
    const paths: FrontMatter = {
      pageType: 'home',
      hero: {
        name: 'X',
        actions: [
          { theme: 'brand', text: 'EN', link: '/' },
          { theme: 'alt', text: 'Guide', link: '/en/guide/a.md' },
        ],
      },
      features: [{ title: 'Z', link: '/zh/guide/' }],
    };
    const { frontmatter: shown, links } = frontMatterLinks(paths, zhHome('/no/such/file.md'));
    expect(shown.hero?.actions?.map((a) => a.link)).toEqual(['/', '/en/guide/a']);
    expect(shown.features?.map((f) => f.link)).toEqual(['/zh/guide/']);
    expect(links.map((l) => l.url)).toEqual(['/', '/en/guide/a', '/zh/guide/']);
  });

  it("reads a site path from the page's language, for a site written for Rspress 1 (markdown.linksFromRoot)", () => {
    const paths: FrontMatter = {
      pageType: 'home',
      hero: { name: 'X', actions: [{ theme: 'brand', text: 'Start', link: '/guide/a' }] },
      features: [{ title: 'Z', link: '/zh/guide/' }],
    };
    const { frontmatter: shown } = frontMatterLinks(paths, { ...zhHome('/no/such/file.md'), linksFromRoot: true });
    expect(shown.hero?.actions?.map((a) => a.link)).toEqual(['/zh/guide/a']);
    expect(shown.features?.map((f) => f.link)).toEqual(['/zh/guide/']);
  });

  it("leads an action without a link to the site's root, as Rspress's hero button does, checking no link for it", () => {
    const unlinked = {
      pageType: 'home',
      hero: { name: 'X', actions: [{ theme: 'alt', text: 'View on GitHub' }] },
    } as unknown as FrontMatter;
    const { frontmatter: shown, links } = frontMatterLinks(unlinked, zhHome('/no/such/file.md'));
    expect(shown.hero?.actions).toEqual([{ theme: 'alt', text: 'View on GitHub', link: '/' }]);
    expect(links).toEqual([]);
  });

  it('checks the links at line 1 when the file cannot be read again', () => {
    const { links } = frontMatterLinks(frontmatter, zhHome('/no/such/file.md'));
    expect(links.map((l) => l.line)).toEqual([1, 1]);
  });

  it('gives the front matter back as it is when it has no internal link, or lists of the wrong shape', () => {
    const plain: FrontMatter = { pageType: 'home', hero: { name: 'X' } };
    expect(frontMatterLinks(plain, zhHome('/no/such/file.md'))).toEqual({ frontmatter: plain, links: [] });
    // The front matter check reports these; the page still renders, and must not crash on them.
    const odd = {
      pageType: 'home',
      hero: { name: 'X', actions: 7 },
      features: { link: './guide/' },
    } as unknown as FrontMatter;
    expect(frontMatterLinks(odd, zhHome('/no/such/file.md'))).toEqual({ frontmatter: odd, links: [] });
  });
});
