import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';

/** The dev server: live page updates without a reload, and the content-error overlay. */

// Its own port, next to the one the built site is served on.
const port = (Number(process.env.E2E_PORT) || 4174) + 1;
const origin = `http://127.0.0.1:${port}`;

const sections = (lang: string) =>
  Array.from(
    { length: 40 },
    (_, i) => `## Section ${i + 1}\n\n${lang === 'en' ? 'Steady text' : '稳定的文字'} ${i + 1}.\n`,
  ).join('\n');
const longPage = (title: string, lang: string, first = 'The first paragraph.') =>
  `---\ndescription: a long page\n---\n\n# ${title}\n\n${first}\n\n${sections(lang)}`;

let root: string;
let server: ChildProcess;
const file = () => join(root, 'docs/en/guide/long.md');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  root = mkdtempSync(join(tmpdir(), 'esmx-docs-dev-e2e-'));
  const files: Record<string, string> = {
    'docs/en/index.md': '# Home\n\nSee the [long page](/guide/long).\n',
    'docs/zh/index.md': '# 首页\n\n见[长页面](/zh/guide/long)。\n',
    'docs/en/guide/long.md': longPage('Long Page', 'en'),
    'docs/zh/guide/long.md': longPage('长页面', 'zh', '第一段。'),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  server = spawn(process.execPath, [join(process.cwd(), 'bin/esmx-docs.mjs'), 'dev', 'docs', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes('esmx-docs: dev server at')) ready();
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => fail(new Error(`dev server exited with ${code}:\n${output}`)));
  });
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(root, { recursive: true, force: true });
});

test('a saved page shows its new text in place, without a reload, at the same scroll position', async ({ page }) => {
  await page.goto(`${origin}/guide/long`);
  await expect(page.getByRole('heading', { level: 1, name: 'Long Page' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  // An instant scroll to a known spot: a wheel scroll animates, so a position read while it runs is not
  // where the page comes to rest (CI once read it 300 px early and blamed the update).
  const before = await page.evaluate(() => {
    const heading = document.getElementById('section-20');
    if (!heading) throw new Error('no #section-20');
    window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY + 300, behavior: 'instant' });
    return Math.round(window.scrollY);
  });
  expect(before).toBeGreaterThan(1000);

  writeFileSync(file(), longPage('Long Page', 'en').replace('Steady text 22.', 'Freshly saved text.'));

  await expect(page.getByText('Freshly saved text.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(Math.abs((await page.evaluate(() => Math.round(window.scrollY))) - before)).toBeLessThanOrEqual(2);
});

test('broken front matter shows an overlay naming file:line; fixing the file clears it', async ({ page }) => {
  await page.goto(`${origin}/guide/long`);
  await expect(page.getByRole('heading', { level: 1, name: 'Long Page' })).toBeVisible();

  writeFileSync(file(), longPage('Long Page', 'en').replace('description: a long page', 'description: [unclosed'));
  const overlay = page.getByRole('alertdialog', { name: /content problem/ });
  await expect(overlay).toContainText(/docs\/en\/guide\/long\.md:\d+: invalid YAML front matter/);

  writeFileSync(file(), longPage('Long Page', 'en', 'Fixed again.'));
  await expect(overlay).toHaveCount(0);
  await expect(page.getByText('Fixed again.')).toBeVisible();
});

test("a page's new title reaches the sidebar of an open tab once the site is built", async ({ page }) => {
  await page.goto(`${origin}/guide/long`);
  const sidebar = page.getByRole('complementary').first();
  await expect(sidebar.getByRole('link', { name: 'Long Page', exact: true })).toBeVisible();

  writeFileSync(file(), longPage('Long Page Renamed', 'en', 'Fixed again.'));

  await expect(page.getByRole('heading', { level: 1, name: 'Long Page Renamed' })).toBeVisible();
  // The site build that follows the save (a second or two) gives the sidebar the new label.
  await expect(sidebar.getByRole('link', { name: 'Long Page Renamed' })).toBeVisible({ timeout: 30_000 });
});
