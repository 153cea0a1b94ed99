/**
 * Titles, headings and running prose for the generated site. Titles and headings are pairs (one draw,
 * two languages) so twin pages match; sentences are drawn per language from templates written for this
 * generator, which gives every page its own text while keeping the word lengths and the mix of Latin and
 * CJK characters of real docs.
 */
import type { Random } from '../prng';
import { ACTIONS, EN_MOMENTS, EN_VERBS, NOUNS, QUALITIES, type Term, ZH_MOMENTS, ZH_VERBS } from './words';

export type SiteLang = 'en' | 'zh';

const upper = (text: string) => text.replace(/(^|[\s-])(\p{Ll})/gu, (_, space, c) => space + c.toUpperCase());
const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

/** A page title in both languages ("Configuring Shared Modules" / "配置共享模块"). */
export function pickTitle(r: Random): Term {
  const [a, q, n, m] = [r.pick(ACTIONS), r.pick(QUALITIES), r.pick(NOUNS), r.pick(NOUNS)];
  switch (r.int(0, 4)) {
    case 0:
      return [`${a[0]} ${upper(q[0])} ${upper(n[0])}s`, `${a[1]}${q[1]}${n[1]}`];
    case 1:
      return [`${upper(n[0])} and ${upper(m[0])}`, `${n[1]}与${m[1]}`];
    case 2:
      return [`${upper(q[0])} ${upper(n[0])} Reference`, `${q[1]}${n[1]}参考`];
    case 3:
      return [`Working with the ${upper(n[0])}`, `使用${n[1]}`];
    default:
      return [`${a[0]} the ${upper(n[0])}`, `${a[1]}${n[1]}`];
  }
}

/** An h2–h4 heading in both languages. */
export function pickHeading(r: Random): Term {
  const [a, q, n] = [r.pick(ACTIONS), r.pick(QUALITIES), r.pick(NOUNS)];
  switch (r.int(0, 7)) {
    case 0:
      return [`How the ${n[0]} works`, `${n[1]}的工作原理`];
    case 1:
      return [`${a[0]} ${q[0]} ${n[0]}s`, `${a[1]}${q[1]}${n[1]}`];
    case 2:
      return ['Options', '选项'];
    case 3:
      return [`Example: ${article(q[0])} ${q[0]} ${n[0]}`, `示例：${q[1]}${n[1]}`];
    case 4:
      return ['Troubleshooting', '故障排查'];
    case 5:
      return [`Limits of the ${n[0]}`, `${n[1]}的限制`];
    case 6:
      return [`The ${n[0]} in production`, `生产环境中的${n[1]}`];
    default:
      return [`${a[0]} with ${article(n[0])} ${n[0]}`, `借助${n[1]}${a[1]}`];
  }
}

/** A camelCase name built from the vocabulary (`sharedModuleCache`). */
export function identifier(r: Random): string {
  const words = [r.pick(QUALITIES)[0], ...r.pick(NOUNS)[0].split(/[\s-]/), r.pick(NOUNS)[0].split(/[\s-]/)[0]];
  return words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
}

/** A noun as prose uses it: now and then an inline code name instead of a word. */
function noun(lang: SiteLang, r: Random): string {
  if (r.next() < 0.08) return `\`${identifier(r)}\``;
  return r.pick(NOUNS)[lang === 'en' ? 0 : 1];
}

function englishSentence(r: Random): string {
  const n = () => noun('en', r);
  const v = () => r.pick(EN_VERBS);
  const q = () => r.pick(QUALITIES)[0];
  switch (r.int(0, 7)) {
    case 0:
      return `The ${n()} ${v()} the ${n()} ${r.pick(EN_MOMENTS)}.`;
    case 1:
      return `Each ${n()} ${v()} its own ${n()}, so the ${n()} never ${v()} it twice.`;
    case 2:
      return `When the ${n()} changes, the framework ${v()} the ${q()} ${n()} again.`;
    case 3: {
      const quality = q();
      return `${upper(article(quality))} ${quality} ${n()} ${v()} every ${n()} that the ${n()} ${v()}.`;
    }
    case 4:
      return `If no ${n()} is given, the ${n()} falls back to the ${q()} ${n()}.`;
    case 5:
      return `This keeps the ${n()} small and lets the ${n()} stay **${q()}** ${r.pick(EN_MOMENTS)}.`;
    case 6:
      return `Nothing else ${v()} the ${n()}: only the ${q()} ${n()} does, and only ${r.pick(EN_MOMENTS)}.`;
    default:
      return `In most projects the ${n()} ${v()} a ${q()} ${n()} and the rest follows.`;
  }
}

function chineseSentence(r: Random): string {
  const n = () => noun('zh', r);
  const v = () => r.pick(ZH_VERBS);
  const q = () => r.pick(QUALITIES)[1];
  switch (r.int(0, 7)) {
    case 0:
      return `${n()}会在${r.pick(ZH_MOMENTS)}${v()}${n()}。`;
    case 1:
      return `每个${n()}都会${v()}自己的${n()}，因此${n()}不需要重复${v()}。`;
    case 2:
      return `当${n()}发生变化时，框架会重新${v()}${q()}${n()}。`;
    case 3:
      return `${q()}${n()}会${v()}${n()}所依赖的每一个${n()}。`;
    case 4:
      return `如果没有提供${n()}，${n()}会回退到${q()}${n()}。`;
    case 5:
      return `这样可以让${n()}保持精简，并让${n()}在${r.pick(ZH_MOMENTS)}保持**${q()}**。`;
    case 6:
      return `除了${q()}${n()}之外，没有其他部分会${v()}${n()}，而且只在${r.pick(ZH_MOMENTS)}发生。`;
    default:
      return `在大多数项目中，${n()}只需${v()}${q()}${n()}，其余部分随之完成。`;
  }
}

/** One sentence of prose in `lang`. */
export function sentence(lang: SiteLang, r: Random): string {
  return lang === 'en' ? englishSentence(r) : chineseSentence(r);
}

/** A paragraph of `min`–`max` sentences. */
export function paragraph(lang: SiteLang, r: Random, min = 2, max = 5): string {
  const count = r.int(min, max);
  const sentences: string[] = [];
  for (let i = 0; i < count; i++) sentences.push(sentence(lang, r));
  return sentences.join(lang === 'en' ? ' ' : '');
}
