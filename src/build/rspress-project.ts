import { type Dirent, existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isWithin } from './inside-folder';
import { repositoryOf } from './repository-folder';
import { RSPRESS_CONFIG_FILES } from './rspress-modules';

/**
 * The folder of the Rspress project a content folder belongs to: the nearest folder above it holding an
 * Rspress config, else a folder near it whose config names it as its `root` (`website/` beside `docs/`, its
 * config saying `root: '../docs'`; `site/jig/` two folders from `docs/jig/`, saying `'../../docs/jig'`).
 * `rspress build` runs in that folder whatever `root` its config names, so its `theme/` is the site's theme
 * and its files are the project's own.
 *
 * @example rspressProjectOf('/site/src/latest') // '/site', beside /site/rspress.config.ts
 */
export function rspressProjectOf(contentDir: string): string | undefined {
  for (let dir = dirname(resolve(contentDir)); ; dir = dirname(dir)) {
    if (rspressConfigIn(dir)) return dir;
    if (dirname(dir) === dir) return nearbyProjectOf(resolve(contentDir));
  }
}

/** The first of `RSPRESS_CONFIG_FILES` in a folder, if it has one. */
export function rspressConfigIn(dir: string): string | undefined {
  return RSPRESS_CONFIG_FILES.map((name) => join(dir, name)).find((file) => existsSync(file));
}

// By content folder: asked for each import a page resolves, and the answer lists folders.
const nearby = new Map<string, string | undefined>();

/** How far the search for a project naming the content folder goes: folders above it, then folders down from each. */
const LEVELS_UP = 2;
const LEVELS_DOWN = 2;

/**
 * The first folder near `contentDir` holding an Rspress config whose `root`, as written, is the content folder
 * (`'../docs'`, `path.join(__dirname, '..', 'docs')`): a folder up to two levels down from its parent, then from
 * the folder above that when it is the project's or inside its repository, by name at each level. Read as
 * text, nothing of it run.
 */
function nearbyProjectOf(contentDir: string): string | undefined {
  if (nearby.has(contentDir)) return nearby.get(contentDir);
  let found: string | undefined;
  const names = (config: string) => writtenRoot(config) === contentDir;
  // Above its parent only inside the project or repository: a home folder's every project is not looked through.
  const top = repositoryOf(contentDir);
  const inProject = (folder: string) =>
    (top !== undefined && isWithin(top, folder)) || existsSync(join(folder, 'package.json'));
  for (let from = dirname(contentDir), up = 0; up < LEVELS_UP && !found; from = dirname(from), up++) {
    if (up > 0 && !inProject(from)) break;
    found = foldersDown(from, LEVELS_DOWN, contentDir).find((folder) => {
      const config = rspressConfigIn(folder);
      return config !== undefined && names(config);
    });
    if (dirname(from) === from) break;
  }
  nearby.set(contentDir, found);
  return found;
}

/** The folders up to `levels` below `dir`, nearest first and by name, but `node_modules`, hidden ones and `skip`. */
function foldersDown(dir: string, levels: number, skip: string): string[] {
  let entries: Dirent[] = [];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    // An unreadable folder has no project to offer.
  }
  const folders = entries
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .map((entry) => join(dir, entry.name))
    .filter((folder) => folder !== skip)
    .sort();
  if (levels <= 1) return folders;
  return [...folders, ...folders.flatMap((folder) => foldersDown(folder, levels - 1, skip))];
}

