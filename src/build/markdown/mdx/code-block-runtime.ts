import type { Code } from 'mdast';
import type { ShikiTransformer } from 'shiki';
import { type ComponentContext, ComponentError, requiredString, stringProp } from './context';

/**
 * `<CodeBlockRuntime lang="ts" title="a.ts" code={`…`} shikiOptions={{ transformers: [...] }} />`: Rspress
 * highlights this in the browser; everything it needs is known when the page builds, so it becomes a code
 * block like a fenced one (same HTML, copy button, search text), highlighted with the given transformers
 * (from `@shikijs/transformers`, imported by the page) instead of the notations a fence gets.
 */
export function CodeBlockRuntime(context: ComponentContext): Code {
  const code = requiredString(context, 'code');
  const lang = stringProp(context, 'lang') ?? 'text';
  const title = stringProp(context, 'title');
  const options = context.props.shikiOptions as { transformers?: unknown } | undefined;
  const transformers = options?.transformers ?? [];
  if (!Array.isArray(transformers) || !transformers.every(isTransformer))
    throw new ComponentError('<CodeBlockRuntime> shikiOptions.transformers must be a list of shiki transformers');
  return {
    type: 'code',
    lang,
    meta: title === undefined ? null : `title=${JSON.stringify(title)}`,
    // A file's text (`import code from './a.ts?raw'`) ends with a line break, which a fence's body never
    // does: kept, it would show an empty last line.
    value: code.replace(/\r?\n$/, ''),
    data: { hProperties: { [RUNTIME_TRANSFORMERS]: context.keep(transformers) } },
    ...(context.node.position ? { position: context.node.position } : {}),
  };
}

/** The `<code>` property naming a CodeBlockRuntime's transformers on the page (never in the HTML: the block is replaced). */
export const RUNTIME_TRANSFORMERS = 'dataEsmxTransformers';

function isTransformer(value: unknown): value is ShikiTransformer {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
