#!/usr/bin/env node
// The esmx-docs command: makes sure the generator's bundles are fresh (a no-op unless its code changed),
// then hands the command line to the bundled CLI.
import { ensureBundles } from './bundle-cache.mjs';

try {
  await ensureBundles({ log: (line) => console.error(line) });
} catch (error) {
  console.error(`esmx-docs: cannot bundle the generator: ${error.message}${error.frame ? `\n${error.frame}` : ''}`);
  process.exit(1);
}
await import('../.build/cli.mjs');
