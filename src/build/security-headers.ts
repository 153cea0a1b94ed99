import { readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { BASE_POLICY, pageHeaderPolicy } from './content-security-policy';

/**
 * Headers every answer of `serve` and `dev` carries, pages, assets, redirects and errors alike: no
 * guessing a type from the bytes (a JSON chunk is never run as a script), and only the origin sent
 * along to other sites.
 */
const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Sets the security headers and a Content-Security-Policy (the one for anything but a page, unless given). */
export function setSecurityHeaders(res: ServerResponse, policy = BASE_POLICY): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', policy);
}

/** The security headers as raw HTTP lines, for answers written straight to a socket (a request Node could not parse). */
export function rawSecurityHeaders(): string {
  return Object.entries({ ...SECURITY_HEADERS, 'Content-Security-Policy': BASE_POLICY })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}

const filePolicies = new Map<string, { stamp: string; policy: string }>();

/**
 * The header policy of an HTML file (see pageHeaderPolicy), read again only when the file changed:
 * the same as the policy its `<meta>` carries, plus `frame-ancestors`, so the two never disagree.
 */
export function htmlFilePolicy(file: string): string {
  const stats = statSync(file);
  const stamp = `${stats.mtimeMs}:${stats.size}`;
  const kept = filePolicies.get(file);
  if (kept?.stamp === stamp) return kept.policy;
  const policy = pageHeaderPolicy(readFileSync(file, 'utf8'));
  filePolicies.set(file, { stamp, policy });
  return policy;
}
