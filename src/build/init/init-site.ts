import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isLanguageCode } from '../config/resolve';
import { scaffoldFiles } from './scaffold-files';

/** `init` cannot start a site here: the message says why; nothing was written. */
export class InitError extends Error {
  constructor(message: string) {
    super(`esmx-docs: ${message}`);
    this.name = 'InitError';
  }
}

/**
 * Writes a new site into `dir` (see scaffold-files.ts) and returns the lines to print: what was made and the
 * two commands that come next. Checks everything before writing anything: every language code must be one
 * Intl knows (a folder named otherwise would not count as a language), none twice, and `dir` must be
 * missing or an empty folder.
 *
 * @example
 * initSite('/work/docs', ['en', 'zh'], '/work')
 * // ['esmx-docs: created docs (en, zh) with 11 files', '', 'Next:', '  npx esmx-docs dev docs', …]
 */
export function initSite(dir: string, langs: readonly string[], cwd = process.cwd()): string[] {
  checkLanguages(langs);
  const shown = relative(cwd, dir) || '.';
  checkFolder(dir, shown);
  const files = scaffoldFiles(langs, shown);
  for (const [path, text] of files) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return [
    `esmx-docs: created ${shown} (${langs.join(', ')}) with ${files.size} files`,
    '',
    'Next:',
    `  npx esmx-docs dev ${shown}      # write with a live preview`,
    `  npx esmx-docs build ${shown}    # then build the site into dist/`,
  ];
}

function checkLanguages(langs: readonly string[]): void {
  if (langs.length === 0 || langs.includes('')) throw new InitError('--lang needs language codes, e.g. --lang en,zh');
  const bad = langs.filter((lang) => !isLanguageCode(lang));
  if (bad.length > 0)
    throw new InitError(`--lang: ${bad.map((b) => `"${b}"`).join(', ')} is not a language code (e.g. en, zh, pt-BR)`);
  const twice = langs.find((lang, i) => langs.indexOf(lang) !== i);
  if (twice) throw new InitError(`--lang: "${twice}" is given twice`);
}

function checkFolder(dir: string, shown: string): void {
  let entries: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new InitError(`${shown} exists and is not a folder: nothing was written`);
    entries = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (entries.length > 0)
    throw new InitError(`${shown} is not empty (${entries.length} entries): pick a new folder; nothing was written`);
}
