import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { ImportDeclaration, Program } from 'estree';
import type { Nodes, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement, MdxjsEsm } from 'mdast-util-mdx';
import type { Plugin } from 'unified';
import { parseSource } from '../frontmatter';
import { hoistEsm } from './hoist-esm';
import { markImporter } from './imports/esm-importer';
import { resolveImport } from './imports/resolve-import';
import { LINE_BAND, shiftLines } from './imports/source-lines';
import { isRelativeImage } from './page-image';
import { pageState } from './page-state';
import type { PageFormat } from './processor';
import { FILE_META } from './remark-code-files';
import { applyReplaceRules } from './replace-rules';

/** How a fragment's text becomes a tree: the page pipeline's own parser for its format. */
export interface FragmentsOptions {
  parse(text: string, format: PageFormat): Root;
}

const FRAGMENT = /\.mdx?$/;

/**
 * Renders Markdown fragments in place: `import Intro from './_intro.mdx'` and then `<Intro />` puts the
 * fragment's blocks where the element stands, before any other plugin runs, so the fragment is the page's
 * own Markdown to the rest of the pipeline (its headings join the outline, its text the search sections and
 * the Markdown twin). Its relative links and images are rewritten to point where they pointed from the
 * fragment's folder, and so are checked like the page's. Fragments may import fragments; a file importing
 * itself, directly or not, is an error on the element's line. The fragment's other imports (components,
 * `?raw` text) join the page's, resolved from the fragment's folder. Lines of fragments are moved to bands of their own (see source-lines.ts) so problems
 * in them name the fragment's file and line.
 */
export const remarkFragments: Plugin<[FragmentsOptions], Root> = (options) => (tree, file) => {
  const page = pageState(file);
  const imports = page.imports;
  if (!imports) return;
  const fail = (line: number, message: string) => page.errors.push({ line, message });
  // Shown like the page's own path (relative to the same folder), whatever the working directory.
  const display = (path: string) =>
    join(dirname(page.origins[0]), relative(dirname(imports.pageFile), path))
      .split('\\')
      .join('/');

  /** Inlines the fragments `tree` (the file `from`) uses; `chain` is the files being inlined, outermost first. */
  const expand = (tree: Root, from: string, chain: readonly string[]): void => {
    hoistEsm(tree);
    const fragments = new Map<string, string>();
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'mdxjsEsm') return true;
      takeFragmentImports(node, from, fragments, (statement, message) =>
        fail(statement.loc?.start.line ?? node.position?.start.line ?? 0, message),
      );
      return (node.data?.estree as Program | undefined)?.body.length !== 0;
    });
    if (fragments.size === 0) return;
    // The page's own fragments may also be shown by its code (`{props.tip || React.createElement(Tip)}`),
    // which runs later: each is kept by its name, to be inlined there the way an element of it is here.
    if (from === imports.pageFile)
      for (const [name, target] of fragments)
        if (target !== '')
          (page.fragmentsByName ??= new Map()).set(name, (line: number) => inlineByCode(name, target, line, chain));
    const hoisted: RootContent[] = [];
    const replace = (parent: Parent): void => {
      parent.children = parent.children.flatMap((child) => {
        const element = child as MdxJsxFlowElement | MdxJsxTextElement;
        const target =
          (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && element.name
            ? fragments.get(element.name)
            : undefined;
        if (target === '') return [];
        if (target === undefined) {
          if ('children' in child) replace(child as Parent);
          return [child];
        }
        const line = element.position?.start.line ?? 0;
        if (chain.includes(target)) {
          fail(line, `fragment cycle: ${[...chain.slice(chain.indexOf(target)), target].map(display).join(' → ')}`);
          return [];
        }
        const fragment = load(target, line);
        if (!fragment) return [];
        expand(fragment, target, [...chain, target]);
        givePropsTo(fragment, element);
        const blocks = fragment.children.filter((node) => {
          if (node.type !== 'mdxjsEsm') return true;
          markImporter(node, target);
          hoisted.push(node);
          return false;
        });
        // In a paragraph (`Text <Intro /> text`), a fragment of one paragraph gives its words.
        if (child.type === 'mdxJsxTextElement' && blocks.length === 1 && blocks[0].type === 'paragraph')
          return blocks[0].children;
        return blocks;
      }) as Parent['children'];
    };
    replace(tree);
    tree.children.unshift(...hoisted);
  };

  /**
   * A fragment of the page shown by its code: its blocks, for the page's components step to render in place.
   * Its imports would come after the page's were read: such a fragment is shown as an element (`<Tip />`).
   */
  const inlineByCode = (name: string, target: string, line: number, chain: readonly string[]): RootContent[] => {
    const fragment = load(target, line);
    if (!fragment) return [];
    expand(fragment, target, [...chain, target]);
    if (fragment.children.some((node) => node.type === 'mdxjsEsm')) {
      fail(
        line,
        `${display(target)} imports or exports, so the page's code cannot show it: write <${name} /> as an element`,
      );
      return [];
    }
    return fragment.children;
  };

  /** A fragment's tree, its lines in a band of their own and its relative URLs made the page's. */
  const load = (path: string, line: number): Root | undefined => {
    let text: string;
    try {
      text = applyReplaceRules(readFileSync(path, 'utf8'), page.replaceRules);
    } catch {
      fail(line, `cannot read the fragment ${display(path)}`);
      return undefined;
    }
    page.dependencies.add(path);
    const { parsed, issues } = parseSource(text);
    if (!parsed) {
      fail(line, `fragment ${display(path)}: ${issues.map((i) => i.message).join('; ')}`);
      return undefined;
    }
    page.origins.push(display(path));
    const band = page.origins.length - 1;
    const shift = band * LINE_BAND + parsed.bodyLineOffset;
    let tree: Root;
    try {
      tree = options.parse(parsed.body, path.endsWith('.mdx') ? 'mdx' : 'md');
    } catch (error) {
      // MDX syntax errors carry their line (as a field, or only in the text: "(3:1-3:7)").
      const inText = /\((\d+):\d+(?:-\d+:\d+)?\)/.exec((error as Error).message);
      const at = (error as { line?: number }).line ?? (inText ? Number(inText[1]) : 1);
      fail(shift + at, `cannot render Markdown: ${(error as Error).message}`);
      return undefined;
    }
    shiftLines(tree, shift);
    rebaseUrls(tree, dirname(path), dirname(imports.pageFile));
    return tree;
  };

  /** Moves `import X from '….md(x)'` statements out of `node` into `fragments` (local name → file). */
  const takeFragmentImports = (
    node: MdxjsEsm,
    from: string,
    fragments: Map<string, string>,
    failAt: (statement: ImportDeclaration, message: string) => void,
  ): void => {
    const program = node.data?.estree as Program | undefined;
    if (!program) return;
    program.body = program.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration') return true;
      const specifier = String(statement.source.value);
      const resolved = resolveImport(specifier, from, imports.context);
      if ('problem' in resolved) {
        // Only fragments are this plugin's: a missing component is reported where components are.
        if (FRAGMENT.test(specifier)) {
          failAt(statement, resolved.problem);
          // Its elements go quietly: the import's problem says it all.
          for (const s of statement.specifiers) fragments.set(s.local.name, '');
          return false;
        }
        return true;
      }
      if (!FRAGMENT.test(resolved.path)) return true;
      const local = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
      if (!local) {
        failAt(statement, `"${specifier}" is a Markdown fragment: import it by a name (import Intro from '…')`);
        return false;
      }
      fragments.set(local.local.name, resolve(resolved.path));
      return false;
    });
  };

  expand(tree, imports.pageFile, [imports.pageFile]);
};

