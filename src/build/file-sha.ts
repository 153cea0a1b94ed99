import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * SHA-256 of a file's bytes, in hex; empty when it cannot be read, so a missing file differs from any
 * recorded one. What a page's dependencies (fragments, components, code files) are compared by.
 *
 * @example fileSha('/docs/en/_intro.mdx') // 'e3b0c442…'
 */
export function fileSha(file: string): string {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return '';
  }
}
