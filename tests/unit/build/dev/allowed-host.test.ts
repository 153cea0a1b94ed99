import { describe, expect, it } from 'vitest';
import { isAllowedHost, isOwnOrigin } from '../../../../src/build/dev/allowed-host';

describe('isAllowedHost', () => {
  it.each([
    'localhost',
    'localhost:4173',
    'LOCALHOST.:4173',
    'docs.localhost:4173',
    '127.0.0.1:4173',
    '[::1]:4173',
    '[::1]',
    '192.168.1.20:4173',
  ])('answers %s, which no other site can point its name at', (host) => {
    expect(isAllowedHost(host, '127.0.0.1')).toBe(true);
  });

  it.each([
    'evil.example',
    'evil.example:4173',
    'localhost.evil.example',
    '127.0.0.1.nip.io:4173',
    'localhost:4173@evil.example',
    'localhost evil',
    '',
    undefined,
  ])('refuses %j, which may be a rebound name', (host) => {
    expect(isAllowedHost(host, '127.0.0.1')).toBe(false);
  });

  it('answers the name it was told to listen on', () => {
    expect(isAllowedHost('docs.lan:4173', 'docs.lan')).toBe(true);
    expect(isAllowedHost('Docs.Lan', 'docs.lan')).toBe(true);
    expect(isAllowedHost('docs.lan:4173', '127.0.0.1')).toBe(false);
    expect(isAllowedHost('[fe80::1]:4173', 'fe80::1')).toBe(true);
  });
});

describe('isOwnOrigin', () => {
  it("allows no Origin, and this server's own", () => {
    expect(isOwnOrigin(undefined, 'localhost:4173')).toBe(true);
    expect(isOwnOrigin('http://LocalHost:4173', 'localhost:4173')).toBe(true);
  });

  it("refuses another site's, another port's and the opaque origin", () => {
    expect(isOwnOrigin('http://evil.example', 'localhost:4173')).toBe(false);
    expect(isOwnOrigin('http://localhost:5000', 'localhost:4173')).toBe(false);
    expect(isOwnOrigin('https://localhost:4173', 'localhost:4173')).toBe(false);
    expect(isOwnOrigin('null', 'localhost:4173')).toBe(false);
  });
});
