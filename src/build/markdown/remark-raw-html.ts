import { fromHtml } from 'hast-util-from-html';
import type { Html, Paragraph, Parent, Root, RootContent, Text } from 'mdast';
import type { Plugin } from 'unified';
import { componentTags, withoutTags } from './component-tags';
import { closesItself, type Nesting, nestingFrom } from './html-nesting';
import { type Tag, tagsOf } from './html-tags';
import { jsxAttributeTags } from './jsx-attribute-tags';
import { pageState } from './page-state';
import { type GroupPart, renderGroup } from './raw-html-group';
import { leftOutAttributes, refusal } from './raw-html-policy';

/** Parents whose children are phrasing (inline) content: raw HTML inside them stays inline. */
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
]);

declare module 'mdast' {
  interface TextData {
    /** The text is raw HTML the page shows as text; the Markdown twin gives it back as the HTML it was. */
    rawHtml?: boolean;
  }
}

declare module 'mdast' {
  interface HtmlData {
    /** Raw HTML that stands among blocks in the Markdown twin (an element written so), not among words. */
    block?: boolean;
  }
}

/**
 * How a sibling takes part in its parent's raw HTML: HTML to render (with its tags), a node as it shows
 * (Markdown, or HTML shown as text), or nothing (an HTML comment). `jsxOpen` names the elements it opened with
 * a JSX attribute value (`<span style={{…}}>`), which show as text: their closing tags close nothing, silently.
 */
type Sibling =
  | { html: Html; tags: readonly Tag[] }
  | { shows: RootContent; node: RootContent; jsxOpen?: readonly string[] }
  | undefined;

/** What a piece of a page shows that a warning may point into. */
type Written = Html | Text;

/**
 * Renders the raw HTML a `.md` page writes as the plain HTML elements it names (see raw-html-policy.ts), as
 * Markdown readers and Rspress (rehype-raw) show it: `<br>`, `<kbd>Ctrl</kbd>`, `<details>` around Markdown,
 * `<img width="200">`, and the tables API Documenter writes, where one block opens `<table><tr><td>`, the
 * Markdown of a cell follows and later blocks close and open cells (`</td><td>`): an element opened in one
 * block and closed in a later sibling holds what stands between (see raw-html-group.ts). A component's tags
 * (`<Badge text="iOS" />`, `<Tabs>`) are left out with a warning at their line, what stands between them kept:
 * Rspress reads them as elements no browser knows, which show nothing of their own and which a heading's id
 * and outline text leave out (`## Size <Badge text="iOS" />` is `#size`). A `.md` page stays
 * data: HTML that names anything else (a script, an event handler, a form) is shown as the text
 * it is, with a warning at its line, and its URLs pass the same check as the Markdown's. HTML that does not
 * nest renders as a browser reads it, with a warning at the line of the tag at fault: a closing tag that closes
 * nothing shows as text, an element left open ends with its block. A tag given a JSX attribute value
 * (`<span style={{ color: 'green' }}>`, which Markdown reads as text or as an odd attribute) shows as text with
 * a warning naming it at its line; its closing tag then shows as text without a second one. HTML comments are
 * left out, as a browser hides them.
 *
 * @example `A <b>bold</b> word` renders as `A <b>bold</b> word`; `<img src=x onerror=alert(1)>` as its text.
 */
