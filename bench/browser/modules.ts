/**
 * Lets a benchmark page import the repository's own TypeScript (the query scheduler, bench/stats.ts)
 * and a few packages, straight from the sources: requests under `/__bench/` are answered from the
 * working tree, TypeScript transpiled on the fly (no type checking: `npm run typecheck` does that).
 * The page then runs the very code the shell bundles, without a separate bundle for benchmarks.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import ts from 'typescript';

const MODULE_PREFIX = '/__bench/';
const ROOT = process.cwd();

/** The only packages a benchmark page may import, by their ESM files. */
const PACKAGES: Record<string, string> = {
  comlink: 'node_modules/comlink/dist/esm/comlink.mjs',
  tinybench: 'node_modules/tinybench/dist/index.js',
};

/** The URL under which the page imports a repository file (`bench/stats.ts` → `/__bench/bench/stats.ts`). */
export function moduleUrl(repoPath: string): string {
  return MODULE_PREFIX + repoPath;
}

function resolveSpecifier(specifier: string, fromFile: string): string {
  if (PACKAGES[specifier]) return moduleUrl(PACKAGES[specifier]);
  if (!specifier.startsWith('.'))
    throw new Error(`bench: a benchmark page cannot import "${specifier}" (from ${fromFile})`);
  const base = resolve(dirname(join(ROOT, fromFile)), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (f) => existsSync(f) && !f.endsWith('/'),
  );
  if (!found) throw new Error(`bench: cannot resolve "${specifier}" from ${fromFile}`);
  return moduleUrl(relative(ROOT, found));
}

/** A transform pointing every import/export specifier (static or literal dynamic) under `/__bench/`. */
function specifierRewriter(fromFile: string): ts.TransformerFactory<ts.SourceFile> {
  return (context) => (file) => {
    const { factory } = context;
    const fix = (spec: ts.Expression | undefined) =>
      spec && ts.isStringLiteral(spec) ? factory.createStringLiteral(resolveSpecifier(spec.text, fromFile)) : spec;
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isImportDeclaration(node)) {
        return factory.updateImportDeclaration(
          node,
          node.modifiers,
          node.importClause,
          fix(node.moduleSpecifier) as ts.Expression,
          node.attributes,
        );
      }
      if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
        return factory.updateExportDeclaration(
          node,
          node.modifiers,
          node.isTypeOnly,
          node.exportClause,
          fix(node.moduleSpecifier),
          node.attributes,
        );
      }
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments.length) {
        return factory.updateCallExpression(node, node.expression, node.typeArguments, [
          fix(node.arguments[0]) as ts.Expression,
          ...node.arguments.slice(1),
        ]);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(file, visit) as ts.SourceFile;
  };
}

/** JavaScript for one repository file, its imports pointed back under `/__bench/`. */
function browserModule(repoPath: string): string {
  const source = readFileSync(join(ROOT, repoPath), 'utf8');
  if (!/\.tsx?$/.test(repoPath)) return source;
  return ts.transpileModule(source, {
    fileName: repoPath,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      verbatimModuleSyntax: true,
      jsx: ts.JsxEmit.ReactJSX,
    },
    // `after`: type-only imports are already gone, so only imports that reach the browser are resolved.
    transformers: { after: [specifierRewriter(repoPath)] },
  }).outputText;
}

/** Answers the page's `/__bench/…` requests from the working tree. */
export async function serveModules(page: Page): Promise<void> {
  await page.route(`**${MODULE_PREFIX}**`, async (route) => {
    const repoPath = decodeURIComponent(new URL(route.request().url()).pathname.slice(MODULE_PREFIX.length));
    try {
      await route.fulfill({
        status: 200,
        contentType: 'text/javascript; charset=utf-8',
        body: browserModule(repoPath),
      });
    } catch (error) {
      await route.fulfill({ status: 500, contentType: 'text/plain', body: String(error) });
    }
  });
}
