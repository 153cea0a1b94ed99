import { printWarnings } from '../print-problems';
import { type ConfigReads, type LoadedConfig, loadConfig } from './load-config';

/**
 * The config of a content folder as every command takes it (the build, the dev server and its build
 * thread): loaded and checked by `loadConfig`, each warning printed through `warn`. Throws a ConfigError, whose message names the file and each option,
 * for a config that cannot be used; print it with `printFailure`.
 *
 * @example
 * const { config, file } = await loadSiteConfig('content', console.warn);
 */
export async function loadSiteConfig(
  contentDir: string,
  warn: (line: string) => void,
  /** What the command has read already (see `ConfigReads`). */
  reads?: ConfigReads,
): Promise<LoadedConfig> {
  const loaded = await loadConfig(contentDir, process.cwd(), reads);
  printWarnings(loaded.warnings, warn);
  return loaded;
}
