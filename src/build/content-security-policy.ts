import { createHash } from 'node:crypto';
import { scriptSources } from './script-sources';
import { sourceOrigin } from './source-origin';

/**
 * What every answer that is not an HTML page carries (assets, JSON, redirects, errors): scripts from
 * this origin only (the search worker's own imports), no plugins, no `<base>` elsewhere, no framing
 * by other sites.
 */
export const BASE_POLICY = "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

/**
 * What a component of the site compiles in the browser, which the policy then allows: WebAssembly alone
 * (`'wasm-unsafe-eval'`: shiki's regex engine, sql.js), or JavaScript from strings too (`'unsafe-eval'`: a
 * component calling `eval` or `new Function`, which Rspress, sending no policy, lets run).
 */
export type Compiles = 'wasm' | 'eval';

const COMPILE_SOURCES: Record<Compiles, string> = { wasm: "'wasm-unsafe-eval'", eval: "'unsafe-eval'" };

/**
 * The policy an HTML document satisfies, as its `<meta http-equiv>` carries it: scripts from this
 * origin, the hash of each inline script it runs (the theme script, the config's and front matter's
 * inline `head` scripts), and the origin of each external one (`https://cdn.example`). No
 * `'unsafe-inline'` or `'unsafe-eval'`: a script injected later (by a bug rendering data as HTML) is
 * blocked. Frames from this origin and from `frames`, the origins the site's iframes show (every page of
 * the site lists them all: a page reached by a link is shown in the document the reader opened first).
 * Styles and images are left alone (React's style props, images from anywhere in content). With `compiles`, what
 * a component of the site compiles (see `Compiles`; every page: as the frames, for the site), and from `scripts`,
 * the sources a component's own script loads scripts from (`https:`, see site-assets.ts).
 *
 * @example
 * documentPolicy('<script>void 0</script><script src="https://cdn.example/a.js"></script>', ['https://www.youtube.com'])
 * // "script-src 'self' 'sha256-…' https://cdn.example; frame-src 'self' https://www.youtube.com; object-src 'none'; base-uri 'self'"
 */
export function documentPolicy(
  html: string,
  frames: readonly string[] = [],
  compiles?: Compiles,
  scripts: readonly string[] = [],
): string {
  const { inline, external } = scriptSources(html);
  const sources = new Set(compiles ? ["'self'", COMPILE_SOURCES[compiles]] : ["'self'"]);
  for (const text of inline) sources.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  for (const src of external) {
    const origin = sourceOrigin(src);
    if (origin) sources.add(origin);
  }
  for (const source of scripts) sources.add(source);
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
  if (meta === undefined) return framing;
  return `${documentPolicy(html, framedOrigins(html), compilesIn(meta), scriptOrigins(meta))}; ${framing}`;
}

/** What a document's policy (as `withPolicyMeta` wrote it) lets its scripts compile. */
function compilesIn(policy: string): Compiles | undefined {
  return (Object.keys(COMPILE_SOURCES) as Compiles[]).find((kind) =>
    policy.split(/[ ;]/).includes(COMPILE_SOURCES[kind]),
  );
}

/** The origins and schemes a policy lets scripts come from (`https://cdn.example`, `https:`), not its own or hashes. */
function scriptOrigins(policy: string): string[] {
  const sources = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1];
  return sources?.split(' ').filter((source) => !source.startsWith("'")) ?? [];
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
 * no header still delivers it. `frames`, `compiles` and `scripts` as `documentPolicy` takes them.
 */
export function withPolicyMeta(
  html: string,
  frames: readonly string[] = [],
  compiles?: Compiles,
  scripts: readonly string[] = [],
): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${documentPolicy(html, frames, compiles, scripts)}">`;
  const at = /<meta charset=[^>]*>/i.exec(html) ?? /<head(?=[\s>])[^>]*>/i.exec(html);
  const index = at ? at.index + at[0].length : 0;
  return html.slice(0, index) + meta + html.slice(index);
}
