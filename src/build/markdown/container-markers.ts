/**
 * Container fences (`:::tip Title` … `:::`) are not CommonMark, and a paragraph would swallow them
 * (`:::tip\ntext\n:::` is one paragraph). Before parsing, each fence line becomes an HTML comment:
 * CommonMark makes every such line its own block that can interrupt a paragraph, and keeps line
 * numbers intact. `remarkContainers` then pairs the comments among siblings. Where the parser put a
 * fence line somewhere else (inside fenced code, an HTML block), `restoreMarkers` gives back the
 * original text, so nothing is ever lost.
 */

export const CONTAINER_TYPES = ['tip', 'warning', 'danger', 'info', 'details'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

export type ContainerMarker =
  | {
      kind: 'open';
      /** The name as written (`tip`, or an unknown one such as `note`). */
      name: string;
      /** Set when `name` is one of `CONTAINER_TYPES`. */
      type?: ContainerType;
      title?: string;
      /** The fence line as written, without surrounding whitespace. */
      source: string;
    }
  | { kind: 'close'; source: string };

const PREFIX = '<!--esmx-container ';
const SUFFIX = '-->';
/** MDX has no HTML comments; a comment expression is its block that can interrupt a paragraph. */
const MDX_PREFIX = '{/*esmx-container ';
const MDX_SUFFIX = '*/}';
const FENCE_LINE = /^([ \t]*)(:{3,}.*?)([ \t\r]*)$/;
const OPEN = /^:{3,}[ \t]*([A-Za-z][\w-]*)(.*)$/;
const CLOSE = /^:{3,}$/;
const ENCODED = /<!--esmx-container ([^\s>]*)-->|\{\/\*esmx-container ([^\s>]*)\*\/\}/g;

/**
 * Replaces every container fence line with a marker comment, keeping indentation (so fences inside
 * list items stay inside them) and the line count.
 *
 * @example markContainers(':::tip\nHi\n:::') // '<!--esmx-container %3A%3A%3Atip-->\nHi\n<!--esmx-container %3A%3A%3A-->'
 */
export function markContainers(source: string, format: 'md' | 'mdx' = 'md'): string {
  if (!source.includes(':::')) return source;
  const [prefix, suffix] = format === 'mdx' ? [MDX_PREFIX, MDX_SUFFIX] : [PREFIX, SUFFIX];
  return source
    .split('\n')
    .map((line) => {
      const match = FENCE_LINE.exec(line);
      if (!match || !parseFence(match[2])) return line;
      return `${match[1]}${prefix}${encodeURIComponent(match[2])}${suffix}${match[3]}`;
    })
    .join('\n');
}

/**
 * The marker an HTML node's value (or, in MDX, an expression node's value wrapped in braces)
 * consists of, if it is exactly one marker.
 */
export function readMarker(html: string): ContainerMarker | undefined {
  const value = html.trim();
  const [prefix, suffix] = value.startsWith(MDX_PREFIX) ? [MDX_PREFIX, MDX_SUFFIX] : [PREFIX, SUFFIX];
  if (!value.startsWith(prefix) || !value.endsWith(suffix)) return undefined;
  const encoded = value.slice(prefix.length, -suffix.length);
  if (/[\s>]/.test(encoded)) return undefined;
  return parseFence(decode(encoded));
}

/** Puts the original fence text back wherever a marker was not turned into a container. */
export function restoreMarkers(value: string): string {
  return value.includes(PREFIX) || value.includes(MDX_PREFIX)
    ? value.replace(ENCODED, (_, html: string | undefined, mdx: string | undefined) => decode(html ?? mdx ?? ''))
    : value;
}

function parseFence(source: string): ContainerMarker | undefined {
  if (CLOSE.test(source)) return { kind: 'close', source };
  const match = OPEN.exec(source);
  if (!match) return undefined;
  const name = match[1];
  const lower = name.toLowerCase();
  const type = (CONTAINER_TYPES as readonly string[]).includes(lower) ? (lower as ContainerType) : undefined;
  return { kind: 'open', name, type, title: parseTitle(match[2]), source };
}

/** `[Custom title]` right after the name (remark-directive style) or the rest of the line (Rspress style). */
function parseTitle(rest: string): string | undefined {
  const bracketed = /^\[(.*)\]/.exec(rest);
  const title = (bracketed ? bracketed[1] : rest).trim();
  return title === '' ? undefined : title;
}

function decode(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    // Only an author typing a marker by hand gets here; show what they typed.
    return encoded;
  }
}
