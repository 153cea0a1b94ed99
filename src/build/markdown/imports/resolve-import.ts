import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';
import { exports as resolveExports } from 'resolve.exports';
import { aliasKeyOf, aliasName, isPackageTarget } from '../../components/config-alias';
import { themeFolders } from '../../components/theme-entry';
import { siteConfigFilesIn } from '../../config/site-config-files';
import { isWithin, placeIn } from '../../inside-folder';
import { repositoryOf } from '../../repository-folder';
import { rspressConfigIn, rspressProjectOf } from '../../rspress-project';
import { homeFolders } from '../home-folders';

/** Where an `.mdx` page's imports are looked for. */
export interface ImportContext {
  /** The content folder (absolute). */
  contentDir: string;
  /** The site config's `alias`: a name (`@components`) → a folder or file, relative to the content folder. */
  alias?: Readonly<Record<string, string | false>>;
  /** The site's base: not for imports, but for the `import.meta.env` of the components they bring. */
  base?: string;
  /** The site config's `define`: not for imports, but for the components they bring (see bundle-component.ts). */
  define?: Readonly<Record<string, string>>;
  /** The site config's `i18nSource`: not for imports either, but for what `useI18n()` gives those components. */
  i18nSource?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The site config's `themeDir` (relative to the content folder): where its custom theme is. */
  themeDir?: string;
  /** The site config's `markdown.globalComponents` (absolute, or relative to the content folder), as written. */
  globalComponents?: readonly string[];
}

/**
 * Why a relative import is refused, with the way to reach its folder anyway: for the site of an Rspress
 * project (no config of its own), the project's folder is the bound and the fix is an alias in that project's
 * config, which esmx-docs reads as its own `alias`; for any other site, the content folder and its config's
 * `alias`.
 */
function leadsOutOf({ contentDir }: ImportContext): string {
  const project = rspressProjectOf(contentDir);
  if (!project || siteConfigFilesIn(contentDir).files.length > 0)
    return `it leads out of the content folder (name the folder in the config's "alias" instead)`;
  const repository = importRepository(contentDir);
  const bound = repository
    ? `the repository the Rspress project lies in (${relative(process.cwd(), repository) || '.'})`
    : `the Rspress project, the folder holding ${relative(process.cwd(), rspressConfigIn(project) ?? project)}`;
  return `it leads out of ${bound} (name the folder in its "builderConfig.resolve.alias" and import it by that name instead)`;
}

/**
 * The folders a relative import may lead into: the page's (see `homeFolders`), and for an Rspress project the
 * repository it lies in (a monorepo's shared components, `../../shared/Button`), as its bundler reads them.
 */
function importHomes({ contentDir, themeDir }: ImportContext): string[] {
  const repository = importRepository(contentDir);
  const homes = homeFolders(contentDir, themeDir);
  return repository ? [...homes, repository] : homes;
}

/** The repository an Rspress project's site (one without a config of its own) lies in; none for another site. */
function importRepository(contentDir: string): string | undefined {
  if (!repositories.has(contentDir)) {
    const project = rspressProjectOf(contentDir);
    const own = siteConfigFilesIn(contentDir).files.length > 0;
    repositories.set(contentDir, project && !own ? repositoryOf(project) : undefined);
  }
  return repositories.get(contentDir);
}

// By content folder: asked for each relative import, and the answer reads the file system.
const repositories = new Map<string, string | undefined>();

/** What an import names: a file (absolute path), or the reason it cannot be used. */
export type ResolvedImport = { path: string; via: 'relative' | 'alias' | 'paths' | 'package' } | { problem: string };

/** Extensions tried, in this order, for a path written without one (`./_counter` finds `_counter.tsx`). */
const MODULE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mdx', '.md'];

/**
 * Resolves an import of a page or fragment (`from`, absolute) the way MDX's bundlers do: a relative path
 * from the importing file, which must stay inside the content folder, the site's theme folder or its
 * Rspress project's folder (`homeFolders`) or the repository that project lies in (symbolic links followed); else a name
 * from the config's `alias`; else `compilerOptions.paths` of the content folder's `tsconfig.json` (or its
 * parent's); else a package from the `node_modules` above the content folder. Only the last three may lead
 * out of the content folder: the writer configured them.
 *
 * @example
 * resolveImport('./_intro.mdx', '/docs/en/guide/a.mdx', { contentDir: '/docs' }) // { path: '/docs/en/guide/_intro.mdx', via: 'relative' }
 * resolveImport('@en/fragments/x.mdx', page, { contentDir: '/docs' })           // via tsconfig paths "@en/*"
 */
