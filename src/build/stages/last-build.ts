import { join } from 'node:path';
import { BuildCache } from '../cache/build-cache';
import { type BuildStamp, buildInputsKey, type InputsKey, isCurrent, readStamp } from '../cache/build-stamp';
import { generatorHash } from '../cache/generator-hash';
import { PageCache } from '../cache/page-cache';
import { PreviousOutput } from '../cache/previous-output';
import { gitTimes } from '../git-times';
import { i18nFiles } from '../i18n-texts';
import { type GeneratorPaths, generatorPaths } from '../paths';
import { iconInputs } from '../site-icon';
import { configStylesheets, themeStylesheets } from '../site-stylesheets';
import type { BuildOptions, BuildReport } from './build-run';

/** What a build knows before it starts: its cache, its inputs' key, and what the last build into the folder left. */
export interface LastBuild {
  paths: GeneratorPaths;
  cwd: string;
  cache: BuildCache;
  /** Last-updated times from git, by file. */
  times: Map<string, number>;
  /** The config's `globalStyles` file, resolved (none or one). */
  globalStyles: string[];
  /** The stylesheets the site's custom theme imports (see site-stylesheets.ts), which go before it. */
  themeStyles: string[];
  /** Key of everything the site is built from; undefined without the cache. */
  inputsKey?: InputsKey;
  /** The stamp of the last build into the output folder (see build-stamp.ts). */
  stamp?: BuildStamp;
  /** Its output, whose unchanged files this build may keep; only from the same generator. */
  previous?: PreviousOutput;
  /** The last build's report, when nothing changed since and the folder still holds exactly what it wrote. */
  current?: BuildReport;
}

/** The page cache's folder; none with `--no-cache`. */
export function cacheDirOf(options: BuildOptions): string | undefined {
  if (options.cache === false) return undefined;
  return options.cacheDir ?? join(process.cwd(), 'node_modules/.cache/esmx-docs');
}

/**
 * The last build into `options.outDir`, as its stamp tells, and everything a build needs to compare with
 * it. Without the cache there is no stamp, and every build builds.
 */
export function lastBuild(options: BuildOptions): LastBuild {
  const { contentDir, outDir, config, paths = generatorPaths() } = options;
  const cwd = process.cwd();
  const dir = cacheDirOf(options);
  const store = dir === undefined ? undefined : new PageCache(dir);
  const times = gitTimes(contentDir, store);
  const generator = generatorHash(paths.bundles, join(paths.root, 'package-lock.json'), store);
  const cache = new BuildCache(store, generator, config);
  const globalStyles = configStylesheets(config, contentDir);
  const themeStyles = themeStylesheets(contentDir, config.themeDir);
  // The config file too: an Rspress project's lies outside the content folder, and what its `head` functions
  // give is seen in no option's value.
  const configFile = options.configFile ? [options.configFile] : [];
  const icon = iconInputs(config.icon, contentDir);
  const extra = [
    paths.styles,
    paths.publicDir,
    ...themeStyles,
    ...globalStyles,
    ...icon,
    ...i18nFiles(contentDir),
    ...configFile,
  ];
  // The working directory too: messages (the warnings a stamp replays) name files relative to it.
  const { precompress } = options;
  const inputsKey = store && buildInputsKey({ generator, config, contentDir, outDir, times, extra, cwd, precompress });
  const stamp = store && readStamp(store, outDir);
  const previous = stamp && stamp.generator === generator ? new PreviousOutput(outDir, stamp.files) : undefined;
  const current: BuildReport | undefined =
    stamp && inputsKey && isCurrent(stamp, inputsKey, outDir)
      ? {
          pages: stamp.pages,
          outDir,
          warnings: stamp.warnings,
          rendered: { markdown: 0, html: 0 },
          upToDate: true,
          dependencies: stamp.dependencies,
        }
      : undefined;
  return { paths, cwd, cache, times, globalStyles, themeStyles, inputsKey, stamp, previous, current };
}
