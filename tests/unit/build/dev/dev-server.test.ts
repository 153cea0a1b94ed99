import { rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundles } from '../../../../bin/bundle-cache.mjs';
import { startDevServer } from '../../../../src/build/dev/dev-server';
import { DEV_EVENTS_PATH, type DevMessage } from '../../../../src/shared/dev-protocol';
import { page, writeTree } from '../tree';

/** Starts a dev server on a free port; resolves to its log lines and a fetch of a page's HTML. */
async function start(root: string, onLog: (line: string) => void = () => {}) {
  const lines: string[] = [];
  const dev = await startDevServer({
    contentDir: join(root, 'docs'),
    port: 0,
    cacheDir: join(root, 'cache'),
    log: (line) => {
      lines.push(line);
      onLog(line);
    },
  });
  const { port } = dev.server.address() as AddressInfo;
  const html = (path: string) => fetch(`http://127.0.0.1:${port}${path}`).then((res) => res.text());
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;
  // `from`: the page the tab shows (its stream's Referer, as a browser sends it).
  const events = (from?: string) => listen(url(DEV_EVENTS_PATH), from === undefined ? {} : { Referer: url(from) });
  return { dev, lines, html, url, events };
}

/** Opens the event stream as a tab does; `messages` fills as events arrive. */
async function listen(url: string, headers: Record<string, string>) {
  const messages: DevMessage[] = [];
  const stop = new AbortController();
  const res = await fetch(url, { signal: stop.signal, headers });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
        if (data) messages.push(JSON.parse(data) as DevMessage);
        buffer = buffer.slice(end + 2);
      }
    }
  })();
  return { messages, close: () => stop.abort() };
}

