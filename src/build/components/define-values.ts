import { runInThisContext } from 'node:vm';
import { transformSync } from 'esbuild';

/**
 * Why esbuild would refuse one entry of the config's `define` (a global's name → the code it stands for), if
 * it would: the name must be an identifier or a member path (`process.env.API`), the code a JavaScript literal
 * (what `JSON.stringify('chrome')` gives) or such a name. Asked when the config loads, so that a bad entry is
 * one problem at the option's line rather than a failure of every component that is bundled.
 *
 * @example defineProblem('BROWSER_TYPE', 'chrome()') // 'Invalid define value (must be an entity name or JS literal): chrome()'
 */
export function defineProblem(name: string, code: string): string | undefined {
  try {
    transformSync('', { define: { [name]: code } });
    return undefined;
  } catch (error) {
    return (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? String(error);
  }
}

/**
 * What every component is compiled with besides the config's `define`, as Rsbuild gives every module of a
 * production build: `process.env.NODE_ENV`, and `import.meta.env` with Rspress's `SSG_MD` (true only while it
 * writes its Markdown copies, which do not run components here: Rstest's MdOnly and WebOnly read it).
 */
export const BUILD_DEFINE: Readonly<Record<string, string>> = {
  'process.env.NODE_ENV': '"production"',
  'import.meta.env': JSON.stringify(importMetaEnv('/')),
};

/**
 * What `import.meta.env` holds in a page's code and in its components, as Rsbuild defines it for a production
 * build of an Rspress site served under `base`: the mode, `BASE_URL` (the server's base, `/sub` or `/`: Rspress
 * gives Rsbuild its base without the closing slash), `ASSET_PREFIX` (the assets' prefix without its closing
 * slash: `/sub`, or empty at the root), and Rspress's `SSG_MD`, false.
 *
 * @example importMetaEnv('/sub/') // { MODE: 'production', DEV: false, PROD: true, SSG_MD: false, BASE_URL: '/sub', ASSET_PREFIX: '/sub' }
 */
export function importMetaEnv(base: string): Record<string, unknown> {
  const prefix = base.replace(/\/+$/, '');
  return { MODE: 'production', DEV: false, PROD: true, SSG_MD: false, BASE_URL: prefix || '/', ASSET_PREFIX: prefix };
}

/**
 * The values an `.mdx` page's own `{…}` expressions see for `BUILD_DEFINE` and the config's `define`, as
 * Rsbuild's replacement gives them in compiled MDX: by each first name, a member path (`process.env.API`) as
 * objects under it. The code is the site config's (which runs anyway), evaluated once; code only a browser can
 * run (`window.api`) throws where the page reads it, and a global name of it (`API: 'window.api'`) is not defined
 * at build time. `import.meta` names are the components' alone: a page's expression cannot name them.
 *
 * @example definedGlobals({ MY_TEXT: '"hello"', 'process.env.API': '"/api"' })
 * // { process: { env: { NODE_ENV: 'production', API: '/api' } }, MY_TEXT: 'hello' }
 */
export function definedGlobals(define: Readonly<Record<string, string>> = {}): Record<string, unknown> {
  const globals: Record<string, unknown> = {};
  for (const [name, code] of Object.entries({ ...BUILD_DEFINE, ...define })) {
    const [first, ...path] = name.split('.');
    if (first === 'import') continue;
    if (path.length === 0) {
      const value = definedValue(name, code);
      if (!(value instanceof Error)) globals[name] = value;
      continue;
    }
    let holder = globals;
    for (const key of [first, ...path.slice(0, -1)]) {
      const next = Object.getOwnPropertyDescriptor(holder, key)?.value;
      if (typeof next === 'object' && next !== null) holder = next as Record<string, unknown>;
      else holder = place(holder, key, { value: {} }) as Record<string, unknown>;
    }
    const value = definedValue(name, code);
    // Read lazily, so that code only a browser can run fails only a page that reads it.
    place(holder, path[path.length - 1], {
      get: () => {
        if (value instanceof Error) throw value;
        return value;
      },
    });
  }
  return globals;
}

/** Sets `key` of `holder` (over a value a shorter name put there: `A.b.c` after `A.b`), and gives its value. */
function place(holder: Record<string, unknown>, key: string, property: PropertyDescriptor): unknown {
  Object.defineProperty(holder, key, { ...property, enumerable: true, configurable: true });
  return property.value;
}

/** The value `code` stands for, or the error saying why the build cannot know it. */
function definedValue(name: string, code: string): unknown {
  try {
    return runInThisContext(`(${code}\n)`, { filename: 'define' });
  } catch (error) {
    return new Error(`${name} stands for ${code}, which cannot run at build time (${String(error)})`);
  }
}
