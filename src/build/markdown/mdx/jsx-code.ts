import { transformSync } from 'esbuild';

/** The names compiled JSX calls: every page's scope binds them (see PageScope). */
export const JSX_FACTORY = '__esmxJsx';
export const JSX_FRAGMENT = '__esmxFragment';
/** The name `import.meta` is compiled to (a script cannot name it): every page's scope binds it too. */
export const IMPORT_META = '__esmxImportMeta';

/**
 * A page's code (an `export`, a `{…}` expression) with its JSX written as calls of `JSX_FACTORY`, which
 * `new Function` can run: `<li>{i}</li>` becomes `__esmxJsx("li", null, i)`. esbuild does it, with JSX's own
 * rules for the white space and entities of text; `import.meta` (a module's, which MDX pages are) becomes
 * `IMPORT_META`; without either the code comes back as it was given, and code that is not valid either way
 * gives esbuild's reason.
 *
 * @example jsxAsCalls('items.map((i) => <li>{i}</li>)') // { code: 'items.map((i) => …__esmxJsx("li", null, i))' }
 */
export function jsxAsCalls(code: string): { code: string } | { problem: string } {
  try {
    const { code: calls } = transformSync(code, {
      loader: 'jsx',
      jsxFactory: JSX_FACTORY,
      jsxFragment: JSX_FRAGMENT,
      define: { 'import.meta': IMPORT_META },
    });
    // The statement's own semicolon: an expression is put back inside `return (…)`.
    return { code: calls.replace(/;\s*$/, '') };
  } catch (error) {
    const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text;
    return { problem: first ?? String(error) };
  }
}
