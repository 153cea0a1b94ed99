import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundleComponent, type ComponentBundle, ownExports } from '../../../../src/build/components/bundle-component';

// A save that lands after esbuild has read a file but before its bundle is done: called once by the
// mocked esbuild below, right after a build resolves.
let afterBuild: (() => void) | undefined;
vi.mock('esbuild', async (original) => {
  const esbuild = await original<typeof import('esbuild')>();
  return {
    ...esbuild,
    build: async (options: import('esbuild').BuildOptions) => {
      const result = await esbuild.build(options);
      const save = afterBuild;
      afterBuild = undefined;
      save?.();
      return result;
    },
  };
});

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function component(text: string): string {
  return `export default function Hello() {\n  return <b>${text}</b>;\n}\n`;
}

const rendered = ({ exports }: ComponentBundle) =>
  renderToStaticMarkup((exports.default as () => import('react').ReactElement)());

describe('bundleComponent', () => {
  it('bundles a component whose package loads a native addon under Node, leaving the addon to run time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    const pkg = join(dir, 'node_modules/native-pkg');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(
      join(pkg, 'package.json'),
      JSON.stringify({ name: 'native-pkg', exports: { '.': { node: './index.js', default: './browser.js' } } }),
    );
    // napi-rs loads its addon by path, or through a package of the platform's whose main is the addon.
    writeFileSync(
      join(pkg, 'index.js'),
      "try { module.exports = require('./native-pkg.linux-x64-gnu.node'); } catch { module.exports = require('native-pkg-linux'); }\n",
    );
    writeFileSync(join(pkg, 'native-pkg.linux-x64-gnu.node'), '\x7fELF');
    const platform = join(dir, 'node_modules/native-pkg-linux');
    mkdirSync(platform, { recursive: true });
    writeFileSync(join(platform, 'package.json'), JSON.stringify({ name: 'native-pkg-linux', main: 'addon.node' }));
    writeFileSync(join(platform, 'addon.node'), '\x7fELF');
    writeFileSync(join(pkg, 'browser.js'), "export const hello = () => 'browser';\n");
    const entry = join(dir, 'Native.tsx');
    writeFileSync(
      entry,
      [
        'export default function Native() {',
        "  const load = () => import('native-pkg').then((m) => alert(m.hello()));",
        '  return <button onClick={load}>native</button>;',
        '}',
      ].join('\n'),
    );
    const bundle = await bundleComponent(entry);
    expect(renderToStaticMarkup((bundle.exports.default as () => import('react').ReactElement)())).toBe(
      '<button>native</button>',
    );
    // The browser's bundle takes the package's browser build.
    expect(readFileSync(bundle.script, 'utf8')).toContain('browser');
  });

  it('keeps a bundle while its files are unchanged, and makes it again once one is saved', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    const entry = join(dir, 'Hello.tsx');
    writeFileSync(entry, component('first'));
    // Saved a while ago: a file saved as a bundle starts may have been read before the save (next test).
    const before = new Date(Date.now() - 60_000);
    utimesSync(entry, before, before);
    const first = await bundleComponent(entry);
    expect(rendered(first)).toBe('<b>first</b>');
    expect(await bundleComponent(entry)).toBe(first);

    writeFileSync(entry, component('second'));
    expect(rendered(await bundleComponent(entry))).toBe('<b>second</b>');
  });

  it('gives every page asking while a bundle is being made that same bundle', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    const entry = join(dir, 'Hello.tsx');
    writeFileSync(entry, component('shared'));
    const asked = [bundleComponent(entry), bundleComponent(entry), bundleComponent(entry)];
    expect(asked[1]).toBe(asked[0]);
    expect(asked[2]).toBe(asked[0]);
    expect(rendered(await asked[2])).toBe('<b>shared</b>');
  });

  it("gives a component Rsbuild's import.meta.env of a production build, Rspress's SSG_MD false", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    const entry = join(dir, 'Env.tsx');
    writeFileSync(
      entry,
      "export default function Env() {\n  return <b>{[import.meta.env.MODE, import.meta.env.PROD, Boolean(import.meta.env.SSG_MD)].join(' ')}</b>;\n}\n",
    );
    const bundle = await bundleComponent(entry);
    expect(rendered(bundle)).toBe('<b>production true false</b>');
    expect(readFileSync(bundle.script, 'utf8')).toContain('production');
    expect(readFileSync(bundle.script, 'utf8')).not.toContain('import.meta');
  });

  it("gives a component the site's base as Rsbuild's import.meta.env.BASE_URL and ASSET_PREFIX", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    const entry = join(dir, 'Base.tsx');
    writeFileSync(
      entry,
      "export default function Base() {\n  return <b>{[import.meta.env.BASE_URL, import.meta.env.ASSET_PREFIX].join(' ')}</b>;\n}\n",
    );
    expect(rendered(await bundleComponent(entry, { contentDir: dir, base: '/sub/' }))).toBe('<b>/sub /sub</b>');
    expect(rendered(await bundleComponent(entry, { contentDir: dir }))).toBe('<b>/ </b>');
  });

  it("compiles the config's define into the component, for its render and its browser bundle alike", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    const entry = join(dir, 'Browser.tsx');
    writeFileSync(
      entry,
      'declare const BROWSER_TYPE: string;\nconst label = "Built for " + BROWSER_TYPE;\nexport default function Browser() {\n  return <b>{label}</b>;\n}\n',
    );
    const bundle = await bundleComponent(entry, { contentDir: dir, define: { BROWSER_TYPE: '"chrome"' } });
    expect(rendered(bundle)).toBe('<b>Built for chrome</b>');
    expect(readFileSync(bundle.script, 'utf8')).toContain('Built for chrome');
    await expect(bundleComponent(entry, { contentDir: dir })).rejects.toThrow('BROWSER_TYPE is not defined');
  });

  it('does not keep a bundle whose file was saved while it was being made', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    const entry = join(dir, 'Hello.tsx');
    writeFileSync(entry, component('old'));
    afterBuild = () => writeFileSync(entry, component('new'));
    // Made from the bytes read before the save…
    expect(rendered(await bundleComponent(entry))).toBe('<b>old</b>');
    // …so the next render must not be given it as if it were made from the saved ones.
    expect(rendered(await bundleComponent(entry))).toBe('<b>new</b>');
  });
});

