import type { Element } from 'hast';
import { bundledLanguagesInfo, createHighlighter, type Highlighter } from 'shiki';

/**
 * The only module that talks to shiki. Only this fixed set of grammars may load (the full bundle has
 * hundreds), and each loads on first use, so a build whose pages hold only `ts` and `bash` never pays
 * for `vue` and the grammars it embeds. Any other language is shown as plain text.
 */
const LANGUAGES = [
  'typescript',
  'tsx',
  'javascript',
  'jsx',
  'json',
  'shellscript',
  'html',
  'css',
  'vue',
  'yaml',
  'markdown',
  'diff',
];
const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/** Fence label → grammar id, aliases included (`ts`, `sh`, `bash`, `md`, `yml`, …). */
const GRAMMARS = new Map<string, string>(
  bundledLanguagesInfo
    .filter((info) => LANGUAGES.includes(info.id))
    .flatMap((info) => [info.id, ...(info.aliases ?? [])].map((name): [string, string] => [name, info.id])),
);

/** Highlighted blocks by grammar and code: en and zh pages repeat most code, and watch mode re-renders. */
const cache = new Map<string, Element>();
const CACHE_LIMIT = 2000;

let starting: Promise<Highlighter> | undefined;
const grammarsLoading = new Map<string, Promise<void>>();

/** Starts shiki once per process (themes only); concurrent first callers share the promise. */
function start(): Promise<Highlighter> {
  starting ??= createHighlighter({ themes: Object.values(THEMES), langs: [] });
  return starting;
}

/** The grammar shiki will use for a fence label: a known grammar id, or `text`. */
function grammarFor(label: string): string {
  return GRAMMARS.get(label.toLowerCase()) ?? 'text';
}

/**
 * Highlights code with both GitHub themes at once: each token's style holds the light colour plus
 * `--shiki-dark`, so the page switches theme with CSS only.
 *
 * @returns shiki's `<pre class="shiki shiki-themes github-light github-dark">` element (a fresh copy).
 */
export async function highlightCode(code: string, label: string): Promise<Element> {
  const lang = grammarFor(label);
  const key = `${lang}\0${code}`;
  const cached = cache.get(key);
  if (cached) return structuredClone(cached);

  const highlighter = await start();
  if (lang !== 'text') {
    if (!grammarsLoading.has(lang)) grammarsLoading.set(lang, highlighter.loadLanguage(lang as never));
    await grammarsLoading.get(lang);
  }
  // No per-line time limit: shiki's default (500 ms) silently stops colouring a line when the machine is
  // busy (first use of a grammar compiles its regexes), which made the same page render differently.
  const root = highlighter.codeToHast(code, { lang, themes: THEMES, tokenizeTimeLimit: 0 });
  const pre = root.children[0];
  if (pre?.type !== 'element') throw new Error(`markdown: shiki returned no <pre> for language "${label}"`);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, pre);
  return structuredClone(pre);
}
