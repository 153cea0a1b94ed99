import { relative } from 'node:path';
import type { Program } from 'estree';
import type { PhrasingContent, Root, RootContent, Text as TextNode } from 'mdast';
import type {
  MdxFlowExpression,
  MdxJsxFlowElement,
  MdxJsxTextElement,
  MdxjsEsm,
  MdxTextExpression,
} from 'mdast-util-mdx';
import type { Plugin } from 'unified';
import type { Position } from 'unist';
import { visit } from 'unist-util-visit';
import { HTML_PROP_KEY, mapPropLeaves } from '../../shared/island-html-props';
import { ownExports } from '../components/bundle-component';
import { definedGlobals } from '../components/define-values';
import { RSPRESS_RUNTIME_PROVIDED } from '../components/rspress-seam';
import { exportsByName, themeEntryOf } from '../components/theme-entry';
import { RSPRESS_RUNTIME_MODULES, RSPRESS_SITE_THEME_MODULES, RSPRESS_THEME_MODULES } from '../rspress-modules';
import { frameRefusal } from './frame-policy';
import { hoistEsm } from './hoist-esm';
import { assetImport, isAssetImport } from './imports/asset-import';
import { importerOf } from './imports/esm-importer';
import { globalComponents } from './imports/global-components';
import { isRawImport, rawImport } from './imports/raw-import';
import { type ImportContext, type ResolvedImport, resolveImport } from './imports/resolve-import';
import { themeMdxComponents } from './imports/theme-mdx-components';
import { Badge } from './mdx/badge';
import { Callout, Card, LinkCard, Steps } from './mdx/blocks';
import { CodeBlockRuntime } from './mdx/code-block-runtime';
import { type Component, type ComponentContext, ComponentError } from './mdx/context';
import { type HtmlElement, h } from './mdx/element';
import { exactText } from './mdx/exact-text';
import { expressionChildren } from './mdx/expression-children';
import { HEAD_COMPONENTS, headTags } from './mdx/head';
import { HOME_PART_COMPONENTS } from './mdx/home-parts';
import { markJsxLinks } from './mdx/jsx-link';
import {
  ComponentName,
  FRAGMENT,
  isJsxValue,
  isRenderedChildren,
  type JsxValue,
  jsx,
  type PageComponent,
  type RenderedChildren,
  valueNodes,
} from './mdx/jsx-values';
import { Link } from './mdx/link';
import { livePageComponents } from './mdx/live-page-components';
import { isDataValue, moduleExports } from './mdx/module-values';
import { OverviewGroup, OverviewGroups } from './mdx/overview-group';
import { type OwnComponent, type OwnImport, ownComponent, ownComponentName } from './mdx/own-components';
import { PackageManagerTabs } from './mdx/package-manager-tabs';
import { EvaluationError, isValueExport, PageScope } from './mdx/page-scope';
import { PageTab, PageTabs } from './mdx/page-tabs';
import { Prompt } from './mdx/prompt';
import { ICON_COMPONENTS } from './mdx/rspress-icon';
import { RUNTIME_HELPERS, runtimeHelpers } from './mdx/runtime-helpers';
import { SHIKI_TRANSFORMERS, shikiTransformer } from './mdx/shiki-transformers';
import { SourceCode } from './mdx/source-code';
import { styleText } from './mdx/style-text';
import { TAB_MARKER, Tab, Tabs } from './mdx/tabs';
import { Tag } from './mdx/tag';
import {
  isCommentOnly,
  isPlainObject,
  type PropValue,
  ReportedElsewhere,
  readProps,
  UnrenderableValue,
} from './mdx/values';
import { pageState } from './page-state';
import { SLOT_PROPERTY, TEXT_CHILDREN_PROPERTY } from './rehype-islands';

/**
 * An element a page imports from Rspress's runtime: `<Head>` (its children go to the page's head) or `<NoSSR>`
 * (the site's components among its children render in the browser only).
 */
type RuntimeElement = 'Head' | typeof BROWSER_ONLY;

/** Rspress's runtime element whose children it leaves out of the prerendered page. */
const BROWSER_ONLY = 'NoSSR';

/** Marks every island placeholder in `node` (itself or below) to render in the browser only (see rehype-islands.ts). */
function renderedInBrowser(node: Child): void {
  if (node.type === 'htmlElement' && node.properties.dataIslandIndex !== undefined)
    node.properties.dataIslandInBrowser = true;
  if ('children' in node) for (const child of node.children as Child[]) renderedInBrowser(child);
}

/** Rspress's built-in doc components we render at build time, by name. */
const COMPONENTS: Record<string, Component> = {
  PackageManagerTabs,
  Tabs,
  Tab,
  Steps,
  Badge,
  Card,
  LinkCard,
  Callout,
  SourceCode,
  PageTabs,
  PageTab,
  Prompt,
  CodeBlockRuntime,
  Link,
  Tag,
  OverviewGroup,
  ...HOME_PART_COMPONENTS,
  ...ICON_COMPONENTS,
};

/**
 * The built-ins' props that may be JSX, as Rspress's take a React node there (a tab's label, a card's title): rendered by the
 * pipeline as children are, and given to the component apart (ComponentContext.rendered).
 */
const JSX_PROPS: Record<string, readonly string[]> = {
  Tab: ['label'],
  Card: ['title', 'content', 'icon'],
  LinkCard: ['title', 'description'],
  Callout: ['title'],
  Overview: ['content'],
};

/**
 * Rspress's `<Overview />`: the page becomes the index of its section (as front matter `overview: true`
 * makes it), whose groups of pages and headers the layout lists from the sidebar after the page's content.
 */
const OVERVIEW = 'Overview';

/**
 * Rspress's `<Image>`: an `<img>` with React's prop names (`srcSet`, `fetchPriority`), rendered as lowercase
 * JSX is. Its `preload` (a hint React adds at run time) makes the image load with the page rather than lazily,
 * as images in content otherwise do: the image is in the page's HTML, which the browser reads first.
 */
const IMAGE = 'Image';

/**
 * Components an Rspress plugin registers for every page, which a page uses without importing them, with the
 * plugin's name: plugins do not run here, so such an element is a warning and shows nothing, not an unknown
 * component that stops the build.
 */
const PLUGIN_COMPONENTS: Record<string, string> = {
  API: "@rspress/plugin-api-docgen's table of a component's props (pluginApiDocgen)",
  Playground: "@rspress/plugin-playground's live editor (pluginPlayground)",
};

