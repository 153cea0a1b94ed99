import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutput } from '../../../src/build/cache/build-stamp';
import { PreviousOutput } from '../../../src/build/cache/previous-output';
import { withPolicyMeta } from '../../../src/build/content-security-policy';
import { Output } from '../../../src/build/output';
import { serve, siteBase } from '../../../src/build/serve';
import { precompress } from '../../support/precompress';
import { rawRequest } from './raw-http';
import { writeTree } from './tree';

let server: Server;
let base: string;

beforeAll(async () => {
  const dir = writeTree({
    'index.html': '<h1>home</h1>',
    '404.html': '<html lang="en"><h1>PAGE NOT FOUND</h1></html>',
    'zh/index.html': '<h1>首页</h1>',
    'zh/404.html': '<h1>页面未找到</h1>',
    'guide/a.html': `<h1>A</h1>${'text '.repeat(500)}`,
    'assets/main.1a2b3c4d.js': 'console.log(1)',
    'static/site-index.json': '{}',
    'guide/a.md': `# A\n\n${'文本 '.repeat(500)}`,
    'zh/llms.txt': '# 文档\n',
    'c++.html': '<h1>C++</h1>',
    '.secret': 'hidden',
    'guide/.env': 'hidden',
    '.well-known/security.txt': 'Contact: x',
    'guide/scripted.html': withPolicyMeta('<head><meta charset="utf-8"><script>theme()</script></head><body>S</body>'),
  });
  precompress(dir);
  server = await serve({ dir, port: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('serve', () => {
  it('serves clean URLs as HTML', async () => {
    const res = await fetch(`${base}/guide/a`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<h1>A</h1>');
  });

  it('serves a page whose name holds a + by its path written either way, to clients that take no compression', async () => {
    for (const path of ['/c++', '/c%2B%2B', '/c%2b%2B.html']) {
      const res = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<h1>C++</h1>');
    }
  });

  it('answers hidden files with 404, but serves /.well-known/', async () => {
    expect((await fetch(`${base}/.secret`)).status).toBe(404);
    expect((await fetch(`${base}/guide/.env`)).status).toBe(404);
    expect(await (await fetch(`${base}/.well-known/security.txt`)).text()).toBe('Contact: x');
  });

  it('reaches the Chinese home with and without the trailing slash', async () => {
    for (const path of ['/zh', '/zh/']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<h1>首页</h1>');
    }
  });

  it('answers unknown paths with the 404 page of their language and status 404', async () => {
    const en = await fetch(`${base}/no/such/page`);
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('PAGE NOT FOUND');
    const zh = await fetch(`${base}/zh/no/such/page`);
    expect(zh.status).toBe(404);
    expect(await zh.text()).toContain('页面未找到');
  });

  it('sends a 404 page as notFoundHtml makes it (the dev server adds its live-update script)', async () => {
    const dir = writeTree({ 'index.html': '<h1>home</h1>', '404.html': '<body><h1>PAGE NOT FOUND</h1></body>' });
    const live = await serve({
      dir,
      port: 0,
      notFoundHtml: (html) => html.replace('</body>', '<script></script></body>'),
    });
    try {
      const res = await fetch(`http://127.0.0.1:${(live.address() as AddressInfo).port}/guide/missing`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('<body><h1>PAGE NOT FOUND</h1><script></script></body>');
    } finally {
      await new Promise<void>((done) => live.close(() => done()));
    }
  });

  it('sends precompressed files to clients that accept them', async () => {
    const res = await fetch(`${base}/guide/a`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('<h1>A</h1>');
  });

  it('serves Markdown twins as UTF-8 Markdown, compressed or not', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const res = await fetch(`${base}/guide/a.md`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await res.text()).toContain('# A\n\n文本');
    }
  });

  it('serves llms.txt as UTF-8 text', async () => {
    const res = await fetch(`${base}/zh/llms.txt`);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('# 文档\n');
  });

  it('caches hashed assets for a year and HTML not at all', async () => {
    expect((await fetch(`${base}/assets/main.1a2b3c4d.js`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await fetch(`${base}/guide/a`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('revalidates the unhashed site index, which changes with the site', async () => {
    expect((await fetch(`${base}/static/site-index.json`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('redirects the default language prefix away, keeping the query', async () => {
    const res = await fetch(`${base}/en/guide/a?x=1`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/guide/a?x=1');
  });

  it('sends the security headers with every answer: a page, an asset, a 404, a redirect', async () => {
    for (const path of ['/guide/a', '/assets/main.1a2b3c4d.js', '/no/such/page', '/en/guide/a']) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'self'$/);
    }
  });

  it('sends a page the policy its own meta carries, and frame-ancestors, also when it is not modified', async () => {
    const res = await fetch(`${base}/guide/scripted`);
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await res.text())?.[1];
    expect(meta).toBe(
      "script-src 'self' 'sha256-Rfr3GgHZFiXm+TmNr+li+0sZ4J9FGllo8jsXcJF5XZ8='; frame-src 'self'; object-src 'none'; base-uri 'self'",
    );
    expect(res.headers.get('content-security-policy')).toBe(`${meta}; frame-ancestors 'self'`);
    const again = await fetch(`${base}/guide/scripted`, {
      headers: { 'if-none-match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(`${meta}; frame-ancestors 'self'`);
  });

  it('sends anything but a page a policy allowing only scripts of this origin', async () => {
    expect((await fetch(`${base}/assets/main.1a2b3c4d.js`)).headers.get('content-security-policy')).toBe(
      "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    );
  });

  it('answers a target it cannot read with 400 and the security headers, as Node would not', async () => {
    const { port } = server.address() as AddressInfo;
    for (const line of ['GET //x/%E0%A4%A HTTP/1.1', 'GET /a b HTTP/1.1']) {
      const answer = await rawRequest(port, line);
      expect([answer.status, answer.headers['x-content-type-options']], line).toEqual([400, 'nosniff']);
    }
  });
});

describe('serve, for files the build left without compressed copies', () => {
  const page = `<h1>Plain</h1>${'words '.repeat(400)}`;
  let dir: string;
  let origin: string;
  let plain: Server;
  beforeAll(async () => {
    dir = writeTree({
      '404.html': '<h1>PAGE NOT FOUND</h1>',
      'guide/plain.html': page,
      'guide/plain.md': `# Plain\n\n${'词语 '.repeat(400)}`,
      'static/chunks/guide_plain.1a2b3c4d.json': JSON.stringify({ html: page }),
      'tiny.txt': 'tiny',
    });
    plain = await serve({ dir, port: 0 });
    origin = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => plain.close(() => done())));
  const get = (path: string, encoding: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { headers: { 'accept-encoding': encoding, ...headers } });

  it('compresses a page, its chunk and its Markdown twin as the client asks: brotli, else gzip', async () => {
    for (const [path, type] of [
      ['/guide/plain', 'text/html;charset=utf-8'],
      ['/static/chunks/guide_plain.1a2b3c4d.json', 'application/json'],
      ['/guide/plain.md', 'text/markdown; charset=utf-8'],
    ]) {
      for (const [accepted, sent] of [
        ['gzip, br', 'br'],
        ['gzip', 'gzip'],
      ]) {
        const res = await get(path, accepted);
        expect([res.status, res.headers.get('content-encoding'), res.headers.get('content-type')], path).toEqual([
          200,
          sent,
          type,
        ]);
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
      }
    }
    expect(await (await get('/guide/plain', 'br')).text()).toBe(page);
  });

  it('sends the file as it is to a client that takes no compression, and a file under 1 KB uncompressed', async () => {
    const res = await get('/guide/plain', 'identity');
    expect([res.headers.get('content-encoding'), await res.text()]).toEqual([null, page]);
    expect((await get('/tiny.txt', 'br')).headers.get('content-encoding')).toBeNull();
  });

  it('keeps the page headers: its policy, no-cache, and 304 for a matching ETag', async () => {
    const res = await get('/guide/plain', 'br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'$/);
    const again = await get('/guide/plain', 'br', { 'if-none-match': res.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
    const otherEncoding = await get('/guide/plain', 'gzip', { 'if-none-match': res.headers.get('etag') ?? '' });
    expect(otherEncoding.status).toBe(200);
  });

  it('compresses a file again once it changed, not the cached bytes of the old one', async () => {
    expect(await (await get('/guide/plain', 'br')).text()).toBe(page);
    const changed = `<h1>Changed</h1>${'other words '.repeat(300)}`;
    writeFileSync(join(dir, 'guide/plain.html'), changed);
    expect(await (await get('/guide/plain', 'br')).text()).toBe(changed);
  });
});

describe('serve, while a build puts a new site in place', () => {
  const notFound = '<html lang="en"><h1>NOT FOUND</h1></html>';
  /** A site committed as a build commits it: over the last one, keeping its unchanged files, its mark written anew. */
  const commit = (dir: string, files: Record<string, string>) => {
    const output = new Output(dir, new PreviousOutput(dir, listOutput(dir)));
    for (const [path, text] of Object.entries(files)) output.write(path, text);
    output.commit();
    output.removeReplaced();
  };
  const pages = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`guide/${i}.html`, `<h1>Page ${i}</h1>`]));

  it.each([
    ['moved in over the old files (one page edited)', pages],
    ['swapped in whole (most files changed)', {}],
  ])("serves the new site's files, its new hashed assets too, without a restart: %s", async (_, kept) => {
    const dir = join(writeTree({}), 'dist');
    commit(dir, { ...kept, '404.html': notFound, 'assets/main.aaaaaaaa.js': 'old()' });
    const server = await serve({ dir, port: 0 });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect((await fetch(`${origin}/assets/main.aaaaaaaa.js`)).status).toBe(200);
    commit(dir, { ...kept, '404.html': notFound, 'assets/main.bbbbbbbb.js': 'new()' });
    const res = await fetch(`${origin}/assets/main.bbbbbbbb.js`);
    expect([res.status, await res.text()]).toEqual([200, 'new()']);
    expect((await fetch(`${origin}/assets/main.aaaaaaaa.js`)).status).toBe(404);
    await new Promise<void>((done) => server.close(() => done()));
  });
});

describe('serve, when answering fails', () => {
  it('answers 500 for an error while answering, and keeps serving', async () => {
    const dir = writeTree({ 'index.html': '<h1>home</h1>' });
    const failing = await serve({
      dir,
      port: 0,
      handle: (req) => {
        if (req.url === '/boom') throw new Error('boom');
        return false;
      },
    });
    const origin = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    const res = await fetch(`${origin}/boom`);
    expect([res.status, await res.text(), res.headers.get('x-content-type-options')]).toEqual([
      500,
      '500 Internal Server Error: internal error\n',
      'nosniff',
    ]);
    expect(await (await fetch(`${origin}/`)).text()).toBe('<h1>home</h1>');
    await new Promise<void>((done) => failing.close(() => done()));
  });

  it('drops the connection for a file deleted since the server started, and keeps serving', async () => {
    const dir = writeTree({ 'index.html': '<h1>home</h1>', 'gone.txt': 'soon gone' });
    const listed = await serve({ dir, port: 0 });
    const { port } = listed.address() as AddressInfo;
    rmSync(join(dir, 'gone.txt'));
    // Its headers were written before the file failed to open: the connection closes, with nothing sent.
    await expect(rawRequest(port, 'GET /gone.txt HTTP/1.1')).rejects.toThrow(
      'no HTTP answer to "GET /gone.txt HTTP/1.1": ""',
    );
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('<h1>home</h1>');
    listed.closeAllConnections();
    await new Promise<void>((done) => listed.close(() => done()));
  });

  it.runIf(existsSync('/proc/self/fd'))('closes the file of an answer its client abandoned halfway', async () => {
    const dir = writeTree({ 'big.txt': 'x'.repeat(8_000_000) });
    const big = await serve({ dir, port: 0 });
    const { port } = big.address() as AddressInfo;
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    for (let i = 0; i < 50; i++)
      await new Promise<void>((done) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GET /big.txt HTTP/1.1\r\nHost: x\r\n\r\n'));
        socket.once('data', () => socket.destroy());
        socket.on('close', () => done());
      });
    await expect.poll(openFiles, { timeout: 3_000 }).toBeLessThan(before + 10);
    await new Promise<void>((done) => big.close(() => done()));
  });
});

describe('serve, a site built for a base', () => {
  const site = (base: unknown) =>
    writeTree({
      'index.html': '<h1>home</h1>',
      '404.html': `<html lang="en"><h1>PAGE NOT FOUND</h1><script id="__SITE__" type="application/json">${JSON.stringify({ config: { base } })}</script></html>`,
      'zh/404.html': '<h1>页面未找到</h1>',
      'guide/a.html': '<h1>A</h1>',
      'assets/main.1a2b3c4d.js': 'console.log(1)',
    });
  const started = async (dir: string) => {
    const served = await serve({ dir, port: 0 });
    const origin = `http://127.0.0.1:${(served.address() as AddressInfo).port}`;
    const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });
    return { get, close: () => new Promise<void>((done) => served.close(() => done())) };
  };

  it('serves it under the base, leads / and the base without its slash there, and answers 404 elsewhere', async () => {
    const { get, close } = await started(site('/docs/'));
    try {
      expect(siteBase(site('/docs/'))).toBe('/docs/');
      expect(await (await get('/docs/guide/a')).text()).toBe('<h1>A</h1>');
      expect((await get('/docs/assets/main.1a2b3c4d.js')).status).toBe(200);
      expect((await get('/docs/')).status).toBe(200);
      for (const [path, status, location] of [
        ['/', 302, '/docs/'],
        ['/docs', 301, '/docs/'],
        ['/docs?q=1', 301, '/docs/?q=1'],
        ['/docs/en/guide/a', 301, '/docs/guide/a'],
      ] as const) {
        const res = await get(path);
        expect([path, res.status, res.headers.get('location')]).toEqual([path, status, location]);
      }
      for (const path of ['/guide/a', '/docsx/guide/a', '/docs/nope']) expect((await get(path)).status).toBe(404);
      expect(await (await get('/docs/zh/nope')).text()).toBe('<h1>页面未找到</h1>');
    } finally {
      await close();
    }
  });

  it('takes a base that is not a plain path as the root, never redirecting to another host', async () => {
    for (const base of ['//evil.example/', '/a//b/', 'docs/', '/docs', 42]) {
      const dir = site(base);
      expect(siteBase(dir)).toBe('/');
      const { get, close } = await started(dir);
      try {
        expect((await get('/guide/a')).status).toBe(200);
        expect((await get('/')).headers.get('location')).toBeNull();
      } finally {
        await close();
      }
    }
  });
});
