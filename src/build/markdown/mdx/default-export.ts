import type { ExportDefaultDeclaration, ExportNamedDeclaration, ImportDeclaration, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx';
import type { Plugin } from 'unified';

/** The name a re-exported page (`export { default } from './intro.mdx'`) is shown by. */
const REEXPORTED = 'MDXReexportedPage';

/**
 * An `.mdx` page's default export, as MDX reads it: the layout its content is shown in. A named function
 * (`export default function Home() {…}`) or a component's name (`export default Layout`) becomes the page's
 * own component wrapping the page's content, as its `children`; a page re-exported from another
 * (`export { default } from './intro.mdx'`) shows that page's content, as an imported fragment. Rspress 1 and 2
 * render both. Any other default export is left for the component check to report.
 *
 * @example `export default function Home() { return <p>Hi</p>; }` → `export function Home…` and `<Home>{content}</Home>`
 */
export const remarkDefaultExport: Plugin<[], Root> = () => (tree) => {
  let wrapper: string | undefined;
  let reexported = false;
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as Program | undefined;
    if (!program) continue;
    program.body = program.body.map((statement) => {
      if (statement.type === 'ExportDefaultDeclaration') {
        const named = asNamedExport(statement);
        if (named) wrapper = named.name;
        return named?.statement ?? statement;
      }
      if (statement.type === 'ExportNamedDeclaration' && isDefaultReexport(statement)) {
        reexported = true;
        return asImport(statement);
      }
      return statement;
    });
    // `export default Layout` names a component declared or imported elsewhere: nothing of it is left to run.
    program.body = program.body.filter((statement) => statement.type !== 'EmptyStatement');
  }
  if (reexported) tree.children.push(element(REEXPORTED, []));
  if (wrapper === undefined) return;
  const code = tree.children.filter((node) => node.type === 'mdxjsEsm');
  const content = tree.children.filter((node) => node.type !== 'mdxjsEsm');
  tree.children = [...code, element(wrapper, content)];
};

/** `export default function Home() {…}` as `export function Home…`; `export default Layout` as nothing, named. */
function asNamedExport(
  statement: ExportDefaultDeclaration,
): { name: string; statement: ExportNamedDeclaration | Program['body'][number] } | undefined {
  const { declaration } = statement;
  if (declaration.type === 'FunctionDeclaration' && declaration.id) {
    const id = declaration.id;
    const named: ExportNamedDeclaration = {
      ...positionOf(statement),
      type: 'ExportNamedDeclaration',
      declaration: { ...declaration, id },
      specifiers: [],
      attributes: [],
    };
    return { name: id.name, statement: named };
  }
  if (declaration.type === 'Identifier' && /^[A-Z]/.test(declaration.name))
    return { name: declaration.name, statement: { ...positionOf(statement), type: 'EmptyStatement' } };
  return undefined;
}

/** `export { default } from './intro.mdx'`: another page's content, shown here. */
function isDefaultReexport(statement: ExportNamedDeclaration): boolean {
  return (
    statement.source != null &&
    statement.declaration == null &&
    statement.specifiers.length === 1 &&
    exportedName(statement.specifiers[0].local) === 'default' &&
    exportedName(statement.specifiers[0].exported) === 'default'
  );
}

function exportedName(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? String(node.name) : String(node.value);
}

/** The re-export as the import of that page, which the fragment step shows in place of its element. */
function asImport(statement: ExportNamedDeclaration): ImportDeclaration {
  const local = { type: 'Identifier' as const, name: REEXPORTED };
  return {
    ...positionOf(statement),
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local }],
    source: statement.source!,
    attributes: [],
  };
}

/** The places a statement's text is found by (estree's `start`/`end` offsets, `loc`), for a statement made from it. */
function positionOf(statement: object): object {
  const { start, end, loc, range } = statement as { start?: number; end?: number; loc?: unknown; range?: unknown };
  return { start, end, loc, range };
}

function element(name: string, children: RootContent[]): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes: [], children: children as MdxJsxFlowElement['children'] };
}
