/**
 * One page of the index list as the search engine holds it (a `FragmentPage`): its text cut into
 * sections at its headings, the unit we index and link to. A match in a section's text belongs to
 * the heading above it (found through the headings' `charIndex`), so a hit links to
 * `route#heading-id` without any search at query time. The build cuts every page through here, and
 * so does the worker of a small site, which indexes the list itself: both get the same pages.
 */
import type { SearchDoc } from '../search';
import type { TocEntry } from '../types';
import type { FragmentPage } from './files';

/** Collapsing whitespace once here spares every snippet doing it at query time. */
function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Headings usable as section starts: well-formed, within the content, in document order. */
function headings(toc: unknown, contentLength: number): TocEntry[] {
  if (!Array.isArray(toc)) return [];
  return toc
    .filter(
      (t): t is TocEntry => !!t && typeof t === 'object' && typeof t.text === 'string' && typeof t.id === 'string',
    )
    .map((t) => ({
      ...t,
      charIndex: Number.isFinite(t.charIndex)
        ? Math.min(Math.max(0, Math.floor(t.charIndex)), contentLength)
        : contentLength,
    }))
    .sort((a, b) => a.charIndex - b.charIndex);
}

/** Skips the heading's own text when the content repeats it at the heading's position. */
function bodyStart(content: string, heading: TocEntry): number {
  const text = heading.text.trim();
  const at = content.slice(heading.charIndex, heading.charIndex + text.length + 2).indexOf(text);
  return text && at >= 0 ? heading.charIndex + at + text.length : heading.charIndex;
}

/**
 * The page of one list entry, `path` being where it sits in the site; null for an entry that is not
 * a page (not an object, no route). Missing strings read as empty and malformed headings are left
 * out, so a damaged list still searches what it can. Sections are `[header, id, text, depth]`: the
 * first, before any heading, has an empty header and id and depth 1.
 *
 * @example
 * fragmentPage({ id: '/a', routePath: '/a', title: 'A', content: 'Intro Usage text', toc: [{ text: 'Usage', id: 'usage', depth: 2, charIndex: 6 }] })
 * // ['A', '/a', [['', '', 'Intro', 1], ['Usage', 'usage', 'text', 2]], []]
 */
export function fragmentPage(doc: SearchDoc, path: readonly string[] = []): FragmentPage | null {
  if (!doc || typeof doc !== 'object') return null;
  const routePath = str(doc.routePath) || str(doc.id);
  if (!routePath) return null;
  const content = str(doc.content);
  const toc = headings(doc.toc, content.length);
  const sections: FragmentPage[2] = [['', '', tidy(content.slice(0, toc.length ? toc[0].charIndex : undefined)), 1]];
  toc.forEach((heading, i) => {
    const end = i + 1 < toc.length ? toc[i + 1].charIndex : content.length;
    const start = Math.min(bodyStart(content, heading), end);
    const depth = Number.isInteger(heading.depth) ? heading.depth : 2;
    sections.push([heading.text, heading.id, tidy(content.slice(start, end)), depth]);
  });
  const place = Array.isArray(path) ? path.filter((label): label is string => typeof label === 'string') : [];
  return [str(doc.title), routePath, sections, place];
}
