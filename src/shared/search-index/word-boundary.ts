/**
 * Where words start and end, one rule for the three places that need it: the index's tokenizer
 * (tokenize.ts), the worker's matcher (worker/match-units.ts) and the page highlighter
 * (client/search/find-terms.ts). When they disagree, a result marks a word its page then fails to
 * mark, or the index holds a term no query can reach.
 *
 * Text is cut into two kinds of run: CJK runs (Han, Hiragana, Katakana: scripts written without
 * spaces) and words (letters and digits of the other scripts). Inside a word, a camel-case hump
 * starts a new word too: at a capital after a lowercase letter or a digit (`packConfig`, `vue3App`),
 * and at the last capital of an acronym that a lowercase letter follows (`HTMLParser` → `HTML`,
 * `Parser`).
 *
 * Offsets are UTF-16 code units, as strings index them; each rule reads whole code points, so a
 * letter outside the Basic Multilingual Plane counts as one letter.
 */

const CJK_CHARS = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}';
const CJK = new RegExp(`[${CJK_CHARS}]`, 'u');
const WORD_CHAR = new RegExp(`^(?![${CJK_CHARS}])[\\p{L}\\p{N}]`, 'u');
/** Any code unit at or above U+2E80: every CJK character is (astral ones as surrogates). */
const MAYBE_CJK = /[\u2e80-\uffff]/;
const HUMP = '(?<=[\\p{Ll}\\p{N}])(?=\\p{Lu})|(?<=\\p{Lu})(?=\\p{Lu}\\p{Ll})';
const HUMP_SPLIT = new RegExp(HUMP, 'u');
/** Sticky: tests one offset, looking behind it and ahead of it. */
const HUMP_AT = new RegExp(HUMP, 'uy');

/**
 * Source of a global pattern for the runs of a text: group 1 holds a CJK run, group 2 a word (humps
 * not split). Compile it with the `gu` flags.
 *
 * @example
 * const runs = new RegExp(RUNS_SOURCE, 'gu');
 * [...'Vue3 的渲染'.matchAll(runs)].map((m) => m[0]) // ['Vue3', '的渲染']
 */
export const RUNS_SOURCE = `([${CJK_CHARS}]+)|((?:(?![${CJK_CHARS}])[\\p{L}\\p{N}])+)`;

/**
 * Whether `text` holds a CJK character anywhere.
 *
 * @example hasCjk('Esmx的模块') // true
 */
export function hasCjk(text: string): boolean {
  return MAYBE_CJK.test(text) && CJK.test(text);
}

/**
 * A quick test that lets most Latin text skip the slower CJK split: false means no CJK character;
 * true means there may be one.
 *
 * @example [mayHoldCjk('render'), mayHoldCjk('渲染')] // [false, true]
 */
export function mayHoldCjk(text: string): boolean {
  return MAYBE_CJK.test(text);
}

/** The code point at `i` (a lone surrogate where `i` is inside a pair or the pair is broken). */
function pointAt(text: string, i: number): string {
  return String.fromCodePoint(text.codePointAt(i) ?? 0);
}

/** The code point that ends just before `i`. */
function pointBefore(text: string, i: number): string {
  const low = text.charCodeAt(i - 1);
  const high = text.charCodeAt(i - 2);
  return (low & 0xfc00) === 0xdc00 && (high & 0xfc00) === 0xd800 ? text.slice(i - 2, i) : text.charAt(i - 1);
}

const isLowSurrogate = (text: string, i: number) => (text.charCodeAt(i) & 0xfc00) === 0xdc00;

/**
 * Whether the code point at `i` belongs to a word: a letter or digit that is not CJK. False outside
 * the text and in the middle of a surrogate pair.
 *
 * @example [0, 4, 5].map((i) => isWordCharAt('Vue3 的', i)) // [true, false, false]
 */
export function isWordCharAt(text: string, i: number): boolean {
  if (i < 0 || i >= text.length || isLowSurrogate(text, i)) return false;
  return WORD_CHAR.test(pointAt(text, i));
}

/**
 * Whether a camel-case hump starts at `i`, inside a word: a capital after a lowercase letter or a
 * digit, or the last capital of an acronym that a lowercase letter follows. Never at the start of
 * the text or of a word.
 *
 * @example ['packConfig', 'HTMLParser', 'vue3App'].map((w) => w.split('').findIndex((_, i) => isHumpStart(w, i)))
 * // [4, 4, 4]
 */
export function isHumpStart(text: string, i: number): boolean {
  if (i <= 0 || i >= text.length || isLowSurrogate(text, i)) return false;
  HUMP_AT.lastIndex = i;
  return HUMP_AT.test(text);
}

/**
 * Whether a word or a hump starts at `i`: the code point before it is no word character (or there
 * is none), or a hump starts there. A prefix typed by the reader matches only here, so that `mode`
 * finds `importmapMode` and `render` never finds "surrender".
 *
 * @example [0, 6, 9].map((i) => isWordStart('Every RenderContext', i)) // [true, true, false]
 */
export function isWordStart(text: string, i: number): boolean {
  return !isWordCharBefore(text, i) || isHumpStart(text, i);
}

/**
 * Whether the code point that ends just before `i` belongs to a word (false at the start).
 *
 * @example [1, 4, 6].map((i) => isWordCharBefore('Vue3 的x', i)) // [true, true, false]
 */
export function isWordCharBefore(text: string, i: number): boolean {
  return i > 0 && WORD_CHAR.test(pointBefore(text, i));
}

/**
 * Where the word (or hump) that the text before `i` is part of ends: the first offset from `i` on
 * that holds no word character or starts a hump. `i` itself when the word ends there.
 *
 * @example wordEnd('RenderContext renders', 3) // 6: `Render` ends where `Context` starts
 */
export function wordEnd(text: string, i: number): number {
  let end = i;
  while (isWordCharAt(text, end) && !isHumpStart(text, end)) end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  return end;
}

/**
 * The humps of one word, in order; the word alone when it has none.
 *
 * @example camelHumps('createRspackVue3App') // ['create', 'Rspack', 'Vue3', 'App']
 */
export function camelHumps(word: string): string[] {
  // split() steps over surrogate pairs itself; a hand-written exec loop over this zero-width
  // pattern can get stuck before an astral capital.
  return word.split(HUMP_SPLIT);
}
