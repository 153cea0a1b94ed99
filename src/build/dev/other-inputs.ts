import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cacheKey } from '../cache/page-cache';
import type { LoadedConfig } from '../config/load-config';
import type { GeneratorPaths } from '../paths';
import { iconInputs } from '../site-icon';
import { siteStylesheets } from '../site-stylesheets';
import { devSiteConfig } from './dev-site-config';

export interface OtherInputs {
  paths: GeneratorPaths;
  /** The generator's code hash (see generatorHash). */
  generator: string;
  loaded: LoadedConfig;
  contentDir: string;
  outDir: string;
  /** Last-updated times from git (see gitTimes). */
  times: Map<string, number>;
  cwd?: string;
}

/**
 * A key of what a dev site is made from besides the content folder's files (which SourceRecord lists one
 * by one): the generator's code, the config and its file, our styles and public files, the config's
 * `globalStyles` and `icon` files, git's times, the folders. The build stamp's key covers the same
 * (buildInputsKey), but in one hash with the pages; this one lets a start tell "only pages changed" from
 * "anything else did".
 */
export function otherInputsKey({
  paths,
  generator,
  loaded,
  contentDir,
  outDir,
  times,
  cwd = process.cwd(),
}: OtherInputs): string {
  const { config, file } = loaded;
  const globalStyles = siteStylesheets(config, contentDir);
  const icon = iconInputs(config.icon, contentDir);
  const stats = [paths.styles, paths.publicDir, ...globalStyles, ...icon, ...(file ? [file] : [])].map(listStats);
  return cacheKey(
    'dev-other-inputs',
    generator,
    devSiteConfig(config),
    stats,
    [...times].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    resolve(contentDir),
    resolve(outDir),
    cwd,
  );
}

/** Every file at or under `path` with its size and time, `[]` when it is missing. */
function listStats(path: string): [string, number, number][] {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [[path, stat.size, Math.round(stat.mtimeMs)]];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .sort()
    .flatMap((name) => {
      const inner = statSync(join(path, name), { throwIfNoEntry: false });
      return inner?.isFile()
        ? [[join(path, name), inner.size, Math.round(inner.mtimeMs)] as [string, number, number]]
        : [];
    });
}
