import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE } from './output';

/** An encoding the server compresses into itself. */
type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer `acceptEncoding` with: brotli if the client takes it, else gzip, else none.
 * A `q=0` refuses an encoding; `*` stands for any encoding not named.
 *
 * @example
 * pickEncoding('gzip, deflate, br') // 'br'
 * pickEncoding('br;q=0, gzip')      // 'gzip'
 * pickEncoding('identity')          // undefined
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** Default Content-Type of the text files compressed here; the server's `setHeaders` may refine it. */
const TYPES: Record<string, string> = {
  html: 'text/html;charset=utf-8',
  js: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  xml: 'application/xml',
  md: 'text/markdown',
};

/** Files smaller than this go out as they are, as the build leaves them without copies (see output.ts). */
const MIN_BYTES = 1024;

interface OnTheFlyOptions {
  /**
   * Compressed bytes kept in memory, least recently used dropped first (default 32 MB). A file larger than
   * this goes out as it is, streamed by the caller's file server: compressing it would mean reading it whole
   * (a public file of gigabytes could not be read at all: the request got a 500), for a result the cache
   * could not keep.
   */
  maxBytes?: number;
  /** Sets the headers the server gives this file whatever its encoding (Cache-Control, a finer type). */
  setHeaders?: (res: ServerResponse, pathname: string) => void;
}

/**
 * Answers requests for text files the build left without precompressed copies (a page's HTML, chunk and
 * Markdown twin, small shared files, the files for tools; see is-precompressed.ts) with brotli or gzip, as
 * static hosts do, keeping what it compressed in a small cache keyed by the file's size and time, so a
 * changed file is compressed again, and compressing a file once for the requests that come meanwhile.
 * Returns a function that answers and returns true, or returns false for the caller's own file server: a
 * file with a `.br` or `.gz` beside it, a client taking no compression, a range request, a method other
 * than GET and HEAD, a file under 1 KB or over `maxBytes`, or of another type.
 *
 * @example
 * const compressed = compressOnTheFly({ setHeaders });
 * if (!compressed(req, res, '/srv/site/guide/a.html', '/guide/a')) files(req, res);
 */
export function compressOnTheFly({ maxBytes = 32 * 1024 * 1024, setHeaders }: OnTheFlyOptions = {}) {
  const cache = new Map<string, Buffer>();
  /**
   * Compressions under way: requests for the same file meanwhile wait for the one under way rather than
   * start their own (a sharded site's search list, which has no copies, is megabytes).
   */
  const compressing = new Map<string, Promise<Buffer>>();
  let cached = 0;
  const remember = (key: string, data: Buffer) => {
    cache.set(key, data);
    cached += data.length;
    for (const [old, bytes] of cache) {
      if (cached <= maxBytes) break;
      cache.delete(old);
      cached -= bytes.length;
    }
  };

  return (req: IncomingMessage, res: ServerResponse, file: string | undefined, pathname: string): boolean => {
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return false;
    const type = TYPES[/\.(\w+)$/.exec(file)?.[1] ?? ''];
    if (!type || !COMPRESSIBLE.test(file)) return false;
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding || existsSync(`${file}.br`) || existsSync(`${file}.gz`)) return false;
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats?.isFile() || stats.size < MIN_BYTES || stats.size > maxBytes) return false;

    const etag = `W/"${stats.size}-${stats.mtimeMs}-${encoding}"`;
    res.setHeader('Content-Type', type);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', stats.mtime.toUTCString());
    setHeaders?.(res, pathname);
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return true;
    }
    const key = `${encoding}\0${file}\0${stats.size}\0${stats.mtimeMs}`;
    const hit = cache.get(key);
    const send = (body: Buffer) => {
      res.writeHead(200, { 'Content-Encoding': encoding, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (hit) {
      // Most recently used last, so the oldest go first.
      cache.delete(key);
      cache.set(key, hit);
      send(hit);
      return true;
    }
    let body = compressing.get(key);
    if (!body) {
      body = compress(readFileSync(file), encoding).finally(() => compressing.delete(key));
      compressing.set(key, body);
      body.then(
        (data) => remember(key, data),
        () => {},
      );
    }
    body.then(
      (data) => {
        if (!res.destroyed) send(data);
      },
      () => res.destroy(),
    );
    return true;
  };
}

// The levels the build precompresses pages with (see output.ts): as small as the best within a few per
// cent, at a third of the CPU, which counts when a server compresses per request.
function compress(data: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return promisify(gzip)(data, { level: 6 });
  const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
  return promisify(brotliCompress)(data, { params });
}
