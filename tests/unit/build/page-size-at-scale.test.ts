import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSite } from '../../../bench/site/generate';
import { sectionPlace, sizeOf } from '../../../bench/site/layout';
import { routeOf } from '../../../bench/site/page';

const SMALL = 12;
const LARGE = 80;
const root = mkdtempSync(join(tmpdir(), 'esmx-docs-scale-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Builds a generated site of `pages` pages per language with the CLI, as a user does; returns dist/. */
async function buildGenerated(pages: number): Promise<string> {
  const dir = join(root, String(pages));
  writeSite(join(dir, 'content'), { pages });
  await promisify(execFile)(
    process.execPath,
    [join(process.cwd(), 'bin/esmx-docs.mjs'), 'build', 'content', '--out', 'dist'],
    {
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return join(dir, 'dist');
}

/** dist/ file of a route, as the build names it (`/guide/` → `guide/index.html`). */
const htmlOf = (route: string) => (route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`);

// Per-page output must not depend on the number of pages: no whole-site route table, nav or sidebar list
// inlined in every page. The first section is complete in both sites, so its pages are the same Markdown
// with the same sidebar; only what the site adds around them could make their HTML grow.
describe('the HTML of a page', { timeout: 900_000 }, () => {
  it(`keeps its size (± 1 %) from ${SMALL} to ${LARGE} generated pages per language`, async () => {
    const section = sectionPlace(1, 0, 0);
    expect(sizeOf(section)).toBeLessThan(SMALL);
    const [small, large] = [await buildGenerated(SMALL), await buildGenerated(LARGE)];
    const paths = [section.index, ...section.groups.flatMap((g) => g.pages)].map((p) => p.path);
    for (const lang of ['en', 'zh'] as const) {
      for (const path of paths) {
        const file = htmlOf(routeOf(path, lang));
        const [before, after] = [statSync(join(small, file)).size, statSync(join(large, file)).size];
        expect(Math.abs(after / before - 1), `${file}: ${before} → ${after} bytes`).toBeLessThanOrEqual(0.01);
      }
    }
  });
});