/** The names of the components we render ourselves, which a theme's own components never take. */
const BUILT_IN_NAMES = new Set([...Object.keys(COMPONENTS), OVERVIEW, IMAGE]);

/**
 * Rspress's components a page may import that show nothing here, with why: the page still builds, and says so.
 */
const NOT_DRAWN: Record<string, string> = {
  HomeFooter: 'the footer message ("themeConfig.footer") is drawn under the home page by esmx-docs\'s own layout',
};

/** What Rspress's theme exports besides components that a page may import (for its `.tsx` components' sake). */
const THEME_HELPERS = ['getCustomMDXComponent', OVERVIEW, IMAGE, ...Object.keys(NOT_DRAWN)];

/**
 * HTML written as JSX in MDX: rendered as is, except what could run code or take over the page: scripts
 * and plugins (a `<style>` is CSS text, checked on its own: see `styleElement`; an `<iframe>` shows another
 * page, checked by frame-policy.ts); `base`, which
 * would send the site's own script URLs elsewhere; `meta` and `link`, which belong to the head (a refresh,
 * a preload); SVG's `set` and `animate`, which can give an attribute a `javascript:` URL after the build
 * checked it. Compared in lower case, as browsers read them.
 */
const FORBIDDEN_TAGS = new Set([
  'script',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'set',
  'animate',
]);

type Child = RootContent | HtmlElement;

/**
 * Renders what MDX adds to Markdown, at build time, to static HTML: built-in components
 * (`<PackageManagerTabs command="install @esmx/core" />`, `<Tabs>`/`<Tab>`, `<Steps>`, `<Badge>`,
 * `<Card>`, `<LinkCard>`, `<Callout>`), lowercase JSX as HTML elements, `{/* comments *\/}` as nothing,
 * imports of the built-ins from Rspress's theme as nothing, the site's own components as placeholders
 * rehype-islands.ts renders, and `{…}` expressions and props evaluated with the front matter, the page's
 * `export const` and its imported values (a file's text with `?raw`, a picture's URL). What cannot be
 * rendered — an unknown component, an import that leads nowhere, an expression that throws, a prop only
 * running code could know — is an error with its line (collected on the page state): the build stops
 * instead of dropping it.
 */
