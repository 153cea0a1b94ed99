// Module hooks that let Node 20 run the benchmark's TypeScript files directly (registered by the scripts
// that need them, e.g. generate-site.mjs): `.ts` files are transpiled with TypeScript's own
// transpileModule (types are dropped, not checked: `npm run typecheck` does that), and an extensionless
// relative import (`'./layout'`, as the bundler-style sources write them) finds its `.ts` file.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export async function resolve(specifier, context, next) {
  if (/^\.{1,2}\//.test(specifier) && !/\.[cm]?[jt]s$/.test(specifier) && context.parentURL?.endsWith('.ts')) {
    const url = new URL(`${specifier}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const { source } = await next(url, { ...context, format: 'module' });
  const { outputText } = ts.transpileModule(String(source), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
    fileName: fileURLToPath(url),
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
