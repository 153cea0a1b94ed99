/**
 * Text folding shared by indexing, querying and highlighting, so that all three agree on what a
 * character "is": compatibility forms folded (ＡＢＣ → ABC, ﬁ → fi), accents dropped (é → e), and every
 * character that is neither a letter nor a digit turned into a space (punctuation, symbols, markup,
 * controls, lone surrogates). Folding works one code point at a time through a cache, which keeps it
 * fast and lets us record where each folded character came from.
 */

/** Folded text plus, when lengths differ from the source, the source offset of each folded unit. */
export interface Aligned {
  text: string;
  /** `map[i]` is the source index of `text[i]`; null when the two are aligned one to one. */
  map: Int32Array | null;
}

const MARKS = /\p{M}/gu;
const NOT_WORD = /[^\p{L}\p{N}]/gu;
/** HTML tags by name only: a generic such as `Promise<RenderContext>` must keep its words. */
const HTML_TAG =
  /<\/?(?:a|abbr|b|blockquote|br|code|del|div|em|h[1-6]|hr|i|img|input|kbd|li|mark|ol|p|pre|s|small|span|strong|sub|sup|table|tbody|td|th|thead|tr|u|ul)(?:\s[^<>]*)?\/?>/gi;

const caches = { cased: new Map<string, string>(), lower: new Map<string, string>() };

function foldOnce(ch: string, lower: boolean): string {
  const decomposed = ch.normalize('NFKD').replace(MARKS, '');
  return (lower ? decomposed.toLowerCase() : decomposed).replace(NOT_WORD, ' ');
}

/** Folds one code point, repeated until stable, so that folding folded text changes nothing. */
function foldChar(ch: string, lower: boolean): string {
  const cache = lower ? caches.lower : caches.cased;
  let out = cache.get(ch);
  if (out !== undefined) return out;
  out = foldOnce(ch, lower);
  for (let round = 0; round < 4; round++) {
    let next = '';
    for (const c of out) next += foldOnce(c, lower);
    if (next === out) break;
    out = next;
  }
  cache.set(ch, out);
  return out;
}

function foldAscii(code: number, lower: boolean): string {
  if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return String.fromCharCode(code);
  if (code >= 65 && code <= 90) return String.fromCharCode(lower ? code + 32 : code);
  return ' ';
}

/**
 * Folds `text`; with `lower` also lowercases. HTML tags become spaces of the same length.
 * With `withMap`, also records where each folded unit came from (left null while one to one).
 */
function foldText(text: string, lower: boolean, withMap: boolean): Aligned {
  const source = text.includes('<') ? text.replace(HTML_TAG, (tag) => ' '.repeat(tag.length)) : text;
  let out = '';
  let map: number[] | null = null;
  for (let i = 0; i < source.length; ) {
    const code = source.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && (source.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    const width = pair ? 2 : 1;
    const piece = code < 128 ? foldAscii(code, lower) : foldChar(source.slice(i, i + width), lower);
    if (withMap && !map && piece.length !== width) map = Array.from({ length: out.length }, (_, k) => k);
    if (map) for (let k = 0; k < piece.length; k++) map.push(i);
    out += piece;
    i += width;
  }
  return { text: out, map: map ? Int32Array.from(map) : null };
}

/** Case-preserving fold, for finding word and camel-case boundaries before lowercasing. */
export function foldCased(text: string): string {
  return foldText(text, false, false).text;
}

/** Lowercased fold with its source map, for finding and highlighting matches in a field. */
export function foldAligned(text: string): Aligned {
  return foldText(text, true, true);
}

/** Lowercased fold without a map (for terms that are already one word). */
export function foldLower(text: string): string {
  return foldText(text, true, false).text;
}

/**
 * The normal form used everywhere text is compared: folded, lowercased, runs of spaces collapsed,
 * trimmed. Never throws; `normalize(normalize(x)) === normalize(x)`.
 *
 * @example normalize('Ｃafé <b>Déjà</b>-vu!') // → 'cafe deja vu'
 */
export function normalize(text: string): string {
  return foldLower(String(text)).replace(/ {2,}/g, ' ').trim();
}
