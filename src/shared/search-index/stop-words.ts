/**
 * Words a question is made of that say nothing about what it asks: "how do I", "what is the",
 * 怎么, 如何, 一个, 的. A query never requires them (a page lacking "how" still answers "how do I
 * deploy"); they are still indexed, and still count where a page holds them; a query made only of
 * them searches for them as for any word. English words are matched folded and lowercased, Chinese
 * ones as the dictionary words a run is cut into (tokenize.ts `cjkWords`).
 */

const ENGLISH =
  'a about an and any are as at be been being but by can could did do does doing done for from get gets got had has have how i if in into is it its me my of on or our should so than that the their them then there these they this those to too us was we were what when where which who why will with would you your';

/** Question words, particles and pronouns of Chinese questions. */
const CHINESE =
  '怎么 怎么样 怎样 如何 什么 哪个 哪些 哪里 为什么 为何 是否 一个 一些 的 地 得 吗 呢 吧 啊 了 着 是 我 我们 你 你们 要 想 可以 能 能够 在 和 与 及 把 将 用 有 这 那 这个 那个 这些 那些 请问 应该 该';

const STOP = new Set(`${ENGLISH} ${CHINESE}`.split(' '));

/**
 * Whether a query word (folded, lowercased) or a CJK dictionary word is a stop word.
 *
 * @example [isStopWord('how'), isStopWord('如何'), isStopWord('deploy')] // [true, true, false]
 */
export function isStopWord(word: string): boolean {
  return STOP.has(word);
}

/** The particles among them, which end a phrase and never a word (的, 吗, 了): others may (校验和, checksum). */
const PARTICLES = new Set('的 地 得 吗 呢 吧 啊 了 着'.split(' '));

/**
 * Whether a Chinese stop word is a particle (see `PARTICLES`).
 *
 * @example [isParticle('的'), isParticle('和')] // [true, false]
 */
export function isParticle(word: string): boolean {
  return PARTICLES.has(word);
}
