import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, vi } from 'vitest';
import { RECENT_MS } from '../../src/build/cache/build-stamp';

/** Waits until every file under `dir` is older than a build trusts a stat for (see page-file-records.ts). */
export async function untilSettled(dir: string): Promise<void> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const youngest = Math.max(
    ...files.map((e) => {
      const stat = statSync(join(e.parentPath, e.name));
      return Math.max(stat.mtimeMs, stat.ctimeMs);
    }),
  );
  await vi.waitFor(() => expect(Date.now() - youngest).toBeGreaterThan(RECENT_MS), { timeout: 10_000, interval: 50 });
}
