/**
 * Walks tests/fixtures/markdown-twin/<case>/: renders input.md (or input.mdx) the way the build renders a
 * page and compares its Markdown twin with expected.md. options.json gives the page's `routePath`, `lang`
 * and, optionally, the site's `base`.
 *
 * After an intended change, regenerate and review the diff instead of hand-typing Markdown:
 *   UPDATE_FIXTURES=1 npx vitest run tests/unit/build/seo/markdown-twin.test.ts && git diff tests/fixtures
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../../src/build/frontmatter';
import { renderSourcePage } from '../../../../src/build/render/source-page';
import { markdownTwinLead } from '../../../../src/build/seo/markdown-twin';
import type { FrontMatter, Lang } from '../../../../src/shared/types';

const root = fileURLToPath(new URL('../../../fixtures/markdown-twin/', import.meta.url));
const update = process.env.UPDATE_FIXTURES === '1';
const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

interface Page {
  routePath: string;
  lang: Lang;
  base?: string;
  /** The page file, which relative images are found from. */
  file?: string;
  mdx?: boolean;
}

/** The render of a whole source file, front matter included, as the build renders it. */
async function render(source: string, page: Page) {
  const parsed = parseSource(source).parsed;
  if (!parsed) throw new Error('the test source has broken front matter');
  const pathInLang = `${page.routePath.replace(/^\/(zh\/)?/, '').replace(/\/$/, '/index') || 'index'}.md${page.mdx ? 'x' : ''}`;
  return renderSourcePage({
    ...parsed,
    display: `content/${page.lang}/${pathInLang}`,
    file: page.file,
    routePath: page.routePath,
    lang: page.lang,
    pathInLang,
    lastUpdated: 0,
    showLineNumbers: false,
    base: page.base,
  });
}

async function twinOf(source: string, page: Page): Promise<string> {
  const { page: rendered, problems } = await render(source, page);
  if (!rendered) throw new Error(problems.map((p) => `${p.line}: ${p.message}`).join('\n'));
  return rendered.markdown;
}

describe('markdown twin fixtures', () => {
  it('has a .md and an .mdx case', () => {
    expect(cases).toContain('md-page');
    expect(cases).toContain('mdx-components');
  });

  it.each(cases)('turns %s/input into its expected.md', async (name) => {
    const mdx = existsSync(join(root, name, 'input.mdx'));
    const file = join(root, name, mdx ? 'input.mdx' : 'input.md');
    const options = JSON.parse(readFileSync(join(root, name, 'options.json'), 'utf8')) as Page;
    const twin = await twinOf(readFileSync(file, 'utf8'), { ...options, file, mdx });
    const expectedFile = join(root, name, 'expected.md');
    if (update) writeFileSync(expectedFile, twin);
    expect(twin).toBe(readFileSync(expectedFile, 'utf8'));
  });
});

describe('the Markdown twin of a page', () => {
  it('drops the front matter', async () => {
    expect(await twinOf('---\ndescription: x\n---\n\n# A\n', { routePath: '/a', lang: 'en' })).toBe('# A\n');
  });

  it('puts the base path in front of the links of a site served under one', async () => {
    const twin = await twinOf('# A\n\n[B](./b.md)', { routePath: '/guide/a', lang: 'en', base: '/docs/' });
    expect(twin).toBe('# A\n\n[B](/docs/guide/b)\n');
  });

  it('writes the front matter title of a custom page without an h1 as its heading', async () => {
    const twin = await twinOf('---\ntitle: Play\npageType: custom\n---\n\nText.', { routePath: '/play', lang: 'en' });
    expect(twin).toBe('# Play\n\nText.\n');
  });

  it('keeps the h1 of a page whose front matter has a title too', async () => {
    const twin = await twinOf('---\ntitle: Short\n---\n\n# The long title\n', { routePath: '/a', lang: 'en' });
    expect(twin).toBe('# The long title\n');
  });

  it('is not made for a page that cannot be rendered', async () => {
    const { page, problems } = await render('# A\n\n<Unknown />\n', { routePath: '/a', lang: 'en', mdx: true });
    expect(page).toBeUndefined();
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^unknown component <Unknown> \(known: PackageManagerTabs, .*\)$/),
    ]);
  });
});

describe('markdownTwinLead', () => {
  it('gives a doc page its front matter title', () => {
    expect(markdownTwinLead({ title: 'API Overview' })).toEqual({ title: 'API Overview' });
  });

  it('gives nothing to a page without a front matter title', () => {
    expect(markdownTwinLead({})).toEqual({});
  });

  it('gives a home page its hero and features, not its title', () => {
    const lead = markdownTwinLead({ pageType: 'home', title: 'Home', hero: { name: 'Esmx' } });
    expect(lead).toEqual({ blocks: [{ type: 'heading', depth: 1, children: [{ type: 'text', value: 'Esmx' }] }] });
  });

  it("links a hero action written without a link to the site's root, as the page does", () => {
    const hero = { name: 'X', actions: [{ text: 'Soon' }] } as unknown as FrontMatter['hero'];
    expect(JSON.stringify(markdownTwinLead({ pageType: 'home', hero }))).toContain('{"type":"link","url":"/"');
  });

  it("gives the words of a hero's HTML, its lines joined", () => {
    const hero = { name: '<b>Esmx</b>', text: 'Native <em>ES</em>\nmodules', tagline: 'First line.<br/>— Second line' };
    expect(markdownTwinLead({ pageType: 'home', hero })).toEqual({
      blocks: [
        { type: 'heading', depth: 1, children: [{ type: 'text', value: 'Esmx' }] },
        { type: 'paragraph', children: [{ type: 'text', value: 'Native ES modules' }] },
        { type: 'paragraph', children: [{ type: 'text', value: 'First line. — Second line' }] },
      ],
    });
  });

  it("gives the words of a feature card's details written as HTML", () => {
    const features = [{ title: 'Fast', details: 'First line <br/> second with <strong>bold</strong>' }];
    expect(markdownTwinLead({ pageType: 'home', features })).toEqual({
      blocks: [
        {
          type: 'list',
          spread: false,
          children: [
            {
              type: 'listItem',
              spread: false,
              children: [
                {
                  type: 'paragraph',
                  children: [
                    { type: 'strong', children: [{ type: 'text', value: 'Fast' }] },
                    { type: 'text', value: ': ' },
                    { type: 'text', value: 'First line second with bold' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
  });
});
