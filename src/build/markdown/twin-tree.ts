import type { BlockContent, Blockquote, List, Paragraph, PhrasingContent, Root, RootContent, Strong } from 'mdast';
import { withoutBase } from '../../shared/base-path';
import type { Lang } from '../../shared/types';
import type { HtmlElement } from './mdx/element';
import { classifyHref, resolveInternalHref } from './resolve-link';

/** Where the page lives, which the twin's URLs are made absolute against. */
export interface TwinPlace {
  routePath: string;
  lang: Lang;
  /** The site's languages, the default first (see `resolveInternalHref`). */
  langs?: readonly Lang[];
  /** The site's base path (`/`, `/docs/`), put in front of every site path (once: one written with it keeps it). */
  base: string;
  /** URLs the pipeline already made site paths (copied images, base included): kept as they are. */
  sitePaths: ReadonlySet<string>;
  /** A link without "./" or "/" is read from the language's root (the site's `markdown.linksFromRoot`). */
  linksFromRoot?: boolean;
}

type Node = RootContent | HtmlElement;

/** Parents whose children are blocks; every other parent holds inline content. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
]);

/**
 * The page's tree as its Markdown twin shows it, for a reader without the site: what the MDX components
 * rendered to (`htmlElement` nodes) and the `:::tip` containers written as plain Markdown, every link,
 * image and reference definition made an absolute site path. Builds new nodes and leaves `tree` as it
 * was: the same tree goes on to become the page's HTML.
 *
 * @example
 * twinTree(parsed('See [B](./b.md).'), { routePath: '/guide/a', lang: 'en', base: '/docs/', sitePaths: new Set() })
 * // the tree of 'See [B](/docs/guide/b).'
 */
