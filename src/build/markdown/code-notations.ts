import {
  parseMetaHighlightString,
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
} from '@shikijs/transformers';
import type { ShikiTransformer } from 'shiki';

/** A notation comment as shiki's transformers read it: `// [!code ++]`, `<!-- [!code focus:2] -->`, `# [!code error]`. */
const NOTATION = /\[!code (?:highlight|hl|\+\+|--|focus|error|warning)(?::\d+)?\]/;

/** The same comments with what surrounds them on their line, for the search text (as the page shows the code). */
const NOTATION_COMMENT =
  /[ \t]*(?:\/\/|\/\*|<!--|#|--)[ \t]*\[!code (?:highlight|hl|\+\+|--|focus|error|warning)(?::\d+)?\][ \t]*(?:\*\/|-->)?/g;

/**
 * The transformers a code block needs for the notations it uses, or none: line highlights in its meta
 * (```` ```ts {2,4-6} ````) and shiki's notation comments (`// [!code highlight]`, `[!code ++]`, `[!code --]`,
 * `[!code focus]`, `[!code error]`, `[!code warning]`), whose comments are removed from the output. Lines
 * get shiki's classes (`highlighted`, `diff add`, `diff remove`, `focused`, `highlighted error`, `highlighted
 * warning`; the `<pre>` gets `has-…`), styled in both themes by the client's CSS. A block with none gets no
 * transformer, so its HTML is exactly what it was before notations existed.
 *
 * @example codeNotations('let a = 1; // [!code ++]', undefined).length // 4 (the notation transformers)
 */
export function codeNotations(code: string, meta: string | undefined): ShikiTransformer[] {
  const transformers: ShikiTransformer[] = [];
  const lines = meta ? metaHighlights(meta) : [];
  if (lines.length > 0) transformers.push(highlightLines(lines));
  if (NOTATION.test(code))
    transformers.push(
      transformerNotationDiff({ matchAlgorithm: 'v3' }),
      transformerNotationHighlight({ matchAlgorithm: 'v3' }),
      transformerNotationFocus({ matchAlgorithm: 'v3' }),
      transformerNotationErrorLevel({ matchAlgorithm: 'v3' }),
    );
  return transformers;
}

/** The code as the page shows it: notation comments removed (what search indexes and the copy button copies). */
export function withoutNotations(code: string): string {
  return NOTATION.test(code) ? code.replace(NOTATION_COMMENT, '') : code;
}

/** The 1-based lines `{2,4-6}` in a fence's meta names (outside quoted values such as a title). */
function metaHighlights(meta: string): number[] {
  const braces = /\{[\d,\s-]+\}/.exec(meta.replace(/"[^"]*"|'[^']*'/g, ''));
  return braces ? (parseMetaHighlightString(braces[0]) ?? []) : [];
}

function highlightLines(lines: readonly number[]): ShikiTransformer {
  return {
    name: 'esmx-docs:meta-highlight',
    line(node, line) {
      if (lines.includes(line)) this.addClassToHast(node, 'highlighted');
    },
    pre(node) {
      this.addClassToHast(node, 'has-highlighted');
    },
  };
}