/** Where a path made with `path.join` or `path.resolve` starts from: the config's folder. */
const FROM_CONFIG = /^(?:__dirname|import\.meta\.dirname|process\.cwd\(\))$/;
/** The config's own file: `fileURLToPath(import.meta.url)` (`url.fileURLToPath` too). */
const CONFIG_FILE = /^(?:url\.)?fileURLToPath\(\s*import\.meta\.url\s*\)$/;
/** A path from the config's folder written as a URL: `fileURLToPath(new URL('../docs', import.meta.url))`. */
const URL_FROM_CONFIG =
  /^(?:url\.)?fileURLToPath\(\s*new URL\(\s*(['"`])([^'"`$\n]*)\1\s*,\s*import\.meta\.url\s*\)\s*\)$/;
/** How many constants deep a root's value is followed (`root: DOCS`, `DOCS = path.join(ROOT, 'docs')`…). */
const MAX_DEPTH = 6;

/**
 * The folder an Rspress config's `root` names, read from its text, for a config that cannot be loaded, or before
 * it is; nothing of it runs. What it reads: string literals, `path.join` and `path.resolve` from the config's
 * folder (`__dirname`, `import.meta.dirname`, `process.cwd()`, `dirname(fileURLToPath(import.meta.url))`,
 * `fileURLToPath(new URL('../docs', import.meta.url))`), constants the config defines so (`root: DOCS`,
 * the shorthand `root`), and `process.env.X || …` (`??` too), an environment variable when set, else what follows.
 *
 * @example writtenRoot('/site/website/rspress.config.ts') // '/site/docs', for `root: '../docs'`
 * @example writtenRoot(file) // for `const ROOT = process.env.R || path.join(__dirname, '..'); const DOCS = path.join(ROOT, 'docs'); … root: DOCS`
 */
export function writtenRoot(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const at = /\broot\s*:\s*/.exec(text);
  const expression = at ? expressionAt(text, at.index + at[0].length) : /[{,]\s*root\s*[,}]/.test(text) ? 'root' : '';
  const value = expression ? pathValue(expression, text, dirname(file), 0) : undefined;
  return value === undefined ? undefined : resolve(dirname(file), value);
}

/** The expression that starts at `from` in `text`: up to a comma, `;`, `}` or line end outside brackets and quotes. */
function expressionAt(text: string, from: number): string {
  let depth = 0;
  let quote = '';
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) {
      if (depth === 0) return text.slice(from, i).trim();
      depth--;
    } else if (depth === 0 && (ch === ',' || ch === ';' || ch === '\n')) return text.slice(from, i).trim();
  }
  return text.slice(from).trim();
}

/** `expression` split at each of `separators` outside brackets and quotes. */
function splitOutside(expression: string, separators: readonly string[]): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < expression.length; i++) {
    const ch = expression[i];
    if (quote) {
      if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
    else if (depth === 0) {
      const separator = separators.find((s) => expression.startsWith(s, i));
      if (separator === undefined) continue;
      parts.push(expression.slice(start, i).trim());
      start = i + separator.length;
      i = start - 1;
    }
  }
  parts.push(expression.slice(start).trim());
  return parts;
}

/** The path an expression of the config's text gives (see `writtenRoot`); undefined for anything else. */
function pathValue(expression: string, text: string, configDir: string, depth: number): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const alternatives = splitOutside(expression, ['||', '??']);
  if (alternatives.length > 1) {
    for (const alternative of alternatives) {
      const value = pathValue(alternative, text, configDir, depth + 1);
      if (value) return value;
    }
    return undefined;
  }
  const literal = /^(['"`])([^'"`$\n]*)\1$/.exec(expression);
  if (literal) return literal[2];
  if (FROM_CONFIG.test(expression)) return configDir;
  // The config's own file, as ES modules name it (`fileURLToPath(import.meta.url)`): only its folder matters.
  if (CONFIG_FILE.test(expression)) return join(configDir, 'rspress.config');
  const url = URL_FROM_CONFIG.exec(expression);
  if (url) return resolve(configDir, url[2]);
  const folder = /^(?:path\.)?dirname\(([\s\S]*)\)$/.exec(expression);
  if (folder) {
    const value = pathValue(folder[1].trim(), text, configDir, depth + 1);
    return value === undefined ? undefined : dirname(resolve(configDir, value));
  }
  const env = /^process\.env\.([A-Za-z_]\w*)$/.exec(expression);
  if (env) return process.env[env[1]] || undefined;
  const call = /^(?:path\.)?(join|resolve)\(([\s\S]*)\)$/.exec(expression);
  if (call) {
    const args = splitOutside(call[2], [',']).filter((arg) => arg !== '');
    const values = args.map((arg) => pathValue(arg, text, configDir, depth + 1));
    if (values.length === 0 || values.some((value) => value === undefined)) return undefined;
    return call[1] === 'join' ? join(...(values as string[])) : resolve(configDir, ...(values as string[]));
  }
  if (/^[A-Za-z_$][\w$]*$/.test(expression)) {
    const defined = new RegExp(String.raw`\b(?:const|let|var)\s+${expression.replace(/\$/g, '\\$')}\s*=\s*`).exec(text);
    return defined
      ? pathValue(expressionAt(text, defined.index + defined[0].length), text, configDir, depth + 1)
      : undefined;
  }
  return undefined;
}