export const remarkMdxComponents: Plugin<[], Root> = () => async (tree, file) => {
  const page = pageState(file);
  // What the page's imports of its site's modules give, run at build time: data they export is a value here.
  const exportsOf = page.imports ? await moduleExports(tree, page.imports, page.dependencies) : new Map();
  let ids = 0;
  const fail = (node: { position?: { start: { line: number } } }, message: string) =>
    page.errors.push({ line: node.position?.start.line ?? 0, message });
  // MDX hoists a page's ESM: its exports are known everywhere in the page, above them too.
  const scope = new PageScope(page.frontmatter, page.base);
  // The config's `define` replaces its names in the page's code as in its components' (Rsbuild compiles both).
  for (const [name, value] of Object.entries(definedGlobals(page.imports?.context.define))) scope.provide(name, value);
  // JSX in the page's code names components as values: the built-ins by their names, the site's own as imported.
  for (const name of [...Object.keys(COMPONENTS), OVERVIEW, IMAGE]) scope.provide(name, new ComponentName(name));
  // So are the page's fragments: `React.createElement(Tip)` shows one as `<Tip />` does.
  for (const name of page.fragmentsByName?.keys() ?? []) scope.provide(name, new ComponentName(name));
  // A prop value of JSX made in the page's code, held under a name of its own that only its element's props read
  // (see valueNodes): outside the scope, which every run of the page's code is handed whole.
  const boundValues = new Map<string, unknown>();
  const bind = (value: unknown) => {
    const name = `__esmxValue${boundValues.size}`;
    boundValues.set(name, value);
    return name;
  };
  // A component the page defines runs as the page's code does, under its time limit.
  const call = (component: PageComponent, props: Record<string, unknown>) => {
    try {
      return scope.call(component, props);
    } catch (error) {
      if (!(error instanceof EvaluationError)) throw error;
      throw new UnrenderableValue(`<${component.name || 'a component'}> throws ${error.message}`);
    }
  };
  const owned = new Map<string, OwnImport>();
  // Names whose import failed: that import's problem stands for every use of them.
  const unresolved = new Set<string>();
  // Local names of the elements a page imports from Rspress's runtime: `<Head>`, and `<NoSSR>`.
  const runtimeElements = new Map<string, RuntimeElement>();
  const helpers = runtimeHelpers(page.base);
  hoistEsm(tree);
  // The config's global components, as the page's own imports of them would be; a name the page imports
  // itself is that import's, as a local import shadows a global one.
  const context = page.imports?.context;
  const imported = context ? importedNames(tree) : new Set<string>();
  if (context?.globalComponents?.length) {
    // The config's check found them all; one gone since (a file deleted while the dev server runs) is reported
    // here, rather than leaving its name to a built-in.
    const found = globalComponents(context.globalComponents, context.contentDir);
    if ('problem' in found) fail(FIRST_LINE, `"markdown.globalComponents": ${found.problem}`);
    else {
      for (const { name, entry } of found.components) {
        if (imported.has(name)) continue;
        owned.set(name, { entry, exportName: 'default' });
        scope.provide(name, ownComponentName(name));
      }
    }
  }
  // Then those a custom theme gives every page (see theme-mdx-components.ts), never over a built-in's name.
  if (context)
    for (const { name, entry, exportName } of themeMdxComponents(context)) {
      if (imported.has(name) || owned.has(name) || BUILT_IN_NAMES.has(name)) continue;
      owned.set(name, { entry, exportName });
      scope.provide(name, ownComponentName(name));
    }
  const called = calledNames(tree);
  // The page's own components that need the browser, hydrated as islands of a module of the page's code.
  const live =
    page.imports &&
    livePageComponents(
      tree,
      page.imports.pageFile,
      (specifier, node) => {
        const resolved = resolveImport(specifier, importerOf(node, page.imports!.pageFile), page.imports!.context);
        return 'path' in resolved ? resolved.path : undefined;
      },
      page.frontmatter,
    );
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as Program | undefined;
    checkImports(
      node,
      fail,
      (at, message) => page.warnings.push({ line: at.position?.start.line ?? 0, message }),
      // Hooks of live components run in the browser: no warning that they run once.
      live ? new Set() : called,
      (specifier) => {
        if (!page.imports)
          return { problem: `only Rspress's built-in components (from ${RSPRESS_THEME_MODULES.join(', ')}) render` };
        return resolveImport(specifier, importerOf(node, page.imports.pageFile), page.imports.context);
      },
      (specifier) => {
        if (!isRawImport(specifier) && !isAssetImport(specifier)) return undefined;
        if (!page.imports) return { problem: `cannot import "${specifier}": the page's file is needed to find it` };
        const importer = importerOf(node, page.imports.pageFile);
        if (isRawImport(specifier)) {
          const raw = rawImport(specifier, importer, page.imports.context);
          if ('problem' in raw) return raw;
          page.dependencies.add(raw.path);
          return { value: raw.text };
        }
        // Copied into the site as the page's relative images are; its value is the copy's URL.
        const asset = assetImport(specifier, importer, page.imports.context);
        if ('problem' in asset) return asset;
        if (!page.images.some((i) => i.output === asset.image.output)) page.images.push(asset.image);
        return { value: page.base + asset.image.output };
      },
      (from, name) => (page.imports ? siteThemeComponent(from, name, page.imports.context) : undefined),
      owned,
      unresolved,
      runtimeElements,
      scope,
      helpers,
      exportsOf,
      live !== undefined,
    );
    try {
      scope.declare(node, program?.body ?? []);
    } catch (error) {
      if (!(error instanceof EvaluationError)) throw error;
      fail(node, `export: ${error.message}`);
    }
  }
  /** The value of an expression, seeing `props` as `props` says when given (a fragment's attributes). */
  const evaluate = (expression: string, props?: string) => {
    if (boundValues.has(expression)) return boundValues.get(expression);
    try {
      return scope.evaluate(props === undefined ? expression : `((props) => (${expression}\n))(${props})`);
    } catch (error) {
      if (!(error instanceof EvaluationError)) throw error;
      const missing = /^ReferenceError: (\S+) is not defined$/.exec(error.message)?.[1];
      if (missing && unresolved.has(missing)) throw new ReportedElsewhere();
      throw new UnrenderableValue(expressionProblem(expression, error.message));
    }
  };

  // Each expression's value, for element() reads it first to know whether the children are text (see
  // expressionChildren): evaluated once.
  const values = new Map<MdxFlowExpression | MdxTextExpression, unknown>();
  const expressionValue = (node: MdxFlowExpression | MdxTextExpression): unknown => {
    if (!values.has(node)) values.set(node, evaluate(node.value, node.data?.props));
    return values.get(node);
  };

  const transform = (children: readonly Child[]): Child[] =>
    children.flatMap((child): Child[] => {
      // A component of the page's own placed its children, rendered already.
      if (isRenderedChildren(child)) return (child as unknown as RenderedChildren).children as Child[];
      switch (child.type) {
        case 'mdxjsEsm':
          return [];
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          return isCommentOnly(child.data?.estree as Program | undefined, child.value) ? [] : expression(child);
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          return element(child);
        default: {
          if (!('children' in child)) return [child];
          if (child.type === 'paragraph' && holdsOnlyJsx(child.children)) return transform(unravel(child.children));
          const transformed = transform(child.children as Child[]);
          // `<Card>…</Card>` on one line is a paragraph holding it: a block component leaves the paragraph.
          if (
            child.type === 'paragraph' &&
            transformed.some(isBlock) &&
            transformed.every((c) => isBlock(c) || isBlank(c))
          )
            return transformed.filter(isBlock);
          (child as { children: Child[] }).children = transformed;
          return [child];
        }
      }
    });

  /**
   * `{frontmatter.title}`, `{year + 1}`: text and numbers render as text, nothing as nothing; JSX
   * (`{items.map((i) => <li>{i}</li>)}`) as the elements it makes, as if the page had written them.
   */
  const expression = (node: MdxFlowExpression | MdxTextExpression): Child[] => {
    const flow = node.type === 'mdxFlowExpression';
    let value: unknown;
    try {
      value = expressionValue(node);
    } catch (error) {
      if (!(error instanceof UnrenderableValue)) throw error;
      if (!(error instanceof ReportedElsewhere)) fail(node, `cannot render the expression: ${error.message}`);
      return [];
    }
    let nodes: Child[];
    try {
      nodes = valueNodes(value, { flow, bind, call, position: node.position }) as Child[];
    } catch (error) {
      if (!(error instanceof UnrenderableValue)) throw error;
      fail(node, `cannot render the expression ${shown(node.value)}: ${error.message}`);
      return [];
    }
    // Text alone in a block is a paragraph, as Markdown's would be; beside elements it stays as React puts it.
    const alone = flow && nodes.every((n) => n.type === 'text');
    return transform(alone ? [{ type: 'paragraph', children: nodes as PhrasingContent[] }] : nodes);
  };

  const element = (node: MdxJsxFlowElement | MdxJsxTextElement): Child[] => {
    const runtime = node.name === null ? undefined : runtimeElements.get(node.name);
    // Its children are tags for the page's head, not content: read as they are written.
    if (runtime === 'Head') {
      const warn = (at: { position?: { start: { line: number } } }, message: string) =>
        page.warnings.push({ line: at.position?.start.line ?? 0, message });
      (page.head ??= []).push(...headTags(node, evaluate, fail, warn));
      return [];
    }
    // Its children are the page's, but the site's components among them render in the browser only, as Rspress's
    // <NoSSR> leaves them out of the page's HTML (a widget that needs `window`); the rest is prerendered as usual.
    if (runtime === BROWSER_ONLY) {
      const children = transform(node.children as Child[]);
      for (const child of children) renderedInBrowser(child);
      return children;
    }
    // `<Pre>{source}</Pre>`: children that are expressions giving strings are those strings, exactly, as MDX gives
    // them, and so is plain text written on the element's line (`<Keys>Ctrl+K</Keys>`: a component may split it);
    // other written children are Markdown.
    const texts = plainText(node) ?? expressionChildren(node.children as RootContent[], expressionValue);
    const children = texts ? texts.map((text) => exactText(text, node.position)) : transform(node.children as Child[]);
    if (node.name === null) return children; // a fragment: <>…</>
    // Without groups of its own, they are the layout's to make from the sidebar: its props are never read, so
    // never run. With them, it is drawn here (below).
    const builtInOverview = node.name === OVERVIEW && !owned.has(OVERVIEW);
    if (builtInOverview && !node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'groups')) {
      page.overview = true;
      return [];
    }
    // Its import's problem stands for it, props and all (and for its members: `<Chart.Legend>`).
    const [local, ...members] = node.name.split('.');
    if (unresolved.has(local)) return [];
    let props: Record<string, PropValue>;
    try {
      props = readProps(node.attributes, evaluate);
    } catch (error) {
      if (!(error instanceof UnrenderableValue)) throw error;
      if (!(error instanceof ReportedElsewhere)) fail(node, `<${node.name}>: ${error.message}`);
      return [];
    }
    // A component of the page's own (`export const Note = ({ children }) => <aside>{children}</aside>`):
    // called with its props, its children already rendered.
    // (A lowercase name is an HTML element in JSX, whatever the page calls `a` or `p`; one with dots is a value's
    // member, as `<parts.Note>` is `parts.Note`.)
    const isTag = /^[a-z]/.test(node.name) && members.length === 0;
    const defined = isTag ? undefined : memberOf(scope.valueOf(local), members);
    if (typeof defined === 'function' && !(defined instanceof ComponentName)) {
      // One that needs the browser (see live-page-components.ts): an island of a module of the page's code.
      if (members.length === 0 && live?.names.has(local))
        return island(node, { entry: live.entry, exportName: local, member: '' }, props, children, texts);
      const given = texts
        ? oneOrList(texts)
        : ({ type: 'renderedChildren', children: children as RootContent[] } satisfies RenderedChildren);
      try {
        const place = { flow: node.type === 'mdxJsxFlowElement', bind, call, position: node.position };
        return transform(valueNodes(jsx(defined, props, given), place) as Child[]);
      } catch (error) {
        if (!(error instanceof UnrenderableValue)) throw error;
        fail(node, `<${node.name}>: ${error.message}`);
        return [];
      }
    }
    const own = isTag ? undefined : ownComponent(node.name, owned);
    // The site's own components take JSX props (see island), and a few of the built-ins' (JSX_PROPS); HTML
    // elements do not.
    const takesJsx = (key: string) =>
      !isTag && Object.hasOwn(JSX_PROPS, node.name!) && JSX_PROPS[node.name!].includes(key);
    const jsxProp = own ? undefined : Object.keys(props).find((key) => isJsxValue(props[key]) && !takesJsx(key));
    if (jsxProp) {
      fail(node, `<${node.name}> ${jsxProp}: JSX as a prop is not supported here: write it as the element's children`);
      return [];
    }
    if (isTag && node.name === 'code' && typeof props.src === 'string' && children.length === 0)
      // Rspress 1's preview of a component's file (@rspress/plugin-preview) renders to an empty element here.
      page.warnings.push({
        line: node.position?.start.line ?? 0,
        message: `<code src="${props.src}" /> shows nothing: it is a preview plugin's live demo (Rspress 1's @rspress/plugin-preview, @live-demo/rspress), which esmx-docs does not run; show the file as code (\`\`\`tsx file="${props.src}"), or import the component and write <Demo />`,
      });
    if (isTag) return htmlElement(node, props, children);
    if (own && 'problem' in own) {
      fail(node, `<${node.name}>: ${own.problem}`);
      return [];
    }
    if (node.name === IMAGE && !own) {
      const { preload, ...attributes } = props;
      if (preload === true) attributes.loading ??= 'eager';
      return htmlElement(node, attributes, children, 'img');
    }
    if (own) return island(node, own, props, children, texts);
    // A fragment the page's code shows (an element of one the page wrote was inlined before this step).
    const fragment = page.fragmentsByName?.get(node.name);
    if (fragment) return transform(fragment(node.position?.start.line ?? 0) as Child[]);
    const component = builtInOverview ? OverviewGroups : COMPONENTS[node.name];
    const value = members.length > 0 ? scope.valueOf(local) : undefined;
    if (!component && value !== undefined && !(value instanceof ComponentName)) {
      fail(node, `<${node.name}>: the page's ${local} has no component ${members.join('.')}`);
      return [];
    }
    if (!component && NOT_DRAWN[node.name] && value === undefined) {
      page.warnings.push({
        line: node.position?.start.line ?? 0,
        message: `<${node.name}> shows nothing: ${NOT_DRAWN[node.name]}`,
      });
      return [];
    }
    const plugin = PLUGIN_COMPONENTS[node.name];
    if (!component && plugin && value === undefined) {
      // A component an Rspress plugin registers for every page: the page still builds, without it. A playground
      // shows its code, as a ```tsx playground fence does (see remark-plugin-fences.ts).
      const code = node.name === 'Playground' && typeof props.code === 'string' ? props.code : undefined;
      page.warnings.push({
        line: node.position?.start.line ?? 0,
        message: `<${node.name}> shows ${code === undefined ? 'nothing' : 'its code only'}: it is ${plugin}, which esmx-docs does not run`,
      });
      if (code === undefined) return [];
      const lang = typeof props.language === 'string' ? props.language : 'tsx';
      return [{ type: 'code', lang, meta: null, value: code.replace(/^\n+|\s+$/g, ''), position: node.position }];
    }
    if (!component) {
      // The page's own imports first: a name that is almost one of them is the likelier slip. (Rspress's icons
      // are named as one: thirty of them would bury the rest.)
      const builtIns = Object.keys(COMPONENTS).filter((name) => !ICON_COMPONENTS[name]);
      const known = [...owned.keys(), ...builtIns, 'Icon…', OVERVIEW, IMAGE];
      fail(node, `unknown component <${node.name}> (known: ${known.join(', ')})`);
      return [];
    }
    const rendered: ComponentContext['rendered'] = {};
    const given: Record<string, PropValue> = {};
    try {
      for (const [key, value] of Object.entries(props))
        if (isJsxValue(value)) rendered[key] = renderJsx(value, node);
        else given[key] = value;
    } catch (error) {
      if (!(error instanceof UnrenderableValue)) throw error;
      fail(node, `<${node.name}>: ${error.message}`);
      return [];
    }
    const context: ComponentContext = {
      name: node.name,
      props: given,
      rendered,
      children,
      node,
      flow: node.type === 'mdxJsxFlowElement',
      lang: page.lang,
      ...(page.pageStrings ? { pageStrings: page.pageStrings } : {}),
      frontmatter: page.frontmatter,
      base: page.base,
      ...(page.linksFromRoot ? { rspress1: true } : {}),
      uniqueId: (prefix) => `${prefix}-${++ids}`,
      keep: (transformers) => page.codeTransformers.push(transformers) - 1,
    };
    try {
      return markJsxLinks([component(context)]);
    } catch (error) {
      if (!(error instanceof ComponentError)) throw error;
      fail(node, error.message);
      return [];
    }
  };

  /**
   * JSX given as a prop, as the nodes it renders to where the element stands (inline: a prop is part of it); throws
   * `UnrenderableValue` saying what cannot render.
   */
  const renderJsx = (value: JsxValue, node: MdxJsxFlowElement | MdxJsxTextElement): Child[] =>
    transform(valueNodes(value, { flow: false, bind, call, position: node.position }) as Child[]);

  /**
   * One of the site's own components: a placeholder holding its props and its (transformed) children, which
   * rehype-islands renders once the children are HTML. Its props must survive JSON to reach the browser,
   * unless `client:static` says it is rendered at build time only.
   */
  const island = (
    node: MdxJsxFlowElement | MdxJsxTextElement,
    own: OwnComponent,
    props: Record<string, PropValue>,
    children: Child[],
    /** Children that are strings (see expressionChildren): given as they are, in the props. */
    texts?: string[],
  ): Child[] => {
    const { [STATIC_MARKER]: isStatic, ...written } = props;
    const given = texts ? { ...written, children: oneOrList(texts) } : written;
    // Each JSX prop is rendered by the page's pipeline, as the children are, in a slot of its own that
    // rehype-islands.ts takes out again: the prop holds the slot's number until then.
    const slots: HtmlElement[] = [];
    let rest: Record<string, unknown>;
    try {
      rest = mapPropLeaves(given, (leaf) => {
        if (!isJsxValue(leaf)) return undefined;
        slots.push(h('div', { [SLOT_PROPERTY]: slots.length }, renderJsx(leaf, node), node.position));
        return { [HTML_PROP_KEY]: slots.length - 1 };
      }) as Record<string, unknown>;
    } catch (error) {
      if (!(error instanceof UnrenderableValue)) throw error;
      fail(node, `<${node.name}>: ${error.message}`);
      return [];
    }
    if (isStatic !== true) {
      // A handler (`onClick={() => …}`) is code of the page, which does not reach the browser: the component
      // is hydrated without it, as a page's own component is drawn without its handlers (see htmlElement).
      const handlers = Object.keys(rest).filter((key) => isHandler(rest[key]));
      if (handlers.length > 0) {
        for (const key of handlers) delete rest[key];
        page.warnings.push({
          line: node.position?.start.line ?? 0,
          message: withoutHandlers(`<${node.name}>`, handlers),
        });
      }
      const problem = Object.entries(rest)
        .map(([key, value]) => unsendable(value, key))
        .find(Boolean);
      if (problem) {
        fail(
          node,
          `<${node.name}> ${problem}: it cannot reach the browser (add ${STATIC_MARKER} to render it at build time only)`,
        );
        return [];
      }
    }
    page.islands.push({ props: rest, line: node.position?.start.line ?? 0 });
    return [
      h(
        node.type === 'mdxJsxTextElement' ? 'span' : 'div',
        {
          dataIslandIndex: page.islands.length - 1,
          dataIslandEntry: own.entry,
          dataIslandExport: own.exportName,
          ...(own.member ? { dataIslandMember: own.member } : {}),
          dataIslandName: node.name!,
          ...(isStatic === true ? { dataIslandStatic: true } : {}),
          // The text stays in the placeholder for the Markdown twin; the component gets it from its props.
          ...(texts ? { [TEXT_CHILDREN_PROPERTY]: true } : {}),
        },
        [...children, ...slots],
        node.position,
      ),
    ];
  };

  /** A lowercase JSX element as that HTML element; what could run code is reported and left out. */
  const htmlElement = (
    node: MdxJsxFlowElement | MdxJsxTextElement,
    props: Record<string, PropValue>,
    children: Child[],
    /** The element's tag, when not its own name (`<Image>` is an `img`). */
    tagName = node.name!,
  ): Child[] => {
    const name = node.name!;
    const refuse = (what: string) => fail(node, `<${name}>: ${what} is not allowed in content (it could run code)`);
    if (tagName.toLowerCase() === 'style') return styleElement(node, props, children);
    if (FORBIDDEN_TAGS.has(tagName.toLowerCase())) {
      refuse(`<${name}>`);
      return [];
    }
    const frame = tagName.toLowerCase() === 'iframe' ? frameRefusal(props) : undefined;
    if (frame) {
      fail(node, frame);
      return [];
    }
    const properties: HtmlElement['properties'] = {};
    const handlers = Object.keys(props).filter((key) => /^on/i.test(key) && isHandler(props[key]));
    if (handlers.length > 0)
      page.warnings.push({ line: node.position?.start.line ?? 0, message: withoutHandlers(`<${name}>`, handlers) });
    for (const [key, value] of Object.entries(props)) {
      if (handlers.includes(key)) continue;
      if (/^on/i.test(key)) refuse(key);
      else if (key === 'className' || key === 'class')
        properties.className = String(value).split(/\s+/).filter(Boolean);
      else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        properties[key] = value;
      else {
        // A style object is the one object HTML takes: as CSS text (none when it holds nothing).
        const style = key === 'style' && isPlainObject(value) ? styleText(value) : undefined;
        if (style === undefined)
          fail(node, `<${name}> ${key}: only strings, numbers and booleans can be HTML attributes`);
        else if (style) properties.style = style;
      }
    }
    const element = h(tagName, properties, children, node.position);
    // An image whose src the page's code makes (`src={normalizeImagePath('/a.png')}`), which Rspress never checks.
    if (tagName === 'img' && srcFromCode(node)) element.data = { ...element.data, srcFromCode: true };
    // A heading in JSX is in the outline only with Rspress's class for it (see jsx-heading.ts).
    if (/^h[1-6]$/.test(tagName)) element.data = { ...element.data, jsxHeading: true };
    return markJsxLinks([element]);
  };

  /**
   * `<style>{`.x { … }`}</style>`, how Rspress pages style themselves: CSS runs no code (the page's policy
   * holds scripts only), so it is kept as written. Text only, and without `<`, which could end the element
   * and start another; the search text and the Markdown twin leave it out.
   */
  const styleElement = (
    node: MdxJsxFlowElement | MdxJsxTextElement,
    props: Record<string, PropValue>,
    children: Child[],
  ): Child[] => {
    const parts = children.flatMap((c) => (c.type === 'paragraph' ? (c.children as Child[]) : [c]));
    if (Object.keys(props).length > 0 || !parts.every((c) => c.type === 'text')) {
      fail(node, '<style> takes CSS text and no attributes: <style>{`.note { color: teal }`}</style>');
      return [];
    }
    const css = parts.map((c) => (c as TextNode).value).join('');
    if (css.includes('<')) {
      fail(node, '<style>: the CSS may not hold "<" (it could end the element)');
      return [];
    }
    return [h('style', {}, [css], node.position)];
  };

  tree.children = transform(tree.children as Child[]) as RootContent[];
  // A <Tab> left over was not inside <Tabs>: Tabs consumes every Tab it holds, and one of the site's components
  // (a wrapper of Rspress's Tabs) gets those written directly inside it as elements (see rehype-islands.ts).
  const strays = (children: readonly Child[], inIsland = false): void => {
    for (const child of children) {
      if (child.type === 'htmlElement' && child.tagName === TAB_MARKER && !inIsland)
        fail(child, '<Tab> must be inside <Tabs>, or inside one of your components');
      if ('children' in child)
        strays(
          child.children as Child[],
          child.type === 'htmlElement' && child.properties.dataIslandIndex !== undefined,
        );
    }
  };
  strays(tree.children as Child[]);
};

