// `npm pack` / `npm publish` run this first (package.json "prepack"): the tarball carries the bundles and the
// config API's declarations ready to run, so an installed esmx-docs never bundles anything.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBundles } from './bundle-cache.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
await ensureBundles({ log: (line) => console.error(line) });
// Declarations of src/shared (SiteConfig, ThemeConfig, FrontMatter… with their TSDoc) into .build/types.
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
// Its messages go to stderr: `npm pack --json` prints the tarball's description on stdout.
execFileSync(process.execPath, [tsc, '-b', 'src/shared'], {
  cwd: root,
  stdio: ['ignore', process.stderr, process.stderr],
});
// The package's: the config API's declarations and those they import, into .build/api/. tsc writes relative
// imports without an extension (this repository resolves modules like a bundler); a user's project that
// resolves like Node (`moduleResolution: nodenext`) needs `./types.js`.
mkdirSync(join(root, '.build/api'), { recursive: true });
for (const [from, to] of [
  ['config.d.ts', 'index.d.ts'],
  ['types.d.ts', 'types.d.ts'],
  ['layout-slots.d.ts', 'layout-slots.d.ts'],
]) {
  const text = readFileSync(join(root, '.build/types/src/shared', from), 'utf8');
  writeFileSync(join(root, '.build/api', to), text.replace(/(from '\.\.?\/[^']+?)(?<!\.js)'/g, "$1.js'"));
}

// Everything `exports` and `bin` name must be in the tarball: a missing one would break every install.
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const named = [...Object.values(manifest.exports['.']), ...Object.values(manifest.bin)];
const missing = named.filter((file) => !existsSync(new URL(`../${file}`, import.meta.url)));
if (missing.length > 0) {
  console.error(`esmx-docs: prepack: missing ${missing.join(', ')}`);
  process.exit(1);
}