describe('a component importing a file as text with ?raw', () => {
  it("gets the file's text, and is bundled again once that file is saved", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    const entry = join(dir, 'Source.tsx');
    const text = join(dir, 'example.ts');
    writeFileSync(text, 'export const a = 1;\n');
    writeFileSync(entry, "import source from './example.ts?raw';\nexport default () => <pre>{source}</pre>;\n");
    const before = new Date(Date.now() - 60_000);
    for (const file of [entry, text]) utimesSync(file, before, before);
    const first = await bundleComponent(entry);
    expect(rendered(first)).toBe('<pre>export const a = 1;\n</pre>');
    expect(first.inputs).toContain(text);

    writeFileSync(text, 'export const a = 2;\n');
    expect(rendered(await bundleComponent(entry))).toBe('<pre>export const a = 2;\n</pre>');
  });

  it("gets the file's text written with webpack's raw-loader prefix too, as Rspack reads it", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    const entry = join(dir, 'Source.tsx');
    writeFileSync(join(dir, 'example.ts'), 'export const b = 1;\n');
    writeFileSync(
      entry,
      "import a from '!!raw-loader!./example.ts';\nimport b from 'raw-loader!./example.ts';\nexport default () => <pre>{a === b ? a : ''}</pre>;\n",
    );
    expect(rendered(await bundleComponent(entry))).toBe('<pre>export const b = 1;\n</pre>');
  });

  it('is an error naming the file when it does not exist', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    const entry = join(dir, 'Source.tsx');
    writeFileSync(entry, "import source from './nowhere.ts?raw';\nexport default () => <pre>{source}</pre>;\n");
    await expect(bundleComponent(entry)).rejects.toThrow(/Source\.tsx:1:20: Could not resolve "\.\/nowhere\.ts"/);
  });
});

