import { mkdirSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentProblems } from '../../../src/build/errors';
import { readGlobalStyles } from '../../../src/build/global-styles';
import { writeTree } from './tree';

/** `files` written to a temp folder with the repository's sass installed in it, as a site beside its docs has. */
function siteWithSass(files: Record<string, string>): string {
  const root = writeTree(files);
  mkdirSync(join(root, 'node_modules'), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules/sass'), join(root, 'node_modules/sass'));
  return root;
}

/** Reads `file` of `root` as the config's globalStyles, with the problems and warnings' files relative to `root`. */
async function read(root: string, file: string) {
  const run = {
    globalStyles: [join(root, file)],
    cwd: root,
    problems: new ContentProblems(),
    warnings: new ContentProblems(),
  };
  const css = await readGlobalStyles(run);
  const lines = (list: ContentProblems) => list.list.map((p) => `${p.file}:${p.line ?? '-'}: ${p.message}`);
  return { css, problems: lines(run.problems), warnings: lines(run.warnings) };
}

describe('the config’s globalStyles', () => {
  it('gives a CSS file as it is', async () => {
    const root = writeTree({ 'custom.css': '.brand { color: teal; }\n' });
    expect(await read(root, 'custom.css')).toEqual({ css: ['.brand { color: teal; }\n'], problems: [], warnings: [] });
  });

  it('compiles a Sass file with the partials it uses', async () => {
    const root = siteWithSass({
      'styles/_brand.scss': '$brand: teal;\n',
      'styles/index.scss': "@use 'brand';\n.a { color: brand.$brand; }\n",
    });
    const { css, problems } = await read(root, 'styles/index.scss');
    expect(css).toEqual(['.a {\n  color: teal;\n}']);
    expect(problems).toEqual([]);
  });

  it("compiles a Sass file importing a package's stylesheet from node_modules", async () => {
    const root = siteWithSass({
      'node_modules/brand/base.css': '.base { margin: 0; }\n',
      'styles/index.scss': "@import 'brand/base';\n",
    });
    expect((await read(root, 'styles/index.scss')).css).toEqual(['.base {\n  margin: 0;\n}']);
  });

  it('reports Sass that does not compile as a problem at the partial and line holding the mistake, with no CSS', async () => {
    const root = siteWithSass({
      'styles/_broken.scss': '.a {\n  color: $missing;\n}\n',
      'styles/index.scss': "@use 'broken';\n",
    });
    expect(await read(root, 'styles/index.scss')).toEqual({
      css: [''],
      problems: ['styles/_broken.scss:2: globalStyles: Undefined variable.'],
      warnings: [],
    });
  });

  it('reports a Sass file as needing the sass package, at the file, when the site has none', async () => {
    // Outside the repository, whose node_modules has sass.
    const root = writeTree({ 'index.scss': '.a { color: red; }\n' });
    expect(relative(process.cwd(), root).startsWith('..')).toBe(true);
    expect((await read(root, 'index.scss')).problems).toEqual([
      'index.scss:-: globalStyles: .scss files need the "sass" package to compile: install it beside your docs (npm install -D sass)',
    ]);
  });

  it('reports a file removed since the config was read', async () => {
    const root = writeTree({});
    expect(await read(root, 'gone.css')).toEqual({
      css: [''],
      problems: ['gone.css:-: globalStyles: the file does not exist'],
      warnings: [],
    });
  });

  it('warns at the first Tailwind at-rule, which the browser ignores', async () => {
    const root = writeTree({ 'tailwind.css': '.note { color: red; }\n@tailwind base;\n@apply p-2;\n' });
    const { warnings } = await read(root, 'tailwind.css');
    expect(warnings.map((w) => w.split(', which')[0])).toEqual(['tailwind.css:2: uses @tailwind']);
  });
});
