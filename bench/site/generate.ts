/**
 * A realistic bilingual docs site of any size, in Rspress 2 conventions, for benchmarks and scale tests:
 * `en/` and `zh/` trees with identical paths, `_nav.json` per language, a `_meta.json` in every section
 * folder and sub-folder (none at the language root, so each top-level folder gets its own sidebar), a
 * home page and a `site.config.mjs`. The same seed and size give the same bytes on every machine.
 *
 * Every page except the home page is the same at every size (see `layout.ts`); the home page lists
 * every section and the nav names the first two, so those grow with the site as they would in real docs.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { layoutSite, pagesOf, type SectionPlace, seeded } from './layout';
import { pageMarkdown, routeOf } from './page';
import { type SiteLang, sentence } from './prose';

export interface SiteOptions {
  /** Pages per language, the home page included (at least 1). */
  pages: number;
  /** Seed of every random choice (default 1). */
  seed?: number;
  /** About nine code blocks a page, mostly TypeScript, instead of about five (see `pageMarkdown`). */
  codeHeavy?: boolean;
}

const LANGS: readonly SiteLang[] = ['en', 'zh'];
const SITE_TITLE = 'Scale Docs';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Every file of the site as `[path, text]`, paths relative to the content folder, one at a time so that a
 * 20,000-page site never sits in memory whole.
 *
 * @example
 * for (const [path, text] of siteFiles({ pages: 40 })) console.log(path, text.length);
 */
function* siteFiles({ pages, seed = 1, codeHeavy = false }: SiteOptions): Generator<[string, string]> {
  if (!Number.isInteger(pages) || pages < 1) throw new Error(`bench: pages must be a whole number ≥ 1, got ${pages}`);
  const sections = layoutSite(seed, pages - 1);
  const sequence = pagesOf(sections);
  const pageAt = (index: number) => sequence[index];
  yield ['site.config.mjs', siteConfig()];
  for (const lang of LANGS) {
    const l = lang === 'en' ? 0 : 1;
    yield [`${lang}/_nav.json`, json(nav(sections, lang))];
    yield [`${lang}/index.md`, homePage(seed, sections, lang)];
    for (const section of sections) {
      yield [
        `${lang}/${section.folder}/_meta.json`,
        json([
          { type: 'file', name: 'index', label: lang === 'en' ? 'Overview' : '概览' },
          ...section.groups.map((g) => ({ type: 'dir', name: g.folder, label: g.label[l], collapsible: true })),
        ]),
      ];
      for (const group of section.groups) {
        yield [
          `${lang}/${section.folder}/${group.folder}/_meta.json`,
          json(group.pages.map((p) => p.path.split('/')[2])),
        ];
      }
    }
    for (const page of sequence) yield [`${lang}/${page.path}.md`, pageMarkdown(seed, page, lang, pageAt, codeHeavy)];
  }
}

/** The whole site in memory: path → text, in the order `siteFiles` gives. */
export function generateSite(options: SiteOptions): Map<string, string> {
  return new Map(siteFiles(options));
}

/**
 * Writes the site into `dir` (emptied first) and returns what was written.
 *
 * @example writeSite('/tmp/site', { pages: 1000 }) // { files: 2047, bytes: … }
 */
export function writeSite(dir: string, options: SiteOptions): { files: number; bytes: number } {
  rmSync(dir, { recursive: true, force: true });
  let files = 0;
  let bytes = 0;
  const made = new Set<string>();
  for (const [path, text] of siteFiles(options)) {
    const file = join(dir, path);
    const folder = dirname(file);
    if (!made.has(folder)) mkdirSync(folder, { recursive: true });
    made.add(folder);
    writeFileSync(file, text);
    files++;
    bytes += Buffer.byteLength(text);
  }
  return { files, bytes };
}

function siteConfig(): string {
  return `// A generated benchmark site: a plain config object, as a third-party docs folder would have it.
export default {
  title: '${SITE_TITLE}',
  description: 'A generated bilingual documentation site for build benchmarks',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: {
    lastUpdated: true,
    socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/esmnext/esmx' }],
  },
};
`;
}

/** The first two sections, and the home page that lists them all. */
function nav(sections: readonly SectionPlace[], lang: SiteLang) {
  const l = lang === 'en' ? 0 : 1;
  return [
    ...sections.slice(0, 2).map((s) => ({
      text: s.label[l],
      link: routeOf(`${s.folder}/index`, lang),
      activeMatch: `/${s.folder}/`,
    })),
    { text: lang === 'en' ? 'All sections' : '全部章节', link: routeOf('index', lang) },
  ];
}

function homePage(seed: number, sections: readonly SectionPlace[], lang: SiteLang): string {
  const l = lang === 'en' ? 0 : 1;
  const text = seeded(seed, `home:${lang}`);
  const q = (value: string) => JSON.stringify(value);
  const lines = [
    '---',
    'pageType: home',
    `title: ${SITE_TITLE}`,
    'hero:',
    `  name: ${SITE_TITLE}`,
    `  text: ${q(lang === 'en' ? 'Docs at any size' : '任意规模的文档')}`,
    `  tagline: ${q(sentence(lang, text))}`,
    '  actions:',
    '    - theme: brand',
    `      text: ${q(lang === 'en' ? 'Get Started' : '快速开始')}`,
    `      link: ${routeOf(`${sections[0]?.folder ?? ''}/index`, lang).replace('//', '/')}`,
    'features:',
    ...sections
      .slice(0, 6)
      .flatMap((s) => [
        `  - title: ${q(s.label[l])}`,
        `    details: ${q(sentence(lang, text))}`,
        `    link: ${routeOf(`${s.folder}/index`, lang)}`,
        '    span: 4',
      ]),
    '---',
    '',
    `## ${lang === 'en' ? 'All sections' : '全部章节'}`,
    '',
    ...sections.map((s) => `- [${s.label[l]}](${routeOf(`${s.folder}/index`, lang)})`),
    '',
  ];
  if (!sections.length) lines.splice(lines.indexOf('features:'), 1);
  return lines.join('\n');
}