describe('a component reaching a font file', () => {
  it("gets its URL under the site's base from an import, a require and its stylesheet's url(), the file to copy", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    writeFileSync(join(dir, 'Icons.ttf'), 'not really a font');
    writeFileSync(join(dir, 'icons.css'), "@font-face { font-family: Icons; src: url('./Icons.ttf'); }\n");
    const entry = join(dir, 'FontUrl.tsx');
    writeFileSync(
      entry,
      "import './icons.css';\nimport iconFont from './Icons.ttf';\nconst again = require('./Icons.ttf');\nexport default () => <code>{iconFont === again ? iconFont : 'differ'}</code>;\n",
    );
    const bundle = await bundleComponent(entry, { contentDir: dir, base: '/docs/' });
    expect(rendered(bundle)).toMatch(/^<code>\/docs\/static\/image\/Icons\.[0-9a-f]{8}\.ttf<\/code>$/);
    expect(bundle.assets).toEqual([join(dir, 'Icons.ttf')]);
    expect(readFileSync(bundle.style!, 'utf8')).toMatch(/url\("?\/docs\/static\/image\/Icons\.[0-9a-f]{8}\.ttf"?\)/);
    expect(bundle.inputs).toContain(join(dir, 'Icons.ttf'));
  });
});

describe('a component importing a file type esbuild has no loader for', () => {
  it("gets a text file's text, as the loaders Rsbuild sites set up for shaders give it, and its bytes stay an error", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    mkdirSync(join(dir, 'shaders'));
    writeFileSync(join(dir, 'shaders/demo.frag'), 'void main() { gl_FragColor = vec4(1.0); }\n');
    writeFileSync(join(dir, 'model.bin'), Buffer.from([1, 0, 2, 0]));
    const entry = join(dir, 'Shader.tsx');
    writeFileSync(entry, "import source from './shaders/demo.frag';\nexport default () => <pre>{source}</pre>;\n");
    const bundle = await bundleComponent(entry, { contentDir: dir, base: '/' });
    expect(rendered(bundle)).toBe('<pre>void main() { gl_FragColor = vec4(1.0); }\n</pre>');
    expect(bundle.inputs).toContain(join(dir, 'shaders/demo.frag'));
    const binary = join(dir, 'Model.tsx');
    writeFileSync(binary, "import model from './model.bin';\nexport default () => <b>{String(model)}</b>;\n");
    await expect(bundleComponent(binary, { contentDir: dir, base: '/' })).rejects.toThrow(
      /No loader is configured for "\.bin" files/,
    );
  });
});

describe("a component's stylesheet reaching a font on another site", () => {
  it('keeps its address, as Rsbuild leaves it, and copies nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    writeFileSync(
      join(dir, 'flags.css'),
      "@font-face { font-family: Flags; src: url('https://cdn.example.com/flags.woff2') format('woff2'), url(//cdn.example.com/flags.ttf); }\n",
    );
    const entry = join(dir, 'Flags.tsx');
    writeFileSync(entry, "import './flags.css';\nexport default () => <b>flags</b>;\n");
    const bundle = await bundleComponent(entry, { contentDir: dir, base: '/docs/' });
    expect(rendered(bundle)).toBe('<b>flags</b>');
    const style = readFileSync(bundle.style!, 'utf8');
    expect(style).toMatch(/url\("?https:\/\/cdn\.example\.com\/flags\.woff2"?\)/);
    expect(style).toMatch(/url\("?\/\/cdn\.example\.com\/flags\.ttf"?\)/);
    expect(bundle.assets ?? []).toEqual([]);
  });
});

