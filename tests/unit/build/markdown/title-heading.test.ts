import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../src/build/markdown';
import { renderedPage } from '../../../support/rendered-page';
import { tempFolder } from '../../../support/temp-folder';

const md: MarkdownOptions = { file: 'en/a.md', routePath: '/a', lang: 'en' };
const mdx: MarkdownOptions = { ...md, file: 'en/a.mdx', format: 'mdx' };

describe("a page's title from its own Markdown", () => {
  it('comes from a top-level # heading, or one underlined with ===', async () => {
    expect((await renderMarkdown('# Hashed\n\nText', md)).title).toBe('Hashed');
    expect((await renderMarkdown('Underlined\n==========\n\nText', md)).title).toBe('Underlined');
  });

  it('never comes from an h1 that JSX or HTML writes; a JSX one stays in the search text as a heading', async () => {
    const jsx = await renderMarkdown('<h1>Written in JSX</h1>\n\nText', mdx);
    expect(jsx).not.toHaveProperty('title');
    expect(jsx.text).toBe('Written in JSX\nText');
    expect(await renderMarkdown('<h1>Written in HTML</h1>\n\nText', md)).not.toHaveProperty('title');
  });

  it('never comes from a # heading inside a container, as Rspress reads only the top of the page', async () => {
    const page = await renderMarkdown(':::tip\n# Inside\n:::\n\n# Outside', md);
    expect(page.title).toBe('Outside');
    expect(page.html).toContain('<h1 id="inside">Inside</h1>');
  });
});

describe("a page whose only h1 is one a component renders (Rspress's <Hero />)", () => {
  it('is named after its file, not by the h1, though the h1 shows', async () => {
    const root = tempFolder('esmx-title-');
    cpSync(join(process.cwd(), 'tests/fixtures/mdx-site'), root, { recursive: true });
    writeFileSync(join(root, 'components/Hero.tsx'), 'export const Hero = () => <h1>Rendered by a component</h1>;\n');
    writeFileSync(join(root, 'en/guide/hero.mdx'), "import { Hero } from '@components/Hero';\n\n<Hero />\n\nText.\n");
    const page = await renderedPage(root, 'en/guide/hero.mdx');
    expect(page.record.title).toBe('hero');
    expect(page.html).toContain('<h1>Rendered by a component</h1>');
    expect(page.text).toContain('Rendered by a component');
  });
});
