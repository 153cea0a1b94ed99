import type { Plugin } from 'esbuild';

/**
 * Stops a component that imports an MDX (or Markdown) file with a message that says what to do. Rspress
 * compiles every `.mdx` file to a component; here MDX is rendered in pages at build time, where a page's
 * imported fragment can be given to the component as its children. esbuild alone would say only that it has
 * no loader for `.mdx` files.
 *
 * @example build({ …, plugins: [mdxImport] }) // import Example from './example.mdx' → an error at that line
 */
export const mdxImport: Plugin = {
  name: 'esmx-docs:mdx-import',
  setup(build) {
    build.onResolve({ filter: /\.mdx?$/ }, ({ path }) => ({
      errors: [
        {
          text: `"${path}" is an MDX file, which a component cannot import here (esmx-docs renders MDX in pages): import it in the page and give it to the component as children (<Home><Example /></Home>)`,
        },
      ],
    }));
  },
};
