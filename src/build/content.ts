import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Lang } from '../shared/types';
import type { ContentProblems } from './errors';
import { type ParsedSource, parseSource } from './frontmatter';
import { matchesAny } from './glob';
import { routeKey, routeOf } from './routes';

/** A Markdown (`.md`) or MDX (`.mdx`) file of one language, parsed but not rendered yet. */
export interface SourcePage extends ParsedSource {
  lang: Lang;
  /** Absolute path. */
  file: string;
  /** Path shown in problems (relative to the working directory). */
  display: string;
  /** Path inside the language folder, e.g. `guide/start/introduction.md`. */
  pathInLang: string;
  routePath: string;
  /** The front matter could not be read: the page still claims its route (so links to it and sidebar
   * entries naming it raise no follow-up problems), but it is not rendered. */
  broken?: boolean;
}

/** Every page file (`.md`, `.mdx`) under `dir`, as paths relative to it, sorted for a stable build. */
export function listMarkdown(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => f.replace(/\\/g, '/'))
    .sort();
}

/**
 * Reads and parses every page of every language, reporting front matter problems, two files claiming
 * one route, and pages without their twin in the other languages. Files matching one of `exclude`
 * (globs over paths inside `contentDir`, e.g. `en/guide/draft.md`, as `route.exclude` gives them)
 * are not pages at all.
 */
export function readSources(
  contentDir: string,
  langs: readonly Lang[],
  problems: ContentProblems,
  cwd = process.cwd(),
  exclude: readonly string[] = [],
): SourcePage[] {
  const pages: SourcePage[] = [];
  // Twins are matched without extension: `a.md` may have an `a.mdx` twin.
  const byLang = new Map<Lang, Set<string>>();
  const listed = new Map<Lang, string[]>();
  for (const lang of langs) {
    const files = listMarkdown(join(contentDir, lang)).filter((f) => !matchesAny(`${lang}/${f}`, exclude));
    byLang.set(lang, new Set(files.map(stripExt)));
    listed.set(lang, files);
    const claimed = new Map<string, string>();
    for (const pathInLang of files) {
      const file = join(contentDir, lang, pathInLang);
      const display = relative(cwd, file);
      const routePath = routeOf(pathInLang, lang);
      const owner = claimed.get(routeKey(routePath));
      if (owner) {
        problems.add(display, undefined, `route ${routePath} is already claimed by ${owner}`);
        continue;
      }
      claimed.set(routeKey(routePath), display);
      const { parsed, issues } = parseSource(readFileSync(file, 'utf8'));
      for (const issue of issues) problems.add(display, issue.line, issue.message);
      const content = parsed ?? { frontmatter: {}, body: '', bodyLineOffset: 0 };
      pages.push({ ...content, lang, file, display, pathInLang, routePath, broken: !parsed });
    }
  }
  for (const lang of langs) {
    for (const pathInLang of listed.get(lang) ?? []) {
      for (const other of langs) {
        if (other !== lang && !byLang.get(other)?.has(stripExt(pathInLang))) {
          problems.add(
            relative(cwd, join(contentDir, lang, pathInLang)),
            undefined,
            `has no ${other} twin: add ${relative(cwd, join(contentDir, other, pathInLang))}`,
          );
        }
      }
    }
  }
  return pages;
}

function stripExt(path: string): string {
  return path.replace(/\.mdx?$/, '');
}