describe('a component reaching an image format the bundle does not inline, or a video', () => {
  it("gets each one's URL under the site's base, as Rsbuild serves them (an .avif in a package's CSS, an .mp4)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    writeFileSync(join(dir, 'gradient.avif'), 'not really an image');
    writeFileSync(join(dir, 'clip.mp4'), 'not really a video');
    writeFileSync(join(dir, 'hero.css'), '.hero { background-image: url(./gradient.avif); }\n');
    const entry = join(dir, 'Hero.tsx');
    writeFileSync(
      entry,
      "import './hero.css';\nimport clip from './clip.mp4';\nexport default () => <video src={clip} />;\n",
    );
    const bundle = await bundleComponent(entry, { contentDir: dir, base: '/docs/' });
    expect(rendered(bundle)).toMatch(/^<video src="\/docs\/static\/image\/clip\.[0-9a-f]{8}\.mp4"><\/video>$/);
    expect(readFileSync(bundle.style!, 'utf8')).toMatch(
      /url\("?\/docs\/static\/image\/gradient\.[0-9a-f]{8}\.avif"?\)/,
    );
    expect(bundle.assets).toEqual([join(dir, 'clip.mp4'), join(dir, 'gradient.avif')]);
  });
});

describe('a component whose import() names a package installed nowhere', () => {
  it('bundles, naming that import and the file making it, as esbuild leaves it to the browser', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    const entry = join(dir, 'Hello.tsx');
    writeFileSync(
      join(dir, 'chart.ts'),
      "export const load = () => import('not-installed-pkg').then((m) => m.default, () => 'failed');\n",
    );
    writeFileSync(entry, "import { load } from './chart';\nexport default () => <b onClick={load}>chart</b>;\n");
    const bundle = await bundleComponent(entry);
    expect(bundle.unresolved).toEqual([{ file: join(dir, 'chart.ts'), specifier: 'not-installed-pkg' }]);
  });

  it('names no import the bundle dropped, such as React imported for its types only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    const entry = join(dir, 'Btn.tsx');
    writeFileSync(
      entry,
      [
        "import * as React from 'react';",
        "import type { Options } from 'types-only-pkg';",
        "import { Unused } from 'unused-pkg';",
        "export function Btn(props: React.ComponentProps<'button'> & { options?: Options }) {",
        '  return <button type="button">{props.children}</button>;',
        '}',
      ].join('\n'),
    );
    const bundle = await bundleComponent(entry, undefined, 'Btn');
    expect(bundle.unresolved).toEqual([]);
  });
});

describe("a package's component imported by name", () => {
  it("is bundled alone from the package's ES module build, its names reaching the page, the others left out", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    const pkg = join(dir, 'node_modules/icons');
    mkdirSync(join(pkg, 'cjs'), { recursive: true });
    mkdirSync(join(pkg, 'esm'), { recursive: true });
    writeFileSync(
      join(pkg, 'package.json'),
      '{"name":"icons","main":"cjs/index.js","module":"esm/index.js","sideEffects":false}',
    );
    // The CommonJS build, as a whole, is what require finds: what the page's import resolves to.
    writeFileSync(
      join(pkg, 'cjs/index.js'),
      "const { createElement } = require('react');\nexports.Book = () => createElement('i', null, 'book-cjs');\nexports.Server = () => createElement('i', null, 'server-cjs');\n",
    );
    writeFileSync(
      join(pkg, 'esm/index.js'),
      "export { Book } from './book.js';\nexport { Server } from './server.js';\n",
    );
    writeFileSync(
      join(pkg, 'esm/book.js'),
      "import { createElement } from 'react';\nexport const Book = () => createElement('i', null, 'book-esm');\n",
    );
    writeFileSync(
      join(pkg, 'esm/server.js'),
      "import { createElement } from 'react';\nexport const Server = () => createElement('i', null, 'server-esm');\n",
    );
    const bundle = await bundleComponent(join(pkg, 'cjs/index.js'), undefined, 'Book');
    expect(Object.keys(bundle.exports)).toEqual(['Book']);
    expect(bundle.unresolved).toEqual([]);
    const script = readFileSync(bundle.script, 'utf8');
    expect(script).toContain('book-esm');
    expect(script).not.toContain('server');
    expect(script).toMatch(/export\s*\{\s*Book\s*\}/);
  });
});

