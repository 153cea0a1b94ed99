/**
 * The line of the config file where an option is set, found in its source text: the config is code run by
 * jiti, which keeps no positions of the values it returns. Each part of a dotted key is looked for as an
 * object key (`name:`, `'name':`; the last also as a shorthand property, `{ nav }`) after the part before it. `undefined` when the top-level key is not set
 * exactly once in the text (spread in from elsewhere, or a word that also appears nested): a line that
 * might be wrong helps less than none.
 *
 * @example
 * optionLine("export default {\n  themeConfig: {\n    hideNavbar: 'sometimes',", 'themeConfig.hideNavbar') // 3
 */
export function optionLine(text: string, key: string): number | undefined {
  const source = withoutComments(text);
  let from = 0;
  const parts = key.split('.');
  for (const [i, part] of parts.entries()) {
    const name = part.replace(/[$]/g, '\\$&');
    const pattern = new RegExp(`(?:^|[\\s{,])(["']?)${name}\\1\\s*:`, 'gm');
    pattern.lastIndex = from;
    // The last part may be written as a shorthand property too (`themeConfig: { nav }`, a nav imported from a module).
    const shorthand = new RegExp(`(?:^|[\\s{,])${name}\\s*(?=[,}\\n])`, 'gm');
    shorthand.lastIndex = from;
    const found = pattern.exec(source) ?? (i > 0 && i === parts.length - 1 ? shorthand.exec(source) : null);
    if (!found) return undefined;
    if (i === 0 && pattern.exec(source)) return undefined;
    from = found.index + found[0].length;
  }
  return source.slice(0, from).split('\n').length;
}

/** A string literal, or a comment (`// …`, `/* … *\/`). */
const STRING_OR_COMMENT = /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

/**
 * `source` with its comments blanked out, each of its lines where it was: an option commented out
 * (`// plugins: [`) is not set.
 */
function withoutComments(source: string): string {
  return source.replace(STRING_OR_COMMENT, (whole, string: string | undefined) =>
    string === undefined ? whole.replace(/[^\n]/g, ' ') : whole,
  );
}

/**
 * The line of the first string literal holding exactly `value` (`'/guide/a'`, `"/guide/a"`, `` `/guide/a` ``)
 * at or after line `from`: where an item of a nav or sidebar option written in the config names its link.
 * `undefined` when the text does not write it so (a link built by code).
 *
 * @example
 * quotedValueLine("sidebar: {\n  '/': [\n    { text: 'Two', link: '/two' },", 1, '/two') // 3
 */
export function quotedValueLine(source: string, from: number, value: string): number | undefined {
  const lines = source.split('\n');
  const quoted = ["'", '"', '`'].map((quote) => `${quote}${value}${quote}`);
  for (let i = Math.max(0, from - 1); i < lines.length; i++) if (quoted.some((q) => lines[i].includes(q))) return i + 1;
  return undefined;
}