export function resolveImport(specifier: string, from: string, context: ImportContext): ResolvedImport {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    const target = resolve(dirname(from), specifier);
    // Made only for an import that leads out: the message reads the file system.
    const leadsOut = () => ({ problem: `cannot import "${specifier}": ${leadsOutOf(context)}` });
    const home = importHomes(context).find((folder) => isWithin(folder, target));
    if (!home) return leadsOut();
    const path = moduleFile(target);
    if (!path) return { problem: `cannot import "${specifier}": no such file` };
    // By its name the file is inside; a symbolic link on the way may still lead out (to a secret, say).
    return placeIn(home, path).place === 'inside' ? { path, via: 'relative' } : leadsOut();
  }
  if (isAbsolute(specifier)) {
    // Rspress 1's bundler read `/theme/index` from the project's folder (its `resolve.roots`): where the file is
    // there, it is read so, by the rules of a relative path; any other absolute path is refused.
    const root = rspressProjectOf(context.contentDir) ?? context.contentDir;
    const fromRoot = relative(dirname(from), join(root, specifier.slice(1)))
      .split('\\')
      .join('/');
    if (specifier.startsWith('/') && moduleFile(join(root, specifier.slice(1))))
      return resolveImport(fromRoot.startsWith('../') ? fromRoot : `./${fromRoot}`, from, context);
    return { problem: `cannot import "${specifier}": write a relative path or an alias` };
  }

  const key = aliasKeyOf(context.alias ?? {}, specifier);
  if (key !== undefined) {
    const target = context.alias![key];
    const rest = specifier.slice(aliasName(key).name.length);
    if (target === false) return { problem: `cannot import "${specifier}": alias "${key}" is false (nothing)` };
    // A package's name (`'react-native$': 'react-native-web'`) is that package, found as any package import is.
    const path = isPackageTarget(target, context.contentDir)
      ? packagePath(target + rest, context.contentDir)
      : moduleFile(join(resolve(context.contentDir, target), rest));
    return path ? { path, via: 'alias' } : { problem: `cannot import "${specifier}": alias "${key}" leads to no file` };
  }

  const paths = tsconfigPaths(context.contentDir);
  for (const pattern of paths) {
    const star = starIn(pattern, specifier);
    if (star === undefined) continue;
    const { targets, fallback } = pattern;
    for (const target of targets) {
      const path = moduleFile(target.replace('*', star));
      if (path) return { path, via: 'paths' };
    }
    if (fallback) break;
    return { problem: `cannot import "${specifier}": tsconfig.json "paths" lead to no file` };
  }

  // Rspress 2's \`@theme\` names the custom theme's folder too: \`@theme/landing\` is \`theme/landing/index.tsx\`.
  if (specifier.startsWith(`${THEME_ALIAS}/`)) {
    const rest = specifier.slice(THEME_ALIAS.length + 1);
    const found = themeFolders(context.contentDir, context.themeDir)
      .map((folder) => moduleFile(join(folder, rest)))
      .find((file) => file !== undefined);
    if (found) return { path: found, via: 'alias' };
  }

  const path = packagePath(specifier, context.contentDir);
  if (path) return { path, via: 'package' };
  return {
    problem: `cannot import "${specifier}": no such package in node_modules (install it in the docs folder, or add an alias)`,
  };
}

/** The name Rspress 2 gives the site's custom theme, its folder's files under it. */
const THEME_ALIAS = '@theme';

/** The file a package import from the content folder finds: by `require`, else by `import`. */
function packagePath(specifier: string, contentDir: string): string | undefined {
  return requiredPath(specifier, contentDir) ?? importedPath(specifier, contentDir);
}

/** The file Node's `require` finds for a package import from the content folder, if any. */
function requiredPath(specifier: string, contentDir: string): string | undefined {
  try {
    return createRequire(join(contentDir, 'package.json')).resolve(specifier);
  } catch {
    return undefined;
  }
}

/**
 * The file an `import` of a package finds from the content folder where `require` finds none: a package
 * whose `exports` offer an entry under the `import` condition only (`@rstack-dev/doc-ui/blog-authors`), as
 * bundlers resolve an import statement.
 */
