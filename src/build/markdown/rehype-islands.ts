import { relative } from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { toString as hastToString } from 'hast-util-to-string';
import type { Nodes } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { CLIENT_RENDERED_ATTRIBUTE } from '../../shared/client-rendered-island';
import { ISLAND_CHILD_KEY, ISLAND_TAB_KEY, type IslandChild } from '../../shared/island-children';
import { islandComponent } from '../../shared/island-component';
import { HTML_PROP_KEY, type HtmlProp, mapPropLeaves } from '../../shared/island-html-props';
import {
  CHILDREN_ATTRIBUTE,
  CODE_RUNTIME_ATTRIBUTE,
  ID_PREFIX_ATTRIBUTE,
  ISLAND_CODE_GLOBAL,
  ISLAND_HEAD_GLOBAL,
  ISLAND_PAGE_ATTRIBUTE,
  ISLAND_PAGE_GLOBAL,
  ISLAND_SITE_PAGES_KEY,
  MEMBER_ATTRIBUTE,
} from '../../shared/islands';
import { bundleComponent, type ComponentBundle } from '../components/bundle-component';
import { isAsyncComponent, renderAsyncComponent, renderComponent } from '../components/render-component';
import { addUsedHead } from './island-head';
import { blockChildren, childParts, composable, htmlProp, isIsland, isTab, tabProps } from './island-parts';
import { islandTwins } from './island-twin';
import { type ComponentContext, ComponentError } from './mdx/context';
import { htmlElementHandlers } from './mdx/element';
import { PackageManagerTabs } from './mdx/package-manager-tabs';
import { imageOutput } from './page-image';
import { type FileLike, type PageState, pageState } from './page-state';
import { highlightCodeBlocks } from './rehype-code';

/**
 * The hast property of a slot remark-mdx-components.ts put in a placeholder, after its children: the HTML of one
 * JSX prop, whose number the prop holds (`{ __esmxDocsHtml: 0 }`) until it is given as that HTML.
 */
export const SLOT_PROPERTY = 'dataIslandSlot';

/**
 * The hast property of a placeholder whose children are strings the component gets in its props, as they are
 * (`<Pre>{source}</Pre>`, see expressionChildren): the placeholder holds their text only for the Markdown twin.
 */
export const TEXT_CHILDREN_PROPERTY = 'dataIslandTextChildren';

/**
 * Renders the site's own components (the placeholders remark-mdx-components left, their children already
 * HTML) at build time, so their HTML is in the page for search, llms.txt and readers without JavaScript:
 *
 * ```html
 * <link rel="stylesheet" href="/static/islands/counter.1a2b3c4d.css">     (once per page, when it has CSS)
 * <div data-island="/static/islands/counter.5e6f7a8b.js" data-export="default" data-props="{&quot;start&quot;:1}"
 *      style="display:contents"><button>1</button></div>
 * ```
 *
 * The island loader (src/client/islands/) hydrates each `data-island` with its module's export and those props.
 * A `client:static` component leaves only its HTML. Its bundle's script and style are copied into the site like
 * images (`page.images`), and the files they were made from join the page's dependencies. A component that
 * cannot be bundled, has no such export or throws while rendering is an error naming it, on its line.
 */
