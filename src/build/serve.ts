import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import { join, resolve, sep } from 'node:path';
import type { Duplex, Readable } from 'node:stream';
import sirv from 'sirv';
import { contentLang } from '../shared/locale';
import { decodedPath } from '../shared/normalize-path';
import { isHashedAsset } from '../shared/offline-protocol';
import { compressOnTheFly } from './compress-on-the-fly';
import { OUTPUT_MARK } from './output-folder';
import { isServableRange } from './range-header';
import { isRefusal, parseRequestTarget, type RequestTarget } from './request-target';
import { htmlFilePolicy, rawSecurityHeaders, setSecurityHeaders } from './security-headers';

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
  /** Look files up on every request (for `npm run dev`, where dist/ is rebuilt while serving). */
  dev?: boolean;
  /**
   * Tried before the files (the dev server's events and live pages): true when it answered the request.
   * It sees only requests whose target parsed (see parseRequestTarget), with the security headers set: one
   * under the site's base with the base taken off (`mounted`), any other as it came.
   */
  handle?: (req: IncomingMessage, res: ServerResponse, target: RequestTarget, mounted: boolean) => boolean;
  /** The HTML of a 404 page as it is sent (the dev server adds its live-update script); as it is without. */
  notFoundHtml?: (html: string) => string;
}

/**
 * Text files whose type needs its charset spelled out: Markdown twins and llms.txt hold Chinese, which
 * a client guessing Latin-1 would garble.
 */
const TEXT_TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/**
 * Serves a built site the way a static host does: under the site's `base` (`/docs/guide/a` is the folder's
 * `guide/a.html`; `/docs` is redirected to `/docs/`, and `/` too), clean URLs, precompressed files, long
 * caching for hashed assets, the default language's prefix redirected away (`/en/x` → `/x`), and the 404
 * page of the path's language with status 404 for anything else. Every answer carries the security headers
 * (see security-headers.ts; a page gets its own Content-Security-Policy). Whatever a client sends, the
 * server stays up: a target it cannot read is a 400, a failure while answering a 500.
 */
