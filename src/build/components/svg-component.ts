import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { resolveQueried } from './query-import';

const NAMESPACE = 'esmx-svg-component';
const QUERY = '?react';

/**
 * Lets a component import an SVG file as a React component with `?react` (`import Logo from './logo.svg?react'`,
 * then `<Logo width={16} />`), as Rsbuild's SVGR plugin gives an Rspress site: an `<svg>` element with the
 * file's own attributes, the props given over them, and the file's drawing inside. The file goes into `read`,
 * so the bundle is made again when it changes. Without the query an SVG stays a URL, as Rsbuild's is.
 *
 * @example build({ …, plugins: [svgComponent(read)] }) // import Icon from './x.svg?react' is a component
 */
export function svgComponent(read: Set<string>): Plugin {
  return {
    name: 'esmx-docs:svg-component',
    setup(build) {
      build.onResolve({ filter: /\.svg\?react$/ }, (args) => resolveQueried(build, args, QUERY, NAMESPACE));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path }) => {
        read.add(path);
        const svg = svgParts(readFileSync(path, 'utf8'));
        if (!svg) return { errors: [{ text: `${path} has no <svg> element to make a component of` }] };
        return {
          contents: `import { createElement, forwardRef } from 'react';
const attributes = ${JSON.stringify(svg.attributes)};
const inner = { __html: ${JSON.stringify(svg.inner)} };
export default forwardRef(function Svg(props, ref) {
  return createElement('svg', { ...attributes, ...props, ref, dangerouslySetInnerHTML: inner });
});
`,
          loader: 'js',
        };
      });
    },
  };
}

/**
 * The root `<svg>`'s attributes as React props (`stroke-width` → `strokeWidth`, `class` → `className`, a style
 * string → an object) and its inner markup; undefined when the text has no `<svg>` element.
 *
 * @example svgParts('<svg viewBox="0 0 8 8" fill-rule="evenodd"><path d="M0 0h8"/></svg>')
 * // { attributes: { viewBox: '0 0 8 8', fillRule: 'evenodd' }, inner: '<path d="M0 0h8"/>' }
 */
export function svgParts(text: string): { attributes: Record<string, unknown>; inner: string } | undefined {
  const open = /<svg\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i.exec(text);
  if (!open) return undefined;
  const close = text.lastIndexOf('</svg>');
  const selfClosing = open[1].trimEnd().endsWith('/');
  const inner = selfClosing || close < open.index ? '' : text.slice(open.index + open[0].length, close);
  const attributes: Record<string, unknown> = {};
  for (const [, name, double, single, bare] of open[1].matchAll(
    /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
  )) {
    const value = double ?? single ?? bare ?? '';
    if (name === 'style') attributes.style = styleObject(value);
    else attributes[propName(name)] = value;
  }
  return { attributes, inner };
}

/** React's name of an SVG attribute: `class` → `className`, `xlink:href` → `xlinkHref`, `fill-rule` → `fillRule`; data and aria ones as they are. */
function propName(name: string): string {
  if (name === 'class') return 'className';
  if (name.startsWith('data-') || name.startsWith('aria-')) return name;
  return name.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function styleObject(style: string): Record<string, string> {
  const entries = style.split(';').flatMap((declaration) => {
    const at = declaration.indexOf(':');
    if (at < 0) return [];
    const property = declaration.slice(0, at).trim();
    const name = property.startsWith('--')
      ? property
      : property.replace(/-([a-z])/g, (_, l: string) => l.toUpperCase());
    return [[name, declaration.slice(at + 1).trim()]];
  });
  return Object.fromEntries(entries);
}
