import type { Text as HastText } from 'hast';
import type { Nodes, Text } from 'mdast';
import { defaultHandlers, type State } from 'mdast-util-to-hast';
import type { Position } from 'unist';

declare module 'mdast' {
  interface TextData {
    /** Text a JavaScript value gave, kept exactly as written (see exactText). */
    exact?: boolean;
  }
}

/**
 * Text a `{…}` expression gave (`{source}` of `import source from './x.ts?raw'`): React renders a string as it
 * is, so its white space stays, where Markdown's own text has the spaces around its line breaks trimmed (an
 * indented file in a `<pre>` would lose its indentation).
 */
export function exactText(value: string, position?: Position): Text {
  return { type: 'text', value, data: { exact: true }, ...(position ? { position } : {}) };
}

/** The remark-rehype handler for text: exact text as it is, Markdown's text as remark-rehype makes it. */
export const exactTextHandlers = {
  text(state: State, node: Nodes): ReturnType<typeof defaultHandlers.text> {
    const text = node as Text;
    if (!text.data?.exact) return defaultHandlers.text(state, text);
    const result: HastText = { type: 'text', value: text.value };
    state.patch(text, result);
    return result;
  },
};
