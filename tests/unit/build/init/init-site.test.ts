import { execFile } from 'node:child_process';
import { type Dirent, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/build/config/load-config';
import { InitError, initSite } from '../../../../src/build/init/init-site';
import { writeTree } from '../tree';

/** Every file of a folder, as sorted paths relative to it. */
const filesOf = (dir: string) =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();

/** The files each language gets, besides the config and the icon. */
const pagesOf = (lang: string) => [
  `${lang}/_nav.json`,
  `${lang}/guide/_meta.json`,
  `${lang}/guide/getting-started.md`,
  `${lang}/guide/introduction.md`,
  `${lang}/index.md`,
];

const LISTS = [['en', 'zh'], ['en'], ['zh', 'en'], ['de', 'fr', 'pt-BR']];

describe('initSite', () => {
  it.each(LISTS.map((langs) => [langs.join(',') as string, langs] as const))(
    'writes the same pages in each language of %s, the first served at /',
    async (_, langs) => {
      const cwd = writeTree({});
      initSite(join(cwd, 'docs'), langs, cwd);
      expect(filesOf(join(cwd, 'docs'))).toEqual(
        ['public/icon.svg', 'site.config.ts', ...langs.flatMap(pagesOf)].sort(),
      );
      const { config, warnings } = await loadConfig(join(cwd, 'docs'), cwd);
      expect(warnings).toEqual([]);
      expect(config.lang).toBe(langs[0]);
      expect(config.locales.map((l) => l.lang)).toEqual(langs);
      expect(config.icon).toBe('/icon.svg');
      // Links of the default language have no prefix, the others' have theirs.
      for (const lang of langs) {
        const nav = JSON.parse(readFileSync(join(cwd, 'docs', lang, '_nav.json'), 'utf8'));
        expect(nav[0].link).toBe(`${lang === langs[0] ? '' : `/${lang}`}/guide/introduction`);
      }
    },
  );

  it('writes Chinese words for zh, and English ones for a language it has none for', () => {
    const cwd = writeTree({});
    initSite(join(cwd, 'docs'), ['de', 'zh'], cwd);
    const read = (path: string) => readFileSync(join(cwd, 'docs', path), 'utf8');
    expect(read('zh/guide/introduction.md')).toMatch(/^# 简介\n/);
    expect(read('de/guide/introduction.md')).toMatch(/^# Introduction\n/);
    expect(read('site.config.ts')).toContain(
      "{ lang: 'de', label: 'Deutsch' },\n    { lang: 'zh', label: '简体中文' },",
    );
  });

  it('returns what it made and the two commands that come next, with the folder as given', () => {
    const cwd = writeTree({});
    expect(initSite(join(cwd, 'site/docs'), ['en', 'zh'], cwd)).toEqual([
      'esmx-docs: created site/docs (en, zh) with 12 files',
      '',
      'Next:',
      '  npx esmx-docs dev site/docs      # write with a live preview',
      '  npx esmx-docs build site/docs    # then build the site into dist/',
    ]);
    expect(readFileSync(join(cwd, 'site/docs/en/guide/getting-started.md'), 'utf8')).toContain(
      'npx esmx-docs build site/docs',
    );
  });

  it('starts a site in an empty folder', () => {
    const cwd = writeTree({});
    mkdirSync(join(cwd, 'docs'));
    initSite(join(cwd, 'docs'), ['en'], cwd);
    expect(filesOf(join(cwd, 'docs'))).toEqual([
      'en/_nav.json',
      'en/guide/_meta.json',
      'en/guide/getting-started.md',
      'en/guide/introduction.md',
      'en/index.md',
      'public/icon.svg',
      'site.config.ts',
    ]);
  });

  it('refuses a folder that is not empty, and touches nothing in it', () => {
    const cwd = writeTree({ 'docs/notes.txt': 'mine' });
    expect(() => initSite(join(cwd, 'docs'), ['en'], cwd)).toThrow(
      new InitError('docs is not empty (1 entries): pick a new folder; nothing was written'),
    );
    expect(filesOf(join(cwd, 'docs'))).toEqual(['notes.txt']);
    expect(readFileSync(join(cwd, 'docs/notes.txt'), 'utf8')).toBe('mine');
  });

  it('refuses a file in the folder’s place', () => {
    const cwd = writeTree({ docs: 'a file' });
    expect(() => initSite(join(cwd, 'docs'), ['en'], cwd)).toThrow(
      'esmx-docs: docs exists and is not a folder: nothing was written',
    );
  });

  it.each([
    [['english'], 'esmx-docs: --lang: "english" is not a language code (e.g. en, zh, pt-BR)'],
    [['en', 'x1', 'zz-'], 'esmx-docs: --lang: "x1", "zz-" is not a language code (e.g. en, zh, pt-BR)'],
    [['en', ''], 'esmx-docs: --lang needs language codes, e.g. --lang en,zh'],
    [[], 'esmx-docs: --lang needs language codes, e.g. --lang en,zh'],
    [['en', 'zh', 'en'], 'esmx-docs: --lang: "en" is given twice'],
  ])('refuses the language list %j before writing anything', (langs, message) => {
    const cwd = writeTree({});
    expect(() => initSite(join(cwd, 'docs'), langs, cwd)).toThrow(new InitError(message.slice('esmx-docs: '.length)));
    expect(existsSync(join(cwd, 'docs'))).toBe(false);
  });
});

/** Runs the CLI as a user does, from `cwd`. */
async function esmxDocs(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const bin = join(process.cwd(), 'bin/esmx-docs.mjs');
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return error as { code: number; stdout: string; stderr: string };
  }
}

// The first run may have to bundle the generator (half a minute on a busy machine).
describe('a new site', { timeout: 240_000 }, () => {
  it.each([['en,zh'], ['zh'], ['de,fr,pt-BR']])(
    'builds with --lang %s: no problem, no warning, every link found',
    async (lang) => {
      const cwd = writeTree({});
      expect((await esmxDocs(['init', 'docs', '--lang', lang], cwd)).code).toBe(0);
      const result = await esmxDocs(['build', 'docs', '--out', 'site'], cwd);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const count = lang.split(',').length * 3;
      expect(result.stdout).toMatch(new RegExp(`^esmx-docs: built ${count} pages into .*site in \\d+ ms\\n$`));
    },
  );
});
