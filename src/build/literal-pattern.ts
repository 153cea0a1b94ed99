/**
 * Text as a regular expression's source that matches it letter for letter (`@/x.ts` → `@\/x\.ts`), for patterns
 * built from names a config or page gives: an alias, a module name, a folder.
 *
 * @example new RegExp(`^${literalPattern('a.b')}$`).test('axb') // false
 */
export function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
