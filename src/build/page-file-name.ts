import { markdownTwinPath } from '../shared/markdown-twin';
import type { Lang } from '../shared/types';
import { chunkName } from './content-hash';
import { htmlFileOf, routeOf } from './routes';

/** The most bytes a file name may have on common file systems (ext4, APFS, NTFS count about this). */
const MAX_NAME_BYTES = 255;

/**
 * Characters a page's path cannot hold: `#` and `?` end a URL's path, `%` starts an escape, `\` is a
 * folder separator to Windows and to `routeOf`, control characters are invisible in links, and U+FFFD is
 * what a name that is not UTF-8 reads as.
 */
const NOT_IN_URLS = /[#?%\\\u0000-\u001f\u007f-\u009f\ufffd]/;

/**
 * What is wrong with the path of a page file (inside its language folder) as a source of URLs and output
 * files, or `undefined` when nothing is. Without this check a `#` in a name gave a misleading "not a page"
 * and a name near 255 bytes crashed the build when it wrote the page's chunk.
 *
 * @example
 * pageNameProblem('guide/c#.md', 'en', '/guide/c#') // "file name \"c#.md\" contains '#', which cannot be part of a URL; rename it"
 */
export function pageNameProblem(pathInLang: string, lang: Lang, routePath: string): string | undefined {
  const parts = pathInLang.split('/');
  for (const [i, part] of parts.entries()) {
    const what = i === parts.length - 1 ? 'file name' : 'folder name';
    const bad = NOT_IN_URLS.exec(part)?.[0];
    if (bad === '\ufffd') return `${what} ${JSON.stringify(part)} is not valid UTF-8; rename it`;
    if (bad)
      return `${what} ${JSON.stringify(part)} contains ${describeChar(bad)}, which cannot be part of a URL; rename it`;
  }
  const longest = outputNames(pathInLang, lang, routePath).reduce((a, b) =>
    Buffer.byteLength(b) > Buffer.byteLength(a) ? b : a,
  );
  const bytes = Buffer.byteLength(longest);
  if (bytes <= MAX_NAME_BYTES) return undefined;
  return (
    `name too long: the build would write a file named ${JSON.stringify(`${longest.slice(0, 24)}…`)} of ${bytes} bytes ` +
    `for this page (at most ${MAX_NAME_BYTES}); shorten the file name or its folders' names`
  );
}

/** The longest name of each file the build writes for a route (with the `.br` of its compressed twin). */
function outputNames(pathInLang: string, lang: Lang, routePath: string): string[] {
  const last = (path: string) => path.slice(path.lastIndexOf('/') + 1);
  // The route table part is named after the first segment of the route without its language prefix.
  const segment = routeOf(pathInLang, lang, lang).split('/')[1] ?? '';
  return [
    `${last(htmlFileOf(routePath))}.br`,
    `${last(markdownTwinPath(routePath))}.br`,
    // The page chunk and its part of the route table, both `<name>.<8 hex digits>.json`.
    `${chunkName(routePath)}.00000000.json.br`,
    `${chunkName(`/${lang}/${segment}`)}.00000000.json.br`,
  ];
}

function describeChar(char: string): string {
  const code = char.codePointAt(0)!;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f)
    ? `a control character (U+${code.toString(16).toUpperCase().padStart(4, '0')})`
    : `'${char}'`;
}
