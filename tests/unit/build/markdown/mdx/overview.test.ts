import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../../src/build/markdown';
import { renderSourcePage } from '../../../../../src/build/render/source-page';

const mdx: MarkdownOptions = { file: 'content/en/api/index.mdx', routePath: '/api/', lang: 'en', format: 'mdx' };
const imported = (body: string) => `import { Overview } from '@rspress/core/theme';\n\n${body}`;

describe('<Overview />', () => {
  it("makes the page its section's overview and leaves nothing of itself in the page", async () => {
    const page = await renderMarkdown(imported('# API\n\nEvery module at a glance.\n\n<Overview />\n'), mdx);
    expect(page.errors).toEqual([]);
    expect(page.overview).toBe(true);
    expect(page.html).toBe('<h1 id="api">API</h1>\n<p>Every module at a glance.</p>');
  });

  it('without groups ignores its props, JSX in them included: the layout makes the overview from the sidebar', async () => {
    const page = await renderMarkdown(
      imported('# API\n\n<Overview content={<p>All of it.</p>} overviewHeaders={[2, 3]} />\n'),
      mdx,
    );
    expect(page.errors).toEqual([]);
    expect(page.overview).toBe(true);
  });

  it('leaves a page without it an ordinary page', async () => {
    expect((await renderMarkdown(imported('# API\n'), mdx)).overview).toBeUndefined();
  });

  it('sets the overview flag of the page record, as front matter `overview: true` does', async () => {
    const { page, problems } = await renderSourcePage({
      body: imported('# API\n\n<Overview />\n'),
      frontmatter: { description: 'All modules' },
      bodyLineOffset: 0,
      display: 'content/en/api/index.mdx',
      routePath: '/api/',
      lang: 'en',
      pathInLang: 'api/index.mdx',
      lastUpdated: 0,
      showLineNumbers: false,
      base: '/',
    });
    expect(problems).toEqual([]);
    expect(page?.record.frontmatter).toEqual({ description: 'All modules', overview: true });
  });
});
