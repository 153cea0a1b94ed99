import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempFolder } from '../../support/temp-folder';

/** Writes `files` (path → text) into a fresh temp folder and returns it. */
export function writeTree(files: Record<string, string>): string {
  const root = tempFolder('esmx-docs-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A minimal valid page. */
export const page = (title: string, body = '') => `---\ndescription: about ${title}\n---\n\n# ${title}\n\n${body}\n`;
