// Adds lock entries for rollup's native packages of other platforms, which this registry mirror does not
// serve (so `npm install` leaves them out and `npm ci` then refuses the lock). Each entry names its os/cpu,
// so npm skips it on this platform instead of fetching it.
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const rollup = lock.packages['node_modules/rollup'];
const platform = {
  'android-arm-eabi': ['android', 'arm'], 'android-arm64': ['android', 'arm64'], 'android-x64': ['android', 'x64'],
  'darwin-arm64': ['darwin', 'arm64'], 'darwin-x64': ['darwin', 'x64'], 'freebsd-arm64': ['freebsd', 'arm64'], 'freebsd-x64': ['freebsd', 'x64'],
  'linux-arm-gnueabihf': ['linux', 'arm'], 'linux-arm-musleabihf': ['linux', 'arm'], 'linux-arm64-gnu': ['linux', 'arm64'], 'linux-arm64-musl': ['linux', 'arm64'],
  'linux-loong64-gnu': ['linux', 'loong64'], 'linux-loong64-musl': ['linux', 'loong64'], 'linux-ppc64-gnu': ['linux', 'ppc64'], 'linux-ppc64-musl': ['linux', 'ppc64'],
  'linux-riscv64-gnu': ['linux', 'riscv64'], 'linux-riscv64-musl': ['linux', 'riscv64'], 'linux-s390x-gnu': ['linux', 's390x'], 'linux-x64-gnu': ['linux', 'x64'],
  'linux-x64-musl': ['linux', 'x64'], 'openbsd-x64': ['openbsd', 'x64'], 'openharmony-arm64': ['openharmony', 'arm64'],
  'win32-arm64-msvc': ['win32', 'arm64'], 'win32-ia32-msvc': ['win32', 'ia32'], 'win32-x64-gnu': ['win32', 'x64'], 'win32-x64-msvc': ['win32', 'x64'],
};
let added = 0;
for (const name of Object.keys(rollup.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key] || !name.startsWith('@rollup/rollup-')) continue;
  const [os, cpu] = platform[name.slice('@rollup/rollup-'.length)] ?? [];
  if (!os) continue;
  lock.packages[key] = { version: rollup.optionalDependencies[name], cpu: [cpu], dev: true, license: 'MIT', optional: true, os: [os] };
  added++;
}
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} lock entries`);
