import { createRequire, isBuiltin } from 'node:module';
import type { Plugin } from 'esbuild';
import { REACT_GLOBAL } from '../../shared/islands';

const require = createRequire(import.meta.url);

/** React's modules a component may import; each must be the one React of the page, never a second copy. */
const REACT = /^(react|react-dom)(\/jsx-runtime|\/jsx-dev-runtime|\/client|\/server|\/static)?$/;

/**
 * In the browser bundle of a component, `react`, `react/jsx-runtime`, `react-dom` and `react-dom/client`
 * become modules reading the shell's React from `REACT_GLOBAL` (set by src/client/islands/hydrate-islands.ts):
 * an island adds only its own code, and hooks work because there is one React. The export names are read
 * from the generator's React, the same version the shell is built with.
 */
export const browserReact: Plugin = {
  name: 'esmx-docs:browser-react',
  setup(build) {
    build.onResolve({ filter: REACT }, (args) => ({ path: args.path, namespace: 'esmx-react' }));
    build.onLoad({ filter: /.*/, namespace: 'esmx-react' }, (args) => {
      const id = args.path.replace('/jsx-dev-runtime', '/jsx-runtime');
      const names = Object.keys(require(id) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
      const module = `globalThis.${REACT_GLOBAL}[${JSON.stringify(id)}]`;
      return {
        contents: `const m = ${module};\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`,
        loader: 'js',
      };
    });
  },
};

/**
 * In the build-time (CommonJS) bundle of a component, React's modules stay `require`s, answered by
 * `requireReact` with the generator's own React: the one react-dom/server renders with.
 */
export const nodeReact: Plugin = {
  name: 'esmx-docs:node-react',
  setup(build) {
    build.onResolve({ filter: REACT }, (args) => ({ path: args.path, external: true }));
  },
};

/** The generator's React module (or a Node built-in) for an id the build-time bundle left external. */
export function requireReact(id: string): unknown {
  if (isBuiltin(id)) return require(id);
  if (!REACT.test(id)) throw new Error(`cannot require "${id}" while rendering a component`);
  // React picks its build on each module's first load, and its modules must agree: production, as the page
  // step renders (see page-step.ts), unless React was loaded already (then the environment stays as it was).
  if (!require.cache[require.resolve('react')]) process.env.NODE_ENV = 'production';
  return require(id);
}
