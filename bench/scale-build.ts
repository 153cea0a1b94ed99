/**
 * Builds a docs folder the way a user does, through the `esmx-docs` CLI in its own working folder (so the
 * page cache, `node_modules/.cache/esmx-docs/` there, belongs to the benchmark), and measures each build:
 * cold (no cache, no dist/), warm (nothing changed) and after editing one page.
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { measure, type ProcessCost } from './process-tree';

/** The repository root (bench/ runs from it). */
const REPO = process.cwd();
const CLI = join(REPO, 'bin/esmx-docs.mjs');

export type BuildKind = 'cold' | 'warm' | 'one page edited';

export interface BuildCost extends ProcessCost {
  kind: BuildKind;
  /** Each stage's wall time in ms, as `esmx-docs build --timings` printed it. */
  stages: Record<string, number>;
  /** Bytes of every file in dist/ (precompressed copies included) and their number. */
  distBytes: number;
  distFiles: number;
}

/** A working folder holding the content to build, its dist/ and its cache. */
export interface Workspace {
  dir: string;
  /** The content folder, absolute (it may lie outside `dir`, e.g. the repository's own content/). */
  content: string;
}

export function workspace(name: string, content?: string): Workspace {
  const dir = join(REPO, 'node_modules/.cache/esmx-bench', name);
  mkdirSync(dir, { recursive: true });
  return { dir, content: content ?? join(dir, 'content') };
}

function folderSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files++;
  }
  return { bytes, files };
}

/** Runs one build (`args` go to the CLI, e.g. `--no-cache`); a failed build throws with the CLI's last output. */
export async function build(space: Workspace, kind: BuildKind, args: readonly string[] = []): Promise<BuildCost> {
  if (!existsSync(CLI)) throw new Error(`bench: ${CLI} is missing: the esmx-docs CLI is needed to time builds`);
  if (kind === 'cold') {
    rmSync(join(space.dir, 'node_modules/.cache/esmx-docs'), { recursive: true, force: true });
    rmSync(join(space.dir, 'dist'), { recursive: true, force: true });
  }
  const cost = await measure('node', [CLI, 'build', space.content, '--out', 'dist', '--timings', ...args], space.dir);
  if (cost.exitCode !== 0) {
    throw new Error(`bench: esmx-docs build ${space.content} (${kind}) exited with ${cost.exitCode}:\n${cost.output}`);
  }
  const dist = folderSize(join(space.dir, 'dist'));
  return { ...cost, kind, stages: stagesOf(cost.output), distBytes: dist.bytes, distFiles: dist.files };
}

/** The stages line `--timings` printed (`esmx-docs: stages: compare 305 ms, …`), as stage → ms. */
function stagesOf(output: string): Record<string, number> {
  const line = /^esmx-docs: stages: (.*)$/m.exec(output)?.[1] ?? '';
  return Object.fromEntries(
    line.split(', ').flatMap((stage) => {
      const match = /^(.+) (\d+) ms$/.exec(stage);
      return match ? [[match[1], Number(match[2])]] : [];
    }),
  );
}

/** Changes one page's prose (a new sentence each time), as a writer saving a file does. */
export function editPage(file: string, round: number): void {
  appendFileSync(file, `\nEdited for the benchmark, round ${round}.\n`);
}

/** Size in bytes of a built file, or null when the build did not write it. */
export function fileSize(space: Workspace, pathInDist: string): number | null {
  const file = join(space.dir, 'dist', pathInDist);
  return existsSync(file) ? statSync(file).size : null;
}

/** Median of a list of numbers (the lower middle for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
