import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
  /** Look files up on every request (for `npm run dev`, where dist/ is rebuilt while serving). */
  dev?: boolean;
  /** Tried before the files (the dev server's events and live pages): true when it answered the request. */
  handle?: (req: IncomingMessage, res: ServerResponse, url: URL) => boolean;
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
 * Files whose name carries a content hash (`main.Bx3k_9aQ.js`, `guide.1a2b3c4d.json`) never change, so
 * browsers may keep them for a year without asking; anything else (pages, the site index) is revalidated.
 */
const HASHED = /^\/(assets|static)\/.*\.[\w-]{8}\.[a-z]+$/;

/**
 * Serves a built site the way a static host does: clean URLs, precompressed files, long caching for
 * hashed assets, the default language's prefix redirected away (`/en/x` → `/x`), and the 404 page of
 * the path's language with status 404 for anything else.
 */
export function serve({ dir, port, host = '127.0.0.1', dev = false, handle }: ServeOptions): Promise<Server> {
  const root = resolve(dir);
  const files = sirv(root, {
    dev,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
      const type = TEXT_TYPES[/\.\w+$/.exec(pathname)?.[0] ?? ''];
      if (type) res.setHeader('Content-Type', type);
    },
    onNoMatch: (req, res) => notFound(root, langs.others, req, res),
  });
  const langs = siteLanguages(root);
  const defaultPrefix = `/${langs.defaultLang}`;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (handle?.(req, res, url)) return;
    if (url.pathname === defaultPrefix || url.pathname.startsWith(`${defaultPrefix}/`)) {
      const stripped = url.pathname.slice(defaultPrefix.length) || '/';
      res.writeHead(301, { Location: stripped + url.search + url.hash }).end();
      return;
    }
    files(req, res);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}

/**
 * The languages of a built site, read from its 404 pages: every language but the default has
 * `<lang>/404.html`; the default one's is at the root, its `<html lang>` naming the language.
 */
export function siteLanguages(root: string): { defaultLang: string; others: string[] } {
  const others = existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((e) => e.isDirectory() && existsSync(join(root, e.name, '404.html')))
        .map((e) => e.name)
    : [];
  const rootPage = join(root, '404.html');
  const htmlLang = existsSync(rootPage)
    ? /<html[^>]* lang="([^"]+)"/.exec(readFileSync(rootPage, 'utf8'))?.[1]
    : undefined;
  // `zh-CN` is how our `zh` folder is announced (see htmlLang in src/shared/locale.ts).
  return { defaultLang: htmlLang === 'zh-CN' ? 'zh' : (htmlLang ?? 'en'), others };
}

function notFound(root: string, langs: string[], req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  const lang = langs.find((l) => path === `/${l}` || path.startsWith(`/${l}/`));
  const file = lang ? join(root, lang, '404.html') : join(root, '404.html');
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(existsSync(file) ? readFileSync(file) : 'Not found');
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
