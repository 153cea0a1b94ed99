import type { Definition, Nodes, Root } from 'mdast';
import type { Plugin } from 'unified';
import { withBase } from '../../shared/base-path';
import { isWithin } from '../inside-folder';
import { type ImageContext, isRelativeImage, resolvePageImage } from './page-image';
import { pageState } from './page-state';
import { checkSiteImage, isSitePathImage } from './site-image';

declare module 'mdast' {
  interface Data {
    /** On an `img` JSX made whose `src` the page's code gives: a missing file is a warning (see remarkPageImages). */
    srcFromCode?: true;
  }
}

/**
 * Copies the images a page shows by a relative path into the site: `![](./pic.png)`, `![][ref]` with
 * `[ref]: ../img/a.png`, and `<img src="./x.png">` in MDX. Each is resolved against the page's file; its
 * URL becomes the copy's (`/static/image/pic.1a2b3c4d.png`, see `PageImage`) and the file joins
 * `page.images` for the build to copy. A missing file (a warning with the site's `markdown.checkDeadImages`
 * false), or one outside the folders a page may reach (see `resolvePageImage`), is an error on the image's
 * line (on the definition's line for a reference). A site path (`/img/a.png`) gets the site's base in front
 * (once: `/docs/img/a.png` stays), and must name a file the site serves from `public/` (see `checkSiteImage`),
 * or it is a missing image too. Remote images are left as they are. An MDX `<img>` whose `src` the page's code
 * makes (`src={normalizeImagePath('/a.png')}`) that is not there is a warning: Rspress checks only those written
 * as text.
 */
/** Told once after the missing images that fail a build: the way to publish the site with them missing. */
export const DEAD_IMAGE_HINT =
  'an image that is not there fails the build; markdown.checkDeadImages: false in the site config ' +
  '(markdown.image.checkDeadImages in an Rspress config) makes each a warning instead';

export const remarkPageImages: Plugin<[], Root> = () => (tree, file) => {
  const page = pageState(file);
  const definitions = new Map<string, Definition>();
  const rewritten = new Set<Definition>();

  /**
   * Where a missing image is told: a warning with the site's `markdown.checkDeadImages: false` or for a `src` the
   * page's code makes (Rspress checks neither), else an error.
   */
  const tellMissing = (fromCode: boolean, line: number, message: string) => {
    if (page.imageContext?.checkDeadImages === false || fromCode) page.warnings.push({ line, message });
    else page.errors.push({ line, message, hint: DEAD_IMAGE_HINT });
  };

  /** The URL to write instead of `url`; `url` itself when it is not relative or cannot be copied. */
  const copy = (url: string, line: number, fromCode = false): string => {
    if (isSitePathImage(url)) {
      if (!copied(url) && page.imageContext) check(url, line, page.imageContext, fromCode);
      // Served under the site's base, once, as Rspress's img (normalizeImagePath) shows it.
      return withBase(url, page.base);
    }
    if (!isRelativeImage(url)) return url;
    if (!page.imageContext) {
      page.errors.push({ line, message: `image "${url}": a relative image needs the page's file to resolve it` });
      return url;
    }
    const resolved = resolvePageImage(url, page.imageContext);
    if ('problem' in resolved) {
      // The site's `markdown.checkDeadImages: false`: an image that is not there is left as written, told of.
      if (resolved.missing) tellMissing(fromCode, line, resolved.problem);
      else page.errors.push({ line, message: resolved.problem });
      return url;
    }
    if (!page.images.some((i) => i.output === resolved.image.output)) page.images.push(resolved.image);
    // One beside the content folder (`../assets/a.png`) is watched by the dev server as the page's components are.
    if (!isWithin(page.imageContext.contentDir, resolved.image.source)) page.dependencies.add(resolved.image.source);
    return resolved.url;
  };

  /** Whether a site path is the URL of a file the page copies (an imported image: `<img src={logo} />`). */
  const copied = (url: string): boolean => {
    const path = url.split(/[?#]/, 1)[0];
    return page.images.some((image) => page.base + image.output === path);
  };
  /** Tells of a site-path image the site does not serve, as of a relative one that is not there. */
  const check = (url: string, line: number, context: ImageContext, fromCode: boolean): void => {
    const checked = checkSiteImage(url, context);
    // The page is made from that file of public/: a cached page is checked again once it goes, or comes.
    if (checked.file) page.dependencies.add(checked.file);
    if ('problem' in checked) tellMissing(fromCode, line, checked.problem);
  };

  const collect = (node: Nodes): void => {
    if (node.type === 'definition') definitions.set(node.identifier, node);
    else if ('children' in node) for (const child of node.children) collect(child as Nodes);
  };
  const walk = (node: Nodes, lineAbove: number): void => {
    const line = node.position?.start.line ?? lineAbove;
    if (node.type === 'image') node.url = copy(node.url, line);
    else if (node.type === 'imageReference') {
      const definition = definitions.get(node.identifier);
      if (definition && !rewritten.has(definition)) {
        rewritten.add(definition);
        definition.url = copy(definition.url, definition.position?.start.line ?? line);
      }
    } else if (node.type === 'htmlElement' && node.tagName === 'img' && typeof node.properties.src === 'string') {
      node.properties.src = copy(node.properties.src, line, node.data?.srcFromCode === true);
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes, line);
  };
  collect(tree);
  walk(tree, 1);
};