export const remarkRawHtml: Plugin<[], Root> = () => (tree, file) => {
  const page = pageState(file);
  const warn = (node: Written, message: string, at = 0) => page.warnings.push({ line: lineOf(node, at), message });

  /** Warns of each tag of `node` given a JSX attribute value; gives the names of the elements they leave open. */
  const jsxOpened = (node: Written): string[] | undefined => {
    const found = jsxAttributeTags(node.value);
    if (found.length === 0) return undefined;
    for (const { tag, name, attribute } of found)
      warn(
        node,
        `raw HTML is shown as text: <${name} ${attribute}={…}>: a {…} attribute value is JSX, which only .mdx pages read (write ${attribute}="…" as HTML does, or rename the file to .mdx)`,
        tag.start,
      );
    const starts = new Set(found.map(({ tag }) => tag.start));
    return nestingFrom([tagsOf(node.value)], 0, 1)
      .open.filter(({ tag }) => starts.has(tag.start))
      .map(({ tag }) => tag.name);
  };

  /**
   * Whether a component tag was left out of the run being rewritten. Its parent then carries the mark for the
   * Markdown twin: raw HTML that was nothing but the tag leaves no node behind to carry it.
   */
  let leftOut = false;

  /** The page's raw HTML in `parent`'s children (and theirs), rewritten in place. */
  const rewrite = (parent: Parent): void => {
    for (const child of parent.children) if ('children' in child) rewrite(child as Parent);
    // Most parents hold no raw HTML: they keep their list as it is.
    if (!parent.children.some((child) => child.type === 'html')) return;
    leftOut = false;
    const flow = !PHRASING_PARENTS.has(parent.type);
    const children = rewriteRun(parent.children as RootContent[], flow);
    parent.children = (leftOut && !flow ? trimEnds(children) : children) as never;
    if (leftOut) parent.data = { ...parent.data, componentLeftOut: true };
  };

  /** `node` without the component tags it names, each opening or empty one warned of at its line. */
  const withoutComponents = (node: Html): Html => {
    const found = componentTags(node.value);
    if (found.length === 0) return node;
    leftOut = true;
    // A closing tag goes silently: its opening tag was warned of, or was text Markdown did not take for HTML.
    for (const { tag, name } of found) if (tag.kind !== 'close') warn(node, leftOutMessage(name), tag.start);
    const value = withoutTags(
      node.value,
      found.map(({ tag }) => tag),
    );
    return { ...node, value, data: { ...node.data, componentLeftOut: true } };
  };

  const sibling = (node: RootContent, flow: boolean): Sibling => {
    // Markdown takes a tag whose attribute value is not HTML's (`style={{ 'color': 'green' }}`) for text.
    if (node.type === 'text') return { shows: node, node, jsxOpen: jsxOpened(node) };
    if (node.type !== 'html') return { shows: node, node };
    const html = withoutComponents(node);
    if (onlyComments(html.value)) return undefined;
    const jsxOpen = jsxOpened(html);
    if (jsxOpen) return { shows: asText(html, flow), node: html, jsxOpen };
    const tags = tagsOf(html.value);
    const contents = fromHtml(html.value, { fragment: true }).children;
    const refused = refusal(tags, contents);
    if (refused === undefined) {
      for (const attribute of leftOutAttributes(contents))
        warn(
          html,
          `raw HTML: ${attribute} is left out, not among the attributes a .md page keeps (an .mdx page keeps it)`,
        );
      return { html, tags };
    }
    warn(html, `raw HTML is shown as text: ${refused}`);
    return { shows: asText(html, flow), node: html };
  };

  const rewriteRun = (children: readonly RootContent[], flow: boolean): RootContent[] => {
    const siblings = children.map((child) => sibling(child, flow));
    const pieces = siblings.map((s) => (s && 'tags' in s ? s.tags : undefined));
    const jsxOpen = siblings.flatMap((s, index) =>
      (s && 'jsxOpen' in s ? (s.jsxOpen ?? []) : []).map((name) => ({ name, index })),
    );
    const out: RootContent[] = [];
    for (let i = 0; i < siblings.length; i++) {
      const start = siblings[i];
      if (start === undefined) continue;
      if ('shows' in start) {
        out.push(start.shows);
        continue;
      }
      // Elements left open with no closing tag among the siblings end with the HTML that opened them.
      const closed = nestingFrom(pieces, i);
      const nesting = closed.end === undefined ? nestingFrom(pieces, i, i + 1) : closed;
      const end = nesting.end ?? i;
      const shownAsText = warnNesting(nesting, siblings, jsxOpen);
      const parts = siblings.slice(i, end + 1).flatMap((s, k): GroupPart[] => {
        if (s === undefined) return [];
        if ('shows' in s) return [{ shows: s.shows, written: s.node.type === 'html' ? s.node.value : s.node }];
        const strays = nesting.strays.filter((stray) => stray.piece === i + k).map((x) => x.tag);
        return [{ html: s.html, strays, shownAsText }];
      });
      out.push(...renderGroup(parts, flow));
      i = end;
    }
    return out;
  };

  const warnNesting = (
    nesting: Nesting,
    siblings: readonly Sibling[],
    /** Elements opened before as text for a JSX attribute (warned of then); one a stray closes is taken out. */
    jsxOpen: { name: string; index: number }[],
  ): Set<Tag> => {
    const html = (piece: number) => (siblings[piece] as { html: Html }).html;
    // The closing tags of elements shown as text (their opening tag had a JSX value): text too, as written.
    const shownAsText = new Set<Tag>();
    for (const { tag, piece } of nesting.strays) {
      const opener = jsxOpen.findLastIndex(({ name, index }) => name === tag.name && index < piece);
      if (opener !== -1) {
        jsxOpen.splice(opener, 1);
        shownAsText.add(tag);
      } else warn(html(piece), `raw HTML: </${tag.name}> closes no open element, so it is left out`, tag.start);
    }
    for (const { inner, by, piece } of nesting.misnested)
      warn(
        html(piece),
        `raw HTML: </${by.name}> also closes the <${inner.tag.name}> of line ${lineOf(html(inner.piece), inner.tag.start)}, still open inside it (close that first)`,
        by.start,
      );
    for (const { tag, piece } of nesting.open.filter((element) => !closesItself(element)))
      warn(
        html(piece),
        `raw HTML: <${tag.name}> is never closed (no </${tag.name}> follows in the same list item, quote, paragraph or page), so it ends where its own HTML ends`,
        tag.start,
      );
    return shownAsText;
  };

  rewrite(tree);
};

