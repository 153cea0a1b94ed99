import type { Plugin } from 'esbuild';

/**
 * A package's native addon (a `.node` file, which napi-rs packages require under the `node` condition, by its
 * path or through a package of its own) in the build-time bundle of a component: a module that throws, naming
 * the file, if it is loaded while a page renders. A component that loads such a package only in the browser
 * (in `useEffect`, through `import()`) renders, as Rsbuild's node target leaves the addon to run time.
 */
export const nativeAddon: Plugin = {
  name: 'esmx-docs:native-addon',
  setup(build) {
    build.onLoad({ filter: /\.node$/ }, ({ path }) => ({
      contents: `throw new Error(${JSON.stringify(`cannot load the native addon ${path} while rendering a component`)});`,
      loader: 'js',
    }));
  },
};
