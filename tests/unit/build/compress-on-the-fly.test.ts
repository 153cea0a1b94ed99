import { closeSync, openSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompress } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressOnTheFly, pickEncoding } from '../../../src/build/compress-on-the-fly';
import { tempFolder } from '../../support/temp-folder';

vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  return { ...zlib, brotliCompress: vi.fn(zlib.brotliCompress) };
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
  });

  it('honours q=0 and *', () => {
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeUndefined();
  });

  it('compresses nothing for a client that asks for none, or names only others', () => {
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('')).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('deflate')).toBeUndefined();
  });
});

describe('compressOnTheFly', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  /** A server answering every request for /list.json from `file` through compressOnTheFly, 404 otherwise. */
  async function serve(file: string): Promise<string> {
    const compressed = compressOnTheFly();
    server = createServer((req, res) => {
      if (!compressed(req, res, file, '/list.json')) res.writeHead(404).end();
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server?.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/list.json`;
  }

  it('compresses a file once for requests that come while it is being compressed, and answers each', async () => {
    const file = join(tempFolder('on-the-fly-'), 'list.json');
    const text = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ id: `/page-${i}`, title: `Page ${i}` })));
    writeFileSync(file, text);
    const url = await serve(file);
    vi.mocked(brotliCompress).mockClear();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fetch(url, { headers: { 'accept-encoding': 'br' } })),
    );
    for (const answer of answers) {
      expect(answer.headers.get('content-encoding')).toBe('br');
      expect(await answer.text()).toBe(text);
    }
    expect(brotliCompress).toHaveBeenCalledTimes(1);
    // Later requests take it from memory; a changed file is compressed again.
    expect(await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).text()).toBe(text);
    expect(brotliCompress).toHaveBeenCalledTimes(1);
    writeFileSync(file, `${text} `);
    expect(await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).text()).toBe(`${text} `);
    expect(brotliCompress).toHaveBeenCalledTimes(2);
  });

  it('leaves a file over 32 MB to the file server, read and compressed by none', async () => {
    const file = join(tempFolder('on-the-fly-'), 'list.json');
    // Sparse: 33 MB on paper, nothing on disk.
    closeSync(openSync(file, 'w'));
    truncateSync(file, 33 * 1024 * 1024);
    const url = await serve(file);
    vi.mocked(brotliCompress).mockClear();
    const answer = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(404); // the stand-in file server of `serve`
    expect(brotliCompress).not.toHaveBeenCalled();
    truncateSync(file, 32 * 1024 * 1024);
    const compressed = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect((await compressed.arrayBuffer()).byteLength).toBe(32 * 1024 * 1024);
  });

  it('ends the request whose compression fails, and compresses anew for the next one', async () => {
    const file = join(tempFolder('on-the-fly-'), 'list.json');
    const text = JSON.stringify(Array.from({ length: 2_000 }, (_, i) => `page ${i}`));
    writeFileSync(file, text);
    const url = await serve(file);
    vi.mocked(brotliCompress).mockImplementationOnce(((_data: unknown, _options: unknown, done: (e: Error) => void) =>
      done(new Error('out of memory'))) as unknown as typeof brotliCompress);
    const br = { headers: { 'accept-encoding': 'br' } };
    await expect(fetch(url, br).then((answer) => answer.text())).rejects.toThrow();
    expect(await (await fetch(url, br)).text()).toBe(text);
  });
});
