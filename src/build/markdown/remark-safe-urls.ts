import type { Nodes, Root } from 'mdast';
import type { Plugin } from 'unified';
import { pageState } from './page-state';
import { disallowedScheme, REFUSED_SCHEME_REASON, shortUrl } from './safe-url';

/**
 * Attributes whose value is a URL a browser follows, loads or runs, by name lowercased without `-`/`:`
 * (so `formAction`, `xlinkHref` and `xlink:href` all match). `srcset` holds a list of them.
 */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'poster',
  'xlinkhref',
  'cite',
  'data',
  'background',
  'codebase',
  'longdesc',
  'usemap',
  'manifest',
  'icon',
  'ping',
  'lowsrc',
  'dynsrc',
]);

/**
 * The gate every URL of a page passes before it becomes HTML: links, images, autolinks, reference
 * definitions (used or not) and the URL attributes of MDX elements and components. A URL with a scheme
 * other than http, https, mailto or tel (see `disallowedScheme`) is an error on its line, and is removed so
 * that it never reaches the HTML even where errors are only shown. The error quotes a long URL (a data: image
 * can be megabytes) by its start. Raw HTML in `.md` pages needs no gate:
 * remark-raw-html shows it as text. Runs after the MDX components are rendered to elements.
 *
 * @example `[x](javascript:alert(1))` on line 3 → error { line: 3, message: 'link to "javascript:alert(1)": …' }
 */
export const remarkSafeUrls: Plugin<[], Root> = () => (tree, file) => {
  const page = pageState(file);
  const refuse = (what: string, url: string, line: number, scheme: string) =>
    page.errors.push({
      line,
      message: `${what} "${shortUrl(url)}": the scheme "${scheme}:" is not allowed in content (${REFUSED_SCHEME_REASON})`,
    });

  const walk = (node: Nodes, lineAbove: number): void => {
    const line = node.position?.start.line ?? lineAbove;
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const scheme = disallowedScheme(node.url);
      if (scheme !== undefined) {
        refuse(node.type === 'image' ? 'image' : 'link to', node.url, line, scheme);
        node.url = '';
      }
    } else if (node.type === 'htmlElement') {
      for (const [name, value] of Object.entries(node.properties)) {
        if (typeof value !== 'string' || !URL_ATTRIBUTES.has(name.toLowerCase().replace(/[-:]/g, ''))) continue;
        const urls = name.toLowerCase() === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0]) : [value];
        const scheme = urls.map(disallowedScheme).find((s) => s !== undefined);
        if (scheme === undefined) continue;
        refuse(`<${node.tagName}> ${name}`, value, line, scheme);
        delete node.properties[name];
      }
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes, line);
  };
  walk(tree, 1);
};
