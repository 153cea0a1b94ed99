/**
 * Where the Markdown twin of a page is published, relative to the site root: the route with `.md`
 * added, and `index.md` for a folder route. Build (which writes the file) and browser (whose "Copy as
 * Markdown" button fetches it) both call this, so they can never disagree.
 *
 * @example
 * markdownTwinPath('/guide/start/introduction') // '/guide/start/introduction.md'
 * markdownTwinPath('/zh/') // '/zh/index.md'
 */
export function markdownTwinPath(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
}
