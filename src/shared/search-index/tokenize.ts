/**
 * Turns text into the terms the index holds (at build time), and a query into the units it looks
 * up (in the worker): one module for both, so that the two sides always agree.
 *
 * Both sides fold first (see normalize.ts), then cut the text into runs as word-boundary.ts defines
 * them: Latin-like words (letters and digits of alphabetic scripts) and CJK runs (Han, Hiragana,
 * Katakana), which have no spaces.
 * - A word is indexed whole; a camel-case identifier also as each hump and from each hump on
 *   (`importmapMode` → `importmapmode`, `importmap`, `mode`), so that a hump is a word as in prose,
 *   and a word typed so far, which the worker looks up as the start of indexed words, finds any run
 *   of humps: `importmap`, `mode`, `packconfig`, `config`.
 * - A CJK run is indexed as overlapping character bigrams plus its last character, so that any word
 *   inside a sentence is found without a dictionary (`渲染上下文` → 渲染 染上 上下 下文 文).
 * - A plain lowercase English word is also indexed under its Porter2 stem (stem.ts), so that word
 *   forms meet (`routes` → `rout~`).
 * - Each field counts its terms and its length (runs and bigrams), what the index's term weights
 *   are made from (term-map.ts).
 * - A query keeps words whole, and cuts a CJK run into the dictionary words `Intl.Segmenter` finds
 *   (`渲染上下文` → 渲染 + 上下文), each looked up by its bigrams. Stop words (stop-words.ts), and
 *   single characters of a run that has longer words (mostly particles, or the one character
 *   mistyped), are marked: a page need not hold them.
 */
import { foldCased, foldLower } from './normalize';
import { stemKey } from './stem';
import { isParticle, isStopWord } from './stop-words';
import { camelHumps, mayHoldCjk, RUNS_SOURCE } from './word-boundary';

/** One thing the reader typed: a word, or a CJK dictionary word. */
export interface QueryUnit {
  kind: 'word' | 'cjk';
  /** Folded, lowercased text of the unit. */
  text: string;
  /** A stop word: counted where a page holds it, never required (false in a query of nothing else). */
  stop?: boolean;
  /**
   * A CJK word with a lone character joined to it (`中间件` from 中间 + 件): the word alone, which the
   * lookup falls back to when no page holds the joined one (`上下问`, a typo of 上下文).
   */
  base?: string;
}

/** The terms of one field: how often each occurs, and how many runs and bigrams the field has. */
export interface FieldTerms {
  length: number;
  counts: Map<string, number>;
}

const RUNS = new RegExp(RUNS_SOURCE, 'gu');
/** Queries longer than this are cut: nobody types more, and it bounds the work per query. */
export const MAX_QUERY_LENGTH = 200;
const MAX_UNITS = 16;

/** Segmenting costs tens of microseconds, and readers retype the same runs while typing. */
const SEGMENT_MEMO_SIZE = 256;
const segmentMemo = new Map<string, string[]>();
let segmenter: Intl.Segmenter | null | undefined;

/**
 * The dictionary words of a CJK run (`渲染上下文` → 渲染, 上下文); the run itself where `Intl.Segmenter`
 * is missing or the run is too short to split. Dictionaries differ between engines, and where one
 * does not know a word it returns single characters: those stay together, as a phrase, except a
 * stop word between them (的, 是), which parts the words around it.
 */
export function cjkWords(run: string): string[] {
  if (run.length < 3) return [run];
  let words = segmentMemo.get(run);
  if (words) return words;
  if (segmenter === undefined) {
    segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  }
  words = [];
  let single = false;
  for (const { segment } of segmenter ? segmenter.segment(run) : [{ segment: run }]) {
    // A particle (的, 是) stays a word of its own, wherever it stands: between words it separates
    // them, and at the start of a run (`Esmx的模块`, Esmx's modules) it belongs to what came before.
    const alone = Array.from(segment).length === 1 && !isStopWord(segment);
    if (alone && single) words[words.length - 1] += segment;
    else words.push(segment);
    single = alone;
  }
  if (segmentMemo.size >= SEGMENT_MEMO_SIZE) segmentMemo.clear();
  segmentMemo.set(run, words);
  return words;
}

/** Overlapping pairs of characters (code points), plus the last one alone when `withLast`. */
export function bigrams(run: string, withLast: boolean): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  if (withLast) out.push(chars[chars.length - 1]);
  return out;
}

/** Each suffix of `word` that starts at a camel-case hump, lowercased (empty when there is none). */
export function camelSuffixes(word: string): string[] {
  const humps = camelHumps(word);
  const out: string[] = [];
  for (let i = 1; i < humps.length; i++) out.push(foldLower(humps.slice(i).join('')));
  return out;
}

function addRun(run: string, lower: string, add: (term: string) => void): void {
  add(lower);
  const humps = lower !== run ? camelHumps(run) : [];
  if (humps.length > 1) {
    // Each hump is a word of its own (`render` in RenderContext), and each run of humps to the end.
    for (const hump of humps) add(foldLower(hump));
    for (const suffix of camelSuffixes(run)) add(suffix);
  } else {
    // A plain word, capitalized or not (`Routes` as `routes`), also under its stem.
    const stem = stemKey(lower);
    if (stem) add(stem);
  }
}