/** The line of the character at `at` in a piece of raw HTML (or of text). */
function lineOf(node: Written, at: number): number {
  let line = node.position?.start.line ?? 1;
  for (let i = node.value.indexOf('\n'); i !== -1 && i < at; i = node.value.indexOf('\n', i + 1)) line++;
  return line;
}

/** Raw HTML shown as the text it is: a paragraph of it among blocks, text among words. */
function asText(node: Html, flow: boolean): Text | Paragraph {
  const leftOut = node.data?.componentLeftOut ? { componentLeftOut: true } : {};
  const text: Text = { type: 'text', value: node.value, position: node.position, data: { rawHtml: true, ...leftOut } };
  return flow ? { type: 'paragraph', children: [text], position: node.position } : text;
}

/**
 * Inline content without white space at its ends, as Markdown reads a paragraph or heading: a tag left out at
 * an end leaves the space before it (`## Size <Badge />`), which the Markdown twin would otherwise write out.
 */
function trimEnds(children: RootContent[]): RootContent[] {
  const trimmed = children.map((child, i) => {
    if (child.type !== 'text' || child.data?.rawHtml) return child;
    let value = child.value;
    if (i === 0) value = value.trimStart();
    if (i === children.length - 1) value = value.trimEnd();
    return { ...child, value };
  });
  return trimmed.filter((child) => child.type !== 'text' || child.value !== '');
}

/** Whether raw HTML is nothing but comments and white space (one pass: no pattern to backtrack on hostile text). */
function onlyComments(html: string): boolean {
  let at = 0;
  for (;;) {
    while (at < html.length && /\s/.test(html[at])) at++;
    if (at === html.length) return true;
    if (!html.startsWith('<!--', at)) return false;
    const end = html.indexOf('-->', at + 4);
    if (end === -1) return false;
    at = end + 3;
  }
}

/**
 * Why a component tag of a `.md` page is left out. A lone capital letter is most often a type's parameter meant
 * as text (`Result<T>`), which an `.mdx` page would fail on: it is told how to show it.
 */
function leftOutMessage(name: string): string {
  const why = `<${name}> is left out: components work in .mdx pages (rename the file to .mdx)`;
  return /^[A-Z]$/.test(name)
    ? `${why}; as text, as in Result<${name}>, write \\<${name}> or put it in backticks`
    : why;
}
