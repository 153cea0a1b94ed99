import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ContentProblems } from '../errors';
import { readMetaEntries } from '../meta-json';
import { pageStem } from '../page-file';

/**
 * The label a page's folder's `_meta.json` gives its file (`{ "type": "file", "name": "aup", "label":
 * "Acceptable Use Policy" }`), and that `_meta.json`: what names a page that has no title of its own before its
 * file's name does, as its sidebar entry shows it. A `_meta.json` that cannot be read gives none here (the
 * sidebar reports its problems).
 *
 * @example metaLabel('/docs/en/guides/aup.mdx') // { label: 'Acceptable Use Policy', file: '/docs/en/guides/_meta.json' }
 */
export function metaLabel(pageFile: string): { label: string; file: string } | undefined {
  const file = join(dirname(pageFile), '_meta.json');
  if (!existsSync(file)) return undefined;
  const name = pageStem(basename(pageFile));
  const entry = readMetaEntries(file, file, new ContentProblems(), new ContentProblems()).find(
    (e) => e.type === 'file' && pageStem(e.name) === name && e.label?.trim(),
  );
  return entry?.type === 'file' && entry.label ? { label: entry.label.trim(), file } : undefined;
}