/**
 * The terms to index for one field, with their counts, and the field's length in runs and bigrams
 * (a camel-case hump or a stem adds a term, not length). Never throws.
 *
 * @example countTerms('Routes and routes') // { length: 3, counts: Map { 'routes' => 2, 'rout~' => 2, 'and' => 1 } }
 */
export function countTerms(text: string): FieldTerms {
  const counts = new Map<string, number>();
  let length = 0;
  const add = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
  const run = (source: string, lower: string) => {
    length++;
    addRun(source, lower, add);
  };
  const folded = foldCased(text);
  const lowered = foldLower(folded);
  // Folding keeps lengths apart from rare code points; where it did not, fall back to lowering each run.
  const aligned = lowered.length === folded.length;
  for (let start = 0; start < folded.length; ) {
    let end = folded.indexOf(' ', start);
    if (end < 0) end = folded.length;
    if (end > start) {
      const token = folded.slice(start, end);
      if (!mayHoldCjk(token)) run(token, aligned ? lowered.slice(start, end) : foldLower(token));
      else {
        RUNS.lastIndex = 0;
        for (let m = RUNS.exec(token); m; m = RUNS.exec(token)) {
          if (m[1]) {
            for (const gram of bigrams(m[1], true)) add(gram);
            length += Math.max(1, Array.from(m[1]).length - 1);
          } else run(m[2], foldLower(m[2]));
        }
      }
    }
    start = end + 1;
  }
  return { length, counts };
}

/** The distinct terms to index for one field, in text order. Never throws. */
export function indexTerms(text: string): string[] {
  return [...countTerms(text).counts.keys()];
}

const isLongWord = (word: string | undefined) => word !== undefined && Array.from(word).length > 1 && !isStopWord(word);

/**
 * A lone character beside a word is most often its affix, which the dictionary cut off: 中间 + 件
 * (middleware), 服务 + 器 (server), 微 + 前端 (micro-frontend). It joins the word before it, or,
 * with none, the word after it, which is kept as `base`; a stop word (的, 是) stays apart, but one
 * that is no particle, at the end of the run, is taken as the end of the word before it (校验 + 和,
 * checksum, which the dictionary does not know), the word alone still the fallback.
 */
function withAffixes(words: readonly string[]): { text: string; base?: string }[] {
  const out: { text: string; base?: string }[] = [];
  let prefix = '';
  words.forEach((word, i) => {
    const last = out[out.length - 1];
    const single = Array.from(word).length === 1;
    const affix = single && (!isStopWord(word) || (i === words.length - 1 && !isParticle(word)));
    if (affix && last && !last.base && isLongWord(last.text))
      out[out.length - 1] = { text: last.text + word, base: last.text };
    else if (affix && !prefix && isLongWord(words[i + 1])) prefix = word;
    else {
      out.push(prefix ? { text: prefix + word, base: word } : { text: word });
      prefix = '';
    }
  });
  return out;
}

/**
 * Splits a query into units (at most 16): words, and the dictionary words of CJK runs, stop words
 * marked (unless every unit is one). Never throws; empty for a query with no letters or digits.
 *
 * @example queryUnits('如何部署') // [{ kind: 'cjk', text: '如何', stop: true }, { kind: 'cjk', text: '部署', stop: false }]
 */
export function queryUnits(query: string): QueryUnit[] {
  const units: QueryUnit[] = [];
  const folded = foldLower(String(query).slice(0, MAX_QUERY_LENGTH));
  RUNS.lastIndex = 0;
  for (let m = RUNS.exec(folded); m && units.length < MAX_UNITS; m = RUNS.exec(folded)) {
    if (!m[1]) {
      units.push({ kind: 'word', text: m[2], stop: isStopWord(m[2]) });
      continue;
    }
    const words = withAffixes(cjkWords(m[1]));
    const hasLong = words.some((word) => Array.from(word.text).length > 1);
    for (const { text, base } of words.slice(0, MAX_UNITS - units.length)) {
      const single = Array.from(text).length === 1;
      units.push({ kind: 'cjk', text, stop: isStopWord(text) || (single && hasLong), ...(base ? { base } : {}) });
    }
  }
  // A lone letter beside longer words (the `n` and `p` of `n_income_attr_p`) is counted where a page holds it, never
  // required: as a word it starts half the words of any page ("Node.js", "npm"). (A digit is kept: `vue 2.7`.)
  if (units.some((unit) => unit.kind === 'word' && unit.text.length > 1))
    for (const unit of units) if (unit.kind === 'word' && /^\p{L}$/u.test(unit.text)) unit.stop = true;
  if (units.every((unit) => unit.stop)) for (const unit of units) unit.stop = false;
  return units;
}

/** The index keys a unit is looked up by, all on one page: a word itself, a CJK word its bigrams. */
export function unitKeys(unit: QueryUnit): string[] {
  return unit.kind === 'word' ? [unit.text] : bigrams(unit.text, false);
}
