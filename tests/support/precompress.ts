import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressedCopies } from '../../src/build/output';

/** Writes `.gz` and `.br` beside every text file over 1 KB under `dir`, as a build leaves them (for server tests). */
export function precompress(dir: string): void {
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, name);
    if (!statSync(file).isFile()) continue;
    for (const copy of compressedCopies(name, readFileSync(file))) writeFileSync(file + copy.suffix, copy.data);
  }
}
