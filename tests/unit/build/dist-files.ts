import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `dir` (relative path → SHA-256 of its bytes), for comparing whole sites. */
export function distFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  for (const path of entries.map((e) => join(e.parentPath, e.name)).sort()) {
    files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}