export const rehypeIslands: Plugin<[], Root> = () => async (tree, file) => {
  const page = pageState(file);
  if (page.islands.length === 0) return;
  const linked = new Set<string>();
  // What Rspress's usePageData / useI18n read, for components that import them (see rspress-seam.ts).
  const h1 = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'h1');
  const pageData = {
    title: page.frontmatter.title || (h1 ? hastToString(h1) : ''),
    lang: page.lang,
    routePath: page.routePath,
    frontmatter: page.frontmatter,
    toc: [],
    site: {
      base: page.base,
      langs: page.langs ?? [page.lang],
      ...(page.builtVersion ? { version: page.builtVersion } : {}),
    },
    ...(page.sitePages ? { [ISLAND_SITE_PAGES_KEY]: page.sitePages } : {}),
  };
  let pageDataWritten = false;
  const unbundled = new Set<string>();
  /** Modules whose unresolved imports the page has warned of. */
  const warned = new Set<string>();
  /** What each component rendered, by its index, for the Markdown twin (see island-twin.ts). */
  const twins: { nodes: ElementContent[]; inline: boolean }[] = [];
  const fail = (line: number, message: string) => page.errors.push({ line, message });
  const asset = (source: string): string => {
    const output = imageOutput(source)!;
    if (!page.images.some((image) => image.output === output)) page.images.push({ source, output });
    return page.base + output;
  };
  /** A component's script in the site, with the files it reaches beside it (a worker's bundle: see url-assets.ts). */
  const scriptOf = (bundle: ComponentBundle): string => {
    for (const file of bundle.assets) asset(file);
    return asset(bundle.script);
  };

  /** The bundle and component an island placeholder shows, or undefined once its problem is reported. */
  const resolve = async (element: Element) => {
    const { dataIslandIndex, dataIslandEntry, dataIslandExport, dataIslandMember, dataIslandName } = element.properties;
    const { line } = page.islands[Number(dataIslandIndex)];
    const entry = String(dataIslandEntry);
    const exportName = String(dataIslandExport);
    const member = dataIslandMember === undefined ? '' : String(dataIslandMember);
    const name = `<${String(dataIslandName)}>`;
    const shown = relative(process.cwd(), entry);
    let bundle: ComponentBundle;
    try {
      bundle = await bundleComponent(entry, page.imports?.context, exportName);
    } catch (error) {
      // Once per page: every use of a module that cannot be bundled fails alike.
      if (!unbundled.has(entry)) fail(line, `${name}: cannot bundle ${shown}: ${firstLine(error)}`);
      unbundled.add(entry);
      return undefined;
    }
    for (const input of bundle.inputs) page.dependencies.add(input);
    // Once per page and module, as a failed bundle is.
    if (!warned.has(entry))
      for (const { file, specifier } of bundle.unresolved)
        page.warnings.push({
          line,
          message: `${name}: ${relative(process.cwd(), file)} imports "${specifier}", which is not installed here: the browser cannot load it (install it beside your docs)`,
        });
    warned.add(entry);
    const found = islandComponent(bundle.exports, exportName, member);
    if (!('component' in found)) {
      fail(line, `${name}: ${missingComponent(String(dataIslandName), member, shown, found)}`);
      return undefined;
    }
    return { bundle, component: found.component, exportName, member, name, shown, line };
  };

  /**
   * The props of an island placeholder's component and the children it shows (as HTML); when its children are
   * the site's components (`composable`), they are in its props instead, as island children (see
   * island-children.ts), whose components and bundles go into `made`. Undefined once a problem is reported.
   */
  const propsOf = async (
    element: Element,
    made: { components: Map<IslandChild, unknown>; bundles: ComponentBundle[] },
    /** The component looks into its children (see `ComponentBundle.readsChildren`): it gets them block by block. */
    readsChildren: boolean,
  ): Promise<{ props: Record<string, unknown>; shown: ElementContent[] } | undefined> => {
    const { props, content } = withSlotsRendered(
      page.islands[Number(element.properties.dataIslandIndex)].props,
      element.children,
    );
    if (element.properties[TEXT_CHILDREN_PROPERTY]) return { props, shown: [] };
    const blocks = readsChildren && content.some((node) => node.type === 'element');
    if (!content.some(composable) && !blocks) return { props, shown: content };
    const children: unknown[] = [];
    for (const part of childParts(content)) {
      if (Array.isArray(part)) {
        if (blocks) children.push(...blockChildren(part));
        else children.push({ [HTML_PROP_KEY]: htmlProp(part) });
        continue;
      }
      if (isTab(part)) {
        children.push({ [ISLAND_TAB_KEY]: tabProps(part) });
        continue;
      }
      const inner = await resolve(part);
      const given = inner && (await propsOf(part, made, inner.bundle.readsChildren));
      if (!inner || !given) return undefined;
      const child: IslandChild = {
        script: scriptOf(inner.bundle),
        export: inner.exportName,
        ...(inner.member ? { member: inner.member } : {}),
        props:
          given.shown.length === 0
            ? given.props
            : { ...given.props, children: { [HTML_PROP_KEY]: htmlProp(given.shown) } },
      };
      made.components.set(child, inner.component);
      made.bundles.push(inner.bundle);
      children.push({ [ISLAND_CHILD_KEY]: child });
    }
    return { props: { ...props, children }, shown: [] };
  };

  const render = async (element: Element): Promise<ElementContent[]> => {
    const { dataIslandIndex, dataIslandStatic, dataIslandInBrowser } = element.properties;
    const resolved = await resolve(element);
    const made = { components: new Map<IslandChild, unknown>(), bundles: [] as ComponentBundle[] };
    const given = resolved && (await propsOf(element, made, resolved.bundle.readsChildren));
    if (!resolved || !given) return [];
    const { bundle, component, exportName, member, name, shown, line } = resolved;
    // It lists the site's pages, which this render does not know yet: the build renders the page again once
    // it knows them, and this render shows nothing of it (with no pages, a component may well throw).
    if (!page.sitePages && [bundle, ...made.bundles].some((b) => b.readsSitePages)) {
      page.wantsSitePages = true;
      return [];
    }
    const { props } = given;
    const childrenHtml = toHtml(given.shown, { allowDangerousHtml: true });
    const idPrefix = `i${Number(dataIslandIndex)}-`;
    let html: string;
    const global = globalThis as Record<string, unknown>;
    const usedHead: unknown[] = [];
    const runtimeCode: RuntimeBlock[] = [];
    global[ISLAND_PAGE_GLOBAL] = pageData;
    global[ISLAND_HEAD_GLOBAL] = usedHead;
    global[ISLAND_CODE_GLOBAL] = runtimeCode;
    // A route the config's `ssg` leaves to the browser renders its islands there only (static ones stay), as do
    // those inside a page's <NoSSR>.
    // An async component is rendered here, whatever asks for the browser: no browser can render it.
    const async = isAsyncComponent(component);
    const inBrowser = (page.clientRendered === true || dataIslandInBrowser === true) && !dataIslandStatic && !async;
    const inline = element.tagName === 'span';
    try {
      html = inBrowser
        ? ''
        : async
          ? await renderAsyncComponent(component, props, childrenHtml, inline, idPrefix)
          : renderComponent(component, props, childrenHtml, inline, idPrefix, (child) => made.components.get(child));
    } catch (error) {
      fail(
        line,
        `${name} (${shown}) threw while rendering this page: ${firstLine(error)}${undefinedGlobalHint(error)}`,
      );
      return [];
    } finally {
      delete global[ISLAND_PAGE_GLOBAL];
      delete global[ISLAND_HEAD_GLOBAL];
      delete global[ISLAND_CODE_GLOBAL];
    }
    addUsedHead(page, usedHead, line, name);
    const nodes = fromHtml(html, { fragment: true }).children as ElementContent[];
    await drawRuntimeBlocks(nodes, runtimeCode, file, idPrefix, (message) =>
      fail(line, `${name} (${shown}): ${message}`),
    );
    twins[Number(dataIslandIndex)] = { nodes, inline: element.tagName === 'span' };
    const before: ElementContent[] = [];
    for (const { style } of [bundle, ...made.bundles])
      if (style && !linked.has(style)) {
        linked.add(style);
        before.push({
          type: 'element',
          tagName: 'link',
          properties: { rel: ['stylesheet'], href: asset(style) },
          children: [],
        });
      }
    if (dataIslandStatic || async) return [...before, ...nodes];
    if ([bundle, ...made.bundles].some((b) => b.readsPage) && !pageDataWritten) {
      pageDataWritten = true;
      before.push({
        type: 'element',
        tagName: 'template',
        properties: { [ISLAND_PAGE_ATTRIBUTE]: JSON.stringify(pageData) },
        children: [],
      });
    }
    const island: Element = {
      type: 'element',
      tagName: element.tagName,
      properties: {
        dataIsland: scriptOf(bundle),
        dataExport: exportName,
        ...(member ? { [MEMBER_ATTRIBUTE]: member } : {}),
        dataProps: JSON.stringify(withUnshownChildren(props, html, childrenHtml, element.tagName)),
        [ID_PREFIX_ATTRIBUTE]: idPrefix,
        ...(inBrowser ? { [CLIENT_RENDERED_ATTRIBUTE]: '' } : {}),
        style: 'display:contents',
      },
      children: nodes,
    };
    return [...before, island];
  };

  // Innermost first: an island inside another's children is HTML by the time the outer one renders them, unless
  // it is one of the site's components written as a direct child of another, which that one's render takes as an
  // element (see island-children.ts).
  const walk = async (parent: Root | Element): Promise<void> => {
    const composing = parent.type === 'element' && isIsland(parent) && parent.children.some(composable);
    for (let i = 0; i < parent.children.length; i++) {
      const child = parent.children[i];
      if (child.type !== 'element') continue;
      await walk(child);
      if (!isIsland(child) || (composing && composable(child))) continue;
      const replacement = await render(child);
      parent.children.splice(i, 1, ...replacement);
      i += replacement.length - 1;
    }
  };
  await walk(tree);
  if (page.twin !== undefined)
    page.twin = islandTwins(page.twin, twins, {
      routePath: page.routePath,
      lang: page.lang,
      langs: page.langs,
      base: page.base,
      sitePaths: new Set(page.images.map((image) => page.base + image.output)),
      linksFromRoot: page.linksFromRoot,
    });
};

