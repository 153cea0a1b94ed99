import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPolicyMeta } from '../../../src/build/content-security-policy';
import { handleDevRequest } from '../../../src/build/dev/dev-requests';
import { EventStream } from '../../../src/build/dev/event-stream';
import { serve } from '../../../src/build/serve';
import { type RawAnswer, rawRequest } from './raw-http';
import { writeTree } from './tree';

/** Whatever a client sends, the servers answer with a 2xx-4xx that stays on the site, and stay up. */

const SECRET = 'SECRET-BESIDE-THE-SITE';
const page = (text: string, lang = 'en') =>
  withPolicyMeta(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><script>theme()</script></head><body>${text}</body></html>`,
  );

const root = writeTree({
  'secret.txt': SECRET,
  'site/index.html': page('HOME'),
  'site/404.html': page('PAGE NOT FOUND'),
  'site/guide/a.html': page('PAGE A'),
  'site/zh/index.html': page('首页', 'zh-CN'),
  'site/zh/404.html': page('页面未找到', 'zh-CN'),
  'site/assets/main.1a2b3c4d.js': 'main()',
});

/** Requests no server should trip on: [request line, headers]. */
const HOSTILE: [string, Record<string, string | null>?][] = [
  ['GET // HTTP/1.1'],
  ['GET //x HTTP/1.1'],
  ['GET \\\\ HTTP/1.1'],
  ['GET /\\\\evil.example HTTP/1.1'],
  ['GET /en//evil.example/path HTTP/1.1'],
  ['GET /en/\\evil.example HTTP/1.1'],
  ['GET /en/%5Cevil.example HTTP/1.1'],
  ['GET /en/%2F%2Fevil HTTP/1.1'],
  ['GET /en/..//evil.example HTTP/1.1'],
  ['GET /en/.%2e//%2e%2e//evil.example HTTP/1.1'],
  ['GET /en?//evil.example HTTP/1.1'],
  ['GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1'],
  ['GET /..%2f..%2fetc/passwd HTTP/1.1'],
  ['GET /../secret.txt HTTP/1.1'],
  ['GET /%2e%2e/secret.txt HTTP/1.1'],
  ['GET /.%2E/secret.txt HTTP/1.1'],
  ['GET /..%2fsecret.txt HTTP/1.1'],
  ['GET /..%5csecret.txt HTTP/1.1'],
  ['GET /guide/../../secret.txt HTTP/1.1'],
  ['GET /%00 HTTP/1.1'],
  ['GET /index.html%00.txt HTTP/1.1'],
  [`GET /${'a'.repeat(10_000)} HTTP/1.1`],
  [`GET /${'%2e%2e/'.repeat(1_000)}secret.txt HTTP/1.1`],
  ['GET http://evil.example/ HTTP/1.1'],
  ['GET http://evil.example//evil.example/en HTTP/1.1'],
  ['GET http://user@evil.example/ HTTP/1.1'],
  ['OPTIONS * HTTP/1.1'],
  ['GET * HTTP/1.1'],
  ['GET /%E0%A4%A HTTP/1.1'],
  ['GET /% HTTP/1.1'],
  ['GET /%zz HTTP/1.1'],
  ['GET /a b HTTP/1.1'],
  ['GET /\u00e9 HTTP/1.1'],
  ['GET /\u0001 HTTP/1.1'],
  ['GET /#//evil.example HTTP/1.1'],
  ['POST /en//evil.example HTTP/1.1', { 'content-length': '0' }],
  ['BREW / HTTP/1.1'],
  ['GET / HTTP/1.1', { host: null }],
  ['GET / HTTP/1.0', { host: null }],
  ['GET / HTTP/1.1', { host: 'evil.example' }],
  ['GET / HTTP/1.1', { host: 'x'.repeat(20_000) }],
  ['GET /guide/a HTTP/1.1', { range: 'bytes=99999999-' }],
  ['GET /guide/a HTTP/1.1', { range: 'bytes=5-1' }],
  ['GET /guide/a HTTP/1.1', { range: 'bytes=-0' }],
  ['GET /guide/a HTTP/1.1', { range: 'bytes=-5' }],
  ['GET /guide/a HTTP/1.1', { range: 'bytes=0-1,4-2' }],
  ['GET /guide/a HTTP/1.1', { range: 'bytes=99999999999999999999-' }],
  ['GET /guide/a HTTP/1.1', { range: 'lines=1-2' }],
  ['GET /guide/a HTTP/1.1', { 'if-none-match': '*' }],
];

/** What holds for every answer, whatever was asked. */
function expectSafe(answer: RawAnswer, request: string): void {
  const what = `${request.slice(0, 60)} → ${answer.status}`;
  expect(answer.status, what).toBeGreaterThanOrEqual(200);
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['content-security-policy'], what).toMatch(
    /^script-src 'self'.*; object-src 'none'; base-uri 'self'; frame-ancestors 'self'$/,
  );
  if (answer.headers.location !== undefined) expect(answer.headers.location, what).toMatch(/^\/(?![/\\])/);
  expect(answer.body, what).not.toContain(SECRET);
  expect(answer.body, what).not.toContain('root:x:0:0');
}

/** The static server, and the dev server's request handling on top of it (as dev-server.ts wires them). */
const servers: Record<string, () => Promise<Server>> = {
  serve: () => serve({ dir: join(root, 'site'), port: 0 }),
  dev: () => {
    const outDir = join(root, 'site');
    const context = {
      host: '127.0.0.1',
      outDir,
      devScript: undefined,
      events: new EventStream(() => ({ type: 'ok' })),
      failed: () => false,
      opened: () => undefined,
    };
    return serve({
      dir: outDir,
      port: 0,
      dev: true,
      handle: (req, res, target) => handleDevRequest(req, res, target, context),
    });
  },
};

describe.each(Object.keys(servers))('%s, sent hostile requests', (name) => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = await servers[name]();
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  });

  it('answers each with a 2xx-4xx carrying the security headers, on the site, and nothing outside it', async () => {
    for (const [line, headers] of HOSTILE) expectSafe(await rawRequest(port, line, headers), line);
  });

  it('redirects the default language away only to a path on this site', async () => {
    const location = async (line: string) => (await rawRequest(port, line)).headers.location;
    expect(await location('GET /en//evil.example/path HTTP/1.1')).toBe('/evil.example/path');
    expect(await location('GET /en/a/..//evil.example HTTP/1.1')).toBe('/evil.example');
    expect(await location('GET /en?//evil.example HTTP/1.1')).toBe('/?//evil.example');
    expect(await location('GET ///en///guide//a HTTP/1.1')).toBe('/guide/a');
  });

  it('refuses malformed targets with 400, an overlong one with 414', async () => {
    for (const line of ['GET /%E0%A4%A HTTP/1.1', 'GET * HTTP/1.1', 'GET /en/%2F%2Fevil HTTP/1.1', 'GET /a b HTTP/1.1'])
      expect((await rawRequest(port, line)).status, line).toBe(400);
    expect((await rawRequest(port, `GET /${'a'.repeat(10_000)} HTTP/1.1`)).status).toBe(414);
    expect((await rawRequest(port, 'GET / HTTP/1.1', { host: null })).status).toBe(400);
  });

  it('serves one range of bytes, and the whole file for a range it cannot serve as asked', async () => {
    const whole = (await rawRequest(port, 'GET /assets/main.1a2b3c4d.js HTTP/1.1')).body;
    const range = async (value: string) => {
      const answer = await rawRequest(port, 'GET /assets/main.1a2b3c4d.js HTTP/1.1', { range: value });
      return [answer.status, answer.body];
    };
    expect(await range('bytes=0-3')).toEqual([206, whole.slice(0, 4)]);
    expect(await range('bytes=2-')).toEqual([206, whole.slice(2)]);
    for (const value of ['bytes=5-1', 'bytes=-3', 'bytes=0-1,2-3', 'lines=0-1'])
      expect(await range(value), value).toEqual([200, whole]);
  });

  it('serves dot segments inside the site as the page they name, and none outside it', async () => {
    const a = await rawRequest(port, 'GET /zh/%2e%2e/guide/./a HTTP/1.1');
    expect([a.status, a.body.includes('PAGE A')]).toEqual([200, true]);
    const out = await rawRequest(port, 'GET /%2e%2e/%2e%2e/secret.txt HTTP/1.1');
    expect([out.status, out.body.includes('PAGE NOT FOUND')]).toEqual([404, true]);
  });

  it('holds through 2,000 concurrent requests, good and hostile, and answers normally after', async () => {
    const good = [
      'GET / HTTP/1.1',
      'GET /guide/a HTTP/1.1',
      'GET /zh/ HTTP/1.1',
      'GET /assets/main.1a2b3c4d.js HTTP/1.1',
    ];
    const requests = Array.from({ length: 2_000 }, (_, i) =>
      i % 2 ? ([good[i % good.length]] as const) : HOSTILE[i % HOSTILE.length],
    );
    const answers = await Promise.all(requests.map(([line, headers]) => rawRequest(port, line, headers)));
    answers.forEach((answer, i) => {
      expectSafe(answer, requests[i][0]);
      if (i % 2) expect(answer.status, requests[i][0]).toBe(200);
    });
    const after = await fetch(`http://127.0.0.1:${port}/guide/a`);
    expect([after.status, (await after.text()).includes('PAGE A')]).toEqual([200, true]);
  }, 60_000);
});
