/**
 * Glob patterns as `route.exclude` takes them, matched against `/`-separated paths:
 * `**` any number of folders, `*` any run of characters but `/`, `?` one such character,
 * `{a,b}` alternatives. Everything else is literal.
 *
 * @example
 * globToRegExp('**\/drafts/**').test('en/guide/drafts/idea.md') // true
 * globToRegExp('*.mdx').test('en/a.mdx') // false: `*` stops at '/'
 */
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      // `**/` also matches no folder at all; a trailing `**` matches everything below.
      const slash = glob[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') {
      const end = glob.indexOf('}', i);
      if (end < 0) source += '\\{';
      else {
        source += `(?:${glob
          .slice(i + 1, end)
          .split(',')
          .map((alt) => globToRegExp(alt).source.slice(1, -1))
          .join('|')})`;
        i = end;
      }
    } else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether `path` matches any of `globs`. */
export function matchesAny(path: string, globs: readonly string[]): boolean {
  return globs.some((glob) => globToRegExp(glob).test(path));
}