export function serve({
  dir,
  port,
  host = '127.0.0.1',
  dev = false,
  handle,
  notFoundHtml = (html) => html,
}: ServeOptions): Promise<Server> {
  const root = resolve(dir);
  const setHeaders = (res: ServerResponse, pathname: string) => {
    // A file whose name carries its hash never changes: browsers may keep it a year without asking; anything
    // else (pages, the site index, sw.js) is revalidated.
    const hashed = isHashedAsset(pathname.slice(1));
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    const type = TEXT_TYPES[/\.\w+$/.exec(pathname)?.[0] ?? ''];
    if (type) res.setHeader('Content-Type', type);
  };
  // What sirv lists and the languages are read once per site: a build puts a new site in place (see
  // output.ts), so a site other than the one listed means new files, hashed ones among them, that sirv
  // would not know (404) until listed again.
  const listing = (): SiteListing => {
    const files = sirv(root, {
      dev,
      // sirv's own test for hidden files also takes `c++.html` for one (any `+.`): hidden paths are refused
      // before it is asked (see `isHiddenPath`).
      dotfiles: true,
      etag: true,
      gzip: true,
      brotli: true,
      extensions: ['html'],
      setHeaders,
      onNoMatch: (req, res) => notFound(root, langs.others, req, res, notFoundHtml),
    });
    const langs = siteLanguages(root);
    const defaultPrefix = langs.defaultLang === undefined ? undefined : `/${langs.defaultLang}`;
    return { folder: folderIdentity(root), files, defaultPrefix, base: siteBase(root) };
  };
  let site = listing();
  // Pages and small files have no precompressed copies unless built with --precompress.
  const compressed = compressOnTheFly({ setHeaders });
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res);
    // A file stream that fails (a file deleted since the server listed it) or outlives its client would
    // otherwise throw from an 'error' nobody listens to, or keep its file open.
    res.on('pipe', (source: Readable) => {
      source.on('error', () => res.destroy());
      res.once('close', () => source.destroy());
    });
    const target = parseRequestTarget(req.url);
    if (isRefusal(target)) return refuse(res, target.status, target.reason);
    if (target.authority === undefined && !req.headers.host && req.httpVersion === '1.1')
      return refuse(res, 400, 'an HTTP/1.1 request needs a Host header');
    const folder = folderIdentity(root);
    // Mid-commit the folder may be missing for an instant: the last listing answers meanwhile.
    if (folder !== undefined && folder !== site.folder) site = listing();
    const { files, defaultPrefix, base } = site;
    // The site's own paths are under its base: the base itself without its slash, and `/`, lead there.
    if (base !== '/' && (target.pathname === base.slice(0, -1) || target.pathname === '/')) {
      res.writeHead(target.pathname === '/' ? 302 : 301, {
        Location: base + target.search,
        'Cache-Control': 'no-cache',
      });
      res.end();
      return;
    }
    const mounted = target.pathname.startsWith(base);
    const path = mounted ? target.pathname.slice(base.length - 1) : target.pathname;
    // Whatever answers next (the hook, sirv, the 404 page) reads the canonical target, its base taken off.
    req.url = path + target.search;
    if (handle?.(req, res, { ...target, pathname: path }, mounted)) return;
    if (!mounted) return notFound(root, [], req, res, notFoundHtml);
    if (defaultPrefix && (path === defaultPrefix || path.startsWith(`${defaultPrefix}/`))) {
      // The target's path has no empty segment, so this starts with one `/` and then a segment: a path on
      // this site, never `//host` (another site) however the request was written.
      const stripped = path.slice(defaultPrefix.length) || '/';
      res.writeHead(301, { Location: base + stripped.slice(1) + target.search, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    if (isHiddenPath(path)) return notFound(root, [], req, res, notFoundHtml);
    if (req.headers.range !== undefined && !isServableRange(req.headers.range)) delete req.headers.range;
    const page = servedPage(root, path);
    // Set before sirv answers, so that a 304 carries the page's policy as well (a browser updates the
    // cached headers from it).
    if (page) res.setHeader('Content-Security-Policy', htmlFilePolicy(page));
    if (compressed(req, res, page ?? siteFile(root, path), path)) return;
    // sirv decodes the path with decodeURI, which leaves `%2B` as it is: it gets the path decoded as files are
    // named (`/c%2B%2B` is `c++.html`), a `%` in a name written again as `%25`.
    req.url = decodedPath(path).replaceAll('%', '%25') + target.search;
    files(req, res);
  };
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    try {
      answer(req, res);
    } catch (error) {
      console.error(`esmx-docs: cannot answer ${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else refuse(res, 500, 'internal error');
    }
  });
  server.on('clientError', refuseUnparsed);
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}

/** A short plain-text answer (a refused request, a failure): the security headers are already set. */
export function refuse(res: ServerResponse, status: number, reason: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(`${status} ${STATUS_CODES[status]}: ${reason}\n`);
}

/**
 * Node's answer to a request it could not parse (a raw space or a byte past ASCII in the target, a
 * header too large) would lack the security headers: write our own, unless a response already started.
 */
function refuseUnparsed(error: NodeJS.ErrnoException, socket: Duplex): void {
  const started = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage?.headersSent;
  if (error.code === 'ECONNRESET' || !socket.writable || started) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = `${status} ${STATUS_CODES[status]}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${rawSecurityHeaders()}` +
      `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The file sirv answers a path with, if it is an HTML page, so that its Content-Security-Policy can be
 * set first: sirv's own order (`/a` → a, a/index, a.html, a/index.html; `/a/` the same).
 */
function servedPage(root: string, pathname: string): string | undefined {
  const path = decodedPath(pathname);
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  const candidates = [base, `${base}/index`, `${base}.html`, `${base}/index.html`].filter((c) => c !== '');
  const file = candidates.map((c) => join(root, c)).find(isFile);
  return file?.endsWith('.html') ? file : undefined;
}

/** A path through a hidden file or folder (`/.git/config`, `/a/.env`), which no site serves; `/.well-known/` is not one. */
export function isHiddenPath(pathname: string): boolean {
  return /\/\.(?!well-known(?:\/|$))/.test(pathname);
}

/** The file at `pathname` as it is (a script, a chunk, a Markdown twin), if there is one inside `root`. */
function siteFile(root: string, pathname: string): string | undefined {
  try {
    const file = join(root, decodedPath(pathname));
    return file.startsWith(root + sep) && isFile(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** What `serve` lists of one site folder: sirv's handler, the prefix of the default language, the base. */
interface SiteListing {
  folder: string | undefined;
  files: ReturnType<typeof sirv>;
  defaultPrefix: string | undefined;
  /** The URL prefix the site was built for (`/`, `/docs/`). */
  base: string;
}

/**
 * The `base` a built site of ours was made for, from the site data its root 404 page carries; `/` for
 * any other folder (or one not built yet).
 *
 * @example siteBase('dist') // '/docs/' for a site whose config says base: '/docs/'
 */
export function siteBase(root: string): string {
  try {
    const html = readFileSync(join(root, '404.html'), 'utf8');
    const json = /<script id="__SITE__" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    const base = json === undefined ? undefined : (JSON.parse(json) as { config?: { base?: unknown } }).config?.base;
    // Segments only: never `//host/`, which a redirect to it would make another site.
    return typeof base === 'string' && /^\/([^/\\?#]+\/)*$/.test(base) ? base : '/';
  } catch {
    return '/';
  }
}

/**
 * Which site is at `root` now: the folder (device and inode), which a build's swap replaces, and its mark
 * (see output-folder.ts), which every commit writes anew, a commit in place last of all its files.
 */
function folderIdentity(root: string): string | undefined {
  const stat = statSync(root, { throwIfNoEntry: false });
  if (!stat) return undefined;
  const mark = statSync(join(root, OUTPUT_MARK), { throwIfNoEntry: false });
  return `${stat.dev}:${stat.ino}:${mark?.ino}:${mark?.mtimeMs}`;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The languages of a built site, read from its 404 pages: every language but the default has
 * `<lang>/404.html`; the default one's is at the root, its `<html lang>` naming the language (none
 * without it).
 */
export function siteLanguages(root: string): { defaultLang: string | undefined; others: string[] } {
  const others = existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((e) => e.isDirectory() && existsSync(join(root, e.name, '404.html')))
        .map((e) => e.name)
    : [];
  const rootPage = join(root, '404.html');
  const htmlLang = existsSync(rootPage)
    ? /<html[^>]* lang="([^"]+)"/.exec(readFileSync(rootPage, 'utf8'))?.[1]
    : undefined;
  // Without a root 404 page (not a site of ours) no prefix is redirected.
  return { defaultLang: htmlLang === undefined ? undefined : contentLang(htmlLang), others };
}

/** The 404 page of the path's language (`req.url` is the canonical target by now), with its own policy. */
function notFound(
  root: string,
  langs: string[],
  req: IncomingMessage,
  res: ServerResponse,
  html: (page: string) => string,
): void {
  const path = (req.url ?? '/').split('?')[0];
  const lang = langs.find((l) => path === `/${l}` || path.startsWith(`/${l}/`));
  const file = lang ? join(root, lang, '404.html') : join(root, '404.html');
  const page = existsSync(file);
  if (page) res.setHeader('Content-Security-Policy', htmlFilePolicy(file));
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(page ? html(readFileSync(file, 'utf8')) : 'Not found');
}

const isMain = process.argv[1] && resolve(process.argv[1]).endsWith('serve.mjs');
if (isMain) {
  const port = Number(process.env.PORT) || 4173;
  const dir = process.env.DIST_DIR ?? 'dist';
  serve({ dir, port, host: process.env.HOST }).then(
    () => console.log(`esmx-docs: serving ${dir}/ at http://${process.env.HOST ?? '127.0.0.1'}:${port}`),
    (error: Error) => {
      console.error(`esmx-docs: cannot serve on port ${port}: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
