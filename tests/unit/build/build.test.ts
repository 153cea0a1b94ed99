import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureBundles } from '../../../bin/bundle-cache.mjs';
import { buildSite } from '../../../src/build/build';
import { resolveConfig } from '../../../src/build/config/resolve';
import { ContentError } from '../../../src/build/errors';
import { OUTPUT_MARK, OUTPUT_MARK_TEXT, OutputFolderError } from '../../../src/build/output-folder';
import { generatorPaths } from '../../../src/build/paths';
import { page, writeTree } from './tree';

/** A site an earlier build wrote (it carries the build's mark). */
const oldSite = { 'dist/index.html': 'the old site', [`dist/${OUTPUT_MARK}`]: OUTPUT_MARK_TEXT };

describe('buildSite', () => {
  beforeAll(() => ensureBundles(), 600_000);

  it('fails on content problems without touching the existing dist/', async () => {
    const root = writeTree({
      ...oldSite,
      'content/en/index.md': page('Home', 'A [dead link](/nowhere).'),
    });
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    const build = buildSite({ contentDir: join(root, 'content'), outDir: join(root, 'dist'), config });
    await expect(build).rejects.toBeInstanceOf(ContentError);
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('the old site');
    expect(readdirSync(root).sort()).toEqual(['content', 'dist']);
  });

  it('removes its temp folder and keeps dist/ when writing fails half-way', async () => {
    // Valid content, but no rollup output in .build/: the build stops after it started writing.
    const root = writeTree({ ...oldSite, 'content/en/index.md': page('Home') });
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    const paths = { ...generatorPaths(), bundles: join(root, '.build') };
    await expect(
      buildSite({ contentDir: join(root, 'content'), outDir: join(root, 'dist'), config, paths }),
    ).rejects.toThrow();
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('the old site');
    expect(readdirSync(root).sort()).toEqual(['content', 'dist']);
  });

  it('refuses to replace a folder it did not write, and touches nothing', async () => {
    const root = writeTree({ 'site/notes.txt': 'mine', 'content/en/index.md': page('Home') });
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    const build = buildSite({ contentDir: join(root, 'content'), outDir: join(root, 'site'), config });
    await expect(build).rejects.toBeInstanceOf(OutputFolderError);
    expect(readdirSync(join(root, 'site'))).toEqual(['notes.txt']);
    expect(readdirSync(root).sort()).toEqual(['content', 'site']);
  });

  it('refuses the content folder and its parent as the output', async () => {
    const root = writeTree({ 'proj/content/en/index.md': page('Home'), 'proj/.git/HEAD': 'ref' });
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    const contentDir = join(root, 'proj/content');
    for (const outDir of [contentDir, join(root, 'proj')])
      await expect(buildSite({ contentDir, outDir, config, cache: false })).rejects.toThrow(/content folder/);
    expect(readdirSync(join(root, 'proj')).sort()).toEqual(['.git', 'content']);
    expect(readdirSync(contentDir)).toEqual(['en']);
  });

  it('writes its mark, so that the next build may replace the folder, and leaves nothing beside it', async () => {
    const root = writeTree({ 'content/en/index.md': page('Home') });
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    const options = { contentDir: join(root, 'content'), outDir: join(root, 'dist'), config, cache: false };
    await buildSite(options);
    expect(readFileSync(join(root, 'dist', OUTPUT_MARK), 'utf8')).toBe(OUTPUT_MARK_TEXT);
    // Of the generator's own files at the root, the default icon alone: no picture of the Esmx site's.
    expect(existsSync(join(root, 'dist/favicon.svg'))).toBe(true);
    expect(existsSync(join(root, 'dist/og.png'))).toBe(false);
    await buildSite(options);
    await vi.waitFor(() => expect(readdirSync(root).sort()).toEqual(['content', 'dist']), { timeout: 20_000 });
  });

  it('copies the images pages show by relative paths into static/image/, named by their bytes', async () => {
    const root = writeTree({
      'content/en/index.md': page('Home', '![A chart](./img/chart.png)'),
      'content/en/img/chart.png': 'not really a png',
    });
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    await buildSite({ contentDir: join(root, 'content'), outDir: join(root, 'dist'), config, cache: false });
    const copied = readdirSync(join(root, 'dist/static/image'));
    expect(copied).toEqual([expect.stringMatching(/^chart\.[0-9a-f]{8}\.png$/)]);
    expect(readFileSync(join(root, 'dist/static/image', copied[0]), 'utf8')).toBe('not really a png');
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toContain(`src="/static/image/${copied[0]}"`);
  });

  it('trims the page cache past its bound at the end, sparing what the build used', async () => {
    const root = writeTree({ 'content/en/index.md': page('Home'), 'cache/ab/stale.entry': 'x'.repeat(2048) });
    const stale = join(root, 'cache/ab/stale.entry');
    utimesSync(stale, new Date(2020, 0, 1), new Date(2020, 0, 1));
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    const options = {
      contentDir: join(root, 'content'),
      outDir: join(root, 'dist'),
      config,
      cacheDir: join(root, 'cache'),
    };
    vi.stubEnv('ESMX_DOCS_CACHE_MAX_MB', '0');
    try {
      await buildSite(options);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(existsSync(stale)).toBe(false);
    // The entries of this build stay: a second build renders nothing.
    const again = await buildSite({ ...options, outDir: join(root, 'dist2') });
    expect(again.rendered).toEqual({ markdown: 0, html: 0 });
  });

  it("copies the icon file an Rspress project's config names to the site's root, and names its line once it is gone", async () => {
    const root = writeTree({
      'rspress.config.ts': "export default {\n  icon: './assets/icon.png',\n};\n",
      'docs/en/index.md': page('Home'),
      'assets/icon.png': 'png',
    });
    const config = resolveConfig({ title: 'T', icon: '../assets/icon.png' });
    const options = {
      contentDir: join(root, 'docs'),
      config,
      configFile: join(root, 'rspress.config.ts'),
      cache: false,
    };
    await buildSite({ ...options, outDir: join(root, 'dist') });
    expect(readFileSync(join(root, 'dist/icon.png'), 'utf8')).toBe('png');
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toContain('<link rel="icon" href="/icon.png">');
    rmSync(join(root, 'assets/icon.png'));
    const gone = await buildSite({ ...options, outDir: join(root, 'dist2') }).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(ContentError);
    const shown = (path: string) => relative(process.cwd(), join(root, path));
    expect((gone as ContentError).problems).toEqual([
      {
        file: shown('rspress.config.ts'),
        line: 2,
        message: `"icon" names ${shown('assets/icon.png')}, which does not exist`,
      },
    ]);
  });

  it('copies public/ following links only inside the content folder, and warns about the others', async () => {
    const root = writeTree({
      'content/en/index.md': page('Home'),
      'content/public/logo.svg': '<svg/>',
      'content/shared/banner.txt': 'inside',
      'secret.txt': 'outside',
    });
    symlinkSync(join(root, 'content/shared/banner.txt'), join(root, 'content/public/banner.txt'));
    symlinkSync(join(root, 'secret.txt'), join(root, 'content/public/secret.txt'));
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    const outDir = join(root, 'dist');
    const report = await buildSite({ contentDir: join(root, 'content'), outDir, config, cache: false });
    expect(readFileSync(join(outDir, 'logo.svg'), 'utf8')).toBe('<svg/>');
    expect(readFileSync(join(outDir, 'banner.txt'), 'utf8')).toBe('inside');
    expect(existsSync(join(outDir, 'secret.txt'))).toBe(false);
    expect(report.warnings.filter((w) => w.file.endsWith('secret.txt')).map((w) => w.message)).toEqual([
      `links to ${join(root, 'secret.txt')}, outside the content folder: not read`,
    ]);
  });

  it('lets every page frame https pages when a component of the site makes iframes in the browser', async () => {
    const root = writeTree({
      'content/en/index.mdx':
        'import Video from \'./_video\';\n\n# Home\n\n<Video src="https://www.youtube.com/embed/x" />\n',
      'content/en/_video.tsx':
        'import { useState } from \'react\';\nexport default function Video({ src }: { src: string }) {\n  const [open, setOpen] = useState(false);\n  return open ? <iframe src={src} title="Video" /> : <button type="button" onClick={() => setOpen(true)}>Play</button>;\n}\n',
    });
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    const outDir = join(root, 'dist');
    await buildSite({ contentDir: join(root, 'content'), outDir, config, cache: false });
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toMatch(/frame-src 'self' https:;/);
  });

  it("lets every page's components load https scripts where one adds a script element, as Rspress (no policy) lets them", async () => {
    const root = writeTree({
      'content/en/index.mdx': "import Embed from './_embed';\n\n# Home\n\n<Embed />\n",
      'content/en/_embed.tsx': [
        "import { useEffect } from 'react';",
        'export default function Embed() {',
        '  useEffect(() => {',
        "    const script = document.createElement('script');",
        "    script.src = 'https://snack.example/embed.js';",
        '    document.head.appendChild(script);',
        '  }, []);',
        '  return <div>embed</div>;',
        '}',
      ].join('\n'),
    });
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    const outDir = join(root, 'dist');
    await buildSite({ contentDir: join(root, 'content'), outDir, config, cache: false });
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toMatch(/script-src 'self' [^;]* https:; frame-src/);
  });

  it("lets every page's components evaluate code where one calls eval, as Rspress (no policy) lets them", async () => {
    const root = writeTree({
      'content/en/index.mdx': "import Calc from './_calc';\n\n# Home\n\n<Calc />\n",
      'content/en/_calc.tsx':
        'export default function Calc() {\n  return <button type="button" onClick={(e) => { e.currentTarget.textContent = String(eval(\'1 + 1\')); }}>=</button>;\n}\n',
    });
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    const outDir = join(root, 'dist');
    await buildSite({ contentDir: join(root, 'content'), outDir, config, cache: false });
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toMatch(/script-src 'self' 'unsafe-eval'/);
  });

  it('warns of an icon or logo written as a path of the site that names no file of public/', async () => {
    const root = writeTree({ 'content/en/index.md': page('Home'), 'content/public/logo-dark.svg': '<svg/>' });
    const config = resolveConfig({
      title: 'T',
      icon: '/missing-icon.png',
      logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
      locales: [{ lang: 'en', label: 'English' }],
    });
    const outDir = join(root, 'dist');
    const report = await buildSite({ contentDir: join(root, 'content'), outDir, config, cache: false });
    expect(report.warnings.filter((w) => w.file === 'site config').map((w) => w.message)).toEqual([
      `"icon" /missing-icon.png names no file of the content folder's public/: the browser gets nothing there`,
      `"logo" /logo-light.svg names no file of the content folder's public/: the browser gets nothing there`,
    ]);
  });

  it('publishes a public/llms.txt in place of the one it writes, and warns that it does', async () => {
    const root = writeTree({
      'content/en/index.md': page('Home'),
      'content/public/llms.txt': '# Stale\n\n- [Old page](/old.md)\n',
    });
    const config = resolveConfig({ title: 'T', locales: [{ lang: 'en', label: 'English' }] });
    const outDir = join(root, 'dist');
    const report = await buildSite({ contentDir: join(root, 'content'), outDir, config, cache: false });
    expect(readFileSync(join(outDir, 'llms.txt'), 'utf8')).toContain('# Stale');
    expect(report.warnings.filter((w) => w.file.endsWith('llms.txt')).map((w) => w.message)).toEqual([
      'replaces the llms.txt esmx-docs writes from the pages: remove it to publish that one',
    ]);
  });
});
