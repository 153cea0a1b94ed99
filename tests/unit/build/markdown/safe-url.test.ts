import { describe, expect, it } from 'vitest';
import { disallowedScheme, shortUrl } from '../../../../src/build/markdown/safe-url';

describe('disallowedScheme', () => {
  it.each([
    'https://esmx.dev/guide',
    'http://localhost:3000',
    'HTTPS://ESMX.DEV',
    'mailto:team@esmx.dev',
    'tel:+1234',
    // Links to apps and other services, as Rspress passes them through.
    'mqq://card/show_pslcard?src_type=internal&uin=1',
    'itms-apps://apps.apple.com/app/id1',
    'ftp://ftp.example.com/file',
    './glossary.md',
    '../essentials/rspack.md#options',
    'glossary',
    '/guide/start/',
    '#summary',
    '?tab=npm',
    '//cdn.esmx.dev/a.png',
    'guide/a:b.md',
    // No browser reads a scheme with a character beyond ASCII: these are relative paths.
    'url\uff1ahttps://example.com',
    '\uff4aavascript:alert(1)',
    '',
  ])('lets %j through', (url) => {
    expect(disallowedScheme(url)).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)', 'javascript'],
    ['JaVaScRiPt:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['java\nscript:alert(1)', 'javascript'],
    ['  \u0001javascript:alert(1)', 'javascript'],
    ['&#106;avascript:alert(1)', 'javascript'],
    ['&#x6A;avascript:alert(1)', 'javascript'],
    ['&#106avascript:alert(1)', 'javascript'],
    ['javascript&colon;alert(1)', 'javascript'],
    ['java&Tab;script:alert(1)', 'javascript'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'data'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['file:///etc/passwd', 'file'],
    ['blob:https://esmx.dev/1f2e', 'blob'],
    ['filesystem:https://esmx.dev/temporary/a', 'filesystem'],
    ['1x:y', '1x'],
    ['java script:alert(1)', 'java script'],
  ])('refuses %j as the scheme %j', (url, scheme) => {
    expect(disallowedScheme(url)).toBe(scheme);
  });
});

describe('shortUrl', () => {
  it('quotes a URL of up to 100 characters whole', () => {
    const url = `https://esmx.dev/${'a'.repeat(83)}`;
    expect(url).toHaveLength(100);
    expect(shortUrl(url)).toBe(url);
  });

  it('quotes a longer one by its first 80 characters and its length', () => {
    const url = `data:image/png;base64,${'A'.repeat(1_000)}`;
    expect(shortUrl(url)).toBe(`${url.slice(0, 80)}… (1,022 characters)`);
  });
});
