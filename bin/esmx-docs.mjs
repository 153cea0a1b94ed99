#!/usr/bin/env node
// The esmx-docs command. An installed package runs the bundles it was packed with (.build/, see
// bin/prepack.mjs); a checkout of the repository (it has rollup.config.mjs, which the package does not ship)
// first makes sure they are fresh, a no-op unless their sources changed.
import { existsSync } from 'node:fs';

if (existsSync(new URL('../rollup.config.mjs', import.meta.url))) {
  const { ensureBundles } = await import('./bundle-cache.mjs');
  try {
    await ensureBundles({ log: (line) => console.error(line) });
  } catch (error) {
    console.error(`esmx-docs: cannot bundle the generator: ${error.message}${error.frame ? `\n${error.frame}` : ''}`);
    process.exit(1);
  }
}
await import('../.build/cli.mjs');
