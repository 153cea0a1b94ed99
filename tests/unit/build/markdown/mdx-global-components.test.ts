import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/build/markdown';
import { renderedPage } from '../../../support/rendered-page';
import { tempFolder } from '../../../support/temp-folder';

// tests/fixtures/mdx-site, with two global components in a folder beside the pages: Hello, and an Image of
// the site's own that shares its name with Rspress's built-in; and the public/a.png they show.
const fixture = join(process.cwd(), 'tests/fixtures/mdx-site');

function site(): string {
  const root = tempFolder('esmx-globals-');
  cpSync(fixture, root, { recursive: true });
  mkdirSync(join(root, 'globals'));
  mkdirSync(join(root, 'public'));
  writeFileSync(join(root, 'public/a.png'), 'PNG');
  writeFileSync(
    join(root, 'globals/Hello.tsx'),
    'export default function Hello({ to = "you" }: { to?: string }) {\n  return <strong className="hello">Hello, {to}</strong>;\n}\n',
  );
  writeFileSync(
    join(root, 'globals/Image.tsx'),
    'export default function Image({ src }: { src: string }) {\n  return <img src={src} className="site-image" />;\n}\n',
  );
  writeFileSync(
    join(root, 'site.config.ts'),
    `export default {
  title: 'MDX',
  lang: 'en',
  locales: [{ lang: 'en', label: 'English' }],
  markdown: { globalComponents: ['./globals/Hello.tsx', './globals/Image'] },
};
`,
  );
  return root;
}

function page(root: string, body: string) {
  writeFileSync(join(root, 'en/guide/globals.mdx'), `# Globals\n\n${body}\n`);
  return renderedPage(root, 'en/guide/globals.mdx');
}

describe("the config's markdown.globalComponents in a page", () => {
  it('render without an import, as islands of their files, which the page then depends on', async () => {
    const root = site();
    const { html, dependencies } = await page(root, '<Hello to="docs" />');
    expect(html).toMatch(
      /<div data-island="\/static\/islands\/Hello\.\w{8}\.js" data-export="default" data-props="{&#x22;to&#x22;:&#x22;docs&#x22;}" [^>]*><strong class="hello">Hello, <!-- -->docs<\/strong><\/div>/,
    );
    expect(dependencies).toContain(join(root, 'globals/Hello.tsx'));
  });

  it('take the place of a built-in component of their name', async () => {
    const { html } = await page(site(), '<Image src="/a.png" />');
    expect(html).toMatch(
      /data-island="\/static\/islands\/Image\.\w{8}\.js"[^>]*>(<link [^>]*>)?<img src="\/a.png" class="site-image">/,
    );
    expect(html).not.toContain('loading="lazy"');
  });

  it("give way to the page's own import of their name, from the site's modules or from Rspress's theme", async () => {
    const root = site();
    const { html } = await page(
      root,
      'import Hello from \'./_components/counter\';\nimport { Image } from \'@theme\';\n\n<Hello start={1} label="Own" />\n\n<Image src="/a.png" />',
    );
    expect(html).toContain('Own<!-- -->: clicked <!-- -->1<!-- --> times');
    expect(html).not.toContain('class="hello"');
    expect(html).toContain('<img src="/a.png" loading="lazy">');
  });

  it('are named among the known components when a page names one that is not', async () => {
    await expect(page(site(), '<Hallo />')).rejects.toThrow(/unknown component <Hallo> \(known: Hello, Image, /);
  });

  it('are an error of the page when one has gone since the config was read, rather than left to a built-in', async () => {
    const root = site();
    const rendered = await renderMarkdown('<Image src="/a.png" />', {
      file: 'en/a.mdx',
      routePath: '/a',
      lang: 'en',
      format: 'mdx',
      imports: {
        pageFile: join(root, 'en/a.mdx'),
        context: { contentDir: root, globalComponents: ['./globals/Gone'] },
      },
    });
    expect(rendered.errors).toEqual([
      {
        line: 1,
        message: '"markdown.globalComponents": "./globals/Gone" is neither a file nor a folder with an index file',
      },
    ]);
  });
});

describe("a custom theme's components in a page", () => {
  function themed(): string {
    const root = site();
    mkdirSync(join(root, 'theme'));
    writeFileSync(
      join(root, 'theme/index.tsx'),
      "import { Layout as BasicLayout } from '@rspress/core/theme-original';\nimport { Note, Tabs } from './Note';\nexport const Layout = () => <BasicLayout components={{ Note, Tabs }} />;\n",
    );
    writeFileSync(
      join(root, 'theme/Note.tsx'),
      'export function Note({ text }: { text: string }) {\n  return <aside className="note">{text}</aside>;\n}\nexport const Tabs = () => <p>theirs</p>;\n',
    );
    return root;
  }

  it("render without an import, as its Layout's components or getCustomMDXComponent give them in Rspress", async () => {
    const { html } = await page(themed(), '<Note text="From the theme" />');
    expect(html).toMatch(/data-export="Note"[^>]*><aside class="note">From the theme<\/aside>/);
  });

  it("never take a built-in component's name, and yield to the page's own import", async () => {
    const root = themed();
    writeFileSync(join(root, 'en/guide/_Note.tsx'), 'export const Note = () => <em>mine</em>;\n');
    const { html } = await page(
      root,
      'import { Note } from \'./_Note\';\n\n<Note />\n\n<Tabs><Tab label="One">First</Tab></Tabs>',
    );
    expect(html).toContain('<em>mine</em>');
    expect(html).not.toContain('theirs');
    expect(html).toContain('First');
  });
});
