import type { Element, ElementContent, RootContent as HastContent, Properties } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Html, Paragraph, Parent, Root, RootContent, Text } from 'mdast';
import type { Plugin } from 'unified';
import { type HtmlElement, h } from './mdx/element';
import { pageState } from './page-state';

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

/**
 * The elements a `.md` page's raw HTML may make, as README-style Markdown uses them (`<br>` in a table,
 * `<details>`, `<kbd>`, `<img width>`, `<video controls>`): text, layout, tables and media, nothing that
 * runs code, submits, embeds a document or belongs to the page's frame (`<h1>`, which titles the page).
 */
const ALLOWED_TAGS = new Set(
  (
    'a abbr audio b bdi bdo blockquote br caption center cite code col colgroup dd del details dfn div dl dt em ' +
    'figcaption figure h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p picture pre q rp rt ruby s samp section small ' +
    'source span strike strong sub summary sup table tbody td tfoot th thead time tr track u ul var video wbr'
  ).split(' '),
);

/** Their attributes, as hast names them: presentation and media only; URLs are checked later (remark-safe-urls). */
const ALLOWED_PROPERTIES = new Set(
  (
    'abbr align alt autoPlay cite className colSpan controls dateTime decoding dir headers height href id lang ' +
    'loading loop muted name open playsInline poster preload reversed rowSpan scope sizes span src srcSet start ' +
    'title type valign width'
  ).split(' '),
);

/** Tags and attributes that could run code: named in the warning as the reason a node stays text. */
const CODE_TAGS = new Set(['script', 'iframe', 'object', 'embed', 'style', 'frame', 'frameset', 'applet', 'base']);

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

declare module 'unist' {
  interface Data {
    /** An element made from a `.md` page's raw HTML, as written there: the Markdown twin gives that back. */
    writtenHtml?: {
      open: string;
      close?: string;
      /** How many of its first children the opening HTML already holds (`<details><summary>…`). */
      own?: number;
      /** It stands among blocks, not words. */
      block: boolean;
    };
  }
}

/**
 * Renders the raw HTML a `.md` page writes as the plain HTML elements it names (`ALLOWED_TAGS`, with
 * `ALLOWED_PROPERTIES`), as Markdown readers expect: `<br>`, `<kbd>Ctrl</kbd>`, `<details>` around Markdown
 * (an opening tag and its closing tag in separate blocks pair up), `<img width="200">`. A `.md` page stays
 * data: HTML that names anything else (a script, an event handler, a form, a component) is shown as the text
 * it is, with a warning at its line, and its URLs pass the same check as the Markdown's. HTML comments are
 * left out, as a browser hides them.
 *
 * @example `A <b>bold</b> word` renders as `A <b>bold</b> word`; `<img src=x onerror=alert(1)>` as its text.
 */
export const remarkRawHtml: Plugin<[], Root> = () => (tree, file) => {
  const page = pageState(file);
  const warn = (node: Html, message: string) => page.warnings.push({ line: node.position?.start.line ?? 1, message });

  /** The page's raw HTML in `parent`'s children (and theirs), rewritten in place. */
  const rewrite = (parent: Parent): void => {
    for (const child of parent.children) if ('children' in child) rewrite(child as Parent);
    // Most parents hold no raw HTML: they keep their list as it is.
    if (!parent.children.some((child) => child.type === 'html')) return;
    parent.children = rewriteRun(parent.children as RootContent[], !PHRASING_PARENTS.has(parent.type)) as never;
  };

  const rewriteRun = (children: readonly RootContent[], flow: boolean): RootContent[] => {
    const out: (RootContent | HtmlElement)[] = [];
    for (let i = 0; i < children.length; i++) {
      const node = children[i];
      if (node.type !== 'html') {
        out.push(node);
        continue;
      }
      if (onlyComments(node.value)) continue;
      const parsed = elementsOf(node, warn);
      if (!parsed) {
        out.push(asText(node, flow));
        continue;
      }
      const opened = openedElement(node.value, parsed);
      if (!opened) {
        out.push(
          ...placed(
            parsed.map((content) => fromHast(content, node)),
            flow,
            node,
          ),
        );
        continue;
      }
      const close = closingIndex(children, i, opened.tagName);
      if (close === undefined) {
        out.push(asText(node, flow));
        continue;
      }
      const inner = rewriteRun(children.slice(i + 1, close), flow);
      const own = opened.children.flatMap((content) => (content.type === 'comment' ? [] : [fromHast(content, node)]));
      const element = h(opened.tagName, { ...opened.properties }, [...own, ...inner], node.position);
      const written = { open: node.value, close: (children[close] as Html).value, own: own.length, block: flow };
      element.data = { writtenHtml: written };
      out.push(element);
      i = close;
    }
    return out as RootContent[];
  };

  rewrite(tree);
};

/**
 * The nodes a piece of raw HTML parses to, comments left out; undefined, with a warning, when it names a tag
 * or attribute a `.md` page may not use, or a component (written for an `.mdx` page).
 */
function elementsOf(node: Html, warn: (node: Html, message: string) => void): ElementContent[] | undefined {
  const component = /^<([A-Z][\w.]*)/.exec(node.value)?.[1];
  if (component) {
    warn(node, `<${component}> is shown as text: components work in .mdx pages (rename the file to .mdx)`);
    return undefined;
  }
  const root = fromHtml(node.value, { fragment: true });
  const contents = root.children.filter((child): child is ElementContent => child.type !== 'doctype');
  // A lone closing tag parses to nothing: it has no opening tag to close here, and shows as written.
  if (contents.every((child) => child.type === 'comment') && !/^\s*$/.test(node.value.replace(/<!--[\s\S]*?-->/g, '')))
    return undefined;
  // So does a closing tag whose element this HTML does not hold (`</section> text`): the parse drops it.
  if (strayClosingTag(node.value, contents)) return undefined;
  const refused = refusal(contents);
  if (refused) {
    warn(node, `raw HTML is shown as text: ${refused}`);
    return undefined;
  }
  return contents;
}

