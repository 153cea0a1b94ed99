import { readFileSync } from 'node:fs';
import type { ContentProblems } from './errors';

/**
 * An entry of a folder's `_meta.json`, as Rspress 2 writes them: a bare name (a page without its
 * extension, or a sub-folder), or an object of one of these kinds.
 *
 * @example
 * ["introduction", { "type": "dir", "name": "advanced", "label": "Advanced", "collapsed": true },
 *  { "type": "divider", "dashed": true }, { "type": "custom-link", "label": "GitHub", "link": "https://…" }]
 */
export type MetaEntry = string | MetaObject;

/** Fields every page-like entry may carry; page front matter of the same name wins over them. */
interface EntryExtras {
  tag?: string;
  context?: string;
  overviewHeaders?: number[];
}

export type MetaObject =
  | ({ type: 'file'; name: string; label?: string } & EntryExtras)
  | DirEntry
  | { type: 'divider'; dashed?: boolean }
  | { type: 'section-header'; label: string; tag?: string }
  | CustomLink;

/** A sub-folder as a group, or (`dir-section-header`) as a section header followed by its items. */
export type DirEntry = { type: 'dir' | 'dir-section-header'; name: string; label?: string } & EntryExtras & GroupFlags;

interface GroupFlags {
  collapsible?: boolean;
  collapsed?: boolean;
}

/** A link anywhere (internal links get the language prefix), or a group of such links. */
export type CustomLink = {
  type?: 'custom-link';
  label: string;
  link?: string;
  items?: CustomLink[];
} & EntryExtras &
  GroupFlags;

export const META_TYPES = ['file', 'dir', 'dir-section-header', 'divider', 'section-header', 'custom-link'];

/** Parses a JSON file; invalid JSON is reported with the line it breaks on and gives `undefined`. */
export function readJsonFile(file: string, display: string, problems: ContentProblems): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const lineCol = /line (\d+)/.exec(message);
    const line = position
      ? text.slice(0, Number(position[1])).split('\n').length
      : lineCol
        ? Number(lineCol[1])
        : /end of JSON/.test(message)
          ? text.trimEnd().split('\n').length
          : 1;
    problems.add(display, line, `invalid JSON: ${message}`);
    return undefined;
  }
}

/** 1-based line of the first line of `file` containing `"needle"` (as a JSON string), else 1. */
export function lineOf(file: string, needle: string): number {
  const quoted = JSON.stringify(needle);
  const index = readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(quoted));
  return index < 0 ? 1 : index + 1;
}
