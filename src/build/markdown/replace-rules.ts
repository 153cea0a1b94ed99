/**
 * The config's `replaceRules` as they travel with each page to its render (plain data: a regular expression
 * crosses to a worker, and into a cache key, as its source and flags).
 */
export type ReplaceRule = [search: string, flags: string | null, replace: string];

/** The config's rules as plain data (`ReplaceRule`). */
export function plainRules(rules: readonly { search: string | RegExp; replace: string }[]): ReplaceRule[] {
  return rules.map(({ search, replace }) =>
    typeof search === 'string' ? [search, null, replace] : [search.source, search.flags, replace],
  );
}

/**
 * `text` with every rule applied in order, as Rspress applies `replaceRules` to a page's source before it
 * compiles: a string is replaced wherever it occurs, a regular expression as its flags say (only the first
 * match without `g`), `$1` and `$&` in `replace` naming what it matched.
 *
 * @example applyReplaceRules('v MAJOR_VERSION', [['MAJOR_VERSION', null, '2']]) // 'v 2'
 */
export function applyReplaceRules(text: string, rules: readonly ReplaceRule[] | undefined): string {
  let out = text;
  for (const [search, flags, replace] of rules ?? [])
    out = flags === null ? out.replaceAll(search, () => replace) : out.replace(new RegExp(search, flags), replace);
  return out;
}