/**
 * An island's props with each JSX prop given as the HTML of its slot, and the placeholder's children without
 * the slots: the component's own children.
 */
function withSlotsRendered(
  props: Record<string, unknown>,
  children: ElementContent[],
): { props: Record<string, unknown>; content: ElementContent[] } {
  const slots: HtmlProp[] = [];
  const content = children.filter((child) => {
    const slot = child.type === 'element' ? child.properties[SLOT_PROPERTY] : undefined;
    if (child.type !== 'element' || slot === undefined) return true;
    slots[Number(slot)] = htmlProp(child.children);
    return false;
  });
  if (slots.length === 0) return { props, content };
  const given = mapPropLeaves(props, (leaf) => {
    const slot = (leaf as Record<string, unknown> | null)?.[HTML_PROP_KEY];
    return typeof slot === 'number' ? { [HTML_PROP_KEY]: slots[slot] } : undefined;
  });
  return { props: given as Record<string, unknown>, content };
}

/**
 * The props an island is hydrated with: when the component did not show its children as it rendered at build
 * time (a panel shown once opened), they are not in the page for the browser to find again, so they go with the
 * props, as an HTML prop.
 */
function withUnshownChildren(
  props: Record<string, unknown>,
  html: string,
  childrenHtml: string,
  tag: string,
): Record<string, unknown> {
  if (childrenHtml === '' || html.includes(CHILDREN_ATTRIBUTE)) return props;
  const children: HtmlProp = { tag: tag === 'span' ? 'span' : 'div', html: childrenHtml };
  return { ...props, children: { [HTML_PROP_KEY]: children } };
}

