import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxjsEsm } from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import { RSPRESS_RUNTIME_MODULES, RSPRESS_THEME_MODULES } from '../../rspress-modules';
import { writeWhole } from '../../write-whole';
import { isAssetImport } from '../imports/asset-import';
import { isRawImport } from '../imports/raw-import';
import { SHIKI_TRANSFORMERS } from './shiki-transformers';

/** A page's own components that need the browser, as one module of the site (see `livePageComponents`). */
export interface LivePageComponents {
  /** The module's file: the page's imports and exports, written for a bundler. */
  entry: string;
  /** The exports that are live components: their code gives elements handlers, or calls hooks. */
  names: ReadonlySet<string>;
}

/** What makes a component need the browser: a handler it gives an element, or a hook it calls. */
const HANDLER = /\bon[A-Z]\w*\s*=\s*\{/;
const HOOK = /\buse[A-Z]\w*\s*\(/;

const MODULES_DIR = join(tmpdir(), 'esmx-docs-page-modules');

/**
 * The components an `.mdx` page defines (`export const Counter = () => { const [n, setN] = useState(0); return
 * <button onClick={…}>… }`) that need the browser to work, as Rspress runs them there: their page's imports and
 * exports, written as one module (each import to the file it resolves to; React's and Rspress's modules as
 * written) with the page's front matter, so that rehype-islands.ts bundles, renders and hydrates each such
 * component as it does one the page imports. Undefined where none needs the browser, or the page's code cannot
 * stand as a module of its own: an import of a file's text or of a picture, one that leads nowhere, or an element
 * naming what the page neither imports nor defines (a built-in of MDX's). Its components then render at build
 * time only, as before.
 *
 * @example livePageComponents(tree, 'docs/en/demo.mdx', resolve, { title: 'Demo' }) // { entry: '/tmp/…/demo-1a2b3c4d.tsx', names: Set { 'Counter' } }
 */
export function livePageComponents(
  tree: Root,
  pageFile: string,
  resolve: (specifier: string, node: MdxjsEsm) => string | undefined,
  frontmatter: unknown,
): LivePageComponents | undefined {
  const imports: string[] = [];
  const exports: string[] = [];
  const names = new Set<string>();
  const known = new Set<string>();
  const inBrowserOnly = namesInNoSsr(tree);
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const base = node.position?.start.offset ?? 0;
    const textOf = (at: { start: number; end: number }) => node.value.slice(at.start - base, at.end - base);
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      const at = statement as unknown as { start: number; end: number };
      if (statement.type === 'ImportDeclaration') {
        const from = String(statement.source.value);
        for (const specifier of statement.specifiers) known.add(specifier.local.name);
        if (isRawImport(from) || isAssetImport(from) || from === SHIKI_TRANSFORMERS) return undefined;
        const kept = from === 'react' || RSPRESS_THEME_MODULES.includes(from) || RSPRESS_RUNTIME_MODULES.includes(from);
        const path = kept ? from : resolve(from, node);
        if (path === undefined) return undefined;
        const source = statement.source as unknown as { start: number; end: number };
        const text = textOf(at);
        imports.push(text.slice(0, source.start - at.start) + JSON.stringify(path) + text.slice(source.end - at.start));
        continue;
      }
      // A declaration exported by name from its own text (a default export read as the page's layout is one:
      // see default-export.ts).
      const declaration =
        statement.type === 'ExportNamedDeclaration' && statement.declaration
          ? (statement.declaration as unknown as { start: number; end: number })
          : undefined;
      const text = declaration ? `export ${textOf(declaration)}` : textOf(at);
      exports.push(text);
      if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) continue;
      const declared =
        statement.declaration.type === 'VariableDeclaration'
          ? statement.declaration.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : []))
          : statement.declaration.type === 'FunctionDeclaration' && statement.declaration.id
            ? [statement.declaration.id.name]
            : [];
      for (const name of declared) {
        known.add(name);
        // One the page shows inside <NoSSR> needs the browser as well: it may read `window` as it renders.
        if (HANDLER.test(text) || HOOK.test(text) || inBrowserOnly.has(name)) names.add(name);
      }
    }
  }
  if (names.size === 0) return undefined;
  const code = exports.join('\n');
  const elements = [...code.matchAll(/<([A-Z][\w$]*)/g)].map(([, name]) => name);
  if (elements.some((name) => !known.has(name))) return undefined;
  const module = `${imports.join('\n')}\nconst frontmatter = ${JSON.stringify(frontmatter ?? {})};\n${code}\n`;
  const hash = createHash('sha256').update(module).digest('hex').slice(0, 16);
  const entry = join(MODULES_DIR, hash, `${basename(pageFile, extname(pageFile))}.tsx`);
  mkdirSync(join(MODULES_DIR, hash), { recursive: true });
  // Whole: threads rendering the same page at once (two builds) never read it half written.
  writeWhole(entry, module);
  return { entry, names };
}

/** The names of the elements a page shows inside Rspress's `<NoSSR>` (imported from its runtime, under any name). */
function namesInNoSsr(tree: Root): Set<string> {
  const noSsr = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || !RSPRESS_RUNTIME_MODULES.includes(String(statement.source.value)))
        continue;
      for (const specifier of statement.specifiers)
        if (specifier.type === 'ImportSpecifier' && importedName(specifier) === 'NoSSR')
          noSsr.add(specifier.local.name);
    }
  }
  const found = new Set<string>();
  if (noSsr.size === 0) return found;
  const isJsx = (node: { type: string }) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
  visit(tree, (node) => {
    if (!isJsx(node) || !noSsr.has((node as MdxJsxFlowElement).name ?? '')) return;
    visit(node, (inner) => {
      const name = isJsx(inner) ? (inner as MdxJsxFlowElement).name : null;
      if (name) found.add(name.split('.')[0]);
    });
    return 'skip';
  });
  return found;
}

/** The name an import specifier takes from its module (`NoSSR` in `import { NoSSR as Client }`). */
function importedName(specifier: { imported: { type: string; name?: string; value?: unknown } }): string {
  return specifier.imported.type === 'Identifier' ? String(specifier.imported.name) : String(specifier.imported.value);
}
