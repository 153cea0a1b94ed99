import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type CliCommand, parseArgs, USAGE, UsageError } from './cli-args';
import { generatorPaths } from './paths';

// Every command imports what it needs when it runs: `--help`, `--version` and `init` load no config
// loader, server or Markdown pipeline.

/**
 * Loads the content folder's config, then builds; reports config and content problems without a stack trace,
 * and with `timings` how long each stage took.
 */
async function buildOnce({
  contentDir,
  outDir,
  cache,
  precompress,
  timings,
}: Extract<CliCommand, { command: 'build' }>): Promise<boolean> {
  const started = performance.now();
  const { printFailure, printWarnings } = await import('./print-problems');
  // A production build, as `rspress build` says before it loads the config: a config may choose by it
  // (`base: process.env.NODE_ENV === 'production' ? '/repo/' : '/'`). One already set is left alone.
  process.env.NODE_ENV ??= 'production';
  try {
    const { loadSiteConfig } = await import('./config/load-site-config');
    const { docsFolderOf } = await import('./config/load-config');
    // An Rspress project's folder builds the docs its config names, as `rspress build` run there does.
    // One read of the config for both: one made by a function runs once, as `rspress build` runs it.
    const reads = new Map();
    const docs = await docsFolderOf(contentDir, (line) => console.log(line), process.cwd(), reads);
    const { config, file } = await loadSiteConfig(docs, console.warn, reads);
    // Loaded here, not by the dev server's start (its site build runs in a thread of its own).
    const { buildSite } = await import('./build');
    const report = await buildSite({ contentDir: docs, outDir, config, cache, configFile: file, precompress });
    printWarnings(report.warnings, console.warn);
    const ms = Math.round(performance.now() - started);
    const unchanged = report.upToDate ? ' (nothing changed since the last build: left as it was)' : '';
    console.log(`esmx-docs: built ${report.pages} pages into ${report.outDir} in ${ms} ms${unchanged}`);
    if (timings) console.log(`esmx-docs: stages: ${(report.stages ?? []).map(([s, t]) => `${s} ${t} ms`).join(', ')}`);
    return true;
  } catch (error) {
    printFailure(error);
    return false;
  }
}

async function run(args: CliCommand): Promise<number> {
  switch (args.command) {
    case 'help':
      console.log(USAGE);
      return 0;
    case 'version': {
      const manifest = JSON.parse(readFileSync(join(generatorPaths().root, 'package.json'), 'utf8'));
      console.log(manifest.version);
      return 0;
    }
    case 'init': {
      const { initSite, InitError } = await import('./init/init-site');
      try {
        for (const line of initSite(args.dir, args.langs)) console.log(line);
        return 0;
      } catch (error) {
        if (!(error instanceof InitError)) throw error;
        console.error(error.message);
        return 1;
      }
    }
    case 'build':
      return (await buildOnce(args)) ? 0 : 1;
    case 'serve': {
      const { serve, siteBase } = await import('./serve');
      const shown = relative(process.cwd(), args.outDir) || '.';
      if (!existsSync(args.outDir) || !statSync(args.outDir).isDirectory()) {
        console.error(
          `esmx-docs: ${shown} is not a folder: build the site into it first (esmx-docs build <content folder> --out ${shown})`,
        );
        return 1;
      }
      // Another folder (the content folder, say) is served all the same, its files as they are, but said.
      if (!existsSync(join(args.outDir, '404.html')))
        console.warn(
          `esmx-docs: warning: ${shown} is not a site esmx-docs built (it has no 404.html): serving its files as they are`,
        );
      await serve({ dir: args.outDir, port: args.port, host: args.host });
      // A site built for a base is served under it: the URL to open says so.
      console.log(`esmx-docs: serving ${args.outDir} at http://${args.host}:${args.port}${siteBase(args.outDir)}`);
      return 0;
    }
    case 'dev': {
      // Loaded only here: the dev server renders pages itself, and its Markdown pipeline and shiki take a
      // third of a second to load, which every `build` would otherwise pay before doing anything (and the
      // build's own libraries, loaded by `build` alone, are not needed before the dev server listens).
      const { portFree } = await import('./dev/port-free');
      await portFree(args.port, args.host);
      const { startDevServer } = await import('./dev/dev-server');
      const { docsFolderOf, loadConfigsFor } = await import('./config/load-config');
      // As `rspress dev` loads a config: in development (the server's site builds do likewise in their thread).
      loadConfigsFor('dev');
      const contentDir = await docsFolderOf(args.contentDir, (line) => console.log(line));
      // Runs until Ctrl+C; the site it serves stays in the cache for the next run (see dev/kept-site.ts).
      await startDevServer({ contentDir, port: args.port, host: args.host }).then((dev) => {
        const stop = () => void dev.close().then(() => process.exit(130));
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      return 0;
    }
  }
}

/** `esmx-docs init|dev|build|preview …` (see USAGE); bin/esmx-docs.mjs makes sure the bundles are fresh first. */
async function main(): Promise<void> {
  let args: CliCommand;
  try {
    args = parseArgs(process.argv.slice(2), process.env, process.cwd());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  try {
    process.exitCode = await run(args);
  } catch (error) {
    console.error(`esmx-docs: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

void main();
