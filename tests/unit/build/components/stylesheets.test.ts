import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleComponent, type ComponentBundle } from '../../../../src/build/components/bundle-component';

// tests/fixtures/stylesheets: a/ is a Sass module using a partial, b/ a CSS module of the same file name,
// c/ a global Less file, broken/ Sass that does not compile. sass and less are the repository's dev packages.
const fixture = join(process.cwd(), 'tests/fixtures/stylesheets');
const outside = mkdtempSync(join(tmpdir(), 'stylesheets-'));
afterAll(() => rmSync(outside, { recursive: true, force: true }));

const html = ({ exports }: ComponentBundle) =>
  renderToStaticMarkup((exports.default as () => import('react').ReactElement)());
const classOf = (bundle: ComponentBundle) => /class="([^"]+)"/.exec(html(bundle))?.[1] ?? '';
const css = (bundle: ComponentBundle) => readFileSync(bundle.style!, 'utf8');

describe('a component importing stylesheets', () => {
  it('gets a Sass module compiled, with the class names the page was rendered with in its CSS and script', async () => {
    const card = await bundleComponent(join(fixture, 'a/Card.tsx'));
    const name = classOf(card);
    expect(name).toMatch(/^index_[0-9a-f]{8}_title$/);
    expect(css(card)).toContain(`.${name}{color:#c03}`);
    expect(css(card)).toContain(`.${name}:hover{text-decoration:underline}`);
    expect(readFileSync(card.script, 'utf8')).toContain(`"${name}"`);
    // A change to the partial makes the bundle again.
    expect(card.inputs).toContain(join(fixture, 'a/_colors.scss'));
  });

  it("gives two components' same-named modules class names of their own", async () => {
    const a = await bundleComponent(join(fixture, 'a/Card.tsx'));
    const b = await bundleComponent(join(fixture, 'b/Card.tsx'));
    expect(classOf(b)).toMatch(/^index_[0-9a-f]{8}_title$/);
    expect(classOf(b)).not.toBe(classOf(a));
    expect(css(b)).toContain(`.${classOf(b)}{color:teal}`);
  });

  it('gets a plain Less file compiled as global CSS', async () => {
    const row = await bundleComponent(join(fixture, 'c/Row.tsx'));
    expect(html(row)).toBe('<div class="plain-row">C</div>');
    expect(css(row)).toContain('.plain-row{display:flex;gap:24px}');
  });

  it("reports Sass that does not compile with the compiler's words at its file and line, after the import's", async () => {
    await expect(bundleComponent(join(fixture, 'broken/Broken.tsx'))).rejects.toThrow(
      /Broken\.tsx:1:8: tests\/fixtures\/stylesheets\/broken\/broken\.scss:4: expected end of rule\./,
    );
  });

  it("gets a Sass module that uses a package's partial from node_modules compiled", async () => {
    const site = mkdtempSync(join(tmpdir(), 'stylesheets-package-'));
    try {
      mkdirSync(join(site, 'node_modules/brand'), { recursive: true });
      symlinkSync(join(process.cwd(), 'node_modules/sass'), join(site, 'node_modules/sass'));
      writeFileSync(join(site, 'node_modules/brand/_vars.scss'), '$brand: teal;\n');
      writeFileSync(join(site, 'Box.module.scss'), "@use 'brand/vars';\n.box { color: vars.$brand; }\n");
      writeFileSync(
        join(site, 'Box.tsx'),
        "import s from './Box.module.scss';\nexport default () => <i className={s.box} />;\n",
      );
      const box = await bundleComponent(join(site, 'Box.tsx'));
      expect(css(box)).toContain(`.${classOf(box)}{color:teal}`);
      // A change to the package's partial makes the bundle again.
      expect(box.inputs).toContain(join(site, 'node_modules/brand/_vars.scss'));
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('imports a package\'s stylesheet by its name alone, as its style export names it (Tailwind 4\'s @import "tailwindcss")', async () => {
    const site = mkdtempSync(join(tmpdir(), 'stylesheets-style-export-'));
    try {
      const pkg = join(site, 'node_modules/@acme/theme');
      mkdirSync(pkg, { recursive: true });
      writeFileSync(
        join(pkg, 'package.json'),
        JSON.stringify({
          name: '@acme/theme',
          exports: { '.': { style: './theme.css', import: './index.js' }, './package.json': './package.json' },
        }),
      );
      writeFileSync(join(pkg, 'theme.css'), ':root { --acme: #f50; }\n');
      writeFileSync(join(pkg, 'index.js'), 'export const acme = 1;\n');
      writeFileSync(join(site, 'hello.css'), '@import "@acme/theme";\n.hello { color: var(--acme); }\n');
      writeFileSync(
        join(site, 'Hello.tsx'),
        'import \'./hello.css\';\nexport default () => <p className="hello" />;\n',
      );
      const hello = await bundleComponent(join(site, 'Hello.tsx'));
      expect(css(hello)).toMatch(/:root\s*\{\s*--acme:\s*#f50;?\s*\}[\s\S]*\.hello\s*\{\s*color:\s*var\(--acme\)/);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('says which package to install when the site has no Sass', async () => {
    writeFileSync(join(outside, 'look.scss'), '.a { color: red; }\n');
    writeFileSync(join(outside, 'Look.tsx'), "import './look.scss';\nexport default () => <i />;\n");
    await expect(bundleComponent(join(outside, 'Look.tsx'))).rejects.toThrow(
      /Look\.tsx:1:8: \.scss files need the "sass" package to compile: install it beside your docs \(npm install -D sass\)/,
    );
  });

  it('compiles with sass-embedded when the site has it instead of sass', async () => {
    const site = mkdtempSync(join(tmpdir(), 'stylesheets-embedded-'));
    try {
      // A stand-in with sass's API, which says that it was the one used.
      mkdirSync(join(site, 'node_modules/sass-embedded'), { recursive: true });
      writeFileSync(
        join(site, 'node_modules/sass-embedded/package.json'),
        '{"name":"sass-embedded","main":"index.js"}',
      );
      writeFileSync(
        join(site, 'node_modules/sass-embedded/index.js'),
        'exports.compileAsync = async () => ({ css: ".by-embedded { color: red }", loadedUrls: [] });\n',
      );
      writeFileSync(join(site, 'look.scss'), '.a { color: red; }\n');
      writeFileSync(join(site, 'Look.tsx'), "import './look.scss';\nexport default () => <i />;\n");
      const look = await bundleComponent(join(site, 'Look.tsx'));
      expect(css(look)).toContain('.by-embedded{color:red}');
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
