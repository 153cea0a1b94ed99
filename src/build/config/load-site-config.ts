import { setLocales } from '../../shared/locale';
import { printWarnings } from '../print-problems';
import { type LoadedConfig, loadConfig } from './load-config';

/**
 * The config of a content folder as every command takes it (the build, the dev server and its build
 * thread): loaded and checked by `loadConfig`, each warning printed through `warn`, and this thread's
 * path helpers set to the site's languages (the dev server renders saved pages in its own thread,
 * before any build has run in it). Throws a ConfigError, whose message names the file and each option,
 * for a config that cannot be used; print it with `printFailure`.
 *
 * @example
 * const { config, file } = await loadSiteConfig('content', console.warn);
 */
export async function loadSiteConfig(contentDir: string, warn: (line: string) => void): Promise<LoadedConfig> {
  const loaded = await loadConfig(contentDir);
  printWarnings(loaded.warnings, warn);
  setLocales(
    loaded.config.locales.map((l) => l.lang),
    loaded.config.lang,
  );
  return loaded;
}
