/**
 * Where a page's edit link goes: `{path}` in `docRepoBaseUrl` becomes the page's source path in the content
 * folder (`en/guide/start.md`); a base without it is followed by that path, as Rspress joins them.
 *
 * @example editLinkUrl('https://github.com/o/r/tree/main/docs', 'en/a.md') // 'https://github.com/o/r/tree/main/docs/en/a.md'
 */
export function editLinkUrl(docRepoBaseUrl: string, pagePath: string): string {
  if (docRepoBaseUrl.includes('{path}')) return docRepoBaseUrl.replace('{path}', pagePath);
  return `${docRepoBaseUrl.replace(/\/+$/, '')}/${pagePath}`;
}
