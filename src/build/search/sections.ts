/**
 * Cuts each page into sections at its headings, the unit we index and link to: a match in a section's
 * text belongs to the heading above it (found through the headings' `charIndex`), so a hit can link
 * to `route#heading-id` without any search at query time.
 */
import type { SearchDoc } from '../../shared/search';
import type { TocEntry } from '../../shared/types';

export interface Page {
  title: string;
  routePath: string;
  /** Index of the page's first section; its sections follow in order. */
  firstSection: number;
  sectionCount: number;
}

export interface Section {
  /** Index of the page in the page list. */
  page: number;
  /** The heading's text, or the page title for the text before the first heading. */
  header: string;
  /** True for a real heading (the first section of a page has none). */
  isHeading: boolean;
  /** The heading's level (2 for h2); 1 for the text before the first heading, which the title heads. */
  depth: number;
  /** `route#id` for a heading, the route for the first section. */
  link: string;
  /** The section's plain text, without its heading, on one line: whitespace runs collapsed, trimmed. */
  text: string;
}

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
 * Pages and their sections, in document order. Malformed entries (not objects, no route) are
 * skipped and missing strings read as empty, so a damaged index still searches what it can.
 *
 * @example
 * splitSections([{ id: '/a', routePath: '/a', title: 'A', content: 'Intro Usage text', toc: [{ text: 'Usage', id: 'usage', depth: 2, charIndex: 6 }] }])
 * // sections: { header: 'A', link: '/a', text: 'Intro ' }, { header: 'Usage', link: '/a#usage', text: ' text' }
 */
export function splitSections(docs: readonly SearchDoc[]): { pages: Page[]; sections: Section[] } {
  const pages: Page[] = [];
  const sections: Section[] = [];
  const seen = new Set<string>();
  for (const doc of Array.isArray(docs) ? docs : []) {
    if (!doc || typeof doc !== 'object') continue;
    const routePath = str(doc.routePath) || str(doc.id);
    if (!routePath || seen.has(routePath)) continue;
    seen.add(routePath);
    const page = pages.push({ title: str(doc.title), routePath, firstSection: sections.length, sectionCount: 0 }) - 1;
    const content = str(doc.content);
    const toc = headings(doc.toc, content.length);
    const firstEnd = toc.length ? toc[0].charIndex : content.length;
    sections.push({
      page,
      header: pages[page].title,
      isHeading: false,
      depth: 1,
      link: routePath,
      text: tidy(content.slice(0, firstEnd)),
    });
    toc.forEach((heading, i) => {
      const end = i + 1 < toc.length ? toc[i + 1].charIndex : content.length;
      const start = Math.min(bodyStart(content, heading), end);
      sections.push({
        page,
        header: heading.text,
        isHeading: true,
        depth: Number.isInteger(heading.depth) ? heading.depth : 2,
        link: `${routePath}#${heading.id}`,
        text: tidy(content.slice(start, end)),
      });
    });
    pages[page].sectionCount = sections.length - pages[page].firstSection;
  }
  return { pages, sections };
}
