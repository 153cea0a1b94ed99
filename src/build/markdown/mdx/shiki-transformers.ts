import * as transformers from '@shikijs/transformers';

/** The module a page imports shiki's transformers from, for `<CodeBlockRuntime shikiOptions={…}>`. */
export const SHIKI_TRANSFORMERS = '@shikijs/transformers';

/**
 * One of `@shikijs/transformers`' exports by name (`transformerNotationHighlight`, …), as a page importing it
 * gets it: the generator's own copy, so a site needs no install of its own. Undefined for a name it lacks.
 */
export function shikiTransformer(name: string): unknown {
  const value = (transformers as Record<string, unknown>)[name];
  return typeof value === 'function' ? value : undefined;
}
