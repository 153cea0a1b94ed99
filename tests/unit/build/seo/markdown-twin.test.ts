/**
 * Walks tests/fixtures/markdown-twin/<case>/: turns input.md (or input.mdx) into its Markdown twin and
 * compares it with expected.md. options.json gives the page's `routePath` and `lang`.
 *
 * After an intended change, regenerate and review the diff instead of hand-typing Markdown:
 *   UPDATE_FIXTURES=1 npx vitest run tests/unit/build/seo/markdown-twin.test.ts && git diff tests/fixtures
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../../src/build/frontmatter';
import { absoluteLinks, markdownTwin, type TwinSource } from '../../../../src/build/seo/markdown-twin';
import type { Lang } from '../../../../src/shared/types';

const root = fileURLToPath(new URL('../../../fixtures/markdown-twin/', import.meta.url));
const update = process.env.UPDATE_FIXTURES === '1';
const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The twin of a whole source file, front matter included, parsed as the build parses it. */
function twinOf(source: string, options: Omit<TwinSource, 'frontmatter' | 'body'>): string {
  const parsed = parseSource(source).parsed;
  if (!parsed) throw new Error('the test source has broken front matter');
  return markdownTwin({ frontmatter: parsed.frontmatter, body: parsed.body, ...options });
}

describe('markdown twin fixtures', () => {
  it('has a .md and an .mdx case', () => {
    expect(cases).toContain('md-page');
    expect(cases).toContain('mdx-components');
  });

  it.each(cases)('turns %s/input into its expected.md', (name) => {
    const mdx = existsSync(join(root, name, 'input.mdx'));
    const source = readFileSync(join(root, name, mdx ? 'input.mdx' : 'input.md'), 'utf8');
    const options = JSON.parse(readFileSync(join(root, name, 'options.json'), 'utf8')) as {
      routePath: string;
      lang: Lang;
    };
    const twin = twinOf(source, { mdx, ...options });
    const expectedFile = join(root, name, 'expected.md');
    if (update) writeFileSync(expectedFile, twin);
    expect(twin).toBe(readFileSync(expectedFile, 'utf8'));
  });
});

describe('markdownTwin', () => {
  it('drops the front matter', () => {
    const twin = twinOf('---\ndescription: x\n---\n\n# A\n', { routePath: '/a', lang: 'en' });
    expect(twin).toBe('# A\n');
  });

  it('puts the base path in front of the links of a site served under one', () => {
    const twin = twinOf('[B](./b.md)', { routePath: '/guide/a', lang: 'en', base: '/docs/' });
    expect(twin).toBe('[B](/docs/guide/b)\n');
  });
});

describe('absoluteLinks', () => {
  it('leaves mailto, protocol-relative and hash links alone', () => {
    const text = '[m](mailto:a@b.c) [p](//cdn.example/x.js) [h](#top)';
    expect(absoluteLinks(text, '/guide/a', 'en')).toBe(text);
  });
});