/**
 * Why an island's module does not give the component the page wrote (`Install.Iten`), naming the import or
 * member that lacks it, and the components it has.
 *
 * @example
 * missingComponent('Install.Iten', 'Iten', 'components/Install.tsx', { missing: 'Iten', found: 1, among: ['Item'] })
 * // 'Install (components/Install.tsx) has no component Iten (it has: Item)'
 */
function missingComponent(
  written: string,
  member: string,
  shown: string,
  { missing, found, among }: { missing: string; found: number; among: string[] },
): string {
  const has = among.length > 0 ? ` (it has: ${among.join(', ')})` : '';
  // The export and its members end the written name, which may start with a namespace import's name before them.
  const parts = written.split('.');
  const path = 1 + (member ? member.split('.').length : 0);
  const held = parts.slice(0, parts.length - path + found).join('.');
  if (held === '') return `${shown} has no component exported as ${missing}${has}`;
  return `${held} (${shown}) has no component ${missing}${has}`;
}

/** The browser's globals, which a component rendered at build time finds undefined. */
const BROWSER_GLOBALS = new Set(['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage']);

/**
 * What to do about a name a component reads that nothing defines (`OVERVIEW_GROUPS is not defined`): on an
 * Rspress site, most often a global a plugin of its build defines, which does not run here; the browser's own
 * (`document`), read while rendering, has no value until the page is in a browser.
 */
