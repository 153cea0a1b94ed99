/**
 * Whether the dev server answers a request sent to `host` (the Host header, `name[:port]`): a loopback
 * name (`localhost`, `*.localhost`, `127.0.0.1`, `[::1]`), the host it listens on (`--host`), or an IP
 * address (no DNS lookup stands between a tab and an address, so no site can rebind one onto this
 * server). Any other name is a page of some site whose DNS now points here (DNS rebinding): refused, so
 * it can neither read the site nor its event stream.
 *
 * @example
 * isAllowedHost('localhost:4173', '127.0.0.1') // true
 * isAllowedHost('evil.example:4173', '127.0.0.1') // false
 */
export function isAllowedHost(host: string | undefined, listening: string): boolean {
  if (!host) return false;
  const name = hostName(host);
  if (name === undefined) return false;
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === hostName(listening.includes(':') && !listening.startsWith('[') ? `[${listening}]` : listening) ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(name) ||
    name.startsWith('[')
  );
}

/**
 * Whether a request's `Origin` header allows it to read the event stream: absent (a same-origin
 * EventSource may not send one; a page of another site always does) or this very server's origin.
 */
export function isOwnOrigin(origin: string | undefined, host: string): boolean {
  return origin === undefined || origin.toLowerCase() === `http://${host.toLowerCase()}`;
}

/** `Name.Example.:80` → `name.example`; `[::1]:80` → `[::1]`; undefined for anything else. */
function hostName(host: string): string | undefined {
  const match = /^(\[[\da-f:.]+\]|[\w.-]+)(:\d*)?$/i.exec(host.trim());
  return match?.[1].toLowerCase().replace(/\.$/, '');
}