describe("a component reaching a file with new URL('./file', import.meta.url)", () => {
  it("gets a worker's script bundled on its own beside it, and any other file copied, each URL rewritten to its copy", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
    folders.push(dir);
    const entry = join(dir, 'Runner.tsx');
    writeFileSync(join(dir, 'shout.ts'), 'export const shout = (s: string): string => s.toUpperCase();\n');
    writeFileSync(
      join(dir, 'echo.worker.ts'),
      "import { shout } from './shout';\nself.onmessage = (e: MessageEvent) => self.postMessage(shout(String(e.data)));\n",
    );
    writeFileSync(join(dir, 'mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(
      entry,
      [
        "export const worker = () => new Worker(new URL('./echo.worker.ts', import.meta.url), { type: 'module' });",
        'export const mark = new URL("./mark.svg", import.meta.url).href;',
        "export const missing = () => new URL('./nowhere.ts', import.meta.url);",
        'export default () => <b>run</b>;',
        '',
      ].join('\n'),
    );
    const bundle = await bundleComponent(entry);
    const script = readFileSync(bundle.script, 'utf8');
    expect(bundle.assets.map((file) => file.split('/').pop()).sort()).toEqual(['echo.worker.js', 'mark.svg']);
    expect(script).toMatch(/new URL\("\.\/echo-worker\.[0-9a-f]{8}\.js",import\.meta\.url\)/);
    expect(script).toMatch(/new URL\("\.\.\/image\/mark\.[0-9a-f]{8}\.svg",import\.meta\.url\)/);
    // A path that names no file stays as written.
    expect(script).toContain('new URL("./nowhere.ts",import.meta.url)');
    // The worker's own imports are in its bundle, and are among the files the component was made from.
    const worker = readFileSync(bundle.assets.find((file) => file.endsWith('.js'))!, 'utf8');
    expect(worker).toContain('toUpperCase');
    expect(worker).not.toMatch(/\bimport\b/);
    expect(bundle.inputs).toContain(join(dir, 'shout.ts'));
  });
});

describe("bundleComponent with the config's alias and SVG components", () => {
  const site = () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-alias-'));
    folders.push(dir);
    mkdirSync(join(dir, 'docs'));
    mkdirSync(join(dir, 'components'));
    writeFileSync(
      join(dir, 'components/x.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" fill-rule="evenodd" class="mark"><path d="M0 0h8v8z"/></svg>\n',
    );
    writeFileSync(join(dir, 'components/Mark.tsx'), 'export const Mark = () => <i>mark</i>;\n');
    return dir;
  };

  it("resolves the component's own imports through the alias, as Rsbuild does for every module", async () => {
    const dir = site();
    const entry = join(dir, 'components/Logo.tsx');
    writeFileSync(
      entry,
      "import { Mark } from '@assets/Mark';\nimport text from '@assets/x.svg?raw';\nexport default () => <p><Mark />{text.length}</p>;\n",
    );
    const bundle = await bundleComponent(entry, {
      contentDir: join(dir, 'docs'),
      alias: { '@assets': '../components' },
    });
    expect(rendered(bundle)).toBe('<p><i>mark</i>119</p>');
    expect(bundle.inputs).toEqual(
      expect.arrayContaining([join(dir, 'components/Mark.tsx'), join(dir, 'components/x.svg')]),
    );
  });

  it('takes a key ending in $ for its name alone, a target naming a package as that package, and false as nothing', async () => {
    const dir = site();
    // (Installed beside the docs, and found from there for a component outside their folder.)
    mkdirSync(join(dir, 'docs/node_modules/fake-web'), { recursive: true });
    writeFileSync(join(dir, 'docs/node_modules/fake-web/index.js'), "exports.label = 'from fake-web';\n");
    writeFileSync(join(dir, 'docs/node_modules/fake-web/sub.js'), "exports.label = 'sub';\n");
    const entry = join(dir, 'components/Native.tsx');
    writeFileSync(
      entry,
      [
        "import { label } from 'fake-native';",
        "let peer = 'absent';",
        "try { peer = typeof require('optional-peer'); } catch { peer = 'threw'; }",
        'export default () => <p>{label} {peer}</p>;',
        '',
      ].join('\n'),
    );
    const site_ = {
      contentDir: join(dir, 'docs'),
      alias: { 'fake-native$': 'fake-web', 'optional-peer': false as const },
    };
    expect(rendered(await bundleComponent(entry, site_))).toBe('<p>from fake-web object</p>');
    // With $, a path under the name is not the alias's.
    writeFileSync(entry, "import { label } from 'fake-native/sub';\nexport default () => <p>{label}</p>;\n");
    await expect(bundleComponent(entry, site_)).rejects.toThrow(/Could not resolve "fake-native\/sub"/);
  });

  it("makes an SVG imported with ?react a component with the file's attributes, the props over them", async () => {
    const dir = site();
    const entry = join(dir, 'components/Icon.tsx');
    writeFileSync(entry, 'import X from \'./x.svg?react\';\nexport default () => <X width={16} className="icon" />;\n');
    expect(rendered(await bundleComponent(entry))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" fill-rule="evenodd" class="icon" width="16"><path d="M0 0h8v8z"/></svg>',
    );
  });

  it('is an error naming an alias import that leads to no file', async () => {
    const dir = site();
    const entry = join(dir, 'components/Lost.tsx');
    writeFileSync(entry, "import { Gone } from '@assets/Gone';\nexport default () => <Gone />;\n");
    await expect(
      bundleComponent(entry, { contentDir: join(dir, 'docs'), alias: { '@assets': '../components' } }),
    ).rejects.toThrow(/Lost\.tsx:1:22: Could not resolve "@assets\/Gone": alias "@assets" leads to no file/);
  });
});

