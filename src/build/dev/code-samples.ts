import { readFileSync } from 'node:fs';

/** One fenced code block: its fence label as written (`ts`, `vue`…) and its code. */
export interface CodeSample {
  lang: string;
  code: string;
}

export interface CodeSampleLimits {
  /** Blocks kept per fence label (default 8). */
  perLanguage?: number;
  /** Blocks kept per label from one page, so the samples spread over several pages (default 2). */
  perPage?: number;
  /** Pages read at most: a large site is sampled from its first pages (default 200). */
  maxPages?: number;
}

/**
 * Code blocks from the site's own pages, a few per language, to warm the highlighter with. shiki's
 * Oniguruma engine compiles a grammar's regexes for each rule the first time the tokenizer enters it, so
 * a one-line sample per grammar leaves most of them for the first save: measured on a page with ten
 * TypeScript blocks, 1.0 s of CPU to highlight it after warming with `let a = 1`, 0.12 s after warming
 * with six of the site's blocks per language. Languages no page uses are not loaded at all. Unreadable
 * files are skipped (a save reports them).
 *
 * @example
 * codeSamples(['docs/en/a.md']); // → [{ lang: 'ts', code: 'export const a = 1;\n' }, …]
 */
export function codeSamples(
  pages: readonly string[],
  { perLanguage = 8, perPage = 2, maxPages = 200 }: CodeSampleLimits = {},
): CodeSample[] {
  const samples: CodeSample[] = [];
  const kept = new Map<string, number>();
  for (const page of pages.slice(0, maxPages)) {
    let text: string;
    try {
      text = readFileSync(page, 'utf8');
    } catch {
      continue;
    }
    const fromPage = new Map<string, number>();
    for (const block of fencedBlocks(text)) {
      const lang = block.lang.toLowerCase();
      if ((kept.get(lang) ?? 0) >= perLanguage || (fromPage.get(lang) ?? 0) >= perPage) continue;
      kept.set(lang, (kept.get(lang) ?? 0) + 1);
      fromPage.set(lang, (fromPage.get(lang) ?? 0) + 1);
      samples.push({ lang, code: block.code });
    }
  }
  return samples;
}

/** The labelled fenced blocks of a Markdown text (``` or ~~~, indented up to three spaces); unlabelled ones are left out. */
function fencedBlocks(text: string): CodeSample[] {
  const blocks: CodeSample[] = [];
  let open: { fence: string; lang: string; lines: string[] } | undefined;
  for (const line of text.split('\n')) {
    if (!open) {
      const start = /^ {0,3}(`{3,}|~{3,})\s*([\w+#.-]*)/.exec(line);
      if (start) open = { fence: start[1], lang: start[2], lines: [] };
    } else if (line.trim().startsWith(open.fence) && /^ {0,3}[`~]+\s*$/.test(line)) {
      if (open.lang) blocks.push({ lang: open.lang, code: `${open.lines.join('\n')}\n` });
      open = undefined;
    } else open.lines.push(line);
  }
  return blocks;
}
