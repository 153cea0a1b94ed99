import type { FSWatcher } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchBeside } from '../../../../src/build/dev/watch-beside';
import { writeTree } from '../tree';

const open: FSWatcher[] = [];
afterEach(() => {
  for (const watcher of open.splice(0)) watcher.close();
});

describe('watchBeside', () => {
  it("calls back when the site's i18n.json beside the content folder is written, first or again", async () => {
    const root = writeTree({ 'docs/en/index.md': '# Home\n' });
    let changes = 0;
    const watcher = watchBeside(join(root, 'docs'), () => changes++);
    if (watcher) open.push(watcher);
    writeFileSync(join(root, 'README.md'), 'Not the texts.\n');
    // A negative can only be waited out: another file written beside the content folder is no change.
    await new Promise((done) => setTimeout(done, 200));
    expect(changes).toBe(0);
    writeFileSync(join(root, 'i18n.json'), '{ "guide": { "en": "Guide" } }');
    await expect.poll(() => changes).toBeGreaterThan(0);
    const seen = changes;
    writeFileSync(join(root, 'i18n.json'), '{ "guide": { "en": "The Guide" } }');
    await expect.poll(() => changes).toBeGreaterThan(seen);
  });

  it("calls back when an Rspress project's config beside the content folder is written", async () => {
    const root = writeTree({ 'docs/en/index.md': '# Home\n' });
    let changes = 0;
    const watcher = watchBeside(join(root, 'docs'), () => changes++);
    if (watcher) open.push(watcher);
    writeFileSync(join(root, 'rspress.config.ts'), "export default { title: 'X' };\n");
    await expect.poll(() => changes).toBeGreaterThan(0);
  });
});
