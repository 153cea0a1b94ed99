import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Lang } from '../shared/types';
import { MARKDOWN_FILE } from './page-file';

/**
 * Folders of a content folder that never hold pages, whatever the layout: the site's static files, packages,
 * and hidden folders (`.git`, caches). A flat content folder's walk skips them.
 */
export function isNotPageFolder(name: string): boolean {
  return name === 'public' || name === 'node_modules' || name.startsWith('.');
}

/** Where the pages of each language are inside the content folder. */
export interface LanguageFolders {
  /**
   * The site's one language keeps its pages at the content folder's top level (`docs/index.md`,
   * `docs/guide/…`), as an Rspress site without locales does, instead of in `docs/en/`.
   */
  readonly flat: boolean;
  /**
   * The default language, when its pages are at the top level beside the other languages' folders (`docs/guide/`
   * beside `docs/ko/guide/`, and no `docs/en/`), as Rspress serves them; undefined otherwise.
   */
  readonly rootLang?: Lang;
  /**
   * What a walk of a language's folder leaves out at its top (a path inside it: `public`, `ko`), when that
   * folder is the content folder's: its static files, packages, hidden folders and other languages' folders.
   */
  skipsAtTop(lang: Lang): ((rel: string) => boolean) | undefined;
  /** The folder of a language's pages: `<contentDir>/<lang>`, or the content folder itself when flat. */
  folderOf(lang: Lang): string;
  /** A page's path inside the content folder: `en/guide/a.md`, or `guide/a.md` when flat. */
  pathOf(lang: Lang, pathInLang: string): string;
  /** A page's file: in its language's folder, or beside the language folders (see `besideFiles`). */
  fileOf(lang: Lang, pathInLang: string): string;
  /**
   * The Markdown pages of a language that lie beside the language folders rather than in its own (`docs/index.md`
   * beside `docs/en/` and `docs/zh/`): the default language's, as Rspress routes a page in no language's folder,
   * where its folder has no page of that name. None for the other languages, or a flat content folder.
   */
  besideFiles(lang: Lang): string[];
  /** The language and path inside its folder of a file of the content folder; undefined for a file of none. */
  placeOf(file: string): { lang: Lang; pathInLang: string } | undefined;
}

/**
 * The layout of a content folder for a site in `langs`: one folder per language, or, for a site in one
 * language whose folder does not exist, that language's pages at the top level. With `version` (the default
 * version of a site that keeps each version in a folder of its own, Rspress's `multiVersion`), the same
 * layout inside `<contentDir>/<version>/`; the other versions' folders hold no page of this site.
 *
 * @example
 * languageFolders('docs', ['en']).pathOf('en', 'guide/a.md') // 'guide/a.md' when docs/en/ does not exist
 * languageFolders('docs', ['en', 'zh']).placeOf('docs/zh/guide/a.md') // { lang: 'zh', pathInLang: 'guide/a.md' }
 * languageFolders('docs', ['en', 'zh'], 'v1').pathOf('zh', 'guide/a.md') // 'v1/zh/guide/a.md'
 */