describe('ownExports', () => {
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'own-exports-'));
    folders.push(dir);
    return dir;
  };

  it("lists a module's names, those it re-exports from the site's own modules, not a package's", () => {
    const dir = folder();
    writeFileSync(join(dir, 'parts.ts'), 'export const A = 1;\nexport function B() {}\n');
    writeFileSync(
      join(dir, 'index.tsx'),
      "import './look.css';\nexport * from './parts';\nexport * from 'some-package';\nexport const C = () => <i />;\n",
    );
    expect(ownExports(join(dir, 'index.tsx'))).toEqual({ names: expect.arrayContaining(['A', 'B', 'C']) });
    expect((ownExports(join(dir, 'index.tsx')) as { names: string[] }).names).toHaveLength(3);
  });

  it('sees a name added to a re-exported module once it is saved', () => {
    const dir = folder();
    writeFileSync(join(dir, 'parts.ts'), 'export const A = 1;\n');
    writeFileSync(join(dir, 'index.ts'), "export * from './parts';\n");
    expect(ownExports(join(dir, 'index.ts'))).toEqual({ names: ['A'] });
    writeFileSync(join(dir, 'parts.ts'), 'export const A = 1;\nexport const Added = 2;\n');
    utimesSync(join(dir, 'parts.ts'), new Date(), new Date(Date.now() + 5_000));
    expect(ownExports(join(dir, 'index.ts'))).toEqual({ names: ['A', 'Added'] });
  });

  it('reads the module alone when one of its imports cannot be followed, and names a syntax error', () => {
    const dir = folder();
    writeFileSync(join(dir, 'index.ts'), "import data from './data.unknown';\nexport const Shown = data;\n");
    expect(ownExports(join(dir, 'index.ts'))).toEqual({ names: ['Shown'] });
    writeFileSync(join(dir, 'broken.ts'), 'export const = 1;\n');
    expect(ownExports(join(dir, 'broken.ts'))).toEqual({ problem: expect.stringMatching(/broken\.ts:1:\d+: /) });
  });

  describe('a component importing an MDX file', () => {
    it('is an error at the import saying to give the fragment as children from the page', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'bundle-component-'));
      folders.push(dir);
      const entry = join(dir, 'Home.tsx');
      writeFileSync(join(dir, 'example.mdx'), '# Example\n');
      writeFileSync(entry, "import Example from './example.mdx';\nexport default () => <div><Example /></div>;\n");
      await expect(bundleComponent(entry)).rejects.toThrow(
        /Home\.tsx:1:21: "\.\/example\.mdx" is an MDX file, which a component cannot import here \(esmx-docs renders MDX in pages\): import it in the page and give it to the component as children/,
      );
    });
  });
});
