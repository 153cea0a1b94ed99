/**
 * Lighthouse accessibility score of every page type (home, doc, overview, blog, 404) in both themes and
 * both languages, against the built dist/ served by our own server, in system Chromium.
 *
 *   npm run build && npm install --no-save lighthouse && node bench/lighthouse-a11y.mjs
 *
 * lighthouse is not a dependency of the project (it brings ~200 packages for one measurement): install it
 * without saving, or point LIGHTHOUSE_DIR at a folder whose node_modules holds it. PORT picks the port
 * (default 4231). Prints a table and exits non-zero when any score is below 100.
 */
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(join(resolve(process.env.LIGHTHOUSE_DIR ?? process.cwd()), 'package.json'));
let lighthouse;
let launch;
try {
  lighthouse = (await import(pathToFileURL(require.resolve('lighthouse')).href)).default;
  ({ launch } = await import(pathToFileURL(require.resolve('chrome-launcher')).href));
} catch {
  console.error('lighthouse-a11y: lighthouse is not installed; run `npm install --no-save lighthouse` first');
  process.exit(1);
}
const { serve } = await import(pathToFileURL(resolve('.build/serve.mjs')).href);

const PAGES = [
  ['home', '/'],
  ['doc', '/guide/start/introduction'],
  ['overview', '/api/'],
  ['blog', '/blog/birth-of-esmx'],
  // Lighthouse refuses to audit a document answered with status 404, so the 404 page is measured at
  // /404, where the server sends the very same 404.html with status 200.
  ['404', '/404'],
];
const port = Number(process.env.PORT) || 4231;
const server = await serve({ dir: 'dist', port });
const rows = [];
try {
  for (const theme of ['light', 'dark']) {
    // The site follows the system colour scheme until a reader picks one; this flag sets what Chromium reports.
    const chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        `--blink-settings=preferredColorScheme=${theme === 'dark' ? 0 : 1}`,
      ],
    });
    try {
      for (const lang of ['en', 'zh']) {
        for (const [type, path] of PAGES) {
          const url = `http://127.0.0.1:${port}${lang === 'zh' ? `/zh${path}` : path}`;
          const { lhr } = await lighthouse(url, {
            port: chrome.port,
            onlyCategories: ['accessibility'],
            logLevel: 'error',
          });
          const failed = Object.values(lhr.audits)
            .filter((audit) => audit.score === 0)
            .map((audit) => audit.id);
          if (lhr.runtimeError) failed.push(lhr.runtimeError.code);
          rows.push({ type, theme, lang, score: Math.round(lhr.categories.accessibility.score * 100), failed });
        }
      }
    } finally {
      chrome.kill();
    }
  }
} finally {
  server.close();
}
console.table(rows.map((row) => ({ ...row, failed: row.failed.join(', ') })));
process.exitCode = rows.every((row) => row.score === 100) ? 0 : 1;
