import type { RootContent as HastContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Html, Paragraph, RootContent } from 'mdast';
import type { Tag } from './html-tags';
import { h } from './mdx/element';
import { markRawHtmlLink } from './raw-html-link';
import { allowedProperty } from './raw-html-policy';

/**
 * One sibling of a group: raw HTML to render (its stray closing tags left out, but those `shownAsText` holds,
 * which close an element shown as text), or a node as it shows.
 */
export type GroupPart =
  | { html: Html; strays: readonly Tag[]; shownAsText?: ReadonlySet<Tag> }
  /** Markdown, or raw HTML shown as text; `written` is what the Markdown twin gives back for it. */
  | { shows: RootContent; written: RootContent | string };

declare module 'unist' {
  interface Data {
    /**
     * What a `.md` page wrote where nodes made from its raw HTML stand, in order: its HTML as strings, the
     * Markdown between as nodes. The Markdown twin gives that back instead of the nodes: the first node of a
     * group holds it all, the others nothing.
     */
    writtenHtml?: { parts: (RootContent | string)[]; block: boolean };
  }
}

/**
 * The nodes a run of siblings makes when its raw HTML is read as one piece of HTML, as a browser reads a page,
 * with the Markdown between in the places it was written: `<table><tr><td>`, a paragraph, `</td></tr></table>`
 * make a table whose cell holds the paragraph. Each Markdown node stands in the HTML as a `<template>` (an
 * element an HTML parser leaves where it is, in a table too), and a `.md` page cannot write one itself.
 * Among blocks (`flow`), text outside every element becomes a paragraph. An `<h1>` is shown as a heading but
 * names no page, as Rspress names a page by its Markdown `# ` heading or front matter only (see
 * title-heading.ts).
 */
export function renderGroup(parts: readonly GroupPart[], flow: boolean): RootContent[] {
  let source = '';
  /** Where in `source` each piece of raw HTML starts, in order. */
  const pieces: { from: number; node: Html }[] = [];
  const slots: RootContent[] = [];
  for (const part of parts) {
    if ('html' in part) {
      pieces.push({ from: source.length, node: part.html });
      source += withoutStrays(part.html.value, part.strays, part.shownAsText);
    } else {
      source += `<template data-slot="${slots.length}"></template>`;
      slots.push(part.shows);
    }
  }
  /** The raw HTML a node was written in (its line is the node's); one the parser made up is its parent's. */
  const origin = (offset: number | undefined, outer: Html): Html => {
    if (offset === undefined) return outer;
    // The last piece starting at or before `offset`, by halves: a long table has thousands of them.
    let low = 0;
    let high = pieces.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (pieces[middle].from <= offset) low = middle;
      else high = middle - 1;
    }
    return pieces[low].node;
  };

  const convert = (content: HastContent, outer: Html): RootContent[] => {
    const from = origin(content.position?.start.offset, outer);
    if (content.type === 'text') return [{ type: 'text', value: content.value, position: from.position }];
    if (content.type !== 'element') return [];
    if (content.tagName === 'template') return [slots[Number(content.properties.dataSlot)]];
    const children = content.children.flatMap((child) => convert(child, from));
    // Without the attributes a .md page does not keep (warned of with its HTML, see remark-raw-html.ts).
    const kept = Object.fromEntries(Object.entries(content.properties).filter(([key]) => allowedProperty(key)));
    return [markRawHtmlLink(h(content.tagName, kept, children, from.position))];
  };

  const first = pieces[0].node;
  const nodes = fromHtml(source, { fragment: true })
    .children.flatMap((content) => convert(content, first))
    .filter((node) => node.type !== 'text' || (flow ? node.value.trim() !== '' : node.value !== ''))
    .map((node) =>
      flow && node.type === 'text'
        ? ({ type: 'paragraph', children: [node], position: node.position } as Paragraph)
        : node,
    );
  const written = parts.map((part) => ('html' in part ? part.html.value : part.written));
  nodes.forEach((node, i) => {
    node.data = { ...node.data, writtenHtml: { parts: i === 0 ? written : [], block: flow } };
  });
  return nodes;
}

/**
 * `html` without the given closing tags, which close nothing: a browser reading the page's HTML skips them, and
 * so does Rspress (a stray `</u>` left by a Word export shows nowhere). The build warns of each.
 */
function withoutStrays(html: string, strays: readonly Tag[], shownAsText?: ReadonlySet<Tag>): string {
  let out = html;
  for (const stray of [...strays].sort((a, b) => b.start - a.start))
    out = shownAsText?.has(stray)
      ? `${out.slice(0, stray.start)}&lt;${out.slice(stray.start + 1)}`
      : `${out.slice(0, stray.start)}${out.slice(stray.end)}`;
  return out;
}