/** Whether `html` closes more elements of a tag than it holds (a parse leaves such a closing tag out). */
function strayClosingTag(html: string, contents: readonly HastContent[]): boolean {
  const held = new Map<string, number>();
  const count = (nodes: readonly HastContent[]) => {
    for (const node of nodes)
      if (node.type === 'element') {
        held.set(node.tagName, (held.get(node.tagName) ?? 0) + 1);
        count(node.children);
      }
  };
  count(contents);
  const closed = new Map<string, number>();
  for (const [, tag] of html.matchAll(/<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>/g)) {
    const name = tag.toLowerCase();
    closed.set(name, (closed.get(name) ?? 0) + 1);
  }
  return [...closed].some(([tag, times]) => times > (held.get(tag) ?? 0));
}

/** Why `contents` cannot be rendered (the first tag or attribute refused), if one cannot. */
function refusal(contents: readonly HastContent[]): string | undefined {
  for (const content of contents) {
    if (content.type !== 'element') continue;
    const tag = content.tagName;
    if (!ALLOWED_TAGS.has(tag))
      return CODE_TAGS.has(tag)
        ? `<${tag}> could run code`
        : `<${tag}> is not among the plain HTML elements a .md page shows (an .mdx page shows more)`;
    for (const key of Object.keys(content.properties)) {
      if (/^on/i.test(key)) return `<${tag} ${key.toLowerCase()}> could run code`;
      if (!ALLOWED_PROPERTIES.has(key))
        return `<${tag} ${attributeName(key)}> is not among the presentation and media attributes a .md page keeps`;
    }
    const inner = refusal(content.children);
    if (inner) return inner;
  }
  return undefined;
}

/** `dataFoo` → `data-foo`, `ariaLabel` → `aria-label`, `style` → `style`: the attribute as it was written. */
function attributeName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The element a piece of raw HTML opens and leaves open for later blocks or words to fill (`<details>` or
 * `<details><summary>Title</summary>`, `<kbd>`), closed by a later sibling; undefined when it closes all it opens.
 */
function openedElement(html: string, contents: readonly ElementContent[]): Element | undefined {
  const elements = contents.filter((content) => content.type === 'element');
  const blank = contents.every((content) => content.type !== 'text' || content.value.trim() === '');
  if (elements.length !== 1 || !blank) return undefined;
  const [element] = elements;
  if (VOID_TAGS.has(element.tagName) || /\/\s*>\s*$/.test(html)) return undefined;
  return new RegExp(`</${element.tagName}\\s*>`, 'i').test(html) ? undefined : element;
}

/** Elements without content or closing tag. */
const VOID_TAGS = new Set(['br', 'col', 'hr', 'img', 'source', 'track', 'wbr']);

/** The index of the sibling after `open` that closes its `tag` (`</details>` alone), counting nested ones. */
function closingIndex(children: readonly RootContent[], open: number, tag: string): number | undefined {
  const opens = new RegExp(`^<${tag}(\\s[^<>]*)?>`, 'i');
  const closes = new RegExp(`^</${tag}\\s*>$`, 'i');
  let depth = 0;
  for (let i = open + 1; i < children.length; i++) {
    const node = children[i];
    if (node.type !== 'html') continue;
    const html = node.value.trim();
    if (closes.test(html)) {
      if (depth === 0) return i;
      depth--;
    } else if (opens.test(html) && !new RegExp(`</${tag}\\s*>`, 'i').test(html)) depth++;
  }
  return undefined;
}

/** A parsed HTML node as a node of the Markdown tree, at the line of the raw HTML it came from. */
function fromHast(content: ElementContent, from: Html): HtmlElement | Text {
  if (content.type === 'text') return { type: 'text', value: content.value, position: from.position };
  if (content.type !== 'element') return { type: 'text', value: '', position: from.position };
  return h(
    content.tagName,
    { ...(content.properties as Properties) },
    content.children.map((child) => fromHast(child, from)),
    from.position,
  );
}

/**
 * Nodes made from one piece of raw HTML where they stand: among blocks each on its own (text in a paragraph of
 * its own), among words as they are. The first carries the HTML as written, which the twin gives back once.
 */
function placed(nodes: (HtmlElement | Text)[], flow: boolean, from: Html): (RootContent | HtmlElement)[] {
  const kept = nodes.filter((node) => node.type !== 'text' || (flow ? node.value.trim() !== '' : node.value !== ''));
  kept.forEach((node, i) => {
    node.data = { ...node.data, writtenHtml: { open: i === 0 ? from.value : '', block: flow } };
  });
  if (!flow) return kept;
  return kept.map((node) =>
    node.type === 'text' ? ({ type: 'paragraph', children: [node], position: from.position } as Paragraph) : node,
  );
}

/** Raw HTML shown as the text it is: a paragraph of it among blocks, text among words. */
function asText(node: Html, flow: boolean): Text | Paragraph {
  const text: Text = { type: 'text', value: node.value, position: node.position, data: { rawHtml: true } };
  return flow ? { type: 'paragraph', children: [text], position: node.position } : text;
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
