/**
 * Walks tests/fixtures/markdown/<case>/: renders input.md (or input.mdx, as MDX) and compares the HTML
 * with expected.html, and the errors (what the build reports and fails on) with errors.json, which a case
 * without errors leaves out. An optional options.json overrides `routePath`/`lang`/`showLineNumbers`.
 * The case's folder is the content folder its relative images are looked for in.
 * Adding a regression is adding a folder.
 *
 * After an intended change, regenerate and review the diff instead of hand-typing HTML:
 *   UPDATE_FIXTURES=1 npx vitest run tests/unit/build/markdown/fixtures.test.ts && git diff tests/fixtures
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type MarkdownOptions, renderMarkdown } from '../../../../src/build/markdown';

const root = fileURLToPath(new URL('../../../fixtures/markdown/', import.meta.url));
const update = process.env.UPDATE_FIXTURES === '1';
const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const inputOf = (name: string) => (existsSync(join(root, name, 'input.mdx')) ? 'input.mdx' : 'input.md');

function optionsFor(name: string): MarkdownOptions {
  const file = join(root, name, 'options.json');
  const overrides = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<MarkdownOptions>) : {};
  return {
    file: `tests/fixtures/markdown/${name}/${inputOf(name)}`,
    format: inputOf(name) === 'input.mdx' ? 'mdx' : 'md',
    routePath: '/guide/start/fixture',
    lang: 'en',
    images: { pageFile: join(root, name, inputOf(name)), contentDir: join(root, name), base: '/' },
    ...overrides,
  };
}

describe('markdown fixtures', () => {
  it('finds fixture folders to check', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('renders %s/input.md(x) as its expected.html', async (name) => {
    const input = readFileSync(join(root, name, inputOf(name)), 'utf8');
    const { html, errors } = await renderMarkdown(input, optionsFor(name));
    const expectedFile = join(root, name, 'expected.html');
    const errorsFile = join(root, name, 'errors.json');
    if (update) {
      writeFileSync(expectedFile, `${html}\n`);
      if (errors.length > 0) writeFileSync(errorsFile, `${JSON.stringify(errors, null, 2)}\n`);
      else rmSync(errorsFile, { force: true });
      return;
    }
    if (!existsSync(expectedFile))
      throw new Error(`${name}/expected.html is missing: run with UPDATE_FIXTURES=1 and review it`);
    expect(`${html}\n`).toBe(readFileSync(expectedFile, 'utf8'));
    expect(errors).toEqual(existsSync(errorsFile) ? JSON.parse(readFileSync(errorsFile, 'utf8')) : []);
  });
});
