/**
 * A static file server that keeps a log of what it served, for suites that count a first query's
 * requests and bytes. Counting at the server sees every request, including those a page's workers
 * make (both search engines fetch from a worker), which the page's own timeline would miss.
 *
 * Bytes are what a host serving gzip would send: the gzip size of a file, or its raw size when
 * gzip does not make it smaller (files that are compressed already, such as Pagefind's chunks).
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
};

interface Served {
  path: string;
  /** Bytes on the wire with gzip where it helps. */
  bytes: number;
}

export interface CountingServer {
  origin: string;
  /** Takes the log of requests served since the last call (and starts a new one). */
  take(): Served[];
  close(): Promise<void>;
}

/** Size on the wire of `data` from a host that gzips what gets smaller. */
function wireBytes(data: Uint8Array): number {
  return Math.min(data.length, gzipSync(data).length);
}

/**
 * Serves the files under `dir` on a free port of 127.0.0.1.
 *
 * @example
 * const server = await serveCounting('/tmp/bundle');
 * // … the page fetches `${server.origin}/pagefind/pagefind.js` …
 * server.take(); // [{ path: '/pagefind/pagefind.js', bytes: 14210 }, …]
 */
export async function serveCounting(dir: string): Promise<CountingServer> {
  const sizes = new Map<string, number>();
  let log: Served[] = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = join(dir, normalize(path));
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      log.push({ path, bytes: 0 });
      res.writeHead(404).end();
      return;
    }
    const data = readFileSync(file);
    let bytes = sizes.get(file);
    if (bytes === undefined) sizes.set(file, (bytes = wireBytes(data)));
    log.push({ path, bytes });
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    res.end(data);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take() {
      const taken = log;
      log = [];
      return taken;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