/** Where a problem of the page as a whole is reported. */
const FIRST_LINE = { position: { start: { line: 1 } } };

/** The names the page's code calls (`useState` of `useState(0)`), in its ESM blocks, expressions and props. */
function calledNames(tree: Root): Set<string> {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (typeof value === 'object' && value !== null) {
      const node = value as { type?: unknown; callee?: { type?: unknown; name?: unknown } };
      if (node.type === 'CallExpression' && node.callee?.type === 'Identifier') names.add(String(node.callee.name));
      for (const [key, child] of Object.entries(value)) if (key !== 'loc' && key !== 'range') walk(child);
    }
  };
  visit(tree, (node) => {
    const estree = (node as { data?: { estree?: unknown } }).data?.estree;
    if (estree) walk(estree);
    for (const attribute of (node as { attributes?: { value?: { data?: { estree?: unknown } } }[] }).attributes ?? [])
      if (attribute.value?.data?.estree) walk(attribute.value.data.estree);
  });
  return names;
}

/** The local names the page's imports bind (`X` of `import { Y as X } from …`), in every ESM block. */
function importedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? [])
      if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers) names.add(s.local.name);
  }
  return names;
}

/**
 * A paragraph of JSX elements and expressions alone (with white space between): `<Tab label="a">x</Tab>` on
 * a line of its own is parsed as text, but MDX unwraps such a paragraph, so its elements stand as blocks
 * (`<Tabs>` then holds its `<Tab>`s, not a paragraph of them).
 */
