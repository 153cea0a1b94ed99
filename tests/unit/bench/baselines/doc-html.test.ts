import { describe, expect, it } from 'vitest';
import { searchDocHtml } from '../../../../bench/baselines/doc-html';
import type { SearchDoc } from '../../../../src/shared/search';

const doc: SearchDoc = {
  id: '/guide/render',
  routePath: '/guide/render',
  title: 'Render <context>',
  content: 'Intro line.\nSecond line.\nUsage\nCall render() & wait.\nOptions\nPass "base".',
  toc: [
    { text: 'Usage', id: 'usage', depth: 2, charIndex: 25 },
    { text: 'Options', id: 'options', depth: 3, charIndex: 53 },
  ],
};

/** The text a reader of the page sees, line by line. */
const visibleLines = (html: string) =>
  (/<main>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '')
    .replace(/<\/(h\d|p)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .split('\n')
    .filter(Boolean);

describe('searchDocHtml', () => {
  it('writes the title as the h1 and each heading at its depth with its id', () => {
    const html = searchDocHtml(doc, 'en');
    expect(html).toContain('<main><h1>Render &lt;context&gt;</h1>');
    expect(html).toContain('<h2 id="usage">Usage</h2>');
    expect(html).toContain('<h3 id="options">Options</h3>');
  });

  it('holds exactly the text of the document, the title first', () => {
    expect(visibleLines(searchDocHtml(doc, 'en'))).toEqual([doc.title, ...doc.content.split('\n')]);
  });

  it('marks the page with its language', () => {
    expect(searchDocHtml(doc, 'zh')).toMatch(/^<!doctype html><html lang="zh">/);
  });

  it('writes a page without headings as its title and paragraphs', () => {
    const html = searchDocHtml({ ...doc, content: 'Only text.', toc: [] }, 'en');
    expect(html).toContain('<main><h1>Render &lt;context&gt;</h1><p>Only text.</p></main>');
  });
});
