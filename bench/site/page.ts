/**
 * The Markdown of one generated doc page in one language. Two generators drive it: `shape` (seeded by the
 * page's path) decides the structure, the code, the tables and the link targets, and is shared by the two
 * languages, so twins have the same outline and code; `text` (seeded by path and language) writes the
 * prose. A page links only to pages before it in the site's sequence, which exist in every site that
 * holds the page, so its links resolve at any size and its content never depends on the size.
 */
import { posix } from 'node:path';
import type { Random } from '../prng';
import { codeBlock, container, list, table, typedCodeBlock } from './blocks';
import type { PagePlace } from './layout';
import { seeded } from './layout';
import { paragraph, pickHeading, type SiteLang, sentence } from './prose';

/** Route of a page path (`guide/index` → `/guide/`), with the language prefix for Chinese. */
export function routeOf(path: string, lang: SiteLang): string {
  const route = `/${path.replace(/(^|\/)index$/, '$1')}`;
  return lang === 'en' ? route : `/zh${route}`;
}

/** How `from` links to `to`: relative inside a section (with or without `.md`), absolute across sections. */
function hrefOf(from: PagePlace, to: PagePlace, lang: SiteLang, shape: Random): string {
  if (from.section !== to.section) return routeOf(to.path, lang);
  let relative = posix.relative(posix.dirname(from.path), to.path);
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return shape.next() < 0.7 ? `${relative}.md` : relative;
}

/**
 * Chance of an extra block after each h2 and h3 section of a code-heavy page: pages have 4.5 h2 and 4.5 h3
 * sections on average and 5.4 blocks without extras, so 0.4 brings them to about nine.
 */
const EXTRA_BLOCK_CHANCE = 0.4;

function linkSentence(lang: SiteLang, title: string, href: string, text: Random): string {
  if (lang === 'en') {
    return text.pick([
      `See [${title}](${href}) for the details.`,
      `The same rule applies in [${title}](${href}).`,
      `[${title}](${href}) shows a complete example.`,
    ]);
  }
  return text.pick([
    `详见[${title}](${href})。`,
    `[${title}](${href})中也适用同样的规则。`,
    `完整示例请参考[${title}](${href})。`,
  ]);
}

/**
 * @param pageAt the page at a position of the sequence (only positions before `page.index` are asked for)
 * @param codeHeavy add TypeScript blocks until a page holds about nine, as API-heavy docs do (Rspress's own
 *   docs: 1,002 blocks in 114 pages). They come from a generator of their own, so every other line of the
 *   page is the same as without them.
 */
export function pageMarkdown(
  seed: number,
  page: PagePlace,
  lang: SiteLang,
  pageAt: (index: number) => PagePlace,
  codeHeavy = false,
): string {
  const shape = seeded(seed, `page:${page.path}`);
  const extra = codeHeavy ? seeded(seed, `code:${page.path}`) : undefined;
  const text = seeded(seed, `text:${lang}:${page.path}`);
  const pick = (pair: readonly [string, string]) => pair[lang === 'en' ? 0 : 1];
  const out: string[] = [];

  if (shape.next() < 0.5) out.push('---', `description: ${JSON.stringify(sentence(lang, text))}`, '---', '');
  out.push(`# ${pick(page.title)}`, '', paragraph(lang, text, 2, 4));

  // Links go to pages shortly before this one: mostly its own section, sometimes the one before.
  const links: string[] = [];
  for (let n = page.index === 0 ? 0 : shape.int(1, 4); n > 0; n--) {
    const target = pageAt(page.index - shape.int(1, Math.min(page.index, 40)));
    links.push(linkSentence(lang, pick(target.title), hrefOf(page, target, lang, shape), text));
  }

  const sections = shape.int(3, 6);
  for (let s = 0; s < sections; s++) {
    out.push('', `## ${pick(pickHeading(shape))}`, '', paragraph(lang, text));
    if (links.length && shape.next() < 0.5) out.push('', links.pop()!);
    if (shape.next() < 0.7) out.push('', codeBlock(shape));
    if (extra && extra.next() < EXTRA_BLOCK_CHANCE) out.push('', typedCodeBlock(extra));
    if (shape.next() < 0.2) out.push('', table(lang, shape, text));
    if (shape.next() < 0.25) out.push('', container(lang, shape, text));
    if (shape.next() < 0.25) out.push('', list(lang, shape, text));
    for (let h = shape.int(0, 2); h > 0; h--) {
      out.push('', `### ${pick(pickHeading(shape))}`, '', paragraph(lang, text, 1, 3));
      if (shape.next() < 0.5) out.push('', codeBlock(shape));
      if (extra && extra.next() < EXTRA_BLOCK_CHANCE) out.push('', typedCodeBlock(extra));
      if (shape.next() < 0.15) out.push('', `#### ${pick(pickHeading(shape))}`, '', paragraph(lang, text, 1, 2));
    }
  }
  // Links not placed in a section close the page.
  if (links.length) out.push('', ...links);
  return `${out.join('\n')}\n`;
}
