import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PluggableList } from 'unified';
import type { MarkdownPlugin, SiteConfig } from '../../shared/types';
import { cacheKey } from '../cache/page-cache';
import { fileSha } from '../file-sha';

/**
 * What a page's source carries of the config's `markdown.remarkPlugins` and `rehypePlugins`, and its
 * `markdown.grammars`: plugins are functions, which cannot cross to a render thread, and grammars may be large,
 * so the thread loads the config again from `contentDir`; `key` names them (part of each page's cache key: a
 * changed plugin or grammar renders every page again).
 */
export interface ConfigPlugins {
  contentDir: string;
  key: string;
}

/** The config's plugins as a processor takes them, with the key they were loaded under. */
export interface LoadedPlugins {
  key: string;
  remark: PluggableList;
  rehype: PluggableList;
  grammars: NonNullable<NonNullable<SiteConfig['markdown']>['grammars']>;
}

/** Lockfiles whose change may mean a plugin package changed (its code is not seen by its function's text alone). */
const LOCKFILES = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock', 'bun.lockb'];

/**
 * The config's remark and rehype plugins as a page's source names them; none when it lists none. The key
 * holds each plugin's name, a hash of its function's text and its options, and the hash of the lockfile
 * nearest the content folder, so that upgrading a plugin's package renders the pages again too.
 */
export function configPluginsOf(config: SiteConfig, contentDir: string): ConfigPlugins | undefined {
  const { remarkPlugins = [], rehypePlugins = [], grammars = [] } = config.markdown ?? {};
  if (remarkPlugins.length === 0 && rehypePlugins.length === 0 && grammars.length === 0) return undefined;
  const folder = resolve(contentDir);
  const key = cacheKey(
    'markdown-plugins',
    remarkPlugins.map(describe),
    rehypePlugins.map(describe),
    grammars,
    lockfileSha(folder),
  );
  return { contentDir: folder, key };
}

function describe(plugin: MarkdownPlugin): string {
  const [fn, ...options] = Array.isArray(plugin) ? plugin : [plugin];
  const text = createHash('sha256').update(String(fn)).digest('hex');
  return JSON.stringify([fn.name, text, options], (_, value: unknown) =>
    typeof value === 'function' || value instanceof RegExp ? String(value) : value,
  );
}

function lockfileSha(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const found = LOCKFILES.map((name) => join(dir, name)).find((file) => existsSync(file));
    if (found) return fileSha(found);
    if (dirname(dir) === dir) return '';
  }
}

const loaded = new Map<string, Promise<LoadedPlugins>>();

/**
 * The plugins `from` names, loaded in this thread from the site's config (once per key). The config is
 * loaded as the build loaded it (`loadConfig`), Rspress's too, with its packages from its own project.
 */
export function loadConfigPlugins(from: ConfigPlugins): Promise<LoadedPlugins> {
  let plugins = loaded.get(from.key);
  if (!plugins) {
    plugins = import('../config/load-config').then(async ({ loadConfig }) => {
      const { config } = await loadConfig(from.contentDir);
      const { remarkPlugins = [], rehypePlugins = [], grammars = [] } = config.markdown ?? {};
      return {
        key: from.key,
        remark: remarkPlugins as PluggableList,
        rehype: rehypePlugins as PluggableList,
        grammars,
      };
    });
    // A failure is reported by each page that needs them, and tried again by the next build's threads.
    loaded.set(from.key, plugins);
  }
  return plugins;
}
