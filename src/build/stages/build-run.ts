import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Locales, localesOf } from '../../shared/locale';
import type { SiteConfig } from '../../shared/types';
import type { PageDependencyStamps } from '../cache/build-stamp';
import { type ContentProblem, ContentProblems } from '../errors';
import type { FolderLock } from '../folder-lock';
import { Output, stagingFolderOf } from '../output';
import { removeScratch, workFolderOf } from '../output-folder';
import type { GeneratorPaths } from '../paths';
import { onInterrupt } from '../render/interrupt';
import { RenderPool } from '../render/pool';
import { cacheDirOf, type LastBuild } from './last-build';

export interface BuildOptions {
  /** Folder holding one sub-folder per language (and the site config, already loaded into `config`). */
  contentDir: string;
  /** Where the site goes; replaced only once the whole build succeeded. */
  outDir: string;
  config: SiteConfig;
  /** Use the persistent page cache (default true); false is `--no-cache`: render everything, store nothing. */
  cache?: boolean;
  /** The page cache folder (default `node_modules/.cache/esmx-docs/` in the working directory). */
  cacheDir?: string;
  /** The generator's own files (bundles, styles, public files); tests point it elsewhere. */
  paths?: GeneratorPaths;
  /** Render threads (default one per core). */
  threads?: number;
  /** The config file `config` came from, for messages; default `<contentDir>/site.config.ts`, where one would go. */
  configFile?: string;
  /**
   * Also write `.gz` and `.br` copies of every page's own files (HTML, page chunk, Markdown twin, search
   * fragment), for hosts that serve precompressed files but do not compress themselves (`--precompress`).
   * Default false: only shared files of 4 KB or more get copies (see is-precompressed.ts).
   */
  precompress?: boolean;
}

export interface BuildReport {
  pages: number;
  outDir: string;
  warnings: ContentProblem[];
  /** How many pages had their Markdown, and how many routes their HTML, rendered rather than taken from the cache. */
  rendered: { markdown: number; html: number };
  /** True when nothing the site is built from had changed and `outDir` still held that build: nothing was written. */
  upToDate?: boolean;
  /** The files each page was made from besides its own (fragments, components, code files): see build-stamp.ts. */
  dependencies?: PageDependencyStamps;
  /** The wall time of each stage, in the order they ran (see stage-times.ts). */
  stages?: [stage: string, ms: number][];
}

/** What rollup's manifest plugin wrote for an entry. */
interface ManifestEntry {
  file: string;
  imports: string[];
}

/**
 * One build under way: what every stage reads (options, the last build, the cache) and writes to (the
 * output, the render pool, the problems). `write` is the main thread's way into the output: the files it
 * writes get their compressed copies at the end.
 */
export interface BuildRun extends LastBuild {
  options: BuildOptions;
  config: SiteConfig;
  /** The site's languages, from `config`. */
  locales: Locales;
  output: Output;
  pool: RenderPool;
  /** Scratch folder beside the output (the next build removes it if this one is killed). */
  workDir: string;
  problems: ContentProblems;
  warnings: ContentProblems;
  /** Pages whose Markdown, and routes whose HTML, were rendered rather than taken from the cache. */
  rendered: { markdown: number; html: number };
  /** Paths this thread wrote, to compress at the end. */
  written: string[];
  write(path: string, content: string | Uint8Array): void;
  /**
   * Keeps the last build's file at `path` as `write` keeps one holding the same bytes, for a caller that
   * knows it would write those bytes; false (nothing kept) when that file is not as the last build left it.
   */
  keep(path: string): boolean;
  /**
   * `write` for a file no page of the site fetches (the documented search list of a sharded index): its
   * compressed copies are written only with `--precompress` (see is-precompressed.ts).
   */
  writeForTools(path: string, content: string): void;
  /** `write` for a file made of parts (see `Output.writeParts`). */
  writeParts(path: string, parts: AsyncIterable<string>): Promise<void>;
  /** The text of a file this build wrote. */
  read(path: string): string;
  client: Record<string, ManifestEntry>;
  worker: Record<string, ManifestEntry>;
}

/**
 * Starts a build: the staging folder, the scratch folder and the render pool, with Ctrl+C and SIGTERM
 * handled from the first of them on. `run` gets the started build; whatever it throws, and any
 * interrupt, discards everything this build made and releases `lock`, leaving the old site as it was.
 */
export async function withBuildRun<T>(
  options: BuildOptions,
  last: LastBuild,
  lock: FolderLock,
  run: (build: BuildRun) => Promise<T>,
): Promise<T> {
  let pool: RenderPool | undefined;
  let output: Output | undefined;
  const workDir = workFolderOf(options.outDir);
  const discard = async () => {
    await pool?.destroy();
    output?.discard();
    rmSync(workDir, { recursive: true, force: true });
    lock.release();
  };
  // The handler goes in first: from the moment a temp folder exists, an interrupt must remove it.
  const stopInterrupt = onInterrupt(discard);
  try {
    // The threads first: they load the Markdown pipeline while this thread reads the sources.
    pool = startRenderPool(options, last.paths);
    output = new Output(options.outDir, last.previous);
    mkdirSync(join(workDir, 'pages'), { recursive: true });
    const bundles = last.paths.bundles;
    const client = readManifest(join(bundles, 'client-manifest.json'));
    const worker = readManifest(join(bundles, 'worker-manifest.json'));
    const { config } = options;
    if (!pool) throw new Error(`esmx-docs: ${join(bundles, 'render-worker.mjs')} is missing`);
    const written: string[] = [];
    const out = output;
    const build: BuildRun = {
      ...last,
      options,
      config,
      locales: localesOf(config),
      output: out,
      pool,
      workDir,
      problems: new ContentProblems(),
      warnings: new ContentProblems(),
      rendered: { markdown: 0, html: 0 },
      written,
      write(path, content) {
        out.write(path, content);
        written.push(path);
      },
      keep(path) {
        const kept = out.keepRecorded(path);
        if (kept) written.push(path);
        return kept;
      },
      writeForTools(path, content) {
        out.write(path, content);
        if (options.precompress === true) written.push(path);
      },
      async writeParts(path, parts) {
        await out.writeParts(path, parts);
        written.push(path);
      },
      read: (path) => readFileSync(out.fileOf(path), 'utf8'),
      client,
      worker,
    };
    const result = await run(build);
    removeScratch(workDir);
    return result;
  } catch (error) {
    await discard();
    throw error;
  } finally {
    stopInterrupt();
  }
}

/**
 * The build's render pool, its threads started (each begins loading the Markdown pipeline at once); none
 * when the generator's bundles are not there, which the build reports in its own words.
 */
function startRenderPool(options: BuildOptions, paths: GeneratorPaths): RenderPool | undefined {
  const workerFile = join(paths.bundles, 'render-worker.mjs');
  if (!existsSync(workerFile)) return undefined;
  const setup = {
    outDir: stagingFolderOf(options.outDir),
    cacheDir: cacheDirOf(options),
    ssrModule: join(paths.bundles, 'ssr.mjs'),
    scratchDir: join(workFolderOf(options.outDir), 'pages'),
    precompressPages: options.precompress === true,
  };
  return new RenderPool(workerFile, setup, options.threads);
}

function readManifest(file: string): Record<string, ManifestEntry> {
  if (!existsSync(file))
    throw new Error(`esmx-docs: ${file} is missing; run bin/esmx-docs.mjs, which bundles the generator`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;
}