function holdsOnlyJsx(children: readonly PhrasingContent[]): boolean {
  let jsx = false;
  for (const child of children) {
    if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') jsx = true;
    else if (!(child.type === 'text' && child.value.trim() === '')) return false;
  }
  return jsx;
}

/** Those children as blocks, the white space between them dropped. */
function unravel(children: readonly PhrasingContent[]): Child[] {
  return children.flatMap((child): Child[] => {
    if (child.type === 'mdxJsxTextElement') return [{ ...child, type: 'mdxJsxFlowElement' } as MdxJsxFlowElement];
    if (child.type === 'mdxTextExpression') return [{ ...child, type: 'mdxFlowExpression' }];
    return [];
  });
}

/**
 * The value a name with dots reads off a value of the page's code (`parts.Note` of `export const parts = {
 * Note }`); the value itself without members; undefined when one is missing or the value is a component's name
 * (its members are the component's, see ownComponent).
 */
function memberOf(value: unknown, members: readonly string[]): unknown {
  let held = value;
  for (const member of members) {
    if (held instanceof ComponentName || (typeof held !== 'object' && typeof held !== 'function') || held === null)
      return undefined;
    held = Object.hasOwn(held, member) ? (held as Record<string, unknown>)[member] : undefined;
  }
  return held;
}

