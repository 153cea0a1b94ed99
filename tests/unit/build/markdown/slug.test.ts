import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/build/markdown';
import { createHeadingSlugger, splitCustomId } from '../../../../src/build/markdown/slug';
import type { Lang } from '../../../../src/shared/types';

interface OutlinePage {
  title: string;
  headings: { depth: number; text: string; id: string }[];
}
// A copy of the titles, headings and published ids of the shared outline, kept in the repo for CI.
const outline = JSON.parse(readFileSync(new URL('../../../fixtures/outline.json', import.meta.url), 'utf8')) as {
  routes: Record<string, Partial<Record<Lang, OutlinePage>>>;
};
const pages = Object.entries(outline.routes).flatMap(([route, byLang]) =>
  Object.entries(byLang).map(([lang, page]) => ({ route, lang: lang as Lang, page: page as OutlinePage })),
);

describe('createHeadingSlugger', () => {
  it('reproduces the published heading ids of every page in outline.json (title first, then headings)', () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const { route, lang, page } of pages) {
      const slugger = createHeadingSlugger();
      slugger.slug(page.title);
      const ids = page.headings.map((h) => slugger.slug(h.text));
      expect(ids, `${lang} ${route}`).toEqual(page.headings.map((h) => h.id));
    }
  });

  it('suffixes a repeated text with -1, -2, counting the h1', () => {
    const slugger = createHeadingSlugger();
    expect(['App', 'App', 'Options', 'Options', 'Options'].map((t) => slugger.slug(t))).toEqual([
      'app',
      'app-1',
      'options',
      'options-1',
      'options-2',
    ]);
  });

  it('keeps Chinese characters and drops punctuation', () => {
    expect(createHeadingSlugger().slug('为什么需要 Esmx？')).toBe('为什么需要-esmx');
  });

  it('makes a claimed custom id count for later duplicates', () => {
    const slugger = createHeadingSlugger();
    expect(slugger.claim('setup')).toBe(true);
    expect(slugger.slug('Setup')).toBe('setup-1');
  });

  it('refuses to claim an id that is already taken', () => {
    const slugger = createHeadingSlugger();
    slugger.slug('Setup');
    expect(slugger.claim('setup')).toBe(false);
  });
});

describe('rendered headings', () => {
  it('get the published ids when a page of outline.json is rendered as Markdown', async () => {
    for (const { route, lang, page } of pages) {
      const source = [`# ${page.title}`, ...page.headings.map((h) => `${'#'.repeat(h.depth)} ${h.text}`)].join('\n\n');
      const routePath = lang === 'en' ? route : `/zh${route}`;
      const { toc } = await renderMarkdown(source, { file: `${lang}${route}.md`, routePath, lang });
      expect(
        toc.map((e) => e.id),
        `${lang} ${route}`,
      ).toEqual(page.headings.map((h) => h.id));
      // Outline texts are written as Markdown; the toc holds what readers see (no backticks).
      expect(toc.map((e) => e.text)).toEqual(page.headings.map((h) => h.text.replaceAll('`', '')));
    }
  });
});

describe('splitCustomId', () => {
  it('splits a trailing {#id} off the text', () => {
    expect(splitCustomId('Install {#setup}')).toEqual({ text: 'Install', id: 'setup' });
  });

  it('leaves text without a custom id unchanged', () => {
    expect(splitCustomId('Install')).toEqual({ text: 'Install' });
  });

  it('ignores braces that are not at the end or hold spaces', () => {
    expect(splitCustomId('{#a} first')).toEqual({ text: '{#a} first' });
    expect(splitCustomId('Set {#a b}')).toEqual({ text: 'Set {#a b}' });
  });
});
