import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { getNodeValue } from 'jsonc-parser';
import type { Lang, NavItem, SidebarItem } from '../shared/types';
import type { ContentProblems } from './errors';
import { readJsonFile } from './json-file';

/** A site's own texts, Rspress's `i18n.json`: each key's text per language (`{ "features": { "en": "Features" } }`). */
export type I18nTexts = Record<string, Record<string, unknown>>;

/**
 * Where a site's `i18n.json` may be: in the content folder, then beside it (Rspress reads it from the
 * project's root, the folder that holds `docs/`). The first that exists is read.
 */
export function i18nFiles(contentDir: string): string[] {
  return [join(contentDir, 'i18n.json'), join(dirname(contentDir), 'i18n.json')];
}

/** The site's `i18n.json`, if it has one. */
export function i18nFileOf(contentDir: string): string | undefined {
  return i18nFiles(contentDir).find((file) => existsSync(file));
}

/**
 * The texts of the site's `i18n.json` (none without one). A file that is not JSON, or not an object of
 * objects, is a problem at its line.
 */
export function readI18nTexts(contentDir: string, problems: ContentProblems, cwd: string): I18nTexts {
  const file = i18nFileOf(contentDir);
  if (!file) return {};
  const json = readJsonFile(file, relative(cwd, file), problems);
  if (!json) return {};
  const value: unknown = getNodeValue(json.root);
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(value) || !Object.values(value).every(isObject)) {
    json.problem(json.root, 'i18n.json must map each key to its text in each language: { "key": { "en": "…" } }');
    return {};
  }
  return value as I18nTexts;
}

/**
 * The site's texts with the config's `i18nSource` over those of `i18n.json`, as Rspress merges them: key by key
 * and language by language, so a config giving a key's `zh` text keeps the file's `en` one.
 *
 * @example
 * withConfigTexts({ guide: { en: 'Guide', zh: '指南' } }, { guide: { zh: '教程' } })
 * // { guide: { en: 'Guide', zh: '教程' } }
 */
export function withConfigTexts(fileTexts: I18nTexts, configured: I18nTexts | undefined): I18nTexts {
  const texts = { ...fileTexts };
  for (const [key, byLang] of Object.entries(configured ?? {})) texts[key] = { ...texts[key], ...byLang };
  return texts;
}

/**
 * Sidebar and nav labels in `lang` where the label is a key of the site's texts, as Rspress reads the
 * labels of `_meta.json` and `_nav.json` (`"label": "features"` shows "Features", or "特性" in Chinese);
 * other labels as written.
 */
export function translateLabels(items: readonly (SidebarItem | NavItem)[], texts: I18nTexts, lang: Lang): void {
  const text = (label: string) => {
    const translated = texts[label]?.[lang];
    return typeof translated === 'string' ? translated : label;
  };
  for (const item of items) {
    if (typeof item.text === 'string') item.text = text(item.text);
    if ('sectionHeaderText' in item && typeof item.sectionHeaderText === 'string')
      item.sectionHeaderText = text(item.sectionHeaderText);
    if (item.items) translateLabels(item.items, texts, lang);
  }
}
