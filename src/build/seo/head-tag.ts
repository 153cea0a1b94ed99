import type { SiteHeadTag } from '../../shared/types';
import { escapeHtml } from '../escape-html';
import { disallowedScheme, REFUSED_SCHEME_REASON } from '../markdown/safe-url';

/**
 * Who wrote a head tag. The config is the site owner's code, which runs anyway: it may add scripts,
 * styles and raw HTML. A page's front matter is content, and content is data: it may add `meta` and
 * `link` tags only, with no event handlers.
 */
type TagSource = 'config' | 'page';

/**
 * A head tag as the config types it (`SiteHeadTag`), with the values YAML front matter may also give:
 * numbers, and booleans (`true` writes a bare attribute, `false` none).
 */
type HeadTagInput =
  | SiteHeadTag
  | [string, Record<string, string | number | boolean>]
  | [string, Record<string, string | number | boolean>, string];

/** The tags each source may write in the head. */
const TAGS: Record<TagSource, readonly string[]> = {
  config: ['meta', 'link', 'script', 'style', 'noscript', 'base'],
  page: ['meta', 'link'],
};

/** Elements that have no content and no closing tag. */
const VOID = new Set(['meta', 'link', 'base']);

/** What would end an element's text early (or, in a script, hide its end tag from the parser), and how to say it. */
const TEXT_ENDS: Record<string, { pattern: RegExp; shown: string }> = {
  script: { pattern: /<\/script|<!--/i, shown: '"</script" or "<!--"' },
  style: { pattern: /<\/style/i, shown: '"</style"' },
  noscript: { pattern: /<\/noscript/i, shown: '"</noscript"' },
};

const ATTRIBUTE_NAME = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;
const URL_ATTRIBUTES = new Set(['href', 'src']);

/**
 * The name of a `[tag, attributes]` front matter gives that only the config may add (`script`, `style`…), or
 * undefined. Rspress writes such a tag into the page's head (analytics, a widget's script); here front matter
 * is data, so the build leaves it out with a warning (see source-page.ts) instead of failing the page.
 *
 * @example configOnlyTag(['script', { src: 'https://example.com/a.js' }]) // 'script'
 * @example configOnlyTag(['meta', { name: 'keywords', content: 'a' }]) // undefined
 */
export function configOnlyTag(tag: unknown): string | undefined {
  if (!Array.isArray(tag) || typeof tag[0] !== 'string' || TAGS.page.includes(tag[0])) return undefined;
  return TAGS.config.includes(tag[0]) ? tag[0] : undefined;
}

/**
 * What is wrong with a head tag, or undefined when it can be written: a raw HTML string (the config only),
 * or `[tag, attributes]` / `[tag, attributes, content]` with a tag its source may write (see `TAGS`),
 * attribute names an HTML parser reads as one name, string, number or boolean values, `href`/`src` (and a
 * refresh's URL) without a scheme `disallowedScheme` refuses, no content for `meta`/`link`/`base`, and
 * content that cannot end its element early (`</script`, `<!--` in a script; `</style`; `</noscript`).
 *
 * @example headTagProblem(['meta', { 'x"onload': 'a' }], 'page') // 'attribute name "x\\"onload" is not a valid name'
 */
export function headTagProblem(tag: unknown, from: TagSource): string | undefined {
  if (typeof tag === 'string') {
    return from === 'config' ? undefined : 'raw HTML is not allowed in front matter: write [tag, attributes]';
  }
  if (
    !Array.isArray(tag) ||
    (tag.length !== 2 && tag.length !== 3) ||
    typeof tag[0] !== 'string' ||
    typeof tag[1] !== 'object' ||
    tag[1] === null ||
    Array.isArray(tag[1])
  ) {
    return 'must be [tag, attributes] or [tag, attributes, content]';
  }
  const [name, attributes, content] = tag as [string, Record<string, unknown>, unknown];
  if (!TAGS[from].includes(name)) {
    const where = from === 'config' ? 'the config' : 'front matter';
    return `<${name}> is not a tag ${where} may add to the head (only ${TAGS[from].join(', ')})`;
  }
  for (const [key, value] of Object.entries(attributes)) {
    const problem = attributeProblem(key, value, from);
    if (problem) return problem;
  }
  const refresh = refreshTarget(name, attributes);
  const scheme = refresh === undefined ? undefined : disallowedScheme(refresh);
  if (scheme !== undefined) return `a refresh to the scheme "${scheme}:" is not allowed`;
  if (content === undefined) return undefined;
  if (typeof content !== 'string') return 'content must be a string';
  if (VOID.has(name)) return `<${name}> takes no content`;
  const end = TEXT_ENDS[name];
  if (end?.pattern.test(content))
    return `the content of <${name}> must not contain ${end.shown}: it would end it early`;
  return undefined;
}

/** The URL of a `<meta http-equiv="refresh" content="0; url=…">`, which sends the reader there. */
function refreshTarget(name: string, attributes: Record<string, unknown>): string | undefined {
  const byName = new Map(Object.entries(attributes).map(([key, value]) => [key.toLowerCase(), String(value)]));
  if (name !== 'meta' || byName.get('http-equiv')?.toLowerCase() !== 'refresh') return undefined;
  const after = (byName.get('content') ?? '').split(/[;,]/).slice(1).join(';').trim();
  return after.replace(/^url\s*=\s*/i, '').replace(/^['"]|['"]$/g, '');
}

function attributeProblem(key: string, value: unknown, from: TagSource): string | undefined {
  if (!ATTRIBUTE_NAME.test(key)) return `attribute name ${JSON.stringify(key)} is not a valid name`;
  if (from === 'page' && /^on/i.test(key)) return `attribute ${key} would run code: not allowed in front matter`;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    return `attribute ${key} must be a string, number or boolean`;
  }
  const scheme = URL_ATTRIBUTES.has(key.toLowerCase()) ? disallowedScheme(String(value)) : undefined;
  if (scheme !== undefined)
    return `attribute ${key}: the scheme "${scheme}:" is not allowed (${REFUSED_SCHEME_REASON})`;
  return undefined;
}

/** Writes a tag `headTagProblem` accepts for `from`; a tag it refuses is left out (the build reported it). */
function writeTag(tag: HeadTagInput, from: TagSource): string {
  if (headTagProblem(tag, from) !== undefined) return '';
  if (typeof tag === 'string') return tag;
  const [name, attributes, content] = tag;
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== false)
    .map(([key, value]) => (value === true ? ` ${key}` : ` ${key}="${escapeHtml(String(value))}"`))
    .join('');
  const open = `<${name}${written}>`;
  return VOID.has(name) ? open : `${open}${content ?? ''}</${name}>`;
}

/**
 * One of the config's `head` entries as HTML: raw HTML as it is (the site owner's), a tag checked and
 * written by the same rules as front matter's, with the config's wider set of tags.
 *
 * @example headTag(['script', { src: '/a.js', defer: true }]) // '<script src="/a.js" defer></script>'
 */
export function headTag(tag: HeadTagInput): string {
  return writeTag(tag, 'config');
}

/**
 * One of a page's head tags as HTML (front matter's, or the defaults the build makes: `meta` and `link`).
 *
 * @example pageHeadTag(['meta', { name: 'keywords', content: 'a & b' }]) // '<meta name="keywords" content="a &amp; b">'
 */
export function pageHeadTag(tag: HeadTagInput): string {
  return writeTag(tag, 'page');
}
