import { withBase } from '../../../shared/base-path';

/**
 * What a page's code may take from Rspress's runtime besides `<Head>`: the two helpers that put the site's
 * base in front of a site path, so that `<img src={normalizeImagePath('/demo.png')} />` finds `public/demo.png`
 * on a site served under `/site/` (as Rspress's guide to static assets tells such sites to write). They run
 * at build time, with the page's base: external URLs, relative paths and paths that carry the base already
 * are left as they are.
 *
 * @example
 * runtimeHelpers('/site/').normalizeImagePath('/demo.png') // '/site/demo.png'
 * runtimeHelpers('/site/').withBase('https://example.com/a.png') // 'https://example.com/a.png'
 */
export function runtimeHelpers(base: string): Record<RuntimeHelper, (path?: unknown) => string> {
  const helper =
    (name: RuntimeHelper) =>
    (path: unknown = '/') => {
      if (typeof path !== 'string') throw new TypeError(`${name} takes a path (a string), not ${kindOf(path)}`);
      return withBase(path, base);
    };
  return { normalizeImagePath: helper('normalizeImagePath'), withBase: helper('withBase') };
}

/** The names of the helpers, as a page imports them. */
export const RUNTIME_HELPERS = ['normalizeImagePath', 'withBase'] as const;

type RuntimeHelper = (typeof RUNTIME_HELPERS)[number];

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  const kind = Array.isArray(value) ? 'array' : typeof value;
  return `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
}
