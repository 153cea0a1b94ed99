import { createHash } from 'node:crypto';
import { scriptSources } from './script-sources';
import { sourceOrigin } from './source-origin';

/**
 * What every answer that is not an HTML page carries (assets, JSON, redirects, errors): scripts from
 * this origin only (the search worker's own imports), no plugins, no `<base>` elsewhere, no framing
 * by other sites.
 */
export const BASE_POLICY = "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

/** What lets a page compile WebAssembly, and nothing else `'unsafe-eval'` would. */
const WASM = "'wasm-unsafe-eval'";

/**
 * The policy an HTML document satisfies, as its `<meta http-equiv>` carries it: scripts from this
 * origin, the hash of each inline script it runs (the theme script, the config's and front matter's
 * inline `head` scripts), and the origin of each external one (`https://cdn.example`). No
 * `'unsafe-inline'` or `'unsafe-eval'`: a script injected later (by a bug rendering data as HTML) is
 * blocked. Frames from this origin and from `frames`, the origins the site's iframes show (every page of
 * the site lists them all: a page reached by a link is shown in the document the reader opened first).
 * Styles and images are left alone (React's style props, images from anywhere in content). With `wasm`, when a
 * component of the site compiles WebAssembly, `'wasm-unsafe-eval'` (every page: as the frames, for the site).
 *
 * @example
 * documentPolicy('<script>void 0</script><script src="https://cdn.example/a.js"></script>', ['https://www.youtube.com'])
 * // "script-src 'self' 'sha256-…' https://cdn.example; frame-src 'self' https://www.youtube.com; object-src 'none'; base-uri 'self'"
 */
export function documentPolicy(html: string, frames: readonly string[] = [], wasm = false): string {
  const { inline, external } = scriptSources(html);
  // A component of the site's that compiles WebAssembly (shiki's regex engine, sql.js): allowed alone, not JS's eval.
  const sources = new Set(wasm ? ["'self'", WASM] : ["'self'"]);
  for (const text of inline) sources.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  for (const src of external) {
    const origin = sourceOrigin(src);
    if (origin) sources.add(origin);
  }
  const frameSources = ["'self'", ...frames].join(' ');
  return `script-src ${[...sources].join(' ')}; frame-src ${frameSources}; object-src 'none'; base-uri 'self'`;
}

/**
 * The header an HTML page is sent with: its own policy (the frames its meta allows, which are the whole
 * site's), and `frame-ancestors`, which a meta cannot carry. A page built without a policy (the config's
 * `contentSecurityPolicy: false`) gets `frame-ancestors` alone.
 */
export function pageHeaderPolicy(html: string): string {
  const framing = "frame-ancestors 'self'";
  const meta = POLICY_META.exec(html)?.[1];
  return meta === undefined ? framing : `${documentPolicy(html, framedOrigins(html), meta.includes(WASM))}; ${framing}`;
}

/** The origins besides its own a document's policy (as `withPolicyMeta` wrote it) lets it frame. */
export function framedOrigins(html: string): string[] {
  const frames = /(?:^|; )frame-src ([^;]*)/.exec(POLICY_META.exec(html)?.[1] ?? '')?.[1];
  return frames?.split(' ').filter((source) => source !== "'self'") ?? [];
}

/** A document's policy meta, as `withPolicyMeta` writes it (its policy holds no `"` to escape). */
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/i;

/**
 * The document with its policy in a `<meta http-equiv>` right after `<meta charset>` (else after
 * `<head>`): before every script and iframe, so it covers all of them, and where a static host that sends
 * no header still delivers it. `frames` and `wasm` as `documentPolicy` takes them.
 */
export function withPolicyMeta(html: string, frames: readonly string[] = [], wasm = false): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${documentPolicy(html, frames, wasm)}">`;
  const at = /<meta charset=[^>]*>/i.exec(html) ?? /<head(?=[\s>])[^>]*>/i.exec(html);
  const index = at ? at.index + at[0].length : 0;
  return html.slice(0, index) + meta + html.slice(index);
}
