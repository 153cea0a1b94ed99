import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { handleDevRequest } from '../../../../src/build/dev/dev-requests';
import { EventStream } from '../../../../src/build/dev/event-stream';
import { writeTree } from '../tree';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((done) => server.close(done));
});

/** A server answering through handleDevRequest alone (404 for what it leaves), and the pages it was told of. */
async function devServer(files: Record<string, string>, failed = false) {
  const outDir = writeTree(files);
  const opened: string[] = [];
  const events = new EventStream(() => ({ type: 'ok' }));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const context = {
      host: '127.0.0.1',
      outDir,
      devScript: undefined,
      events,
      failed: () => failed,
      opened: (p: string) => opened.push(p),
    };
    if (!handleDevRequest(req, res, url, context)) res.writeHead(404).end();
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { opened, get: (path: string) => fetch(origin + path) };
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
    expect((await dev.get('/%E0%A4%A')).status).toBe(404);
    expect(dev.opened).toEqual([]);
  });

  it('answers a blank page (for the overlay) before a first good build, and tells of no page', async () => {
    const dev = await devServer({}, true);
    const res = await dev.get('/guide/a');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<script type="module" src="/__esmx_dev/client.js"></script>');
    expect(dev.opened).toEqual([]);
  });
});
