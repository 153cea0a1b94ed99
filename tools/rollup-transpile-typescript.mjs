// Rollup's TypeScript step: transpile each file on its own with its tree's compiler options, no type checking.
// Type checking is `npm run typecheck` (tsc -b over every tree's project). Transpiling file by file is what
// `isolatedModules` promises is safe, and unlike a TypeScript program it does not care that a tree's project
// reaches the trees it imports only through their declarations (project references).
import { dirname } from 'node:path';
import ts from 'typescript';

/** Compiler options of `tsconfig` (with what it extends), minus everything about declarations and output. */
function transpileOptions(tsconfig) {
  const { config, error } = ts.readConfigFile(tsconfig, ts.sys.readFile);
  if (error) throw new Error(`rollup: ${tsconfig}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(tsconfig));
  return {
    ...options,
    composite: false,
    declaration: false,
    declarationMap: false,
    emitDeclarationOnly: false,
    incremental: false,
    noEmit: false,
    sourceMap: true,
    inlineSourceMap: false,
    inlineSources: false,
  };
}

/** A Rollup plugin turning `.ts` / `.tsx` modules into JavaScript with the options of `tsconfig`. */
export function transpileTypeScript(tsconfig) {
  const compilerOptions = transpileOptions(tsconfig);
  return {
    name: 'transpile-typescript',
    // The Node bundle has no resolver plugin: find `./foo` as foo.ts, foo.tsx or foo/index.ts, as tsc does.
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const { resolvedModule } = ts.resolveModuleName(source, importer, compilerOptions, ts.sys);
      const file = resolvedModule?.resolvedFileName;
      return file && !file.endsWith('.d.ts') && !resolvedModule.isExternalLibraryImport ? file : null;
    },
    transform(code, id) {
      if (!/\.[cm]?tsx?$/.test(id) || id.endsWith('.d.ts')) return null;
      const { outputText, sourceMapText } = ts.transpileModule(code, { compilerOptions, fileName: id });
      return { code: outputText.replace(/\n\/\/# sourceMappingURL=.*$/, ''), map: sourceMapText };
    },
  };
}
