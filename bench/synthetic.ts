/**
 * A large synthetic corpus made of the site's own words: real sentences, headings and titles,
 * recombined into new pages with new routes. Real text keeps the vocabulary, word lengths and
 * Chinese/English mix that the engine sees in production; only the amount changes.
 *
 * Page `i` of each language is drawn from a generator seeded with `seed + i`, so the English and
 * Chinese corpora are twins (same routes, same number of sections and sentences per section),
 * like the real site, and adding a language does not change the other one.
 */
import type { SearchDoc } from '../src/shared/search';
import type { Lang, TocEntry } from '../src/shared/types';
import { createRandom, type Random } from './prng';

/** The pieces pages are recombined from, for one language. */
interface Pool {
  titles: string[];
  headings: string[];
  sentences: string[];
  joiner: string;
}

const SENTENCE_END: Record<Lang, RegExp> = {
  en: /(?<=[.!?:;])\s+|\n+/,
  zh: /(?<=[。！？；：])|\n+/,
};
const MIN_SENTENCE: Record<Lang, number> = { en: 12, zh: 6 };
const GROUPS = ['guide', 'api', 'blog'] as const;

/** Cuts the real documents into titles, headings and sentences. */
function poolOf(docs: readonly SearchDoc[], lang: Lang): Pool {
  const titles = new Set<string>();
  const headings = new Set<string>();
  const sentences: string[] = [];
  for (const doc of docs) {
    if (doc.title) titles.add(doc.title);
    const starts = [0, ...doc.toc.map((t) => t.charIndex), doc.content.length];
    for (const t of doc.toc) headings.add(t.text);
    for (let i = 0; i + 1 < starts.length; i++) {
      let text = doc.content.slice(starts[i], starts[i + 1]);
      // Drop the heading itself from its section, as the engine does.
      const heading = i > 0 ? doc.toc[i - 1].text : '';
      if (heading && text.startsWith(heading)) text = text.slice(heading.length);
      for (const sentence of text.split(SENTENCE_END[lang])) {
        const s = sentence.trim();
        if (s.length >= MIN_SENTENCE[lang]) sentences.push(s);
      }
    }
  }
  if (!titles.size || !headings.size || !sentences.length) {
    throw new Error(`bench: the ${lang} documents are too small to build a synthetic corpus from`);
  }
  return { titles: [...titles], headings: [...headings], sentences, joiner: lang === 'zh' ? '' : ' ' };
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

function paragraph(random: Random, pool: Pool, min: number, max: number): string {
  const count = random.int(min, max);
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(random.pick(pool.sentences));
  return out.join(pool.joiner);
}

/** One page, in the same shape the build writes: content is plain text, headings at `charIndex`. */
function page(i: number, lang: Lang, pool: Pool, seed: number): SearchDoc {
  const random = createRandom(seed + i);
  const group = GROUPS[i % GROUPS.length];
  const routePath = `${lang === 'zh' ? '/zh' : ''}/synthetic/${group}/page-${i}`;
  const title = `${random.pick(pool.titles)}${pool.joiner || ' '}${random.pick(pool.headings)}`;
  let content = paragraph(random, pool, 1, 3);
  const toc: TocEntry[] = [];
  const ids = new Map<string, number>();
  const sections = random.int(1, 8);
  for (let s = 0; s < sections; s++) {
    const text = random.pick(pool.headings);
    const base = slug(text);
    const seen = ids.get(base) ?? 0;
    ids.set(base, seen + 1);
    content += '\n';
    toc.push({
      text,
      id: seen ? `${base}-${seen}` : base,
      depth: random.next() < 0.75 ? 2 : 3,
      charIndex: content.length,
    });
    content += `${text}\n${paragraph(random, pool, 1, 6)}`;
  }
  return { id: routePath, title, content, toc, routePath };
}

/**
 * `count` synthetic pages of one language, recombined from that language's real documents.
 *
 * @example
 * const zh = syntheticDocs(site.zh, 'zh', 10_000);
 * zh[0].routePath; // '/zh/synthetic/guide/page-0'
 */
export function syntheticDocs(docs: readonly SearchDoc[], lang: Lang, count: number, seed = 20_240_601): SearchDoc[] {
  const pool = poolOf(docs, lang);
  return Array.from({ length: count }, (_, i) => page(i, lang, pool, seed));
}
