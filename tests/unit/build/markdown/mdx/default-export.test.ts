import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../../src/build/config/load-config';
import { buildForTest } from '../../../../support/built-site';
import { writeTree } from '../../tree';

/** The build of an Rspress project of `pages` (paths in `docs/`). */
async function built(pages: Record<string, string>) {
  const files = Object.fromEntries(Object.entries(pages).map(([path, text]) => [`docs/${path}`, text]));
  const root = writeTree({ 'rspress.config.ts': "export default { title: 'Site' };\n", ...files });
  const docs = join(root, 'docs');
  return buildForTest(docs, (await loadConfig(docs, root)).config);
}

describe("an .mdx page's default export", () => {
  it('shows a page that is a component alone, as Rspress renders it', async () => {
    const site = await built({
      'index.mdx': 'export default function Home() {\n  return <p>Hello from the default export</p>;\n}\n',
    });
    expect(site.file('index.html')).toContain('<p>Hello from the default export</p>');
  });

  it("wraps the page's content as its layout, the content its children", async () => {
    const site = await built({
      'index.md': '# Home\n',
      'wrapped.mdx': [
        '# Wrapped',
        '',
        'Body words.',
        '',
        'export default function Layout({ children }) {',
        '  return <section className="wrap">{children}</section>;',
        '}',
        '',
      ].join('\n'),
    });
    expect(site.file('wrapped.html')).toMatch(/<section class="wrap">.*<p>Body words\.<\/p>.*<\/section>/s);
  });

  it("shows another page's content where it re-exports that page", async () => {
    const site = await built({
      'index.md': '# Home\n',
      'intro.mdx': '# Intro\n\nIntro text here.\n',
      'alias.mdx': "export { default } from './intro.mdx';\n",
    });
    expect(site.file('alias.html')).toContain('Intro text here.');
  });
});

describe("an .mdx page's default export read as no layout", () => {
  it('is a problem at its line saying which default exports are layouts', async () => {
    const failed = await built({ 'index.mdx': '# Home\n\nexport default () => <p>Anonymous</p>;\n' }).catch(
      (e: unknown) => e,
    );
    const problems = (failed as { problems?: { line?: number; message: string }[] }).problems ?? [];
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      expect.stringMatching(/^3: a default export is the page's layout only as a named function/),
    ]);
  });
});
