// Adds lock entries for the per-platform native packages (rollup's, biome's…) that this registry mirror does
// not serve for other platforms, so `npm install` leaves them out and `npm ci` then refuses the lock. Each
// entry names its os/cpu, so npm skips it on this platform instead of fetching it.
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
// `@rollup/rollup-darwin-arm64`, `@biomejs/cli-win32-x64`, and scoped names without a dash before the OS
// (`@pagefind/darwin-arm64`, `@pagefind/windows-x64`: npm calls that OS win32).
const PLATFORM =
  /[-/](android|darwin|freebsd|linux|openbsd|openharmony|win32|windows)-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x)\b/;
const NPM_OS = { windows: 'win32' };

let added = 0;
for (const [owner, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const match = PLATFORM.exec(name);
    if (lock.packages[key] || !match || !owner) continue;
    lock.packages[key] = {
      version,
      cpu: [match[2]],
      dev: true,
      license: pkg.license,
      optional: true,
      os: [NPM_OS[match[1]] ?? match[1]],
    };
    added++;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} lock entries`);
