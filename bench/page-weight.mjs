// Bytes a reader downloads before a doc page is interactive: the HTML, the stylesheet and every
// JavaScript file the page loads eagerly (module script + its static imports, transitively).
// Usage: node bench/page-weight.mjs [route]   (after npm run build)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const size = (buf) => ({ raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });

export function pageWeight(dist = 'dist', route = '/guide/start/introduction') {
  const htmlFile = route.endsWith('/') ? `${route}index.html` : `${route}.html`;
  const html = readFileSync(join(dist, htmlFile));
  const text = html.toString();
  const entries = [...text.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(dist, url)).toString();
    // Static imports only (`import"./x.js"`, `from"./x.js"`); dynamic import() loads later, on demand.
    for (const m of code.matchAll(/(?:^|[;\s}])(?:import|from)\s*["'](\.\/[^"']+)["']/g)) {
      queue.push(new URL(m[1], `http://x${url}`).pathname);
    }
  }
  const js = [...seen].map((url) => ({ url, ...size(readFileSync(join(dist, url))) }));
  const css = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => ({
    url: m[1],
    ...size(readFileSync(join(dist, m[1]))),
  }));
  const sum = (list) => list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  return { route, html: size(html), js, jsTotal: sum(js), css: sum(css) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = pageWeight('dist', process.argv[2]);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`page weight of ${report.route}`);
  for (const f of report.js)
    console.log(`  js   ${f.url.padEnd(40)} ${kb(f.raw).padStart(9)} raw ${kb(f.gzip).padStart(9)} gzip`);
  console.log(
    `  JS total                                  ${kb(report.jsTotal.raw).padStart(9)} raw ${kb(report.jsTotal.gzip).padStart(9)} gzip`,
  );
  console.log(
    `  CSS                                       ${kb(report.css.raw).padStart(9)} raw ${kb(report.css.gzip).padStart(9)} gzip`,
  );
  console.log(
    `  HTML                                      ${kb(report.html.raw).padStart(9)} raw ${kb(report.html.gzip).padStart(9)} gzip`,
  );
}
