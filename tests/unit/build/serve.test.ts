import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../src/build/output';
import { serve } from '../../../src/build/serve';
import { writeTree } from './tree';

let server: Server;
let base: string;

beforeAll(async () => {
  const dir = writeTree({
    'index.html': '<h1>home</h1>',
    '404.html': '<h1>PAGE NOT FOUND</h1>',
    'zh/index.html': '<h1>首页</h1>',
    'zh/404.html': '<h1>页面未找到</h1>',
    'guide/a.html': `<h1>A</h1>${'text '.repeat(500)}`,
    'assets/main.1a2b3c4d.js': 'console.log(1)',
    'static/site-index.json': '{}',
    'guide/a.md': `# A\n\n${'文本 '.repeat(500)}`,
    'zh/llms.txt': '# 文档\n',
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
});