export function languageFolders(
  contentDir: string,
  langs: readonly Lang[],
  version?: string,
  /** The language served without a prefix, whose pages may also lie beside the language folders. */
  defaultLang?: Lang,
): LanguageFolders {
  const base = version ? join(contentDir, version) : contentDir;
  const prefix = version ? `${version}/` : '';
  const flat = langs.length === 1 && !existsSync(join(base, langs[0]));
  const atTop = (rel: string) => !rel.includes('/') && isNotPageFolder(rel);
  if (flat) {
    const lang = langs[0];
    return {
      flat,
      skipsAtTop: () => atTop,
      folderOf: () => base,
      pathOf: (_lang, pathInLang) => prefix + pathInLang,
      fileOf: (_lang, pathInLang) => join(base, pathInLang),
      besideFiles: () => [],
      placeOf(file) {
        const parts = relative(base, file).split(sep);
        if (parts[0] === '..' || parts[0] === '' || (isNotPageFolder(parts[0]) && parts.length > 1)) return undefined;
        return { lang, pathInLang: parts.join('/') };
      },
    };
  }
  // The default language without a folder of its own beside another's: its pages are the content folder's.
  const others = langs.filter((lang) => lang !== defaultLang);
  if (
    defaultLang !== undefined &&
    langs.includes(defaultLang) &&
    !existsSync(join(base, defaultLang)) &&
    others.some((lang) => existsSync(join(base, lang)))
  ) {
    const rootLang = defaultLang;
    const inLang = (lang: Lang) => (lang === rootLang ? base : join(base, lang));
    return {
      flat,
      rootLang,
      skipsAtTop: (lang) =>
        lang === rootLang ? (rel) => atTop(rel) || (!rel.includes('/') && others.includes(rel)) : undefined,
      folderOf: inLang,
      pathOf: (lang, pathInLang) => (lang === rootLang ? prefix : `${prefix}${lang}/`) + pathInLang,
      fileOf: (lang, pathInLang) => join(inLang(lang), pathInLang),
      besideFiles: () => [],
      placeOf(file) {
        const parts = relative(base, file).split(sep);
        if (parts[0] === '..' || parts[0] === '') return undefined;
        if (others.includes(parts[0]))
          return parts.length > 1 ? { lang: parts[0], pathInLang: parts.slice(1).join('/') } : undefined;
        if (isNotPageFolder(parts[0]) && parts.length > 1) return undefined;
        return { lang: rootLang, pathInLang: parts.join('/') };
      },
    };
  }
  // A page file beside the language folders, of the default language where its folder has none of that name.
  const isBeside = (lang: Lang, pathInLang: string) =>
    lang === defaultLang &&
    !pathInLang.includes('/') &&
    MARKDOWN_FILE.test(pathInLang) &&
    isFile(join(base, pathInLang)) &&
    !existsSync(join(base, lang, pathInLang));
  return {
    flat,
    skipsAtTop: () => undefined,
    folderOf: (lang) => join(base, lang),
    pathOf: (lang, pathInLang) => (isBeside(lang, pathInLang) ? prefix : `${prefix}${lang}/`) + pathInLang,
    fileOf: (lang, pathInLang) => join(isBeside(lang, pathInLang) ? base : join(base, lang), pathInLang),
    besideFiles(lang) {
      if (lang !== defaultLang) return [];
      try {
        return readdirSync(base)
          .filter((name) => isBeside(lang, name))
          .sort();
      } catch {
        return [];
      }
    },
    placeOf(file) {
      const [lang, ...rest] = relative(base, file).split(sep);
      if (langs.includes(lang) && rest.length > 0) return { lang, pathInLang: rest.join('/') };
      if (rest.length === 0 && defaultLang && isBeside(defaultLang, lang))
        return { lang: defaultLang, pathInLang: lang };
      return undefined;
    },
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Whether a folder holds page files (`.md`, `.mdx`) of its own, at its top level or one folder down (a flat
 * content folder's `index.md`, or its `guide/a.md`), or with `anyDepth` in any folder below it (a version's
 * `docs/guide/start.md`), not counting the folders that never hold pages, nor the files and folders of its top
 * level named in `besides`.
 */
export function hasOwnPages(dir: string, anyDepth = false, besides: readonly string[] = []): boolean {
  const isPage = (name: string) => /\.mdx?$/.test(name);
  const holds = (at: string, depth: number): boolean => {
    try {
      const entries = readdirSync(at, { withFileTypes: true }).filter(
        (entry) => depth > 0 || !besides.includes(entry.name),
      );
      if (entries.some((entry) => !entry.isDirectory() && isPage(entry.name))) return true;
      if (!anyDepth && depth >= 1) return false;
      return entries.some(
        (entry) => entry.isDirectory() && !isNotPageFolder(entry.name) && holds(join(at, entry.name), depth + 1),
      );
    } catch {
      return false;
    }
  };
  return holds(dir, 0);
}