function isBlock(node: Child): boolean {
  return node.type === 'htmlElement' && node.tagName === 'div';
}

function isBlank(node: Child): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

/** Children as React gets them: one alone, several as a list. */
function oneOrList(texts: string[]): string | string[] {
  return texts.length === 1 ? texts[0] : texts;
}

/**
 * React's hooks as a page's own components meet them here (`export function Redirect() { useEffect(…) }`): such
 * a component is called once, as the page renders at build time, and is not in the browser, so state keeps its
 * first value and effects never run, as on a server's render. What MDX would run in the browser is told of with
 * a warning, and the page builds.
 */
const HOOKS_AT_BUILD: Record<string, unknown> = {
  useState: (first: unknown) => [typeof first === 'function' ? first() : first, () => {}],
  useReducer: (_: unknown, first: unknown, init?: (value: unknown) => unknown) => [
    init ? init(first) : first,
    () => {},
  ],
  useEffect: () => {},
  useLayoutEffect: () => {},
  useInsertionEffect: () => {},
  useMemo: (make: () => unknown) => make(),
  useCallback: (fn: unknown) => fn,
  useRef: (current: unknown) => ({ current }),
};

/** React as a page's code sees it (`import React from 'react'`): elements made as its JSX makes them, and the hooks above. */
const REACT_FOR_PAGES: Record<string, unknown> = { createElement: jsx, Fragment: FRAGMENT, ...HOOKS_AT_BUILD };

/** The attribute that renders one of the site's components at build time only, with no script: `<Chart client:static />`. */
const STATIC_MARKER = 'client:static';

/** A function the page's code gives an element as a prop (`onClick={() => setOpen(true)}`), not a component. */
function isHandler(value: unknown): boolean {
  return typeof value === 'function' && !(value instanceof ComponentName);
}

/**
 * The warning for an element drawn without the handlers the page's code gives it: an `.mdx` page's own code
 * runs at build time only, where Rspress also runs it in the browser.
 */
function withoutHandlers(element: string, handlers: readonly string[]): string {
  return `${element} ${handlers.join(', ')}: the page's own code does not run in the browser, so it is drawn without ${handlers.length > 1 ? 'them' : 'it'} (move the component into a .tsx file and import it, to make it live)`;
}

/**
 * Why a prop value cannot be sent to the browser as JSON (a function, a class instance, …), or nothing. An
 * `undefined` prop or field is left out of the JSON, which the component reads as the same `undefined`
 * (`<Hint name={frontmatter.name} />` on a page without one); only in a list would it come back as `null`.
 */
