import { createRequire } from 'node:module';
import type matterType from 'gray-matter';
import { isDepthList } from '../shared/overview-groups';
import { isSvgMarkup } from '../shared/svg-markup';
import type { FrontMatter } from '../shared/types';
import { featureIconImage, isImgTag } from './feature-icon';
import { disallowedScheme, REFUSED_SCHEME_REASON, shortUrl } from './markdown/safe-url';
import { configOnlyTag, headTagProblem } from './seo/head-tag';

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
function grayMatter(): typeof matterType {
  loaded ??= createRequire(import.meta.url)('gray-matter') as typeof matterType;
  return loaded;
}

/** Front matter languages that are data. gray-matter would also run `---js` (and `---coffee`) as code. */
const DATA_LANGUAGES = ['', 'yaml', 'yml', 'json'];

/** In place of gray-matter's engines that run code, should a language ever get past the check below. */
const refuse = () => {
  throw new Error('front matter that is code is not read');
};

function matter(source: string): matterType.GrayMatterFile<string> {
  // Options turn off gray-matter's global cache too, which would keep stale results in watch mode.
  return grayMatter()(source, {
    language: 'yaml',
    engines: { js: refuse, javascript: refuse, coffee: refuse, coffeescript: refuse, cson: refuse },
  });
}

/**
 * The language named after the opening `---` (`---json` → `json`), lowercased; '' for plain `---` or no
 * front matter. Read the way gray-matter reads it (a byte-order mark first dropped, `----` not a fence).
 */
function languageOf(source: string): string {
  const text = source.replace(/^\uFEFF/, '');
  if (!text.startsWith('---') || text[3] === '-') return '';
  return grayMatter().language(text).name.toLowerCase();
}

const PAGE_TYPES = ['home', 'doc', 'doc-wide', '404', 'custom', 'blank'];
// (`sidebar`, `outline`, `navbar` and `footer` take other values as Rspress reads them: see front-matter-flags.ts.)
const BOOLEAN_KEYS = ['overview'] as const;
const SPANS = [2, 3, 4, 6];

/**
 * Splits a Markdown file into front matter and body and checks the front matter fields we use.
 * Never throws: invalid YAML or a wrong field comes back as an issue with its file line, so the
 * build can report every problem of every file together.
 *
 * Front matter is data: YAML (`---`), or JSON (`---json`, read by `JSON.parse`), and a mapping of keys to
 * values. Any other language (`---js`, which gray-matter would run) is refused unread, and a list or a
 * lone value is an issue too; the page is then not rendered.
 */
export function parseSource(source: string): { parsed?: ParsedSource; issues: FrontMatterIssue[] } {
  const language = languageOf(source);
  if (!DATA_LANGUAGES.includes(language)) {
    const message = `front matter in "${language}" is not read: front matter is data, written in YAML (---) or JSON (---json)`;
    return { issues: [{ line: 1, message }] };
  }
  let file: matterType.GrayMatterFile<string>;
  try {
    file = matter(source);
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    const kind = language === 'json' ? 'JSON' : 'YAML';
    // The mark counts from the line after the opening `---`, zero-based: +1 for the fence, +1 for one-based.
    const line = mark ? mark.line + 1 : 1;
    if (kind === 'YAML') {
      const open = /flow (collection|mapping)/.test(reason) ? unclosedFlow(source) : undefined;
      if (open) return { issues: [{ line: open.line, message: `invalid YAML front matter: ${open.message}` }] };
    }
    const hint = kind === 'YAML' ? unquotedValueHint(source, line) : '';
    return { issues: [{ line, message: `invalid ${kind} front matter: ${reason}${hint}` }] };
  }
  const data: unknown = file.data ?? {};
  if (!isMapping(data)) {
    const got = Array.isArray(data) ? 'a list' : `${JSON.stringify(data) ?? String(data)}`;
    return { issues: [{ line: 1, message: `front matter must be a mapping of keys to values (got ${got})` }] };
  }
  const bodyStart = source.length - file.content.length;
  const bodyLineOffset = source.slice(0, bodyStart).split('\n').length - 1;
  const fm = pageTypeAsText(withoutEmptyValues(data) as FrontMatter);
  const issues = checkFields(fm, source);
  return { parsed: { frontmatter: widened(fm), body: file.content, bodyLineOffset }, issues };
}

