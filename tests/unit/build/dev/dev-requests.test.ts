import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { handleDevRequest } from '../../../../src/build/dev/dev-requests';
import { EventStream } from '../../../../src/build/dev/event-stream';
import { parseRequestTarget } from '../../../../src/build/request-target';
import { rawRequest } from '../raw-http';
import { writeTree } from '../tree';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

/** A server answering through handleDevRequest alone (404 for what it leaves), and the pages it was told of. */
async function devServer(files: Record<string, string>, failed = false, mounted = true) {
  const outDir = writeTree(files);
  const opened: string[] = [];
  const events = new EventStream(() => ({ type: 'ok' }));
  const server = createServer((req, res) => {
    const target = parseRequestTarget(req.url);
    const context = {
      host: '127.0.0.1',
      outDir,
      devScript: undefined,
      events,
      failed: () => failed,
      opened: (p: string) => opened.push(p),
    };
    if ('status' in target) res.writeHead(target.status).end();
    else if (!handleDevRequest(req, res, target, context, mounted)) res.writeHead(404).end();
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    opened,
    port,
    get: (path: string, headers: Record<string, string> = {}) => fetch(origin + path, { headers }),
  };
}

describe('handleDevRequest', () => {
  it('serves a page with the live-update script and tells which page a tab opened', async () => {
    const dev = await devServer({ 'guide/a.html': '<html><body><h1>A</h1></body></html>', 'index.html': '<body>' });
    const res = await dev.get('/guide/a');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(
      '<html><body><h1>A</h1><script type="module" src="/__esmx_dev/client.js"></script></body></html>',
    );
    expect(dev.opened).toEqual(['/guide/a']);
  });

  it('leaves assets and missing pages to the static server, without telling of them', async () => {
    const dev = await devServer({ 'assets/app.js': 'x', 'index.html': '<body>' });
    expect((await dev.get('/assets/app.js')).status).toBe(404);
    expect((await dev.get('/guide/missing')).status).toBe(404);
    // A malformed target never reaches it: the request-target parser refuses it first.
    expect((await dev.get('/%E0%A4%A')).status).toBe(400);
    expect(dev.opened).toEqual([]);
  });

  it('answers a blank page (for the overlay) before a first good build, and tells of no page', async () => {
    const dev = await devServer({}, true);
    const res = await dev.get('/guide/a');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<script type="module" src="/__esmx_dev/client.js"></script>');
    expect(dev.opened).toEqual([]);
  });

  it("sends a page with a policy that allows the live-update script, this server's own", async () => {
    const meta = '<meta http-equiv="Content-Security-Policy" content="script-src \'self\'">';
    const dev = await devServer({
      'index.html': `<html><head>${meta}</head><body><script>theme()</script></body></html>`,
      'open.html': '<html><body><script>theme()</script></body></html>',
    });
    expect((await dev.get('/')).headers.get('content-security-policy')).toBe(
      "script-src 'self' 'sha256-Rfr3GgHZFiXm+TmNr+li+0sZ4J9FGllo8jsXcJF5XZ8='; frame-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    );
    // A site built with contentSecurityPolicy: false carries none, and gets framing forbidden alone.
    expect((await dev.get('/open')).headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  });

  it('refuses requests for a host name it does not know (DNS rebinding) with 403', async () => {
    const dev = await devServer({ 'index.html': '<body>HOME' });
    for (const host of ['evil.example', `evil.example:${dev.port}`, 'localhost.evil.example']) {
      const answer = await rawRequest(dev.port, 'GET / HTTP/1.1', { host });
      expect([answer.status, answer.body.includes('HOME')], host).toEqual([403, false]);
    }
    const events = await rawRequest(dev.port, 'GET /__esmx_dev/events HTTP/1.1', { host: 'evil.example' });
    expect(events.status).toBe(403);
    expect((await rawRequest(dev.port, 'GET / HTTP/1.0', { host: null })).status).toBe(403);
    // An absolute-form target names the host instead of the Host header.
    expect((await rawRequest(dev.port, 'GET http://evil.example/ HTTP/1.1')).status).toBe(403);
    expect((await rawRequest(dev.port, `GET http://localhost:${dev.port}/ HTTP/1.1`)).status).toBe(200);
    expect((await rawRequest(dev.port, 'GET / HTTP/1.1', { host: `localhost:${dev.port}` })).status).toBe(200);
  });

  it("streams events to this server's own pages only, refusing another origin with 403", async () => {
    const dev = await devServer({ 'index.html': '<body>' });
    for (const origin of ['http://evil.example', `http://localhost:${dev.port}`, 'null']) {
      const answer = await rawRequest(dev.port, 'GET /__esmx_dev/events HTTP/1.1', { origin });
      expect(answer.status, origin).toBe(403);
    }
    const own = await dev.get('/__esmx_dev/events', { origin: `http://127.0.0.1:${dev.port}` });
    expect([own.status, own.headers.get('content-type')]).toEqual([200, 'text/event-stream; charset=utf-8']);
    await own.body?.cancel();
  });

  it('tells which page a tab has open when its event stream connects (a tab left open over a restart asks for no page)', async () => {
    const dev = await devServer({ 'index.html': '<body>' });
    const own = `http://127.0.0.1:${dev.port}`;
    const stream = await dev.get('/__esmx_dev/events', { origin: own, referer: `${own}/guide/a?x=1#top` });
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
    expect(dev.opened).toEqual(['/guide/a']);
  });

  it("takes the site's base off a stream's Referer, and serves no page outside the base", async () => {
    const site = '<script id="__SITE__" type="application/json">{"config":{"base":"/docs/"}}</script>';
    const dev = await devServer({ 'index.html': '<body>', '404.html': site, 'guide/a.html': '<body>A' }, false, false);
    const own = `http://127.0.0.1:${dev.port}`;
    for (const referer of [`${own}/docs/guide/a`, `${own}/guide/b`]) {
      const stream = await dev.get('/__esmx_dev/events', { origin: own, referer });
      await stream.body?.cancel();
    }
    expect(dev.opened).toEqual(['/guide/a']);
    // `serve` gives a path outside the base as it came, not mounted: no page of the site is there.
    expect((await dev.get('/guide/a')).status).toBe(404);
  });

  it("tells of no page for a stream without a Referer, or with another host's or an unreadable one", async () => {
    const dev = await devServer({ 'index.html': '<body>' });
    const own = `http://127.0.0.1:${dev.port}`;
    for (const referer of [undefined, 'http://localhost:1/guide/a', 'not a url']) {
      const headers: Record<string, string> = referer === undefined ? { origin: own } : { origin: own, referer };
      const stream = await dev.get('/__esmx_dev/events', headers);
      expect(stream.status, referer).toBe(200);
      await stream.body?.cancel();
    }
    expect(dev.opened).toEqual([]);
  });
});
