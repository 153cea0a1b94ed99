import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addUsedHead } from '../../../../src/build/markdown/island-head';
import type { PageState } from '../../../../src/build/markdown/page-state';
import { renderedPage } from '../../../support/rendered-page';
import { tempFolder } from '../../../support/temp-folder';

/** The parts of a page's state `addUsedHead` writes to. */
function emptyPage(): PageState {
  return { errors: [], warnings: [] } as unknown as PageState;
}

describe('addUsedHead', () => {
  it('adds each meta and link as a tag, a bare attribute present and empty, and a repeated one once', () => {
    const page = emptyPage();
    const input = {
      meta: [{ property: 'og:title', content: 'Rspress', hidden: undefined }],
      link: [{ rel: 'preconnect', href: 'https://cdn.x.dev', crossorigin: true, defer: false }],
    };
    addUsedHead(page, [input, input], 4, '<ProductMeta>');
    expect(page.head).toEqual([
      ['meta', { property: 'og:title', content: 'Rspress' }],
      ['link', { rel: 'preconnect', href: 'https://cdn.x.dev', crossorigin: '' }],
    ]);
    expect(page.errors).toEqual([]);
    expect(page.warnings).toEqual([]);
  });

  it("refuses what front matter's head refuses, naming the component at its line", () => {
    const page = emptyPage();
    addUsedHead(
      page,
      [{ meta: [{ name: 'x', onload: 'run()' }, 'text'], link: { rel: 'icon' } }, 'title'],
      7,
      '<Meta>',
    );
    expect(page.head).toBeUndefined();
    expect(page.errors).toEqual([
      { line: 7, message: '<Meta>: useHead: attribute onload would run code: not allowed in front matter' },
      { line: 7, message: '<Meta>: useHead: each meta must be an object of attributes' },
      { line: 7, message: "<Meta>: useHead's link must be a list" },
      { line: 7, message: '<Meta>: useHead takes an object ({ meta: […], link: […] })' },
    ]);
  });

  it('warns once of the keys a page built ahead of time cannot apply', () => {
    const page = emptyPage();
    addUsedHead(page, [{ title: 'A', script: [] }, { title: 'B' }], 2, '<Meta>');
    expect(page.warnings).toEqual([
      {
        line: 2,
        message:
          "<Meta>: useHead's title, script left out (a <Head> of its own gives them to useHead): a page built ahead of time takes only meta and link from it (its title is front matter's)",
      },
    ]);
  });
});

describe("Rspress's useHead in a site's component", () => {
  it("adds the component's meta tags to the page's head when it renders at build time", async () => {
    const root = tempFolder('esmx-island-head-');
    cpSync(join(process.cwd(), 'tests/fixtures/mdx-site'), root, { recursive: true });
    writeFileSync(
      join(root, 'components/Meta.tsx'),
      `import { useHead } from '@rspress/core/runtime';
export default function Meta() {
  useHead({ meta: [{ property: 'og:title', content: 'Rspress' }] });
  return <p>meta</p>;
}
`,
    );
    writeFileSync(join(root, 'en/guide/meta.mdx'), "import Meta from '@components/Meta';\n\n# Meta\n\n<Meta />\n");
    const page = await renderedPage(root, 'en/guide/meta.mdx');
    expect(page.record.frontmatter.head).toEqual([['meta', { property: 'og:title', content: 'Rspress' }]]);
    expect(page.html).toContain('<p>meta</p>');
  });
});
