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

export const MODULE_PREFIX = '/__bench/';
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
  if (!specifier.startsWith('.')) throw new Error(`bench: a benchmark page cannot import "${specifier}" (from ${fromFile})`);
  const base = resolve(dirname(join(ROOT, fromFile)), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f) && !f.endsWith('/'));
  if (!found) throw new Error(`bench: cannot resolve "${specifier}" from ${fromFile}`);
  return moduleUrl(relative(ROOT, found));
}

/** JavaScript for one repository file, its imports pointed back under `/__bench/`. */
export function browserModule(repoPath: string): string {
  const source = readFileSync(join(ROOT, repoPath), 'utf8');
  const js = /\.tsx?$/.test(repoPath)
    ? ts.transpileModule(source, {
        fileName: repoPath,
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true, jsx: ts.JsxEmit.ReactJSX },
      }).outputText
    : source;
  if (repoPath.startsWith('node_modules/')) return js;
  // Static imports, re-exports and dynamic imports with a literal specifier.
  return js.replace(/(\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\2/g, (_m, lead: string, quote: string, spec: string) => `${lead}${quote}${resolveSpecifier(spec, repoPath)}${quote}`);
}

/** Answers the page's `/__bench/…` requests from the working tree. */
export async function serveModules(page: Page): Promise<void> {
  await page.route(`**${MODULE_PREFIX}**`, async (route) => {
    const repoPath = decodeURIComponent(new URL(route.request().url()).pathname.slice(MODULE_PREFIX.length));
    try {
      await route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: browserModule(repoPath) });
    } catch (error) {
      await route.fulfill({ status: 500, contentType: 'text/plain', body: String(error) });
    }
  });
}
