import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../../src/build/markdown';
import type { FrontMatter } from '../../../../../src/shared/types';

const frontmatter: FrontMatter = {
  pageType: 'custom',
  hero: {
    name: 'Demo',
    tagline: 'Fast <b>and</b> small',
    actions: [{ theme: 'brand', text: 'Start', link: '/guide' }],
    image: { src: '/logo.svg', alt: 'Logo' },
  },
  features: [
    { icon: '🚀', title: 'Fast', details: 'Quick', link: '/guide/fast' },
    { icon: '/icons/box.svg', title: 'Boxed', span: 6 },
  ],
};

/** A custom landing page drawing Rspress's home parts from its front matter, under `base`. */
const render = (body: string) =>
  renderMarkdown(
    `import { HomeBackground, HomeHero, HomeFeature, HomeFooter } from '@rspress/core/theme';\n\n${body}`,
    {
      file: 'content/en/index.mdx',
      routePath: '/',
      lang: 'en',
      format: 'mdx',
      base: '/docs/',
      frontmatter,
    },
  );

describe("Rspress's home page parts in a page", () => {
  it('draw the hero and the feature cards from its front matter, as the home page draws them', async () => {
    const page = await render('<HomeBackground />\n\n<HomeHero />\n\n<HomeFeature />\n\n## Below\n\nMore.');
    expect(page.errors).toEqual([]);
    expect(page.html).toContain(
      '<section class="hero"><div class="hero-copy"><h1 class="hero-name" id="demo">Demo</h1><p class="hero-tagline">Fast <b>and</b> small</p><div class="hero-actions"><a class="button brand" href="/docs/guide">Start</a></div></div><img class="hero-image" src="/docs/logo.svg" alt="Logo" width="375" height="375"',
    );
    expect(page.html).toContain(
      '<div class="features"><a class="feature span-4 feature-link" href="/docs/guide/fast"><span class="feature-icon" aria-hidden="true">🚀</span><p class="feature-title">Fast</p><p class="feature-details">Quick</p></a><div class="feature span-6"><span class="feature-icon" aria-hidden="true"><img src="/docs/icons/box.svg" alt=""',
    );
    expect(page.html).toMatch(/^<div class="home-background" aria-hidden="true" style="position:absolute;/);
    // The feature titles are not the page's headings: its outline is its own.
    expect(page.toc.map((entry) => entry.text)).toEqual(['Below']);
  });

  it('say that HomeFooter shows nothing, and build the page', async () => {
    const page = await render('<HomeFooter />\n\nAfter.');
    expect(page.errors).toEqual([]);
    expect(page.warnings).toEqual([
      {
        line: 3,
        message:
          '<HomeFooter> shows nothing: the footer message ("themeConfig.footer") is drawn under the home page by esmx-docs\'s own layout',
      },
    ]);
    expect(page.html).toBe('<p>After.</p>');
  });
});