/**
 * What `props` is to the `{…}` expressions of a fragment shown as `element` (`<Brand name="Acme" />`), as MDX
 * gives a fragment the attributes it is used with: an object written in the page's code, its values the
 * element's attributes (evaluated where the page's code is). Set on each expression the fragment's own text
 * holds (one of its own fragments' expressions keeps what that fragment was given).
 */
function givePropsTo(fragment: Root, element: MdxJsxFlowElement | MdxJsxTextElement): void {
  if (element.attributes.length === 0) return;
  const entries = element.attributes.map((attribute) => {
    if (attribute.type === 'mdxJsxExpressionAttribute') return attribute.value;
    const { name, value } = attribute;
    if (value === null || value === undefined) return `${JSON.stringify(name)}: true`;
    return `${JSON.stringify(name)}: ${typeof value === 'string' ? JSON.stringify(value) : `(${value.value})`}`;
  });
  const props = `{ ${entries.join(', ')} }`;
  const visit = (node: Nodes): void => {
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && node.data?.props === undefined)
      node.data = { ...node.data, props };
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(fragment);
}

declare module 'mdast' {
  interface Data {
    /** A fragment's expression: the code of the `props` it sees (see `givePropsTo`). */
    props?: string;
  }
}

/**
 * Rewrites a fragment's relative link and image URLs (Markdown links, images, definitions, `href`/`src`
 * of JSX, and code blocks' `file="…"`) from its own folder to the page's: `./b.md` in `guide/_shared/x.mdx`, shown on `guide/a.mdx`,
 * becomes `./_shared/b.md`.
 */
function rebaseUrls(tree: Root, fragmentDir: string, pageDir: string): void {
  if (fragmentDir === pageDir) return;
  const rebase = (url: string): string => {
    if (!isRelativeImage(url)) return url;
    const cut = url.search(/[?#]/);
    const path = cut === -1 ? url : url.slice(0, cut);
    const moved = relative(pageDir, resolve(fragmentDir, path)).split('\\').join('/');
    const slash = path.endsWith('/') && !moved.endsWith('/') ? '/' : '';
    return `${moved.startsWith('.') ? moved : `./${moved}`}${slash}${cut === -1 ? '' : url.slice(cut)}`;
  };
  const walk = (node: Nodes): void => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = rebase(node.url);
    else if (node.type === 'code' && node.meta && FILE_META.test(node.meta)) {
      const [written, double, single] = FILE_META.exec(node.meta)!;
      node.meta = node.meta.replace(written, written.replace(double ?? single, rebase(double ?? single)));
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes)
        if (attribute.type === 'mdxJsxAttribute' && /^(href|src)$/.test(attribute.name))
          if (typeof attribute.value === 'string') attribute.value = rebase(attribute.value);
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
}
