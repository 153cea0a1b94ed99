import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHighlighter, type ThemeRegistrationResolved } from 'shiki';
import { describe, expect, it } from 'vitest';
import { generateSite } from '../../../../bench/site/generate';
import { listPages } from '../../../../src/build/content';
import {
  COLOR_REPLACEMENTS,
  createCodeHighlighter,
  grammarFor,
  LANGUAGES,
  THEMES,
} from '../../../../src/build/markdown/highlighter';
import { pairThemes } from '../../../../src/build/markdown/theme-pair';

const FENCE = /^```(\w*)[^\n]*\n([\s\S]*?)^```/gm;

/** Every fenced block of content/ and of a generated 60-page site (both languages): [label, code]. */
function corpusBlocks(): [string, string][] {
  const texts: string[] = [];
  const content = join(import.meta.dirname, '../../../../content');
  for (const lang of ['en', 'zh']) {
    for (const file of listPages(content, lang).files) texts.push(readFileSync(join(content, lang, file), 'utf8'));
  }
  texts.push(...generateSite({ pages: 60, seed: 3 }).values());
  const blocks = new Map<string, [string, string]>();
  for (const text of texts) {
    for (const m of text.matchAll(FENCE)) blocks.set(`${m[1]}\0${m[2]}`, [m[1] || 'text', m[2].replace(/\n$/, '')]);
  }
  return [...blocks.values()];
}

describe('the paired GitHub themes', () => {
  it('highlight every code block as shiki does with the two themes, one grammar pass each', async () => {
    const shiki = await createHighlighter({ themes: Object.values(THEMES), langs: LANGUAGES });
    const paired = createCodeHighlighter('oniguruma');
    const blocks = corpusBlocks();
    expect(new Set(blocks.map(([label]) => grammarFor(label))).size).toBeGreaterThanOrEqual(6);
    for (const [label, code] of blocks) {
      const lang = grammarFor(label);
      const expected = shiki.codeToHtml(code, {
        lang,
        themes: THEMES,
        colorReplacements: COLOR_REPLACEMENTS,
        tokenizeTimeLimit: 0,
      });
      expect(await paired(code, label), `${label}: ${code.slice(0, 60)}`).toBe(expected);
    }
    expect(blocks.length).toBeGreaterThan(100);
  });

  it('keep font styles, swap colours for the pairs and apply the replacements', async () => {
    const shiki = await createHighlighter({ themes: Object.values(THEMES), langs: ['markdown'] });
    const paired = createCodeHighlighter('oniguruma');
    const code = '# Title\n\n*emphasis* and **strong** and `code`\n';
    const html = await paired(code, 'md');
    expect(html).toMatch(/--shiki-light-font-style:italic;--shiki-dark:#[0-9A-F]{6};--shiki-dark-font-style:italic/);
    expect(html).toBe(
      shiki.codeToHtml(code, { lang: 'markdown', themes: THEMES, colorReplacements: COLOR_REPLACEMENTS }),
    );
  });

  it('refuse two themes whose rules differ', async () => {
    const shiki = await createHighlighter({ themes: ['github-light', 'nord'], langs: [] });
    const light = shiki.getTheme('github-light') as ThemeRegistrationResolved;
    expect(() => pairThemes(light, shiki.getTheme('nord'), {})).toThrow(/as one theme: /);
  });
});
