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

const NON_ASCII = /[^\x00-\x7f]/;
/** ASCII that is neither a letter nor a digit, the space aside: it stays as it is, and is most of them. */
const ASCII_NOT_WORD = /[\x00-\x1f\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]/g;
/**
 * Code points that folding may change: everything but ASCII (done with native calls) and the CJK
 * Unified Ideographs (blocks 3400–4DBF and 4E00–9FFF), which fold to themselves. Chinese text is
 * nearly all ideographs, and calling back once per character tripled the time to index it. This is
 * a shortcut for speed, not the CJK class of word-boundary.ts: other Han, kana and compatibility
 * ideographs (which may fold: U+F900 豈 → U+8C48 豈) take the slow path.
 */
const FOLDABLE = /[^\x00-\x7f\u3400-\u4dbf\u4e00-\u9fff]/gu;

/**
 * Folds `text`; with `lower` also lowercases. HTML tags become spaces of the same length.
 * With `withMap`, also records where each folded unit came from (left null while one to one).
 *
 * ASCII goes through native string calls, ideographs stay as they are, other code points go one by one
 * through the cache; only when a code point folds to a different length (ﬁ → fi) does a map of offsets get built.
 */
function foldText(text: string, lower: boolean, withMap: boolean): Aligned {
  let source = text.includes('<') ? text.replace(HTML_TAG, (tag) => ' '.repeat(tag.length)) : text;
  source = source.replace(ASCII_NOT_WORD, ' ');
  // All ASCII (most English text): nothing for the slow path, and lowercasing it all is lowercasing ASCII.
  if (!NON_ASCII.test(source)) return { text: lower ? source.toLowerCase() : source, map: null };
  if (lower) source = lowerAscii(source);
  let resized = false;
  const out = source.replace(FOLDABLE, (ch) => {
    const folded = foldChar(ch, lower);
    if (folded.length !== ch.length) resized = true;
    return folded;
  });
  return { text: out, map: withMap && resized ? offsets(source, lower) : null };
}

/** Lowercases the ASCII letters of text that is not all ASCII: the cache lowercases the rest, one code point at a time. */
function lowerAscii(text: string): string {
  return /[A-Z]/.test(text) ? text.replace(/[A-Z]+/g, (run) => run.toLowerCase()) : text;
}

/** Source offset of each folded unit, for text where some code point changed length. */
function offsets(source: string, lower: boolean): Int32Array {
  const map: number[] = [];
  for (let i = 0; i < source.length; ) {
    const code = source.charCodeAt(i);
    const width = code >= 0xd800 && code <= 0xdbff && (source.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
    const length = code < 128 ? 1 : foldChar(source.slice(i, i + width), lower).length;
    for (let k = 0; k < length; k++) map.push(i);
    i += width;
  }
  return Int32Array.from(map);
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
