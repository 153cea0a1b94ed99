import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import type { SiteConfig } from '../shared/types';
import { themeEntryOf } from './components/theme-entry';

/**
 * The stylesheets that go after the site's own CSS, in this order: the ones a custom Rspress theme imports
 * (see `themeStylesheets`), then the config's `globalStyles`. Absolute paths.
 *
 * @example siteStylesheets(config, '/site/docs') // ['/site/theme/index.css', '/site/styles/custom.css']
 */
export function siteStylesheets(config: Pick<SiteConfig, 'globalStyles' | 'themeDir'>, contentDir: string): string[] {
  return [...themeStylesheets(contentDir, config.themeDir), ...configStylesheets(config, contentDir)];
}

/** The config's `globalStyles` files, resolved, in order. */
export function configStylesheets(config: Pick<SiteConfig, 'globalStyles'>, contentDir: string): string[] {
  const files = config.globalStyles === undefined ? [] : [config.globalStyles].flat();
  return files.filter((file) => file !== '').map((file) => resolve(contentDir, file));
}

/** `import './index.css';`, `import '@fontsource/inter';`: a module imported for its effect alone. */
const SIDE_EFFECT_IMPORT = /^[ \t]*import\s+(['"])([^'"\n]+)\1/gm;

const STYLESHEET = /\.(?:css|scss|sass|less)$/;

/**
 * The stylesheets a custom Rspress theme's entry imports for their effect (`import './index.css'` beside
 * `export * from '@rspress/core/theme-original'`, Rspress's first way of restyling a site), resolved: a
 * relative path from the entry's folder, a package's file as Node finds it, and a package whose entry is a
 * stylesheet (`import '@fontsource-variable/jetbrains-mono'`, its `index.css`). They style every page there, so
 * the build adds them to the site's global stylesheets, before the config's `globalStyles`. One that cannot
 * be found is left to that step, which warns of it at its file. Read from the entry's text: nothing of it runs.
 *
 * @example themeStylesheets('/site/docs') // ['/site/theme/index.css'], for /site/theme/index.tsx
 */
export function themeStylesheets(contentDir: string, themeDir?: string): string[] {
  const entry = themeEntryOf(contentDir, themeDir);
  if (!entry) return [];
  const from = createRequire(entry);
  const found = (spec: string): string | undefined => {
    try {
      return from.resolve(spec);
    } catch {
      return undefined;
    }
  };
  return [...readFileSync(entry, 'utf8').matchAll(SIDE_EFFECT_IMPORT)].flatMap(([, , spec]) => {
    if (!STYLESHEET.test(spec)) {
      // A package imported bare is a stylesheet when its entry is one (fontsource's packages); a module of code
      // imported for its effect would run in Rspress's theme, which is not used here.
      const file = spec.startsWith('.') || spec.startsWith('/') ? undefined : found(spec);
      return file && STYLESHEET.test(file) ? [file] : [];
    }
    if (spec.startsWith('.')) return [resolve(dirname(entry), spec)];
    return [found(spec) ?? resolve(dirname(entry), 'node_modules', spec)];
  });
}
