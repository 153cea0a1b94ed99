/** What a fence's info string asks for. */
export interface CodeInfo {
  /** The language as written, lower-cased (`ts`), or `text` for a bare fence; shown as the block's label. */
  lang: string;
  /** Number the lines (CSS counters on `.line` spans, so numbers never become part of the copied code). */
  lineNumbers: boolean;
  /** `lineNumbers=false` in the meta: no numbers, whatever the site's `markdown.showLineNumbers` says. */
  noLineNumbers?: true;
  /** Long lines wrap rather than scroll (`wrapCode` in the meta, as Rspress 2 reads it). */
  wrapCode?: true;
  /** File name shown above the code. */
  title?: string;
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(.+))/;
/** Quote characters an unquoted title drops, as Rspress 2 does: `title="a.js` (its closing quote forgotten) is `a.js`. */
const QUOTES = /["'`]/g;
/** A word of the meta after an unquoted title that is not part of it: another option, a flag, a line range. */
const NOT_TITLE = /^(?:[\w-]+=|\{|(?:lineNumbers|wrapCode|twoslash|preview|playground|pure)$)/;
const LINE_NUMBERS = /(?:^|\s)lineNumbers(?:=true)?(?=\s|$)/;
const NO_LINE_NUMBERS = /(?:^|\s)lineNumbers=false(?=\s|$)/;
const WRAP_CODE = /(?:^|\s)wrapCode(?=\s|$)/;

/**
 * Reads a fence's language and meta, e.g. for ```` ```ts:line-numbers title="entry.node.ts" ````:
 * `parseCodeInfo('ts:line-numbers', 'title="entry.node.ts"')` →
 * `{ lang: 'ts', lineNumbers: true, title: 'entry.node.ts' }`.
 * A title in quotes may hold spaces; so may one without quotes (or without its closing one), which runs to the
 * next option or flag of the meta, its quotes dropped, as Rspress reads all after `title=` (`title=Prebuilt
 * binary` is `Prebuilt binary`).
 * Line numbers may also be asked for with `lineNumbers` in the meta, and refused with `lineNumbers=false`. VitePress-style line highlights
 * (`ts{1,3}`) are accepted and ignored.
 */
export function parseCodeInfo(lang: string | undefined, meta: string | undefined): CodeInfo {
  const [name = '', ...flags] = (lang ?? '').replace(/\{[^}]*\}/g, '').split(':');
  const title = meta ? titleOf(meta) : undefined;
  return {
    lang: name.trim().toLowerCase() || 'text',
    lineNumbers: flags.includes('line-numbers') || (meta !== undefined && LINE_NUMBERS.test(meta)),
    ...(meta !== undefined && NO_LINE_NUMBERS.test(meta) ? { noLineNumbers: true as const } : {}),
    ...(meta !== undefined && WRAP_CODE.test(meta) ? { wrapCode: true as const } : {}),
    ...(title ? { title } : {}),
  };
}

function titleOf(meta: string): string | undefined {
  const found = TITLE.exec(meta);
  if (!found) return undefined;
  if (found[1] !== undefined || found[2] !== undefined) return found[1] ?? found[2];
  const words = found[3].split(/\s+/);
  const end = words.findIndex((word, i) => i > 0 && NOT_TITLE.test(word));
  return (end < 0 ? words : words.slice(0, end)).join(' ').replace(QUOTES, '').trim();
}
