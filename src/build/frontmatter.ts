import { createRequire } from 'node:module';
import type matterType from 'gray-matter';
import type { FrontMatter } from '../shared/types';

export interface ParsedSource {
  frontmatter: FrontMatter;
  /** Markdown after the front matter. */
  body: string;
  /** Lines taken by the front matter block: add to a body line to get the file line. */
  bodyLineOffset: number;
}

export interface FrontMatterIssue {
  line?: number;
  message: string;
}

/**
 * gray-matter, loaded on the first parse: with js-yaml it takes a fifth of a second to load, which a build
 * with nothing changed (it never parses a page) or `--help` would otherwise pay.
 */
let loaded: typeof matterType | undefined;
function matter(source: string): matterType.GrayMatterFile<string> {
  loaded ??= createRequire(import.meta.url)('gray-matter') as typeof matterType;
  // Passing options turns off gray-matter's global cache, which would keep stale results in watch mode.
  return loaded(source, {});
}

const PAGE_TYPES = ['home', 'doc', '404', 'custom', 'blank'];
const BOOLEAN_KEYS = ['sidebar', 'overview', 'outline', 'footer'] as const;
const SPANS = [2, 3, 4, 6];

/**
 * Splits a Markdown file into front matter and body and checks the front matter fields we use.
 * Never throws: invalid YAML or a wrong field comes back as an issue with its file line, so the
 * build can report every problem of every file together.
 */
export function parseSource(source: string): { parsed?: ParsedSource; issues: FrontMatterIssue[] } {
  let file: matterType.GrayMatterFile<string>;
  try {
    file = matter(source);
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    // The mark counts from the line after the opening `---`, zero-based: +1 for the fence, +1 for one-based.
    return { issues: [{ line: mark ? mark.line + 1 : 1, message: `invalid YAML front matter: ${reason}` }] };
  }
  const bodyStart = source.length - file.content.length;
  const bodyLineOffset = source.slice(0, bodyStart).split('\n').length - 1;
  const frontmatter = (file.data ?? {}) as FrontMatter;
  return { parsed: { frontmatter, body: file.content, bodyLineOffset }, issues: checkFields(frontmatter, source) };
}

function checkFields(fm: FrontMatter, source: string): FrontMatterIssue[] {
  const issues: FrontMatterIssue[] = [];
  const at = (key: string) => lineOfKey(source, key);
  const bad = (key: string, message: string) =>
    issues.push({ line: at(key), message: `front matter "${key}": ${message}` });

  for (const key of ['title', 'titleSuffix', 'description'] as const) {
    if (fm[key] !== undefined && typeof fm[key] !== 'string') bad(key, 'must be a string');
  }
  if (fm.pageType !== undefined && !PAGE_TYPES.includes(fm.pageType)) {
    bad('pageType', `must be one of ${PAGE_TYPES.join(', ')} (got ${JSON.stringify(fm.pageType)})`);
  }
  for (const key of BOOLEAN_KEYS) {
    if (fm[key] !== undefined && typeof fm[key] !== 'boolean') bad(key, 'must be true or false');
  }
  if (fm.head !== undefined) {
    const ok =
      Array.isArray(fm.head) &&
      fm.head.every((t) => Array.isArray(t) && typeof t[0] === 'string' && typeof t[1] === 'object');
    if (!ok) bad('head', 'must be a list of [tag, attributes] pairs');
  }
  if (fm.hero !== undefined) {
    if (typeof fm.hero !== 'object' || fm.hero === null || typeof fm.hero.name !== 'string')
      bad('hero', 'needs a name');
    else if (
      fm.hero.actions !== undefined &&
      !(
        Array.isArray(fm.hero.actions) &&
        fm.hero.actions.every((a) => a && typeof a.text === 'string' && typeof a.link === 'string')
      )
    ) {
      bad('hero', 'each action needs text and link');
    }
  }
  if (fm.features !== undefined) {
    if (!Array.isArray(fm.features)) bad('features', 'must be a list');
    else
      fm.features.forEach((f, i) => {
        if (!f || typeof f.title !== 'string') bad('features', `item ${i + 1} needs a title`);
        else if (f.span !== undefined && !SPANS.includes(f.span))
          bad('features', `item ${i + 1}: span must be 2, 3, 4 or 6`);
      });
  }
  return issues;
}

/** One-based line of a top-level front matter key, or undefined. */
function lineOfKey(source: string, key: string): number | undefined {
  const lines = source.split('\n');
  const index = lines.findIndex((l) => l.startsWith(`${key}:`));
  return index < 0 ? undefined : index + 1;
}