function unsendable(value: unknown, path: string, inList = false): string | undefined {
  if (value === undefined) return inList ? `${path} is undefined` : undefined;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path} is ${value}`;
  if (Array.isArray(value)) return value.map((item, i) => unsendable(item, `${path}[${i}]`, true)).find(Boolean);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => unsendable(item, `${path}.${key}`))
      .find(Boolean);
  const kind =
    typeof value === 'object' ? `an instance of ${value.constructor?.name ?? 'a class'}` : `a ${typeof value}`;
  return `${path} is ${kind}`;
}

function checkImports(
  node: MdxjsEsm,
  failAt: (node: { position?: Position }, message: string) => void,
  warnAt: (node: { position?: Position }, message: string) => void,
  /** The names the page's code calls (see `calledNames`): a hook imported and never called is no concern. */
  called: ReadonlySet<string>,
  resolveModule: (specifier: string) => ResolvedImport,
  /** The value of an import that is a file's text (`?raw`) or URL (a picture), or undefined for any other. */
  importedValue: (specifier: string) => { value: string } | { problem: string } | undefined,
  /**
   * The site's custom theme's module for a name a page imports from Rspress's theme that is none of our
   * built-ins; undefined when the site has no theme, or `from` means the theme as Rspress ships it.
   */
  siteTheme: (from: string, name: string) => { entry: string } | { problem: string } | undefined,
  owned: Map<string, OwnImport>,
  unresolved: Set<string>,
  runtimeElements: Map<string, RuntimeElement>,
  scope: PageScope,
  /** What the page's code may call from Rspress's runtime (`normalizeImagePath`), by name. */
  helpers: Readonly<Record<string, unknown>>,
  /** Each imported module's exports, by its file, where it could be run (see module-values.ts). */
  exportsOf: ReadonlyMap<string, Record<string, unknown>>,
  /** The page's own components that need the browser are live (see live-page-components.ts). */
  live: boolean,
): void {
  const program = node.data?.estree as Program | undefined;
  for (const statement of program?.body ?? []) {
    // One block of imports is one node; each statement reports its own line.
    const line = statement.loc?.start.line ?? node.position?.start.line ?? 0;
    const fail = (_: MdxjsEsm, message: string) => failAt(at(line), message);
    if (isValueExport(statement)) continue;
    if (statement.type === 'ExportDefaultDeclaration') {
      fail(
        node,
        "a default export is the page's layout only as a named function (`export default function Layout({ children })`) or a component's name (`export default Layout`)",
      );
      continue;
    }
    if (statement.type !== 'ImportDeclaration') {
      fail(node, 'only imports, `export const` and `export function` can be rendered');
      continue;
    }
    const from = String(statement.source.value);
    // Hooks it gives that the page's own components call: they run once, at build time (see HOOKS_AT_BUILD).
    const hooks: string[] = [];
    if (from === SHIKI_TRANSFORMERS) {
      for (const specifier of statement.specifiers) {
        const name =
          specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier'
            ? specifier.imported.name
            : '';
        const value = shikiTransformer(name);
        if (value) scope.provide(specifier.local.name, value);
        else fail(node, `"${from}" has no transformer ${name || specifier.local.name}`);
      }
      continue;
    }
    const imported = importedValue(from);
    if (imported) {
      // A string the page's expressions and props use: `code={source}`, `<img src={logo} />`.
      if ('problem' in imported) fail(node, imported.problem);
      for (const specifier of statement.specifiers) {
        if ('value' in imported && specifier.type === 'ImportDefaultSpecifier') {
          scope.provide(specifier.local.name, imported.value);
          continue;
        }
        unresolved.add(specifier.local.name);
        if ('value' in imported)
          fail(node, `"${from}" gives one value, its default export: import value from '${from}'`);
      }
      continue;
    }
    if (from === 'react') {
      // What a page's code may take from React: `createElement` (what its JSX compiles to), `Fragment`, and the
      // hooks as they are at build time (see HOOKS_AT_BUILD).
      for (const specifier of statement.specifiers) {
        const name =
          specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier'
            ? specifier.imported.name
            : undefined;
        const value =
          name === undefined
            ? REACT_FOR_PAGES
            : Object.hasOwn(REACT_FOR_PAGES, name)
              ? REACT_FOR_PAGES[name]
              : undefined;
        if (name !== undefined && Object.hasOwn(HOOKS_AT_BUILD, name) && called.has(specifier.local.name))
          hooks.push(name);
        if (value !== undefined) scope.provide(specifier.local.name, value);
        else {
          unresolved.add(specifier.local.name);
          fail(
            node,
            `"react": a page's code may use createElement, Fragment and ${Object.keys(HOOKS_AT_BUILD).join(', ')} from it, not ${name}`,
          );
        }
      }
      if (hooks.length > 0) warnAt(at(line), hooksRunOnce('"react"', hooks));
      continue;
    }
    if (RSPRESS_RUNTIME_MODULES.includes(from)) {
      for (const specifier of statement.specifiers) {
        const name =
          specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier'
            ? specifier.imported.name
            : '';
        if (HEAD_COMPONENTS.includes(name)) runtimeElements.set(specifier.local.name, 'Head');
        else if (name === BROWSER_ONLY) runtimeElements.set(specifier.local.name, BROWSER_ONLY);
        else if (Object.hasOwn(helpers, name)) scope.provide(specifier.local.name, helpers[name]);
        else if (live && RSPRESS_RUNTIME_PROVIDED.includes(name)) {
          // A hook the page's live components call (`useLang()`): their module has it, in the browser too.
        } else {
          unresolved.add(specifier.local.name);
          fail(node, runtimeImportProblem(from, name || specifier.local.name));
        }
      }
      continue;
    }
    if (!RSPRESS_THEME_MODULES.includes(from)) {
      const resolved = resolveModule(from);
      if ('problem' in resolved) {
        for (const specifier of statement.specifiers) unresolved.add(specifier.local.name);
        fail(
          node,
          resolved.problem.startsWith('cannot')
            ? resolved.problem
            : `cannot import from "${from}": ${resolved.problem}`,
        );
        continue;
      }
      for (const specifier of statement.specifiers) {
        // Every export, each rendered as its member: `<NextSteps.Step>` (see ownComponent).
        if (specifier.type === 'ImportNamespaceSpecifier') {
          const local = specifier.local.name;
          owned.set(local, { entry: resolved.path, namespace: true });
          const members = exportsOf.get(resolved.path);
          // Run, its data members are values (`Data.rows`) and the others its components.
          const namespace = members
            ? Object.fromEntries(
                Object.entries(members).map(([key, value]) => [
                  key,
                  isDataValue(value) ? value : ownComponentName(`${local}.${key}`, value),
                ]),
              )
            : ownComponentName(local);
          scope.provide(local, namespace);
          continue;
        }
        const exportName =
          specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : specifier.imported.type === 'Identifier'
              ? specifier.imported.name
              : String(specifier.imported.value);
        // Data it exports is that value (`{pkg.version}`, `properties={rows}`); anything else is a component.
        const value = exportsOf.get(resolved.path)?.[exportName];
        if (isDataValue(value)) {
          scope.provide(specifier.local.name, value);
          continue;
        }
        owned.set(specifier.local.name, { entry: resolved.path, exportName });
        scope.provide(specifier.local.name, ownComponentName(specifier.local.name, value));
        if (typeof value === 'function' && /^use[A-Z]/.test(exportName) && called.has(specifier.local.name))
          hooks.push(specifier.local.name);
      }
      if (hooks.length > 0) warnAt(at(line), hooksRunOnce(`"${from}"`, hooks));
      continue;
    }
    for (const specifier of statement.specifiers) {
      const name =
        specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier' ? specifier.imported.name : '';
      // The site's theme's own export of a name wins over our built-in of that name, as in Rspress, where a
      // theme overrides a component (`Callout`) by exporting its own beside `export * from '…/theme-original'`.
      // (By an export naming it: one through two `export *`s, its own and Rspress's, is no export at all.)
      const themed = name ? siteTheme(from, name) : undefined;
      const builtIn = Boolean(COMPONENTS[name]) || THEME_HELPERS.includes(name);
      // Our <Tabs> reads its <Tab>s as it renders, at build time: a theme's own Tab (one adding icons to the
      // labels, wrapping Rspress's) goes with its own Tabs only; beside ours, ours is kept, as it was written for.
      const ourTabs = name === 'Tab' && themed && 'entry' in themed && !exportsByName(themed.entry, 'Tabs');
      if (themed && 'entry' in themed && (!builtIn || (exportsByName(themed.entry, name) && !ourTabs))) {
        owned.set(specifier.local.name, { entry: themed.entry, exportName: name });
        scope.provide(specifier.local.name, ownComponentName(specifier.local.name));
        continue;
      }
      if (builtIn) continue;
      unresolved.add(specifier.local.name);
      fail(
        node,
        themed && 'problem' in themed
          ? themed.problem
          : `"${from}" has no built-in component ${name || specifier.local.name} we render`,
      );
    }
  }
}