function undefinedGlobalHint(error: unknown): string {
  const name = error instanceof ReferenceError ? /^(\S+) is not defined$/.exec(error.message)?.[1] : undefined;
  if (name === undefined) return '';
  if (BROWSER_GLOBALS.has(name))
    return ` (the page is rendered at build time, where there is no ${name}: read it in useEffect, or wrap the part that needs it in <BrowserOnly> or <NoSSR> from @rspress/core/runtime)`;
  return ` (a global the site's build defines, as an Rsbuild plugin may? give its value in the config's "define", or an Rspress config's "builderConfig.source.define")`;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}

/** `CODE_RUNTIME_ATTRIBUTE` as hast names the property. */
const CODE_RUNTIME_PROPERTY = CODE_RUNTIME_ATTRIBUTE.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * What a component's `<CodeBlockRuntime>` or `<PackageManagerTabs>` left while it rendered at build time (see
 * rspress-seam.ts): a code block's code, or the tabs' props.
 */
export type RuntimeBlock = { id: string } & (
  | { code: string; lang: string; title?: string }
  | { packageManager: Record<string, unknown> }
);

/**
 * Draws into each `<CodeBlockRuntime>` or `<PackageManagerTabs>` element of a component's HTML what the page's
 * own would be: its code highlighted as a fence with that language and title, or the tabs of each package
 * manager's command (their code highlighted too), by the page's own steps. The browser keeps that HTML (the
 * element's own, which React leaves as it finds it). Only those elements: the component's other markup stays as
 * it rendered. Tabs whose props are wrong are a problem, told to `fail`.
 */
export async function drawRuntimeBlocks(
  nodes: ElementContent[],
  blocks: readonly RuntimeBlock[],
  file: FileLike,
  idPrefix: string,
  fail: (message: string) => void,
) {
  if (blocks.length === 0) return;
  const byId = new Map(blocks.map((block) => [block.id, block]));
  const targets: { element: Element; block: RuntimeBlock }[] = [];
  visit({ type: 'root', children: nodes } as Root, 'element', (element) => {
    const block = byId.get(String(element.properties[CODE_RUNTIME_PROPERTY] ?? ''));
    if (block) targets.push({ element, block });
  });
  let tabs = 0;
  for (const { element, block } of targets) {
    let drawn: ElementContent;
    if ('packageManager' in block) {
      try {
        drawn = packageManagerTabs(block.packageManager, pageState(file), `${idPrefix}pm${++tabs}-`);
      } catch (error) {
        if (!(error instanceof ComponentError)) throw error;
        fail(error.message);
        continue;
      }
    } else {
      const code: Element = {
        type: 'element',
        tagName: 'code',
        properties: { className: [`language-${block.lang}`] },
        children: [{ type: 'text', value: block.code.replace(/\r?\n$/, '') }],
        data: { meta: block.title === undefined ? null : `title=${JSON.stringify(block.title)}` } as Element['data'],
      };
      drawn = { type: 'element', tagName: 'pre', properties: {}, children: [code] };
    }
    const root: Root = { type: 'root', children: [drawn] };
    await highlightCodeBlocks(root, file);
    element.children = root.children as ElementContent[];
  }
}

/** The tabs a page's own `<PackageManagerTabs>` with these props draws, as hast, their code not yet highlighted. */
function packageManagerTabs(props: Record<string, unknown>, page: PageState, idPrefix: string): Element {
  let ids = 0;
  const context: ComponentContext = {
    name: 'PackageManagerTabs',
    props: props as ComponentContext['props'],
    rendered: {},
    children: [],
    node: { type: 'mdxJsxFlowElement', name: 'PackageManagerTabs', attributes: [], children: [] },
    flow: true,
    lang: page.lang,
    ...(page.pageStrings ? { pageStrings: page.pageStrings } : {}),
    ...(page.linksFromRoot ? { rspress1: true } : {}),
    uniqueId: (prefix) => `${idPrefix}${prefix}-${++ids}`,
    keep: (transformers) => page.codeTransformers.push(transformers) - 1,
  };
  return toHast(PackageManagerTabs(context) as unknown as Nodes, { handlers: htmlElementHandlers }) as Element;
}
