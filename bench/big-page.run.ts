/**
 * One very large page through the Markdown step, on one thread: a changelog of the kind many docs keep on a
 * single page (a heading per release, short lists of links and inline code under each), at 256 KB to 2 MB.
 * The time per kilobyte should not grow with the page: micromark 4.0.3 made the parse quadratic in the
 * number of lists a page closes (a 2 MB changelog took three minutes to build), which is why package.json
 * keeps micromark at 4.0.2. Fails when the 2 MB page costs more than twice as much per kilobyte as the
 * 256 KB one.
 */
import { expect, it } from 'vitest';
import { renderMarkdown } from '../src/build/markdown';
import { record, target } from './record';

const SIZES_KB = [256, 512, 1024, 2048];

/** A changelog of about `kb` kilobytes: newest release first, each with its features and fixes. */
function changelog(kb: number): string {
  const releases: string[] = [];
  let bytes = 0;
  for (let v = 1; bytes < kb * 1024; v++) {
    const items = Array.from(
      { length: 5 },
      (_, i) =>
        `- **core**: support \`option${i}\` in [the config](https://example.com/${v}/${i}) ([#${v * 10 + i}](https://github.com/example/repo/pull/${v * 10 + i}))`,
    );
    const release = `## v1.${v}.0\n\n### Features\n\n${items.join('\n')}\n\n### Bug Fixes\n\n- fix case ${v} of \`foo.bar()\` under load\n\n`;
    releases.push(release);
    bytes += release.length;
  }
  return `# Changelog\n\n${releases.reverse().join('')}`;
}

/** CPU time of this process (ms): on a shared machine it varies far less than the wall clock. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

it('renders a large page in time proportional to its size', async () => {
  const render = (markdown: string) =>
    renderMarkdown(markdown, { file: 'en/changelog.md', routePath: '/changelog', lang: 'en' });
  await render(changelog(16)); // the pipeline loaded and warm
  const rows: { kb: number; ms: number }[] = [];
  for (const kb of SIZES_KB) {
    const markdown = changelog(kb);
    const started = cpuMs();
    await render(markdown);
    rows.push({ kb: markdown.length / 1024, ms: cpuMs() - started });
  }
  const perKb = rows.map((r) => r.ms / r.kb);
  const growth = perKb[perKb.length - 1] / perKb[0];
  record({
    suite: 'big-page',
    tables: [
      {
        title: 'One large page (a changelog) through the Markdown step, one thread, CPU time',
        columns: ['page', 'time', 'per KB'],
        rows: rows.map((r, i) => [
          `${r.kb.toFixed(0)} KB`,
          `${(r.ms / 1000).toFixed(2)} s`,
          `${perKb[i].toFixed(2)} ms`,
        ]),
      },
    ],
    targets: [target('large page: time per KB at 2 MB over that at 256 KB', growth, 2, '×')],
    data: { rows },
  });
  expect(growth).toBeLessThanOrEqual(2);
});
