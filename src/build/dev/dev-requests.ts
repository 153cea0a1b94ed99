import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { DEV_EVENTS_PATH } from '../../shared/dev-protocol';
import { pageHeaderPolicy } from '../content-security-policy';
import type { RequestTarget } from '../request-target';
import { refuse, siteBase } from '../serve';
import { isAllowedHost, isOwnOrigin } from './allowed-host';
import type { EventStream } from './event-stream';
import type { FreshAnswer } from './stale-pages';

const CLIENT_PATH = '/__esmx_dev/client.js';

/** What the dev server's answers need from the running server. */
export interface DevRequestContext {
  /** The host the server listens on (`--host`): requests naming it in their Host header are answered too. */
  host: string;
  /** The built site. */
  outDir: string;
  /** The live-update script's file, if the bundles have one. */
  devScript: string | undefined;
  events: EventStream;
  /** True while the content has problems (before a first good build, a blank page shows the overlay). */
  failed: () => boolean;
  /** Told the URL of every page a tab opens, and of the page a tab's event stream connects from. */
  opened: (pathname: string) => void;
  /** The answer for a page the kept site has out of date (see StalePages); undefined for any other URL. */
  fresh?: (pathname: string) => Promise<FreshAnswer> | undefined;
}

/**
 * The dev server's own answers: requests for a host it does not know refused (see isAllowedHost), the
 * event stream (for its own pages only), the live-update script, and pages with that script: those under
 * the site's base (`mounted`, the base taken off `url`), as `serve` gives them.
 */
export function handleDevRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: RequestTarget,
  dev: DevRequestContext,
  mounted = true,
): boolean {
  const host = url.authority ?? req.headers.host;
  if (!isAllowedHost(host, dev.host)) {
    refuse(res, 403, `the dev server answers localhost and ${dev.host}, not ${JSON.stringify(host ?? '')}`);
    return true;
  }
  if (url.pathname === DEV_EVENTS_PATH) {
    if (!isOwnOrigin(req.headers.origin, host ?? ''))
      refuse(res, 403, "the event stream is for this server's own pages");
    else {
      dev.events.open(res);
      // A tab left open while the server restarted reconnects without asking for its page again: its
      // stream's Referer is the page the writer is about to save.
      const page = refererPath(req.headers.referer, host ?? '', siteBase(dev.outDir));
      if (page) dev.opened(page);
    }
    return true;
  }
  if (url.pathname === CLIENT_PATH && dev.devScript) {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(readFileSync(dev.devScript));
    return true;
  }
  if (!mounted || req.method !== 'GET' || /^\/(assets|static)\//.test(url.pathname)) return false;
  const fresh = dev.fresh?.(url.pathname);
  if (fresh) {
    fresh.then(
      ({ status, html }) => sendPage(res, html, status),
      (error: unknown) => {
        console.error(error);
        if (!res.headersSent) refuse(res, 500, 'cannot render the page');
      },
    );
    return true;
  }
  const file = pageFile(dev.outDir, url.pathname);
  // Before the first successful build there is no site: a blank page still shows the problems' overlay.
  const html = file
    ? readFileSync(file, 'utf8')
    : dev.failed()
      ? '<!doctype html><title>esmx-docs</title><body>'
      : null;
  if (html === null) return false;
  if (file) dev.opened(url.pathname);
  sendPage(res, html, 200);
  return true;
}

/**
 * A page's document with the live-update script added: every page the dev server sends has it, its 404 page
 * too (see serve.ts), so that a tab showing a page not written yet reloads once it is.
 */
export function withLiveUpdates(html: string): string {
  const script = `<script type="module" src="${CLIENT_PATH}"></script>`;
  return html.includes('</body>') ? html.replace('</body>', `${script}</body>`) : html + script;
}

/** A page's document with the live-update script added, sent. */
function sendPage(res: ServerResponse, html: string, status: number): void {
  const page = withLiveUpdates(html);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    // The script above is this server's own file, which 'self' allows.
    'Content-Security-Policy': pageHeaderPolicy(page),
  });
  res.end(page);
}

/**
 * The page path of a same-host Referer, the site's base taken off (`http://localhost:4173/docs/guide/a` →
 * `/guide/a` with base `/docs/`), or undefined.
 */
function refererPath(referer: string | undefined, host: string, base: string): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  const url = new URL(referer);
  if (url.host !== host || !url.pathname.startsWith(base)) return undefined;
  return url.pathname.slice(base.length - 1);
}

/** The HTML file a clean URL names in the built site (`/a` → a.html, `/a/` → a/index.html), if any. */
function pageFile(dir: string, pathname: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (path.includes('..')) return undefined;
  const candidates = path.endsWith('/')
    ? [`${path}index.html`]
    : path.endsWith('.html')
      ? [path]
      : [`${path}.html`, `${path}/index.html`];
  return candidates.map((c) => join(dir, c)).find((f) => existsSync(f));
}

export function devClientFile(bundles: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(bundles, 'dev-manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    return join(bundles, 'dev', manifest['dev-client'].file);
  } catch {
    return undefined;
  }
}
