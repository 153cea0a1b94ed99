import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CLIENT_REDIRECTS_MODULE, clientRedirectsOf } from '../../../../src/build/config/client-redirects-plugin';

const { pluginClientRedirects } = CLIENT_REDIRECTS_MODULE['@rspress/plugin-client-redirects'];

/** Runs a head script at `href` and gives the address it sends the reader to, or null when it stays. */
function sentTo(script: string, href: string): string | null {
  const url = new URL(href);
  let replaced: string | null = null;
  const location = { pathname: url.pathname, hash: url.hash, replace: (to: string) => (replaced = to) };
  runInNewContext(script, { location });
  return replaced;
}

function scriptOf(redirects: unknown, base = '/'): string {
  const { head } = clientRedirectsOf([pluginClientRedirects({ redirects })], base);
  if (!Array.isArray(head) || typeof head[2] !== 'string') throw new Error('no head script');
  return head[2];
}

describe('clientRedirectsOf', () => {
  it('sends an old address to the new one, keeping the base and the hash', () => {
    const script = scriptOf([{ from: '^/guides/(.*)$', to: '/learn/$1' }], '/docs/');
    expect(sentTo(script, 'https://x.dev/docs/guides/testing#setup')).toBe('/docs/learn/testing#setup');
    expect(sentTo(script, 'https://x.dev/docs/learn/testing')).toBeNull();
  });

  it('tries the rules and their patterns in order, and sends an external target as it is', () => {
    const script = scriptOf([
      { from: ['^/a$', '^/b$'], to: 'https://example.com/elsewhere' },
      { from: '^/b$', to: '/never' },
    ]);
    expect(sentTo(script, 'https://x.dev/b')).toBe('https://example.com/elsewhere');
  });

  it('does not send a reader to the address they are at', () => {
    expect(sentTo(scriptOf([{ from: '^/same$', to: '/same' }]), 'https://x.dev/same')).toBeNull();
  });

  it('keeps a pattern holding "</script>" from ending the script element', () => {
    const script = scriptOf([{ from: '^/x(</script>)?$', to: '/y' }]);
    expect(script).not.toContain('</script');
    expect(sentTo(script, 'https://x.dev/x')).toBe('/y');
  });

  it('names each redirect it cannot use and keeps the others', () => {
    const { head, ignored } = clientRedirectsOf(
      [
        pluginClientRedirects({
          redirects: [
            { from: '(', to: '/a' },
            { from: '^/b$', to: 'javascript:alert(1)' },
            { to: '/c' },
            { from: '^/d$', to: '/e' },
          ],
        }),
      ],
      '/',
    );
    expect(ignored).toEqual([
      '"redirects[0]" of @rspress/plugin-client-redirects ("from" "(" is not a regular expression)',
      '"redirects[1]" of @rspress/plugin-client-redirects ("to" must be a path or an http(s) address)',
      '"redirects[2]" of @rspress/plugin-client-redirects ("from" must be a regular expression as a string, or a list of them)',
    ]);
    expect(head?.[2]).toContain('"^/d$"');
  });

  it('gives no script for a plugin without redirects, and passes the other plugins on', () => {
    const other = { name: 'other' };
    expect(clientRedirectsOf([pluginClientRedirects(), other])).toEqual({ ignored: [], others: [other] });
  });
});
