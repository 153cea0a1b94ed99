import { createHash } from 'node:crypto';
import { scriptSources } from './script-sources';

/**
 * What every answer that is not an HTML page carries (assets, JSON, redirects, errors): scripts from
 * this origin only (the search worker's own imports), no plugins, no `<base>` elsewhere, no framing
 * by other sites.
 */
export const BASE_POLICY = "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

/**
 * The policy an HTML document satisfies, as its `<meta http-equiv>` carries it: scripts from this
 * origin, the hash of each inline script it runs (the theme script, the config's and front matter's
 * inline `head` scripts), and the origin of each external one (`https://cdn.example`). No
 * `'unsafe-inline'` or `'unsafe-eval'`: a script injected later (by a bug rendering data as HTML) is
 * blocked. Styles and images are left alone (React's style props, images from anywhere in content).
 *
 * @example
 * documentPolicy('<script>void 0</script><script src="https://cdn.example/a.js"></script>')
 * // "script-src 'self' 'sha256-…' https://cdn.example; object-src 'none'; base-uri 'self'"
 */
export function documentPolicy(html: string): string {
  const { inline, external } = scriptSources(html);
  const sources = new Set(["'self'"]);
  for (const text of inline) sources.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  for (const src of external) {
    const origin = scriptOrigin(src);
    if (origin) sources.add(origin);
  }
  return `script-src ${[...sources].join(' ')}; object-src 'none'; base-uri 'self'`;
}

/**
 * The header an HTML page is sent with: its own policy, and `frame-ancestors`, which a meta cannot carry. A
 * page built without a policy (the config's `contentSecurityPolicy: false`) gets `frame-ancestors` alone.
 */
export function pageHeaderPolicy(html: string): string {
  const framing = "frame-ancestors 'self'";
  return POLICY_META.test(html) ? `${documentPolicy(html)}; ${framing}` : framing;
}

/** A document's policy meta, as `withPolicyMeta` writes it. */
const POLICY_META = /<meta http-equiv="Content-Security-Policy"/i;

/**
 * The document with its policy in a `<meta http-equiv>` right after `<meta charset>` (else after
 * `<head>`): before every script, so it covers all of them, and where a static host that sends no
 * header still delivers it.
 */
export function withPolicyMeta(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${documentPolicy(html)}">`;
  const at = /<meta charset=[^>]*>/i.exec(html) ?? /<head(?=[\s>])[^>]*>/i.exec(html);
  const index = at ? at.index + at[0].length : 0;
  return html.slice(0, index) + meta + html.slice(index);
}

/**
 * The source expression for a script's `src`: `scheme://host[:port]` for an absolute http(s) URL,
 * `host[:port]` for a protocol-relative one (the page's own scheme), nothing for a path on this origin
 * (`'self'` covers it) or for a URL whose host a policy could not hold as it is. Other schemes (`data:`)
 * get nothing either: allowing them would allow any script.
 */
function scriptOrigin(src: string): string | undefined {
  const match = /^(?:(https?):)?\/\/([^/?#\\]*)/i.exec(src);
  if (!match) return undefined;
  let host: string;
  try {
    host = new URL(`http://${match[2]}`).host;
  } catch {
    return undefined;
  }
  if (!/^[a-z\d.-]+(:\d+)?$|^\[[\da-f:.]+\](:\d+)?$/.test(host)) return undefined;
  return match[1] ? `${match[1].toLowerCase()}://${host}` : host;
}
