/**
 * Marks the words a search matched on the page the reader opened from its results, so that on a
 * long page they need not hunt for them again. The terms travel in the history entry's state, never
 * in the URL (a copied link stays clean); the page loads them only from the search chunk, so a
 * reload shows the page unmarked, and this chunk drops them from the entry when it loads.
 *
 * Marks use the CSS Custom Highlight API where the browser has it (no change to the page's DOM),
 * else `<mark>` elements. They go away on Escape, on the next navigation, or from a small
 * "clear highlights" button; the first mark in the chosen section is scrolled into view below the
 * navbar once the page has settled on its heading.
 */
import { findTerms } from './find-terms';
import { forgetSearchTerms, TERMS_STATE_KEY } from './terms-state';

// This chunk loads once per page load, before any result is followed: terms in the entry now
// came back with a reload (or a restored session), and a fresh page shows no marks.
if (typeof history !== 'undefined') forgetSearchTerms();

/** The highlight's name in `CSS.highlights` (styled with `::highlight(search-terms)`). */
const HIGHLIGHT_NAME = 'search-terms';
/** The page's content: the one element holding its rendered Markdown. */
const CONTENT = '[data-page-html]';
/** The shell scrolls to the target heading this long after a new page renders (use-scroll-restoration.ts). */
const SETTLE_MS = 150;
/** A page that has not rendered by then is not coming (a failed chunk): stop waiting. */
const GIVE_UP_MS = 15_000;

type Highlights = Map<string, unknown>;
type HighlightConstructor = new (...ranges: Range[]) => unknown;

let clear: () => void = () => {};

/** Every text node of `root` worth marking (not inside a copy button, a script or a style). */
function textNodes(root: Element): Text[] {
  const out: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('button, script, style, .search-highlight-clear')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node as Text);
  return out;
}

/** Ranges of every occurrence of `terms` in `root`, in document order. */
function rangesOf(root: Element, terms: readonly string[]): Range[] {
  const ranges: Range[] = [];
  for (const node of textNodes(root)) {
    for (const [start, end] of findTerms(node.data, terms)) {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      ranges.push(range);
    }
  }
  return ranges;
}

/**
 * Shows `ranges`: as a custom highlight, or wrapped in `<mark>`. Returns what undoes it. The
 * ranges stay usable: wrapping from the last back leaves the earlier ones' offsets valid, and a
 * wrapped range then spans its mark.
 */
function paint(ranges: Range[]): () => void {
  const highlights = (globalThis.CSS as unknown as { highlights?: Highlights } | undefined)?.highlights;
  const Highlight = (globalThis as unknown as { Highlight?: HighlightConstructor }).Highlight;
  if (highlights && Highlight) {
    highlights.set(HIGHLIGHT_NAME, new Highlight(...ranges));
    return () => highlights.delete(HIGHLIGHT_NAME);
  }
  const marks = [...ranges].reverse().map((range) => {
    const mark = document.createElement('mark');
    mark.className = 'search-highlight';
    range.surroundContents(mark);
    return mark;
  });
  return () => {
    for (const mark of marks) {
      const parent = mark.parentNode;
      if (!parent) continue;
      mark.replaceWith(...mark.childNodes);
      parent.normalize();
    }
  };
}

/** The first of `ranges` at or after the heading `hash` names (the section the reader chose). */
function firstInSection(ranges: readonly Range[], hash: string): Range | undefined {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* looked up as written */
  }
  const heading = id ? document.getElementById(id) : null;
  if (!heading) return ranges[0];
  return (
    ranges.find((range) => heading.compareDocumentPosition(range.startContainer) & Node.DOCUMENT_POSITION_FOLLOWING) ??
    ranges[0]
  );
}

/** Scrolls `target` into view below the navbar unless it is in view already. */
function reveal(target: Range, content: Element): void {
  const rect = target.getBoundingClientRect();
  const heading = content.querySelector('h2, h3') ?? content;
  // Headings keep clear of the navbar with their scroll margin; a mark gets the same room.
  const top = Number.parseFloat(getComputedStyle(heading).scrollMarginTop) || 80;
  if (rect.top >= top && rect.bottom <= window.innerHeight) return;
  window.scrollTo({ top: window.scrollY + rect.top - top, behavior: 'auto' });
}

/** The clear control: a small button in the corner, named for screen readers. */
function clearButton(label: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'search-highlight-clear';
  button.textContent = label;
  button.addEventListener('click', onClick);
  document.body.append(button);
  return button;
}

/** Removes the current marks, if any. */
function clearPageHighlight(): void {
  clear();
}

/**
 * Marks the terms of the current history entry's state on the page being opened, once it has
 * rendered: once the content no longer starts with `previous` (the old page's first node; null
 * when the result is on the page already). `label` names the clear button. Any earlier marks are
 * cleared first.
 *
 * @example
 * go('/api/core/render-context#importmapmode');
 * history.replaceState({ ...history.state, [TERMS_STATE_KEY]: ['importmapmode'] }, '');
 * highlightOpenedPage(previousContent, tr('search.clearHighlights'));
 */
export function highlightOpenedPage(previous: Node | null, label: string): void {
  clear();
  const terms = (history.state as Record<string, unknown> | null)?.[TERMS_STATE_KEY];
  if (!Array.isArray(terms) || !terms.length) return;
  const words = terms.filter((t): t is string => typeof t === 'string' && t !== '');
  const cleanups: (() => void)[] = [];
  clear = () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    clear = () => {};
  };
  const rendered = () => {
    const content = document.querySelector(CONTENT);
    return content && content.firstChild !== previous ? content : null;
  };
  const apply = (content: Element) => {
    const ranges = rangesOf(content, words);
    if (!ranges.length) return clear();
    const undo = paint(ranges);
    const button = clearButton(label, () => {
      clearPageHighlight();
      forgetSearchTerms();
    });
    const shown = content.firstChild;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[role="dialog"]')) clearPageHighlight();
    };
    // The next page replaces the content: its marks would point at nothing.
    const leaving = new MutationObserver(() => {
      if (document.querySelector(CONTENT)?.firstChild !== shown) clearPageHighlight();
    });
    leaving.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('keydown', onKey);
    addEventListener('popstate', clearPageHighlight);
    cleanups.push(
      undo,
      () => button.remove(),
      () => leaving.disconnect(),
    );
    cleanups.push(() => document.removeEventListener('keydown', onKey));
    cleanups.push(() => removeEventListener('popstate', clearPageHighlight));
    const timer = setTimeout(() => {
      const target = firstInSection(ranges, location.hash);
      if (target) reveal(target, content);
    }, SETTLE_MS);
    cleanups.push(() => clearTimeout(timer));
  };

  const now = rendered();
  if (now) {
    apply(now);
    return;
  }
  const waiting = new MutationObserver(() => {
    const content = rendered();
    if (!content) return;
    stop();
    apply(content);
  });
  const giveUp = setTimeout(() => stop(), GIVE_UP_MS);
  const stop = () => {
    waiting.disconnect();
    clearTimeout(giveUp);
  };
  waiting.observe(document.body, { childList: true, subtree: true });
  cleanups.push(stop);
}
