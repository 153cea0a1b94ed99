import { existsSync, type FSWatcher, watch } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Watches the generator's own client code, when it is there (a checkout, not an installed package): a
 * CSS change needs a rebuild, a script change its browser bundles made again first. The running server's
 * own code stays as it was loaded (that needs a restart). Calls `changed` once the change can be built.
 */
export function watchClient(root: string, changed: () => void, log: (line: string) => void): FSWatcher | undefined {
  const source = join(root, 'src/client');
  // An installed package ships the client's styles but no sources nor the bundler's config: nothing to watch.
  if (!existsSync(join(root, 'rollup.config.mjs'))) return undefined;
  return watch(source, { recursive: true }, (_event, name) => {
    if (name?.endsWith('.css')) changed();
    else if (name && /\.tsx?$/.test(name)) void rebundle(root, log).then(changed);
  });
}

/** Makes the browser bundles again (bin/bundle-cache.mjs, which the command itself uses). */
async function rebundle(root: string, log: (line: string) => void): Promise<void> {
  try {
    const cache = (await import(pathToFileURL(join(root, 'bin/bundle-cache.mjs')).href)) as {
      ensureBundles(options: { names: string[]; log: (line: string) => void }): Promise<string[]>;
    };
    await cache.ensureBundles({ names: ['client', 'worker', 'dev'], log });
  } catch (error) {
    console.error(`esmx-docs: cannot bundle the client: ${(error as Error).message}`);
  }
}