function importedPath(specifier: string, contentDir: string): string | undefined {
  const name = specifier.match(/^(?:@[^/]+\/)?[^/]+/)?.[0];
  if (!name) return undefined;
  for (let dir = contentDir; ; dir = dirname(dir)) {
    const root = join(dir, 'node_modules', name);
    const manifest = readJson(join(root, 'package.json'));
    if (manifest) {
      let entries: string[] | undefined;
      try {
        entries = resolveExports(manifest, `.${specifier.slice(name.length)}`, { require: false }) ?? undefined;
      } catch {
        return undefined;
      }
      return entries?.map((entry) => moduleFile(join(root, entry))).find((file) => file !== undefined);
    }
    if (dirname(dir) === dir) return undefined;
  }
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The file a path names: itself, with one of `MODULE_EXTENSIONS`, or its folder's `index` with one. */
export function moduleFile(path: string): string | undefined {
  const candidates = [
    path,
    ...MODULE_EXTENSIONS.map((ext) => path + ext),
    ...MODULE_EXTENSIONS.map((ext) => join(path, `index${ext}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

export interface PathPattern {
  prefix: string;
  suffix: string;
  /** Absolute targets, each with the `*` (if any) still in. */
  targets: string[];
  /** A pattern without `*`: only the specifier equal to it matches. */
  exact: boolean;
  /** `baseUrl`'s own: a name found under it is the module, one that is not goes on to the packages. */
  fallback?: true;
}

/**
 * What the `*` of a `paths` pattern stands for in `specifier` when the pattern takes it ('' for a pattern without
 * `*`, which takes only itself); undefined when it does not.
 *
 * @example starIn({ prefix: '@en/', suffix: '', exact: false, targets: [] }, '@en/a.mdx') // 'a.mdx'
 */
export function starIn({ prefix, suffix, exact }: PathPattern, specifier: string): string | undefined {
  if (exact) return specifier === prefix ? '' : undefined;
  if (!specifier.startsWith(prefix) || !specifier.endsWith(suffix)) return undefined;
  if (specifier.length < prefix.length + suffix.length) return undefined;
  return specifier.slice(prefix.length, specifier.length - suffix.length);
}

const tsconfigs = new Map<string, PathPattern[]>();

/**
 * `compilerOptions.paths` of `tsconfig.json` in the content folder, else in its parent (a docs folder inside
 * a project), else in the Rspress project's folder (see rspress-project.ts), relative to its `baseUrl` or, without one, to the file's folder (as TypeScript reads them), and
 * last, with a `baseUrl`, the folder it names.
 * Read once per content folder; a file that cannot be read gives no paths.
 */
export function tsconfigPaths(contentDir: string): PathPattern[] {
  let patterns = tsconfigs.get(contentDir);
  if (patterns) return patterns;
  patterns = [];
  // Then the Rspress project's, however deep its docs are (`root: 'src/doc'`): the one Rsbuild reads.
  const project = rspressProjectOf(contentDir);
  const file = [contentDir, dirname(contentDir), ...(project ? [project] : [])]
    .map((dir) => join(dir, 'tsconfig.json'))
    .find(existsSync);
  if (file) {
    const options = (parseJsonc(readFileSync(file, 'utf8')) as { compilerOptions?: Record<string, unknown> })
      ?.compilerOptions;
    const base = resolve(dirname(file), typeof options?.baseUrl === 'string' ? options.baseUrl : '.');
    const paths = (options?.paths ?? {}) as Record<string, unknown>;
    for (const [pattern, targets] of Object.entries(paths)) {
      if (!Array.isArray(targets)) continue;
      const [prefix, suffix = ''] = pattern.split('*');
      patterns.push({
        prefix,
        suffix: pattern.includes('*') ? suffix : '',
        // A pattern without `*` names one module: `@theme` is not `@theme-assets/github`.
        exact: !pattern.includes('*'),
        targets: targets.filter((t): t is string => typeof t === 'string').map((t) => resolve(base, t)),
      });
    }
    // The longest prefix wins, as in TypeScript.
    patterns.sort((a, b) => b.prefix.length - a.prefix.length);
    // With a `baseUrl`, a bare name is looked for under it after `paths` (`components/table` in `./components`),
    // as TypeScript and Rsbuild look, before the packages.
    if (typeof options?.baseUrl === 'string')
      patterns.push({ prefix: '', suffix: '', exact: false, targets: [join(base, '*')], fallback: true });
  }
  tsconfigs.set(contentDir, patterns);
  return patterns;
}
