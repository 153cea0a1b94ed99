import type { Code, Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { pageState } from './page-state';

/** `twoslash` as a word of a fence's meta (```` ```ts twoslash ````), which Rspress's twoslash plugin reads. */
const TWOSLASH_META = /(?:^|\s)twoslash(?=\s|$)/;
/** The fences twoslash reads when the plugin's `explicitTrigger` is false: TypeScript's and JavaScript's. */
const TWOSLASH_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mts', 'cts', 'mjs', 'cjs']);
/** A compiler flag or option for twoslash (`// @noErrors`, `// @errors: 2322`, `// @filename: a.ts`). */
const FLAG = /^\/\/\s?@\w+(?::.*)?$/;
/** A query under the line above it (`//    ^?`, `// ^|`, `//   ^^^`). */
const MARKER = /^\s*\/\/\s*\^(?:\?|\||\^+)(?: .*)?$/;
const CUT_BEFORE = /^\/\/\s?---cut(?:-before)?---$/;
const CUT_AFTER = /^\/\/\s?---cut-after---$/;
const CUT_START = /^\/\/\s?---cut-start---$/;
const CUT_END = /^\/\/\s?---cut-end---$/;

/**
 * The code of a twoslash fence as a reader of Rspress's twoslash plugin sees it: without its notations (the
 * compiler flags, the query markers, and what `---cut---` and its kin cut away). The plugin's type checking
 * and hover cards do not run here; without this the block would show the lines that drive them.
 *
 * @example "// @noErrors\nconsole.e\n//       ^|" → 'console.e'
 */
export function withoutTwoslashNotes(code: string): string {
  let lines = code.split('\n');
  const before = lines.findLastIndex((line) => CUT_BEFORE.test(line.trim()));
  if (before >= 0) lines = lines.slice(before + 1);
  const after = lines.findIndex((line) => CUT_AFTER.test(line.trim()));
  if (after >= 0) lines = lines.slice(0, after);
  let cut = false;
  return lines
    .filter((line) => {
      const trimmed = line.trim();
      if (CUT_START.test(trimmed)) cut = true;
      const kept = !cut && !FLAG.test(trimmed) && !MARKER.test(line);
      if (CUT_END.test(trimmed)) cut = false;
      return kept;
    })
    .join('\n');
}

/**
 * The words of a fence's meta that ask an Rspress plugin for a live demo: `preview` (```` ```tsx preview ````,
 * or with its render mode, `preview="iframe-follow"`) for @rspress/plugin-preview, `playground` for
 * @rspress/plugin-playground's editor.
 */
const LIVE_DEMOS = [
  { meta: /(?:^|\s)(preview(?:="[^"]*")?)(?=\s|$)/, plugin: '@rspress/plugin-preview', what: 'live demo' },
  { meta: /(?:^|\s)(playground)(?=\s|$)/, plugin: '@rspress/plugin-playground', what: 'live editor' },
];

/**
 * Fences written for Rspress plugins, which do not run here: a `twoslash` one loses its notations (see
 * `withoutTwoslashNotes`); a `preview` or `playground` one shows its code, with a warning at the page's first
 * of each that its live demo is not there (rather than the demo missing without a word).
 */
export const remarkPluginFences: Plugin<[], Root> = () => (tree, file) => {
  const page = pageState(file);
  const demos = LIVE_DEMOS.map(() => [] as { node: Code; word: string }[]);
  visit(tree, 'code', (node) => {
    if (page.twoslashEveryBlock && TWOSLASH_LANGS.has(node.lang ?? '')) node.value = withoutTwoslashNotes(node.value);
    if (!node.meta) return;
    const done = page.twoslashEveryBlock && TWOSLASH_LANGS.has(node.lang ?? '');
    if (TWOSLASH_META.test(node.meta) && !done) node.value = withoutTwoslashNotes(node.value);
    LIVE_DEMOS.forEach(({ meta }, i) => {
      const word = meta.exec(node.meta ?? '')?.[1];
      if (word) demos[i].push({ node, word });
    });
  });
  // Once a page for each plugin, at its first fence: a component library's page may have a dozen.
  LIVE_DEMOS.forEach(({ plugin, what }, i) => {
    const [first, ...others] = demos[i];
    if (!first) return;
    const more = others.length > 0 ? ` (and ${others.length} more on this page)` : '';
    page.warnings.push({
      line: first.node.position?.start.line ?? 0,
      message: `\`\`\`${first.node.lang ?? ''} ${first.word} shows its code only${more}: its ${what} is ${plugin}'s, which esmx-docs does not run (import the component and write <Demo /> to show it)`,
    });
  });
};
