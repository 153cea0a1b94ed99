import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../src/build/config/load-config';
import { writeTree } from '../tree';

const pages = { 'docs/en/index.md': '# Home\n' };

/** The message loadConfig fails with for a project holding `files` (its content folder is docs/). */
async function failure(files: Record<string, string>): Promise<string> {
  const cwd = writeTree({ ...pages, ...files });
  const error = await loadConfig(join(cwd, 'docs'), cwd).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).message;
}

describe('what only Rspress runs', () => {
  it('makes plugins in the config a problem at their line, with what to do instead', async () => {
    const message = await failure({
      'docs/site.config.ts': "export default {\n  title: 'T',\n  plugins: [{ name: 'x' }],\n};\n",
    });
    expect(message).toBe(
      'esmx-docs: docs/site.config.ts:3: "plugins": Rspress plugins do not run in esmx-docs; remove them (search, ' +
        'sitemap, llms.txt, last-updated and code highlighting are built in; use "head" and "globalStyles" for ' +
        'scripts and styles, and your own components in .mdx pages for the rest)',
    );
  });

  it('accepts an empty plugins list, and does not warn about it as an unknown option', async () => {
    const cwd = writeTree({ ...pages, 'docs/site.config.ts': 'export default { plugins: [] };\n' });
    expect((await loadConfig(join(cwd, 'docs'), cwd)).warnings).toEqual([]);
  });

  it('builds past a custom theme folder with a warning naming its entry, beside the content folder or in it, config or not', async () => {
    const warning = (file: string) =>
      `${file}: a custom Rspress theme's layout is not used by esmx-docs; the site is built with its own (style ` +
      'it with "globalStyles", or the stylesheets the theme imports); pages still render the components they ' +
      'import from "@theme"';
    const beside = writeTree({ ...pages, 'theme/index.tsx': 'export const DocLayout = () => null;' });
    expect((await loadConfig(join(beside, 'docs'), beside)).warnings).toEqual([warning('theme/index.tsx')]);
    const inside = writeTree({
      ...pages,
      'docs/theme/index.ts': 'export default { DocLayout: () => null };',
      'docs/site.config.ts': "export default { title: 'T' };",
    });
    const loaded = await loadConfig(join(inside, 'docs'), inside);
    expect(loaded.config.title).toBe('T');
    expect(loaded.warnings).toEqual([warning('docs/theme/index.ts')]);
  });

  it("warns of a theme that replaces a part of Rspress's home page not drawn here, its HomeBackground, and not of its HomeFeature", async () => {
    const cwd = writeTree({
      ...pages,
      'theme/index.tsx':
        "export * from '@rspress/core/theme-original';\nexport function HomeBackground() {\n  return null;\n}\nexport function HomeFeature() {\n  return null;\n}\n",
    });
    expect((await loadConfig(join(cwd, 'docs'), cwd)).warnings).toEqual([
      expect.stringMatching(/^theme\/index\.tsx: a custom Rspress theme's layout is not used by esmx-docs/),
    ]);
  });

  it("warns that a theme's own getCustomMDXComponent does not draw the pages' Markdown", async () => {
    const cwd = writeTree({
      ...pages,
      'theme/index.tsx':
        "import { getCustomMDXComponent as basic } from '@rspress/core/theme-original';\nexport function getCustomMDXComponent() {\n  return { ...basic() };\n}\nexport * from '@rspress/core/theme-original';\n",
    });
    expect((await loadConfig(join(cwd, 'docs'), cwd)).warnings).toEqual([
      'theme/index.tsx: its getCustomMDXComponent is not used by esmx-docs: the Markdown of pages keeps its own ' +
        'elements (style them with "globalStyles"); the components it names are known to .mdx pages',
    ]);
  });

  it("warns that a theme's Root, which Rspress wraps the whole app in, wraps nothing here", async () => {
    const cwd = writeTree({
      ...pages,
      'theme/index.tsx':
        "import type { RootProps } from '@rspress/core/theme';\nexport function Root({ children }: RootProps) {\n  return <Provider>{children}</Provider>;\n}\nexport * from '@rspress/core/theme-original';\n",
    });
    expect((await loadConfig(join(cwd, 'docs'), cwd)).warnings).toEqual([
      'theme/index.tsx: its Root is not used by esmx-docs: pages and their components are not wrapped in it ' +
        '(a component needing its provider can wrap its own content in it)',
    ]);
  });

  it("warns that a theme's own code block and layout parts, which Rspress's layout would take in place of its own, are not drawn", async () => {
    const cwd = writeTree({
      ...pages,
      'theme/index.tsx': [
        "import { CodeBlock as Basic } from '@rspress/core/theme-original';",
        'function CodeBlock(props) {',
        '  return <Basic {...props} />;',
        '}',
        'export { CodeBlock };',
        "export { SwitchAppearance, NavHamburger } from './parts';",
        "export * from '@rspress/core/theme-original';",
        '',
      ].join('\n'),
      'theme/parts.tsx': 'export const SwitchAppearance = () => null;\nexport const NavHamburger = () => null;\n',
    });
    expect((await loadConfig(join(cwd, 'docs'), cwd)).warnings).toEqual([
      'theme/index.tsx: its CodeBlock, NavHamburger and SwitchAppearance are not used by esmx-docs, which draws ' +
        'code blocks and the layout\'s parts itself (style them with "globalStyles"); pages still render the components ' +
        'they import from "@theme"',
    ]);
  });

  it("warns that a theme's own DocContent wrapper and sidebar Tag are not drawn either", async () => {
    const cwd = writeTree({
      ...pages,
      'theme/index.tsx': [
        "import { DocContent as Basic } from '@rspress/core/theme-original';",
        "export * from '@rspress/core/theme-original';",
        'export const DocContent = (props) => <div className="draft"><Basic {...props} /></div>;',
        'export function Tag({ tag }) {',
        '  return <b>{tag}</b>;',
        '}',
        '',
      ].join('\n'),
    });
    expect((await loadConfig(join(cwd, 'docs'), cwd)).warnings).toEqual([
      expect.stringMatching(/^theme\/index\.tsx: its Tag and DocContent are not used by esmx-docs, which draws /),
    ]);
  });

  it("says nothing of a theme that passes Rspress's own on as its default export too", async () => {
    const cwd = writeTree({
      ...pages,
      'theme/index.tsx':
        "import Theme from 'rspress/theme';\n\nexport default Theme;\n\nexport * from 'rspress/theme';\n",
    });
    expect((await loadConfig(join(cwd, 'docs'), cwd)).warnings).toEqual([]);
    const own = writeTree({ ...pages, 'theme/index.tsx': "import Mine from './mine';\nexport default Mine;\n" });
    expect((await loadConfig(join(own, 'docs'), own)).warnings).toEqual([
      expect.stringMatching(/^theme\/index\.tsx: a custom Rspress theme's layout is not used/),
    ]);
  });

  it("says nothing of a theme that passes Rspress's own on beside its stylesheet: it replaces nothing", async () => {
    const cwd = writeTree({
      ...pages,
      'theme/index.tsx': "import './index.css';\nexport * from '@rspress/core/theme-original';\n",
      'theme/index.css': ':root { --rp-c-brand: #087f73; }\n',
    });
    expect((await loadConfig(join(cwd, 'docs'), cwd)).warnings).toEqual([]);
  });

  it("says nothing of a theme that only adds components for pages beside Rspress's own: it replaces no layout", async () => {
    const cwd = writeTree({
      ...pages,
      'theme/index.tsx': "export * from '@rspress/core/theme-original';\nexport * from './components/stackblitz';\n",
      'theme/components/stackblitz/index.tsx': 'export const StackBlitz = () => null;\n',
    });
    expect((await loadConfig(join(cwd, 'docs'), cwd)).warnings).toEqual([]);
  });

  it('leaves a theme folder without an entry alone (a folder of pictures, say)', async () => {
    const cwd = writeTree({ ...pages, 'theme/logo.png': 'png' });
    await expect(loadConfig(join(cwd, 'docs'), cwd)).resolves.toMatchObject({ warnings: [] });
  });
});