/** A page's line, as a node that problems are reported at. */
function at(line: number) {
  return { position: { start: { line, column: 1 }, end: { line, column: 1 } } };
}

/** The warning for hooks of `from` (quoted) the page's own components call. */
function hooksRunOnce(from: string, hooks: readonly string[]): string {
  return `${from}: ${hooks.join(', ')} in the page's own code run once, as the page renders at build time: its components are not in the browser, so their state stays as it starts and their effects do not run (move such a component into a .tsx file and import it, to make it live)`;
}

/**
 * Why a page cannot import `name` from Rspress's runtime, naming what it can; a hook that the site's `.tsx`
 * components can call is said to be theirs.
 *
 * @example runtimeImportProblem('@rspress/core/runtime', 'useDark')
 * // '"@rspress/core/runtime": a page may import Head, NoSSR, normalizeImagePath and withBase from it, not useDark (a .tsx component may use it)'
 */
function runtimeImportProblem(from: string, name: string): string {
  const allowed = [HEAD_COMPONENTS[0], BROWSER_ONLY, ...RUNTIME_HELPERS];
  const forComponents = RSPRESS_RUNTIME_PROVIDED.includes(name) ? ' (a .tsx component may use it)' : '';
  return `"${from}": a page may import ${allowed.slice(0, -1).join(', ')} and ${allowed.at(-1)} from it, not ${name}${forComponents}`;
}

/**
 * A component a page imports from `@theme` that is none of our built-ins, as Rspress 2 finds it: in the site's
 * custom theme (`theme/index.tsx` beside the content folder or in it), which must export it by name.
 *
 * @example siteThemeComponent('@theme', 'ApiIndex', { contentDir: '/site/docs' }) // { entry: '/site/theme/index.tsx' }
 */
function siteThemeComponent(
  from: string,
  name: string,
  { contentDir, themeDir }: ImportContext,
): { entry: string } | { problem: string } | undefined {
  if (!RSPRESS_SITE_THEME_MODULES.includes(from)) return undefined;
  const entry = themeEntryOf(contentDir, themeDir);
  if (!entry) return undefined;
  const exported = ownExports(entry);
  if ('problem' in exported)
    return { problem: `"${from}" is the site's theme, which does not compile: ${exported.problem}` };
  if (exported.names.includes(name)) return { entry };
  return {
    problem: `"${from}" has no built-in component ${name} we render, and ${relative(process.cwd(), entry)} does not export it`,
  };
}

/**
 * What is wrong with an expression that threw, on one line: the expression's start (`{settings.port}`,
 * `{items.map((i) => …}`) and what it threw.
 *
 * @example expressionProblem('settings.port', "TypeError: Cannot read properties of undefined (reading 'port')")
 * // "{settings.port} throws TypeError: Cannot read properties of undefined (reading 'port')"
 */
function expressionProblem(expression: string, thrown: string): string {
  return `${shown(expression)} throws ${thrown}`;
}

/** An expression as a message shows it: in braces, its first line, cut at 60 characters (`{items.map((i) => …}`). */
function shown(expression: string): string {
  const source = expression.trim();
  const firstLine = source.split('\n')[0];
  const cut = firstLine.length > 60 || firstLine !== source;
  return `{${firstLine.slice(0, 60)}${cut ? '…' : ''}}`;
}

/** Whether a JSX element's `src` is an expression (`src={…}`) rather than text. */
function srcFromCode(node: MdxJsxFlowElement | MdxJsxTextElement): boolean {
  return node.attributes.some(
    (attribute) =>
      attribute.type === 'mdxJsxAttribute' && attribute.name === 'src' && typeof attribute.value === 'object',
  );
}

/**
 * The text an element written within a line holds when it holds nothing else (`<Keys>Ctrl+K</Keys>`), which
 * MDX gives a component as a string; undefined for any other children (Markdown, a tag, lines of their own).
 */
function plainText(node: MdxJsxFlowElement | MdxJsxTextElement): string[] | undefined {
  if (node.type !== 'mdxJsxTextElement' || node.children.length === 0) return undefined;
  const texts = node.children.map((child) => (child.type === 'text' ? child.value : undefined));
  return texts.every((text) => text !== undefined) ? [texts.join('')] : undefined;
}
