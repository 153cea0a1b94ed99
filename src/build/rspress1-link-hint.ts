import type { RootReading } from './markdown/root-read-link';
import type { PageLink } from './render/protocol';

/**
 * The hint a build prints once when dead links were written for Rspress 1, which read a Markdown link without
 * "./" or "/" (`[API](guide/api)` on guide/start.md) from the language's root: Rspress 2, like esmx-docs, reads
 * it from the page's folder (/guide/guide/api). Named after the first such link, with both ways to fix it.
 *
 * @example rspress1LinkHint({ url: '/guide/guide/api', file: 'docs/guide/start.md', line: 3, rootRead })
 * // 'docs/guide/start.md:3 links to "guide/api", which Rspress 2 and esmx-docs read from the page's folder (/guide/guide/api); …'
 */
export function rspress1LinkHint(link: PageLink & { rootRead: RootReading }): string {
  const { written, relative } = link.rootRead;
  return [
    `${link.file}:${link.line} links to "${written}", which Rspress 2 and esmx-docs read from the page's folder (${link.url});`,
    `Rspress 1 read a Markdown link without "./" or "/" from the language's root, where this one names a page.`,
    `Write "/${written}" to link from the root, or "${relative}" from the page's folder (and so for each dead link above written that way).`,
  ].join(' ');
}