/**
 * What to do about the commonest invalid YAML in real docs, when the reported line or the one before it is
 * such a line: a value holding `: ` left unquoted (`description: An overview: browsing, SQL`), or one starting
 * with a character YAML reserves (`description: @scope/package options`, an npm scope).
 */
function unquotedValueHint(source: string, line: number): string {
  const lines = source.split('\n');
  const near = [lines[line - 1], lines[line - 2]];
  for (const text of near) {
    const reserved = text && RESERVED_START.exec(text);
    if (reserved)
      return `; the value of "${reserved[1]}" starts with "${reserved[2]}", which YAML reserves, so it must be quoted (${reserved[1]}: "${reserved[2]}…")`;
  }
  const written = near.find((text) => text && UNQUOTED_COLON.exec(text));
  const key = written && UNQUOTED_COLON.exec(written)?.[1];
  return key ? `; the value of "${key}" holds ": ", so it must be quoted (${key}: "…")` : '';
}

/**
 * The first value that opens a YAML list or mapping (`title: [Getting Started`) and is not closed before the next
 * key or the closing `---`, the cause of errors YAML reports lines later, where it gives up: that value's line, and
 * what to do. A list written over several lines and closed is valid, and passed over.
 */
function unclosedFlow(source: string): { line: number; message: string } | undefined {
  const lines = source.split('\n');
  let open: { line: number; key: string; opener: string; depth: number } | undefined;
  for (let i = 1; i < lines.length && lines[i].trim() !== '---'; i++) {
    const value = /^\s*([\w-]+):[ \t]+([[{])(.*)$/.exec(lines[i]);
    // A new key while a value is still open: that value never closed.
    if (open && /^[\w-]+:/.test(lines[i])) break;
    if (!open && value) open = { line: i + 1, key: value[1], opener: value[2], depth: 1 };
    if (!open) continue;
    const closer = open.opener === '[' ? ']' : '}';
    const rest = open.line === i + 1 ? (value?.[3] ?? '') : lines[i];
    for (const c of rest) open.depth += c === open.opener ? 1 : c === closer ? -1 : 0;
    if (open.depth <= 0) open = undefined;
  }
  if (!open) return undefined;
  const { line, key, opener } = open;
  const kind = opener === '[' ? 'list' : 'mapping';
  return {
    line,
    message: `the value of "${key}" starts with "${opener}", a YAML ${kind} that is not closed on its line: quote the value (${key}: "${opener}…") or close it`,
  };
}

/** A key whose value, not quoted nor a block, holds `: ` itself. */
const UNQUOTED_COLON = /^\s*([\w-]+):[ \t]+(?!["'[{|>&*!])[^#\n]*?:(?:\s|$)/;

/** A key whose value starts with `@` or a backtick, which YAML reserves and no plain value may start with. */
const RESERVED_START = /^\s*([\w-]+):[ \t]+([@`])/;

/**
 * The front matter without the keys written with no value (`description:` alone on its line, which YAML reads
 * as null), at any depth: such a key means nothing was given, as Rspress reads it (its theme falls back to
 * the site's description, the first heading, …), where a type check would have stopped the build.
 */
function withoutEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyValues);
  if (!isMapping(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (field !== null) kept[key] = withoutEmptyValues(field);
  return kept;
}

/** `pageType: 404` unquoted, which YAML reads as a number: the 404 page type all the same, as in Rspress. */
function pageTypeAsText(fm: FrontMatter): FrontMatter {
  return (fm.pageType as unknown) === 404 ? { ...fm, pageType: '404' } : fm;
}

/**
 * Rspress's `pageType: doc-wide`: a doc page whose text is not held to the reading width, its sidebar and
 * outline kept (`sidebar: false` and `outline: false` still hide them), as Rspress 2's layout draws it.
 */
function widened(fm: FrontMatter): FrontMatter {
  if ((fm.pageType as string) !== 'doc-wide') return fm;
  return { ...fm, pageType: 'doc', wide: true };
}

/** A plain object of keys, as YAML and JSON mappings parse to (not a list, a date or a lone value). */
function isMapping(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
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
  if (fm.overviewHeaders !== undefined && !isDepthList(fm.overviewHeaders)) {
    bad('overviewHeaders', `must be a list of heading levels, 1 to 6 (got ${JSON.stringify(fm.overviewHeaders)})`);
  }
  if (fm.head !== undefined) {
    if (!Array.isArray(fm.head)) bad('head', 'must be a list of [tag, attributes] pairs');
    else
      fm.head.forEach((tag, i) => {
        // A tag only the config may add is left out with a warning as the page renders (see source-page.ts).
        if (configOnlyTag(tag)) return;
        const problem = headTagProblem(tag, 'page');
        if (problem) bad('head', `item ${i + 1}: ${problem}`);
      });
  }
  if (fm.hero !== undefined) {
    // Every key of the hero is optional, as in Rspress (a hero may be only a tagline and buttons).
    if (!isMapping(fm.hero)) bad('hero', 'must be a mapping of name, text, tagline, actions and image');
    else if (fm.hero.name !== undefined && typeof fm.hero.name !== 'string') bad('hero', 'name must be text');
    else if (
      fm.hero.actions !== undefined &&
      !(
        Array.isArray(fm.hero.actions) &&
        fm.hero.actions.every(
          (a) =>
            a &&
            (a.text === undefined || typeof a.text === 'string') &&
            (a.link === undefined || typeof a.link === 'string'),
        )
      )
    ) {
      bad('hero', "each action's text and link must be text");
    } else if (fm.hero.image !== undefined && !isHeroImage(fm.hero.image)) {
      bad('hero', 'image needs a src: a path or URL, or { light, dark } (one for each colour scheme)');
    }
  }
  if (fm.features !== undefined) {
    if (!Array.isArray(fm.features)) bad('features', 'must be a list');
    else
      fm.features.forEach((f, i) => {
        if (!f || typeof f.title !== 'string') bad('features', `item ${i + 1} needs a title`);
        else if (f.span !== undefined && !SPANS.includes(f.span))
          bad('features', `item ${i + 1}: span must be 2, 3, 4 or 6`);
        else if (typeof f.icon === 'string' && isImgTag(f.icon) && !featureIconImage(f.icon))
          bad('features', `item ${i + 1}: icon "${f.icon.trim()}" needs a src (the picture it shows)`);
      });
  }
  for (const { key, what, url } of frontMatterUrls(fm)) {
    const scheme = disallowedScheme(url);
    if (scheme !== undefined)
      bad(key, `${what} "${shortUrl(url)}": the scheme "${scheme}:" is not allowed (${REFUSED_SCHEME_REASON})`);
  }
  return issues;
}

/** The URLs front matter gives the page's layout to link to or show (the hero's buttons and image, …). */
function frontMatterUrls(fm: FrontMatter): { key: string; what: string; url: string }[] {
  const hero = fm.hero as Partial<NonNullable<FrontMatter['hero']>> | undefined;
  const actions = Array.isArray(hero?.actions) ? hero.actions : [];
  const features = Array.isArray(fm.features) ? fm.features : [];
  const urls: { key: string; what: string; url: unknown }[] = [
    { key: 'ogImage', what: 'URL', url: fm.ogImage },
    ...actions.map((a, i) => ({ key: 'hero', what: `action ${i + 1} link`, url: a?.link })),
    ...imageSources(hero?.image).map((url) => ({ key: 'hero', what: 'image', url })),
    ...features.map((f, i) => ({ key: 'features', what: `item ${i + 1} link`, url: f?.link })),
    ...features.map((f, i) => ({
      key: 'features',
      what: `item ${i + 1} icon`,
      // SVG markup makes its own picture (a data URL), not a link to check.
      url: typeof f?.icon === 'string' && !isSvgMarkup(f.icon) ? featureIconImage(f.icon)?.src : undefined,
    })),
  ];
  return urls.filter((u): u is { key: string; what: string; url: string } => typeof u.url === 'string');
}

/** A hero image as the home layout shows it: a `src` string, or one for each colour scheme. */
function isHeroImage(image: unknown): boolean {
  if (!isMapping(image)) return false;
  const { src } = image;
  return typeof src === 'string' || (isMapping(src) && typeof src.light === 'string' && typeof src.dark === 'string');
}

/** The URLs a hero image shows (both of a light and dark pair). */
function imageSources(image: unknown): unknown[] {
  const src = isMapping(image) ? image.src : undefined;
  return isMapping(src) ? [src.light, src.dark] : [src];
}

/** One-based line of a top-level front matter key, or undefined. */
function lineOfKey(source: string, key: string): number | undefined {
  const lines = source.split('\n');
  // A YAML key starts its line; a JSON one (`---json`) is quoted and usually indented.
  const index = lines.findIndex((l) => l.startsWith(`${key}:`) || l.trimStart().startsWith(`"${key}":`));
  return index < 0 ? undefined : index + 1;
}
