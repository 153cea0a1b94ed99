// The cost of a site's own components (islands): build time of a generated site where a tenth of the pages
// show components, against the same site with those pages as plain Markdown; and the island JavaScript a
// page with components loads (its components' bundles and the loader), gzip -9.
// Usage: node bench/islands-build.mjs [pages, default 200] — or part of `npm run bench` (filter "islands").
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const WORDS = 'build page island search worker render component module chunk route outline fragment'.split(' ');

/** A paragraph of `n` words, the same for the same seed (both sites get the same text). */
const prose = (seed, n) =>
  Array.from({ length: n }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length])
    .join(' ')
    .replace(/^\w/, (c) => c.toUpperCase());

const COUNTER = `import { useState } from 'react';
export default function Counter({ start, label }) {
  const [count, setCount] = useState(start);
  return <button type="button" onClick={() => setCount(count + 1)}>{label}: {count}</button>;
}
`;
const CHART = `export function Chart({ values }) {
  return <ul className="chart">{values.map((v, i) => <li key={i} style={{ width: v * 10 }}>{v}</li>)}</ul>;
}
`;

/** A content folder of `pages` English pages; with components, every tenth page is .mdx showing two of them. */
function writeSite(pages, withComponents) {
  const root = mkdtempSync(join(tmpdir(), `esmx-islands-${withComponents ? 'with' : 'without'}-`));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write(
    'content/site.config.mjs',
    "export default { title: 'Islands', lang: 'en', locales: [{ lang: 'en', label: 'English' }] };\n",
  );
  write('content/en/index.md', '# Islands\n\nA generated site.\n');
  if (withComponents) {
    write('content/en/_components/counter.jsx', COUNTER);
    write('content/en/_components/chart.jsx', CHART);
  }
  for (let i = 0; i < pages; i++) {
    const shows = withComponents && i % 10 === 0;
    const body = [
      `# Page ${i}`,
      prose(i, 60),
      '## Usage',
      prose(i + 1, 80),
      shows ? `<Counter start={${i}} label="Page ${i}" />` : '',
      `\`\`\`ts\nconst page = ${i};\nexport default page;\n\`\`\``,
      '## Details',
      prose(i + 2, 80),
      shows ? '<Chart values={[1, 2, 3]} />' : '',
    ];
    const imports = shows
      ? "import Counter from '../_components/counter';\nimport { Chart } from '../_components/chart';\n\n"
      : '';
    write(
      `content/en/part-${Math.floor(i / 20)}/page-${i}.${shows ? 'mdx' : 'md'}`,
      `${imports + body.filter(Boolean).join('\n\n')}\n`,
    );
  }
  return root;
}

/** Wall time of a build without the cache, in ms. */
function build(root) {
  const started = performance.now();
  execFileSync(
    'node',
    ['bin/esmx-docs.mjs', 'build', join(root, 'content'), '--out', join(root, 'site'), '--no-cache'],
    {
      stdio: 'ignore',
    },
  );
  return performance.now() - started;
}

/** The island JavaScript a page with components loads: its components' scripts and the loader chunk. */
function islandWeight(site, route) {
  const html = readFileSync(join(site, `${route}.html`), 'utf8');
  const scripts = [...new Set([...html.matchAll(/data-island="\/([^"]+)"/g)].map((m) => m[1]))];
  const assets = readdirSync(join(site, 'assets'), { recursive: true }).filter((f) => String(f).endsWith('.js'));
  const loader = assets.find((f) =>
    readFileSync(join(site, 'assets', String(f)), 'utf8').includes('data-island-children'),
  );
  const files = [...scripts, ...(loader ? [`assets/${loader}`] : [])];
  return files.map((file) => {
    const bytes = readFileSync(join(site, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

/** Builds both sites `runs` times, alternating (so both see the same load), and weighs a component page. */
export function islandFigures(pages = 200, runs = 3) {
  const withRoot = writeSite(pages, true);
  const withoutRoot = writeSite(pages, false);
  const withMs = [];
  const withoutMs = [];
  build(withRoot); // warms the generator's bundles and the disk cache; not counted
  for (let i = 0; i < runs; i++) {
    withoutMs.push(build(withoutRoot));
    withMs.push(build(withRoot));
  }
  const weight = islandWeight(join(withRoot, 'site'), 'part-0/page-0');
  return {
    pages,
    componentPages: Math.ceil(pages / 10),
    withComponents: { median: median(withMs), runs: withMs },
    without: { median: median(withoutMs), runs: withoutMs },
    islandJs: weight,
    islandJsGzip: weight.reduce((sum, f) => sum + f.gzip, 0),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(islandFigures(Number(process.argv[2] ?? 200)), null, 2));
}
