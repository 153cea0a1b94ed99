import type { Program } from 'estree';
import type { PhrasingContent, Root, RootContent } from 'mdast';
import type {
  MdxFlowExpression,
  MdxJsxFlowElement,
  MdxJsxTextElement,
  MdxjsEsm,
  MdxTextExpression,
} from 'mdast-util-mdx';
import type { Plugin } from 'unified';
import type { Position } from 'unist';
import { Badge } from './mdx/badge';
import { Callout, Card, LinkCard, Steps } from './mdx/blocks';
import { type Component, type ComponentContext, ComponentError } from './mdx/context';
import { type HtmlElement, h } from './mdx/element';
import { PackageManagerTabs } from './mdx/package-manager-tabs';
import { EvaluationError, isValueExport, PageScope } from './mdx/page-scope';
import { TAB_MARKER, Tab, Tabs } from './mdx/tabs';
import { isCommentOnly, type PropValue, readProps, UnrenderableValue } from './mdx/values';
import { pageState } from './page-state';

/** Where Rspress's built-in components are imported from; these imports are accepted and dropped. */
const THEME_MODULES = ['@rspress/core/theme', '@theme', 'rspress/theme'];

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
};

/**
 * HTML written as JSX in MDX: rendered as is, except what could run code or take over the page: scripts,
 * styles and embedded documents; `base`, which would send the site's own script URLs elsewhere; `meta`
 * and `link`, which belong to the head (a refresh, a preload); SVG's `set` and `animate`, which can give
 * an attribute a `javascript:` URL after the build checked it. Compared in lower case, as browsers read them.
 */
const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'iframe',
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
 * and imports of the built-ins from Rspress's theme as nothing. Everything else — another component,
 * an import from elsewhere, an export, an expression or a prop value only running code could know —
 * is an error with its line (collected on the page state): the build stops instead of dropping it.
 */
export const remarkMdxComponents: Plugin<[], Root> = () => (tree, file) => {
  const page = pageState(file);
  let ids = 0;
  const fail = (node: { position?: { start: { line: number } } }, message: string) =>
    page.errors.push({ line: node.position?.start.line ?? 0, message });
  // MDX hoists a page's ESM: its exports are known everywhere in the page, above them too.
  const scope = new PageScope(page.frontmatter);
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as Program | undefined;
    checkImports(node, fail);
    try {
      scope.declare(node, program?.body ?? []);
    } catch (error) {
      if (!(error instanceof EvaluationError)) throw error;
      fail(node, `export: ${error.message}`);
    }
  }
  const evaluate = (expression: string) => {
    try {
      return scope.evaluate(expression);
    } catch (error) {
      if (!(error instanceof EvaluationError)) throw error;
      throw new UnrenderableValue(`{${expression}} throws ${error.message}`);
    }
  };

  const transform = (children: readonly Child[]): Child[] =>
    children.flatMap((child): Child[] => {
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

  /** `{frontmatter.title}`, `{year + 1}`: text and numbers render as text, nothing as nothing. */
  const expression = (node: MdxFlowExpression | MdxTextExpression): Child[] => {
    let value: unknown;
    try {
      value = evaluate(node.value);
    } catch (error) {
      if (!(error instanceof UnrenderableValue)) throw error;
      fail(node, `cannot render the expression: ${error.message}`);
      return [];
    }
    if (value === undefined || value === null || typeof value === 'boolean') return [];
    if (typeof value !== 'string' && typeof value !== 'number') {
      fail(node, `cannot render the expression {${node.value}}: it gives ${typeof value}, not text or a number`);
      return [];
    }
    const text: Child = { type: 'text', value: String(value) };
    return [node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [text as PhrasingContent] } : text];
  };

  const element = (node: MdxJsxFlowElement | MdxJsxTextElement): Child[] => {
    const children = transform(node.children as Child[]);
    if (node.name === null) return children; // a fragment: <>…</>
    let props: Record<string, PropValue>;
    try {
      props = readProps(node.attributes, evaluate);
    } catch (error) {
      if (!(error instanceof UnrenderableValue)) throw error;
      fail(node, `<${node.name}>: ${error.message}`);
      return [];
    }
    if (/^[a-z]/.test(node.name)) return htmlElement(node, props, children);
    const component = COMPONENTS[node.name];
    if (!component) {
      fail(node, `unknown component <${node.name}> (known: ${Object.keys(COMPONENTS).join(', ')})`);
      return [];
    }
    const context: ComponentContext = {
      name: node.name,
      props,
      children,
      node,
      flow: node.type === 'mdxJsxFlowElement',
      lang: page.lang,
      uniqueId: (prefix) => `${prefix}-${++ids}`,
    };
    try {
      return [component(context)];
    } catch (error) {
      if (!(error instanceof ComponentError)) throw error;
      fail(node, error.message);
      return [];
    }
  };

  /** A lowercase JSX element as that HTML element; what could run code is reported and left out. */
  const htmlElement = (
    node: MdxJsxFlowElement | MdxJsxTextElement,
    props: Record<string, PropValue>,
    children: Child[],
  ): Child[] => {
    const name = node.name!;
    const refuse = (what: string) => fail(node, `<${name}>: ${what} is not allowed in content (it could run code)`);
    if (FORBIDDEN_TAGS.has(name.toLowerCase())) {
      refuse(`<${name}>`);
      return [];
    }
    const properties: HtmlElement['properties'] = {};
    for (const [key, value] of Object.entries(props)) {
      if (/^on/i.test(key)) refuse(key);
      else if (key === 'className' || key === 'class')
        properties.className = String(value).split(/\s+/).filter(Boolean);
      else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        properties[key] = value;
      else fail(node, `<${name}> ${key}: only strings, numbers and booleans can be HTML attributes`);
    }
    return [h(name, properties, children, node.position)];
  };

  tree.children = transform(tree.children as Child[]) as RootContent[];
  // A <Tab> left over was not inside <Tabs>: Tabs consumes every Tab it holds.
  const strays = (children: readonly Child[]): void => {
    for (const child of children) {
      if (child.type === 'htmlElement' && child.tagName === TAB_MARKER) fail(child, '<Tab> must be inside <Tabs>');
      if ('children' in child) strays(child.children as Child[]);
    }
  };
  strays(tree.children as Child[]);
};

function isBlock(node: Child): boolean {
  return node.type === 'htmlElement' && node.tagName === 'div';
}

function isBlank(node: Child): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

function checkImports(node: MdxjsEsm, failAt: (node: { position?: Position }, message: string) => void): void {
  const program = node.data?.estree as Program | undefined;
  for (const statement of program?.body ?? []) {
    // One block of imports is one node; each statement reports its own line.
    const line = statement.loc?.start.line ?? node.position?.start.line ?? 0;
    const fail = (_: MdxjsEsm, message: string) =>
      failAt({ position: { start: { line, column: 1 }, end: { line, column: 1 } } }, message);
    if (isValueExport(statement)) continue;
    if (statement.type !== 'ImportDeclaration') {
      fail(node, 'only imports, `export const` and `export function` can be rendered');
      continue;
    }
    const from = String(statement.source.value);
    if (!THEME_MODULES.includes(from)) {
      fail(
        node,
        `cannot import from "${from}": only Rspress's built-in components (from ${THEME_MODULES.join(', ')}) render`,
      );
      continue;
    }
    for (const specifier of statement.specifiers) {
      const name =
        specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier' ? specifier.imported.name : '';
      if (!COMPONENTS[name])
        fail(node, `"${from}" has no built-in component ${name || specifier.local.name} we render`);
    }
  }
}
