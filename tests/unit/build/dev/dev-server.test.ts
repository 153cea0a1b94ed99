import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDevServer } from '../../../../src/build/dev/dev-server';
import { page, writeTree } from '../tree';

/** Starts a dev server on a free port; resolves to its log lines and a fetch of a page's HTML. */
async function start(root: string) {
  const lines: string[] = [];
  const dev = await startDevServer({
    contentDir: join(root, 'docs'),
    port: 0,
    cacheDir: join(root, 'cache'),
    log: (line) => lines.push(line),
  });
  const { port } = dev.server.address() as AddressInfo;
  const html = (path: string) => fetch(`http://127.0.0.1:${port}${path}`).then((res) => res.text());
  return { dev, lines, html };
}

describe('startDevServer', () => {
  it('serves the site the last run built when nothing changed since, and builds first when a page did', async () => {
    const root = writeTree({
      'docs/en/index.md': page('Home', 'See [A](/guide/a).'),
      'docs/en/guide/a.md': page('Page A', 'The first text.'),
      'docs/zh/index.md': page('首页', '见 [A](/zh/guide/a)。'),
      'docs/zh/guide/a.md': page('页面 A'),
    });
    const first = await start(root);
    expect(first.lines.some((l) => /built 4 pages/.test(l))).toBe(true);
    await first.dev.close();

    const second = await start(root);
    expect(second.lines).toContain('esmx-docs: 4 pages unchanged since the last run: serving the site built then');
    expect(second.lines.some((l) => /built \d+ pages/.test(l))).toBe(false);
    expect(await second.html('/guide/a')).toContain('The first text.');
    await second.dev.close();

    // Changed while no server ran: the kept site is out of date and must not be served.
    writeFileSync(join(root, 'docs/en/guide/a.md'), page('Page A', 'The second text.'));
    const third = await start(root);
    expect(third.lines.some((l) => /built 4 pages/.test(l))).toBe(true);
    expect(await third.html('/guide/a')).toContain('The second text.');
    await third.dev.close();
  }, 120_000);
});
