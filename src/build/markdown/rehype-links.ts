import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { isSitePath, routerBase, withBase, withoutBase } from '../../shared/base-path';
import { isPublicFile } from '../dead-links';
import { isJsxLink } from './mdx/jsx-link';
import { pageFolderLink } from './page-folder-link';
import { pageState } from './page-state';
import { isRawHtmlLink } from './raw-html-link';
import { classifyHref, namesPageFile, resolveInternalHref } from './resolve-link';
import { rootReading } from './root-read-link';

/**
 * Rewrites internal links to clean routes under the site's base (`/docs/guide/x` when the site is served
 * from `/docs/`, as the shell's own links are) and records each route with its line (`file.data.page.links`)
 * for the build's dead-link check (a `#hash` of the page itself too, for its anchor check); external links open
 * in a new tab. `#hash`, asset and other links are left as written, as is a path naming a file of the content folder's
 * `public/` (`/scalar.html`) but for the base. A site path written with the base in front keeps it once; the check
 * reads a JSX prop's or raw HTML's without it, and a Markdown link as written, as Rspress checks it (no route has
 * the base). See `classifyHref` for which is which.
 */
export const rehypeLinks: Plugin<[], Root> = () => (tree, file) => {
  const page = pageState(file);
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
    const href = node.properties.href;
    switch (classifyHref(href)) {
      case 'external':
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
        break;
      case 'internal': {
        const origin = writtenOutsideMarkdown(node);
        // A site path written with the base in front (`/site/demo/` on a site served from `/site/`) names what
        // lies under it: it gets the base once, as Rspress's withBase leaves such a path alone.
        const path = withoutBase(href, page.base);
        // A file the site's public folder serves as it is (`/scalar.html`): no page route, kept as written.
        const contentDir = page.imageContext?.contentDir;
        if (path.startsWith('/') && contentDir !== undefined && isPublicFile(contentDir, path)) {
          node.properties.href = routerBase(page.base) + path;
          break;
        }
        // Only a Markdown link can be one Rspress 1 read from the language's root (a prop's or raw HTML's is the
        // browser's); a site written for it (`markdown.linksFromRoot`) has it read so.
        const rootRead = origin ? undefined : rootReading(href, page.routePath, page.lang, page.langs);
        const fromRoot = page.linksFromRoot === true && rootRead !== undefined;
        const resolved = fromRoot ? rootRead.url : resolveInternalHref(path, page.routePath, page.lang, page.langs);
        const url = withPageRoute(resolved, page);
        node.properties.href = routerBase(page.base) + url;
        // Rspress checks a Markdown link as written, so one with the base leads to no page there either; the
        // links it never checks are read as they lead.
        const checked =
          origin || path === href || fromRoot ? url : resolveInternalHref(href, page.routePath, page.lang, page.langs);
        page.links.push({
          url: checked,
          line: node.position?.start.line ?? 0,
          ...origin,
          ...(rootRead && !fromRoot ? { rootRead } : {}),
          // A dead link's message quotes it as written when the route dropped its extension (`/api/x.html`),
          // which would otherwise name a path the author never wrote.
          ...(namesPageFile(href) ? { written: href } : {}),
        });
        break;
      }
      case 'hash':
        // Checked against the page's own ids with the others' anchors (`markdown.checkAnchors`), as Rspress
        // checks a `#hash` of the page itself too; not the links the pipeline made to ids it made (a heading's
        // anchor, a footnote's).
        if (href.length > 1 && !madeByPipeline(node))
          page.links.push({
            url: page.routePath + href,
            line: node.position?.start.line ?? 0,
            samePage: true,
            ...writtenOutsideMarkdown(node),
          });
        break;
      case 'asset': {
        // A file of the site written as a site path (`/template.zip`, from `public/`): under the base, as Rspress
        // writes it. One written relative to the page (`./schema.ts`) stays as written, the browser resolving it.
        node.properties.href = withBase(href, page.base);
        // Checked as any link to the site is (a page named with a dot, `/api/nanostores.Function.atom`, or a file
        // of public/), as Rspress checks every link: one naming neither leads to a 404. A relative one is checked
        // where the browser takes it (`../../apps/src/schema.ts`, a file of the repository, is no file of the site).
        const path = withoutBase(href, page.base);
        const line = node.position?.start.line ?? 0;
        if (isSitePath(path)) page.links.push({ url: path, line, ...writtenOutsideMarkdown(node) });
        else {
          const url = resolveInternalHref(path, page.routePath, page.lang, page.langs);
          page.links.push({ url, line, written: href, ...writtenOutsideMarkdown(node) });
        }
        break;
      }
      default:
        break;
    }
  });
};

/** A route written as a folder that names a page file instead (see pageFolderLink), its `?query#hash` kept. */
function withPageRoute(url: string, page: { imageContext?: { pageFile: string }; routePath: string; lang: string }) {
  const pageFile = page.imageContext?.pageFile;
  if (pageFile === undefined) return url;
  const cut = url.search(/[?#]/);
  const route = cut === -1 ? url : url.slice(0, cut);
  return (
    pageFolderLink(route, { pageFile, routePath: page.routePath, lang: page.lang }) + (cut === -1 ? '' : url.slice(cut))
  );
}

/** Where a link Rspress would not check was written: a JSX prop, or a `.md` page's raw HTML (see `outsideMarkdown`). */
function writtenOutsideMarkdown(node: Element): { jsx: true } | { html: true } | undefined {
  if (isJsxLink(node)) return { jsx: true };
  if (isRawHtmlLink(node)) return { html: true };
  return undefined;
}

/** A link the pipeline made to an id it made: a heading's `#` anchor, a footnote's reference or way back. */
function madeByPipeline(node: Element): boolean {
  const { className, dataFootnoteRef, dataFootnoteBackref } = node.properties;
  return (
    (Array.isArray(className) && className.includes('header-anchor')) ||
    dataFootnoteRef !== undefined ||
    dataFootnoteBackref !== undefined
  );
}