export function twinTree(tree: Root, place: TwinPlace): Root {
  const prefix = place.base.replace(/\/+$/, '');
  const siteUrl = (url: string): string => {
    if (place.sitePaths.has(url.split(/[?#]/, 1)[0])) return url;
    const kind = classifyHref(url);
    // A site path written with the base in front keeps it once, as the page's own links do.
    const path = withoutBase(url, place.base);
    const from = place.linksFromRoot && /^\w/.test(path) ? `/${path}` : path;
    if (kind === 'internal') return prefix + resolveInternalHref(from, place.routePath, place.lang, place.langs);
    // A relative file is resolved like a page, against the page's folder (its language plays no part).
    if (kind === 'asset')
      return (
        prefix + (path.startsWith('/') ? path : resolveInternalHref(path, place.routePath, place.lang, place.langs))
      );
    return url;
  };

  const convert = (node: Node): Node[] => {
    // What a `.md` page's raw HTML made: the twin gives back that HTML as it was written, and the Markdown
    // between its pieces (see raw-html-group.ts).
    const written = node.data?.writtenHtml;
    if (!written) return convertNode(node);
    // A Markdown part as itself: one the HTML left outside its elements carries the group's mark too.
    const parts = written.parts.flatMap((part): Node[] =>
      typeof part === 'string' ? [{ type: 'html', value: part, data: { block: written.block } }] : convertNode(part),
    );
    return written.block ? blocks(parts) : parts;
  };

  /** A node as the twin shows it (its children through `convert`). */
  const convertNode = (node: Node): Node[] => {
    switch (node.type) {
      case 'htmlElement':
        return element(node);
      case 'text':
        // The author's HTML, as written: the page shows it as text, and the twin is not parsed as a page.
        return node.data?.rawHtml ? [{ type: 'html', value: node.value }] : [node];
      case 'link':
      case 'image':
      case 'definition':
        return [{ ...withChildren(node), url: siteUrl(node.url) } as Node];
      case 'blockquote': {
        const className = node.data?.hProperties?.className;
        const children: Node[] = convertAll(node.children, 'blockquote');
        const [title, ...body] = children;
        // A `:::tip` container: its first paragraph is the title the page shows.
        if (Array.isArray(className) && className.includes('container') && title?.type === 'paragraph')
          return [titled(title.children, body)];
        return [{ ...node, children: children as BlockContent[] }];
      }
      default:
        return [withChildren(node)];
    }
  };

  const withChildren = <T extends Node>(node: T): T =>
    'children' in node ? { ...node, children: convertAll(node.children as Node[], node.type) } : node;

  const convertAll = (children: readonly Node[], parent: string): never[] => {
    const converted = children.flatMap(convert);
    return (FLOW_PARENTS.has(parent) ? blocks(converted) : converted) as never[];
  };

  /** An element as the Markdown a reader of its HTML would write. */
  const element = (node: HtmlElement): Node[] => {
    // One of the site's components shows what it renders, known only once it has (see rehype-islands.ts).
    if (node.properties.dataIslandIndex !== undefined)
      return [{ type: 'text', value: islandMark(Number(node.properties.dataIslandIndex)) }];
    const classes = (node.properties.className ?? []) as string[];
    const children = (): Node[] => node.children.flatMap(convert);
    const inline = (): PhrasingContent[] => phrasing(children());
    switch (node.tagName) {
      case 'a': {
        // A heading's `#` anchor (in HTML a component rendered) is the page's chrome, not its text.
        if (classes.includes('header-anchor')) return [];
        if (typeof node.properties.href !== 'string') return children();
        const url = siteUrl(node.properties.href);
        if (!classes.includes('link-card')) return [{ type: 'link', url, children: inline() }];
        const [title, ...description] = node.children.filter((c) => c.type === 'htmlElement') as HtmlElement[];
        const text = description.map((d) => phrasing(d.children.flatMap(convert)));
        const line: PhrasingContent[] = [{ type: 'link', url, children: phrasing(title.children.flatMap(convert)) }];
        if (text.length) line.push({ type: 'text', value: ': ' }, ...text.flat());
        return [list([{ type: 'paragraph', children: line }])];
      }
      case 'img':
        return typeof node.properties.src === 'string'
          ? [{ type: 'image', url: siteUrl(node.properties.src), alt: String(node.properties.alt ?? '') }]
          : [];
      case 'br':
        return [{ type: 'break' }];
      case 'style':
        return [];
      case 'span':
        return classes.includes('badge') ? [{ type: 'strong', children: inline() }] : children();
      case 'strong':
      case 'b':
        return [{ type: 'strong', children: inline() }];
      case 'em':
      case 'i':
        return [{ type: 'emphasis', children: inline() }];
      case 'code':
      case 'kbd':
        return [{ type: 'inlineCode', value: textOf(node) }];
      case 'pre':
        return [{ type: 'code', value: textOf(node).replace(/\n$/, '') }];
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return [{ type: 'heading', depth: Number(node.tagName[1]) as 1, children: inline() }];
      case 'ul':
      case 'ol': {
        const items = node.children.filter((child): child is HtmlElement => child.type === 'htmlElement');
        return [
          {
            type: 'list',
            ordered: node.tagName === 'ol',
            spread: false,
            children: items.map((item) => ({
              type: 'listItem',
              spread: false,
              children: blocks(
                item.tagName === 'li' ? item.children.flatMap(convert) : convert(item),
              ) as BlockContent[],
            })),
          },
        ];
      }
      case 'blockquote':
        return [{ type: 'blockquote', children: blocks(children()) as BlockContent[] }];
      case 'hr':
        return [{ type: 'thematicBreak' }];
      case 'p':
        return [paragraph(inline())];
      case 'div':
        if (classes.includes('card-title')) return [paragraph([{ type: 'strong', children: inline() }])];
        if (classes.includes('tabs')) return tabs(node, classes.includes('pm-tabs'));
        if (classes.includes('container')) {
          const [title, ...body] = node.children;
          return [titled(phrasing(convert(title)), blocks(body.flatMap(convert)))];
        }
        return children();
      default:
        // Layout (`<div>`, `<section>`, Steps): the content is what a reader needs.
        return children();
    }
  };

  /** One bold label per tab, then its panel; a package manager's commands are one shell block. */
  const tabs = (node: HtmlElement, packageManagers: boolean): Node[] => {
    const [tabList, ...panels] = node.children as HtmlElement[];
    // A label showing no text before the site's components render (see tabs.ts) is named by the tab's value.
    const labels = (tabList.children as HtmlElement[]).map((tab) => textOf(tab) || String(tab.properties.dataValue));
    if (packageManagers) {
      const lines = panels.map((panel, i) => {
        const [code] = panel.children;
        return `# ${labels[i]}\n${code.type === 'code' ? code.value : textOf(panel)}`;
      });
      return [{ type: 'code', lang: 'sh', value: lines.join('\n') }];
    }
    return panels.flatMap((panel, i) => [
      paragraph([{ type: 'strong', children: [{ type: 'text', value: labels[i] }] }]),
      ...blocks(panel.children.flatMap(convert)),
    ]);
  };

  return { type: 'root', children: convertAll(tree.children, 'root') };
}

/**
 * Where the twin shows what one of the site's components rendered: letters and digits only, which the Markdown
 * writer leaves as they are, until rehype-islands.ts puts the Markdown of that HTML there (`islandTwins`).
 */
export function islandMark(index: number): string {
  return `ESMXDOCSISLAND${index}X`;
}

/** A box with a title (a container, a Callout): a quote opening with the title in bold. */
function titled(title: PhrasingContent[], body: Node[]): Blockquote {
  const label: Strong = { type: 'strong', children: [...title, { type: 'text', value: ':' }] };
  const [first, ...rest] = body;
  const children =
    first?.type === 'paragraph'
      ? [paragraph([label, { type: 'text', value: ' ' }, ...first.children]), ...rest]
      : [paragraph([label]), ...body];
  return { type: 'blockquote', children: children as BlockContent[] };
}

/** Blocks where blocks belong: runs of inline content become paragraphs, blank runs go. */
function blocks(nodes: Node[]): Node[] {
  const out: Node[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || n.value.trim() !== '')) out.push(paragraph(run));
    run = [];
  };
  for (const node of nodes) {
    // Raw HTML is inline unless it stood among blocks (see remark-raw-html.ts).
    if (PHRASING.has(node.type) && !(node.type === 'html' && node.data?.block)) run.push(node as PhrasingContent);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

/**
 * Inline content where inline content belongs: a block inside is replaced by its inline content, a space
 * keeping it apart from what came before (a date and a title inside one link).
 */
function phrasing(nodes: Node[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (PHRASING.has(node.type)) out.push(node as PhrasingContent);
    else if (node.type === 'code') out.push({ type: 'inlineCode', value: node.value });
    else if ('children' in node) {
      const inner = phrasing(node.children as Node[]);
      if (inner.length > 0 && out.length > 0) out.push({ type: 'text', value: ' ' });
      out.push(...inner);
    }
  }
  return out;
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children };
}

function list(items: Paragraph[]): List {
  return { type: 'list', spread: false, children: items.map((p) => ({ type: 'listItem', children: [p] })) };
}

function textOf(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return node.value;
  return 'children' in node ? (node.children as Node[]).map(textOf).join('') : '';
}