describe('startDevServer', () => {
  // The site builds run in .build/dev-build-worker.mjs, which a fresh clone has not bundled yet.
  beforeAll(() => ensureBundles(), 600_000);

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

    // A sidebar changed while no server ran: the kept site is out of date and must not be served.
    writeFileSync(join(root, 'docs/en/guide/_meta.json'), '["a"]');
    writeFileSync(join(root, 'docs/en/guide/a.md'), page('Page A', 'The second text.'));
    const third = await start(root);
    expect(third.lines.some((l) => /built 4 pages/.test(l))).toBe(true);
    expect(await third.html('/guide/a')).toContain('The second text.');
    await third.dev.close();
  }, 120_000);

  it('prints a warning once, and then with each build only how many warnings are as before', async () => {
    const root = writeTree({
      'docs/site.config.mjs': "export default { title: 'Site', colour: 'teal' };\n",
      'docs/en/index.md': page('Home', 'The home text.'),
    });
    const { dev, lines } = await start(root);
    try {
      const unknown = (line: string) => line.endsWith('site.config.mjs: unknown option "colour" is ignored');
      const builtLines = () => lines.filter((l) => /built \d+ pages/.test(l));
      await expect.poll(builtLines, { timeout: 60_000 }).toHaveLength(1);
      expect(lines.filter(unknown)).toHaveLength(1);
      // A page added: the site is built again, with the same warning.
      writeFileSync(join(root, 'docs/en/b.md'), page('Page B'));
      await expect.poll(builtLines, { timeout: 60_000 }).toHaveLength(2);
      expect(lines.filter(unknown)).toHaveLength(1);
      expect(builtLines()[1]).toMatch(/^esmx-docs: built 2 pages in \d+ ms \(\d+ warnings? as before\)$/);
    } finally {
      await dev.close();
    }
  }, 120_000);

  it('prints the warnings of the site it serves as the last run left it once: the first build after says they are as before', async () => {
    const root = writeTree({
      'docs/site.config.mjs': "export default { title: 'Site', colour: 'teal' };\n",
      'docs/en/index.md': page('Home', 'The home text.'),
    });
    const first = await start(root);
    await first.dev.close();
    const { dev, lines } = await start(root);
    try {
      const unknown = (line: string) => line.endsWith('site.config.mjs: unknown option "colour" is ignored');
      expect(lines).toContain('esmx-docs: 1 pages unchanged since the last run: serving the site built then');
      expect(lines.filter(unknown)).toHaveLength(1);
      writeFileSync(join(root, 'docs/en/b.md'), page('Page B'));
      const builtLines = () => lines.filter((l) => /built \d+ pages/.test(l));
      await expect.poll(builtLines, { timeout: 60_000 }).toHaveLength(1);
      expect(lines.filter(unknown)).toHaveLength(1);
      expect(builtLines()[0]).toMatch(/^esmx-docs: built 2 pages in \d+ ms \(\d+ warnings? as before\)$/);
    } finally {
      await dev.close();
    }
  }, 120_000);

  it("builds again when a stylesheet of the site's theme beside the content folder changes", async () => {
    const root = writeTree({
      'docs/en/index.md': page('Home', 'The home text.'),
      'theme/index.tsx': "import './index.css';\nexport * from '@rspress/core/theme-original';\n",
      'theme/index.css': '.brand { color: teal; }\n',
    });
    const { dev, lines } = await start(root);
    try {
      const builtLines = () => lines.filter((l) => /built \d+ pages/.test(l));
      await expect.poll(builtLines, { timeout: 60_000 }).toHaveLength(1);
      writeFileSync(join(root, 'theme/index.css'), '.brand { color: olive; }\n');
      await expect.poll(builtLines, { timeout: 60_000 }).toHaveLength(2);
    } finally {
      await dev.close();
    }
  }, 120_000);

  it('starts at once after pages were saved, added or removed while it was down, and renders those on demand until the site is built', async () => {
    const root = writeTree({
      'docs/en/index.md': page('Home', 'The home text.'),
      'docs/en/guide/a.md': page('Page A', 'The first text.'),
      'docs/en/guide/b.md': page('Page B', 'The B text.'),
    });
    const first = await start(root);
    expect(first.lines.some((l) => /built 3 pages/.test(l))).toBe(true);
    await first.dev.close();

    writeFileSync(join(root, 'docs/en/guide/a.md'), page('Page A', 'The second text.'));
    writeFileSync(join(root, 'docs/en/guide/c.md'), page('Page C', 'The C text.'));
    rmSync(join(root, 'docs/en/guide/b.md'));
    const { dev, lines, html, url, events } = await start(root);
    const stream = await events();
    try {
      // Listening before any build has run: the kept site answers, the changed pages rendered on demand.
      expect(lines).toContain(
        'esmx-docs: 3 pages changed since the last run: serving the site built then, those rendered on demand until the site is built',
      );
      expect(lines.some((l) => /built \d+ pages/.test(l))).toBe(false);
      // Asked for at once: each is answered as the request arrived, the site build having seconds to go.
      const [changed, added, removed, unchanged] = await Promise.all(
        ['/guide/a', '/guide/c', '/guide/b', '/'].map((path) => fetch(url(path))),
      );
      const fresh = await changed.text();
      expect(fresh).toContain('The second text.');
      expect(fresh).toContain('/__esmx_dev/client.js');
      expect(await added.text()).toContain('The C text.');
      expect(removed.status).toBe(404);
      expect(await unchanged.text()).toContain('The home text.');
      expect(lines.filter((l) => / on demand in \d+ ms$/.test(l)).sort()).toEqual([
        expect.stringMatching(/^esmx-docs: removed \/guide\/b on demand/),
        expect.stringMatching(/^esmx-docs: rendered \/guide\/a on demand/),
        expect.stringMatching(/^esmx-docs: rendered \/guide\/c on demand/),
      ]);

      // The site build behind: once done, the tabs reload onto the site it wrote.
      await expect.poll(() => stream.messages, { timeout: 60_000 }).toContainEqual({ type: 'reload' });
      expect(lines.some((l) => /built 3 pages/.test(l))).toBe(true);
      expect(await html('/guide/a')).toContain('The second text.');
      // The site answers for itself now.
      expect(lines.filter((l) => / on demand in /.test(l))).toHaveLength(3);
      expect((await fetch(url('/guide/b'))).status).toBe(404);
    } finally {
      stream.close();
      await dev.close();
    }

    // The next start finds the site it built then current.
    const again = await start(root);
    expect(again.lines).toContain('esmx-docs: 3 pages unchanged since the last run: serving the site built then');
    await again.dev.close();
  }, 120_000);

  it('sends a page saved while it was down to a tab left open on it, and does not reload the tabs when the site is built', async () => {
    const root = writeTree({
      'docs/en/index.md': page('Home', 'The home text.'),
      'docs/en/guide/a.md': page('Page A', 'The first text.'),
    });
    const first = await start(root);
    await first.dev.close();

    writeFileSync(join(root, 'docs/en/guide/a.md'), page('Page A', 'The second text.'));
    const { dev, lines, events } = await start(root);
    // The tab's stream reconnects from the page it shows; another tab shows a page that did not change.
    const left = await events('/guide/a');
    const other = await events('/');
    try {
      expect(lines).toContain(
        'esmx-docs: 1 pages changed since the last run: serving the site built then, those rendered on demand until the site is built',
      );
      const sent = () => left.messages.flatMap((m) => (m.type === 'page' ? [m.page] : []));
      await expect.poll(() => sent().length, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(sent()[0]).toMatchObject({ routePath: '/guide/a', html: expect.stringContaining('The second text.') });
      expect(lines.some((l) => /^esmx-docs: sent \/guide\/a \(newer than the built site\) in \d+ ms$/.test(l))).toBe(
        true,
      );
      // The pages kept their shape: the build behind confirms them without a reload, and sends the changed
      // page again (a tab may have reached it by a link, from the kept site's chunk).
      await expect.poll(() => lines.some((l) => /built 2 pages/.test(l)), { timeout: 60_000 }).toBe(true);
      await expect.poll(() => sent().length, { timeout: 30_000 }).toBe(2);
      expect(sent()[1]).toMatchObject({ routePath: '/guide/a', html: expect.stringContaining('The second text.') });
      // A save after it: its page event follows any reload on each stream.
      writeFileSync(join(root, 'docs/en/index.md'), page('Home', 'The saved home text.'));
      const home = (stream: typeof left) => stream.messages.some((m) => m.type === 'page' && m.page.routePath === '/');
      await expect.poll(() => [home(left), home(other)], { timeout: 30_000 }).toEqual([true, true]);
      expect([...left.messages, ...other.messages].filter((m) => m.type === 'reload')).toEqual([]);
    } finally {
      left.close();
      other.close();
      await dev.close();
    }
  }, 120_000);

  it('renders and sends the pages made from a component or a fragment outside the content folder when it is saved', async () => {
    const root = writeTree({
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@shared/*': ['./shared/*'] } } }),
      'shared/Hello.tsx': 'export default function Hello() {\n  return <b>first hello</b>;\n}\n',
      'shared/_note.mdx': 'The first note.\n',
      'docs/en/index.mdx':
        "import Hello from '@shared/Hello';\nimport Note from '@shared/_note.mdx';\n\n# Home\n\n<Hello />\n\n<Note />\n",
      'docs/en/plain.md': page('Plain'),
    });
    const { dev, lines, html, events, url } = await start(root);
    const stream = await events();
    const sent = () => stream.messages.flatMap((m) => (m.type === 'page' ? [m.page.html] : []));
    try {
      writeFileSync(
        join(root, 'shared/Hello.tsx'),
        'export default function Hello() {\n  return <b>second hello</b>;\n}\n',
      );
      await expect.poll(sent, { timeout: 20_000 }).toEqual([expect.stringContaining('<b>second hello</b>')]);
      expect(lines.some((l) => /^esmx-docs: updated \/ in \d+ ms$/.test(l))).toBe(true);
      // The new component's script is in the site before the build behind the save copies it.
      const script = /data-island="\/(static\/islands\/[^"]+\.js)"/.exec(sent()[0])?.[1];
      expect(script).toMatch(/^static\/islands\/Hello\.[0-9a-f]{8}\.js$/);
      expect((await fetch(url(`/${script}`))).status).toBe(200);

      writeFileSync(join(root, 'shared/_note.mdx'), 'The second note.\n');
      await expect.poll(() => sent().length, { timeout: 20_000 }).toBe(2);
      expect(sent()[1]).toContain('The second note.');
      // The whole-site build behind the saves has both.
      await expect.poll(() => html('/'), { timeout: 30_000 }).toContain('The second note.');
      expect(await html('/')).toContain('<b>second hello</b>');
    } finally {
      stream.close();
      await dev.close();
    }
  }, 120_000);

  it('answers a page saved while it runs as saved, also before the site build behind the save is done', async () => {
    const root = writeTree({ 'docs/en/index.md': page('Home', 'The first text.'), 'docs/en/b.md': page('B') });
    const { dev, lines, html } = await start(root);
    try {
      const builds = () => lines.filter((l) => / built \d+ pages/.test(l)).length;
      const before = builds();
      writeFileSync(join(root, 'docs/en/index.md'), page('Home', 'The second text.'));
      await expect
        .poll(() => lines.some((l) => l.startsWith('esmx-docs: updated / in ')), { timeout: 20_000 })
        .toBe(true);
      // A reload (or a link) right after the save: the build behind it starts 1.5 s later.
      const reloaded = await html('/');
      expect(builds()).toBe(before);
      expect(reloaded).toContain('The second text.');
      expect(lines).toContainEqual(expect.stringMatching(/^esmx-docs: rendered \/ on demand in \d+ ms$/));
      // Once built, the site's own document has it, and other pages were never rendered on demand.
      await expect.poll(builds, { timeout: 30_000 }).toBe(before + 1);
      expect(await html('/')).toContain('The second text.');
      expect(await html('/b')).toContain('<h1');
      expect(lines.filter((l) => / on demand /.test(l))).toHaveLength(1);
    } finally {
      await dev.close();
    }
  }, 120_000);

  it("serves the site under the config's base, as preview does, and a saved page there", async () => {
    const root = writeTree({
      'docs/site.config.ts': "export default { base: '/docs/' };\n",
      'docs/en/index.md': page('Home', 'The first text.'),
    });
    const { dev, lines, url } = await start(root);
    try {
      expect(lines).toContainEqual(
        expect.stringMatching(/^esmx-docs: dev server at http:\/\/127\.0\.0\.1:\d+\/docs\/ /),
      );
      const res = await fetch(url('/'), { redirect: 'manual' });
      expect([res.status, res.headers.get('location')]).toEqual([302, '/docs/']);
      expect(await (await fetch(url('/docs/'))).text()).toContain('The first text.');
      writeFileSync(join(root, 'docs/en/index.md'), page('Home', 'The second text.'));
      await expect
        .poll(() => lines.some((l) => l.startsWith('esmx-docs: updated / in ')), { timeout: 20_000 })
        .toBe(true);
      expect(await (await fetch(url('/docs/'))).text()).toContain('The second text.');
    } finally {
      await dev.close();
    }
  }, 120_000);

  it('takes in a page saved while the site is built first, before it listens', async () => {
    const root = writeTree({ 'docs/en/index.md': page('Home', 'The first text.') });
    // The build has read every page when it says it is done; the server listens after.
    const saveOnce = (line: string) => {
      if (/built 1 pages/.test(line) && !saved) {
        saved = true;
        writeFileSync(join(root, 'docs/en/index.md'), page('Home', 'The second text.'));
      }
    };
    let saved = false;
    const { dev, html } = await start(root, saveOnce);
    try {
      expect(saved).toBe(true);
      await expect.poll(() => html('/'), { timeout: 30_000 }).toContain('The second text.');
    } finally {
      await dev.close();
    }
  }, 120_000);
});
