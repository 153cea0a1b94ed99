/**
 * A search document as the HTML page a static host would serve, for indexers that read HTML
 * (Pagefind). The synthetic corpus exists only as search documents, so its pages are written back
 * out here: the title as the page's h1, each heading as an h2–h4 with its id, and the text between
 * headings as paragraphs. An indexer reading this page sees exactly the text our index is built from.
 */
import type { SearchDoc } from '../../src/shared/search';
import type { Lang } from '../../src/shared/types';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ENTITIES[c]);

/** The text as paragraphs, one per line of the plain text. */
function paragraphs(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/**
 * The page of `doc`, its readable part in `<main>`.
 *
 * @example searchDocHtml({ title: 'Render', content: 'Intro\nUsage\nCall it.', toc: [{ text: 'Usage', id: 'usage', depth: 2, charIndex: 6 }], … }, 'en')
 * // '<!doctype html><html lang="en">…<main><h1>Render</h1><p>Intro</p><h2 id="usage">Usage</h2><p>Call it.</p></main>…'
 */
export function searchDocHtml(doc: SearchDoc, lang: Lang): string {
  const body: string[] = [`<h1>${escapeHtml(doc.title)}</h1>`];
  const starts = [...doc.toc.map((t) => t.charIndex), doc.content.length];
  body.push(paragraphs(doc.content.slice(0, starts[0])));
  doc.toc.forEach((heading, i) => {
    const tag = `h${Math.min(Math.max(heading.depth, 2), 4)}`;
    body.push(`<${tag} id="${escapeHtml(heading.id)}">${escapeHtml(heading.text)}</${tag}>`);
    // The content repeats the heading's text where the heading starts; the heading element carries it.
    const section = doc.content.slice(heading.charIndex, starts[i + 1]);
    body.push(paragraphs(section.startsWith(heading.text) ? section.slice(heading.text.length) : section));
  });
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(doc.title)}</title></head><body><main>${body.join('')}</main></body></html>`;
}
