/**
 * Shared files smaller than this get no copies: a host compressing them on the fly comes within about
 * 200 bytes of brotli's best (measured on a 114-page site's route tables, sidebars and small chunks).
 */
const SHARED_MIN_BYTES = 4096;

/**
 * Whether the build writes `.gz` and `.br` copies of the site file at `path` (relative to the output
 * folder, `/`-separated), on top of the type and 1 KB rule of `compressedCopies`. `bytes` is asked for
 * only when the answer depends on the size.
 *
 * By default, shared files of 4 KB or more get them (bundles, the stylesheet, the search manifest, shards
 * and vocabulary, a small site's search list, route tables): they are large and fetched by many readers,
 * so they are compressed once here rather than per request (the bundles at brotli's slowest quality). A
 * page's own files (its HTML, its data chunk under `static/chunks/`, its Markdown twin, its search
 * fragment) do not: eight files fewer per page, at about a millisecond each to create, while static hosts
 * compress HTML and JSON on the fly (and so does `esmx-docs preview`). Nor do the files for tools that no
 * page fetches: `llms.txt` and `llms-full.txt` here, and a sharded index's search list, which the build
 * leaves out itself (`BuildRun.writeForTools`). Those are the largest files of a large site (four of 5 MB
 * at 1,194 pages, ten times that at 10,000 per language), compressed for nobody. `pages` (`--precompress`,
 * for hosts that only serve precompressed files) gives every file its copies.
 *
 * @example
 * isPrecompressed('assets/main.1a2b3c4d.js', false, () => 260_000) // true
 * isPrecompressed('guide/start.html', false, () => 45_000)        // false
 * isPrecompressed('guide/start.html', true, () => 45_000)         // true
 */
export function isPrecompressed(path: string, pages: boolean, bytes: () => number): boolean {
  if (pages) return true;
  return !isPageFile(path) && !isForTools(path) && bytes() >= SHARED_MIN_BYTES;
}

/** `llms.txt` and `llms-full.txt` of any language: read by LLM tools, never by the site's pages. */
const isForTools = (path: string) => /(^|\/)llms(-full)?\.txt$/.test(path);

/** A file one page owns: its HTML document, its page data chunk, its Markdown twin, or its search fragment. */
function isPageFile(path: string): boolean {
  return /\.(html|md)$/.test(path) || path.startsWith('static/chunks/') || /^static\/search\/.+\.f\d+\./.test(path);
}
