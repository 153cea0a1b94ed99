import { type Dirent, existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { RSPRESS_CONFIG_FILES } from './rspress-modules';

/**
 * The folder of the Rspress project a content folder belongs to: the nearest folder above it holding an
 * Rspress config, else a folder beside it whose config names it as its `root` (`website/` beside `docs/`,
 * its config saying `root: '../docs'`). `rspress build` runs in that folder whatever `root` its config
 * names, so its `theme/` is the site's theme and its files are the project's own.
 *
 * @example rspressProjectOf('/site/src/latest') // '/site', beside /site/rspress.config.ts
 */
export function rspressProjectOf(contentDir: string): string | undefined {
  for (let dir = dirname(resolve(contentDir)); ; dir = dirname(dir)) {
    if (rspressConfigIn(dir)) return dir;
    if (dirname(dir) === dir) return siblingProjectOf(resolve(contentDir));
  }
}

/** The first of `RSPRESS_CONFIG_FILES` in a folder, if it has one. */
export function rspressConfigIn(dir: string): string | undefined {
  return RSPRESS_CONFIG_FILES.map((name) => join(dir, name)).find((file) => existsSync(file));
}

// By content folder: asked for each import a page resolves, and the answer lists a folder.
const siblings = new Map<string, string | undefined>();

/**
 * The first folder beside `contentDir` (by name) holding an Rspress config whose `root`, as written, is the
 * content folder (`'../docs'`, `path.join(__dirname, '..', 'docs')`). Read as text, nothing of it run.
 */
function siblingProjectOf(contentDir: string): string | undefined {
  if (siblings.has(contentDir)) return siblings.get(contentDir);
  const parent = dirname(contentDir);
  let entries: Dirent[] = [];
  try {
    entries = readdirSync(parent, { withFileTypes: true });
  } catch {
    // An unreadable parent has no project beside the content folder to offer.
  }
  const found = entries
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .map((entry) => join(parent, entry.name))
    .sort()
    .find((folder) => {
      const config = folder === contentDir ? undefined : rspressConfigIn(folder);
      return config !== undefined && writtenRoot(config) === contentDir;
    });
  siblings.set(contentDir, found);
  return found;
}

/** A string literal without interpolation: its quote, then its text. */
const LITERAL = String.raw`(['"\`])([^'"\`$\n]+)\1`;
/** Where a path made with `path.join` or `path.resolve` starts from: the config's folder. */
const FROM_CONFIG = String.raw`(?:__dirname|import\.meta\.dirname|process\.cwd\(\))`;

/**
 * The folder an Rspress config's `root` names, read from its text, when it is written as a path (`root:
 * 'src'`, `root: path.join(__dirname, '..', 'docs')`) or as a constant the config defines so (`const DOCS =
 * path.join(__dirname, '..', 'docs')` and `root: DOCS`, or `root,` after `const root = …`), resolved from the
 * config's folder: for a config that cannot be loaded, or before it is. Nothing of it runs.
 *
 * @example writtenRoot('/site/website/rspress.config.ts') // '/site/docs', for `root: '../docs'`
 */
export function writtenRoot(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const written = pathAt(text, String.raw`\broot\s*:\s*`);
  if (written) return resolve(dirname(file), ...written);
  // A constant's name, or the shorthand `root` (its own constant).
  const name =
    /\broot\s*:\s*([A-Za-z_$][\w$]*)\s*[,}\n]/.exec(text)?.[1] ??
    (/[{,]\s*root\s*[,}]/.test(text) ? 'root' : undefined);
  const defined = name && pathAt(text, String.raw`\b(?:const|let|var)\s+${name.replace(/\$/g, '\\$')}\s*=\s*`);
  return defined ? resolve(dirname(file), ...defined) : undefined;
}

/** The parts of the path written right after `lead` in `text` (a literal, or a join or resolve from the config's folder). */
function pathAt(text: string, lead: string): string[] | undefined {
  const plain = new RegExp(`${lead}${LITERAL}`).exec(text);
  if (plain) return [plain[2]];
  const call = new RegExp(String.raw`${lead}(?:path\.)?(?:join|resolve)\(\s*${FROM_CONFIG}\s*,([^)]*)\)`).exec(text);
  const parts = call?.[1]
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => new RegExp(String.raw`^\s*${LITERAL}\s*$`).exec(part)?.[2]);
  if (!parts?.length || parts.some((part) => part === undefined)) return undefined;
  return parts as string[];
}
