import { relative } from 'node:path';
import type { Lang, SiteConfig } from '../shared/types';
import type { ContentProblems } from './errors';
import { type I18nTexts, i18nFileOf, readI18nTexts, withConfigTexts } from './i18n-texts';
import { type InterfaceTexts, interfaceTexts } from './interface-texts';

/** Where the config sets an option, for a warning about it. */
type OptionPlace = (option: string) => { file: string; line: number };

/**
 * The site's texts (`i18n.json` with the config's `i18nSource` over it) and the UI strings they change in each
 * language (see interface-texts.ts). Rspress keys we show no text for are a warning where they are written,
 * `i18n.json` or the config's `i18nSource` (both, when both give one), so the site's owner finds them.
 */
export function siteTexts(options: {
  contentDir: string;
  config: SiteConfig;
  langs: readonly Lang[];
  cwd: string;
  problems: ContentProblems;
  warnings: ContentProblems;
  optionAt: OptionPlace;
}): { texts: I18nTexts; ui: InterfaceTexts } {
  const { contentDir, config, langs, cwd, problems, warnings, optionAt } = options;
  const fileTexts = readI18nTexts(contentDir, problems, cwd);
  const texts = withConfigTexts(fileTexts, config.i18nSource);
  const { texts: ui, unused } = interfaceTexts(texts, config, langs);
  const unusedIn = (from: I18nTexts | undefined) =>
    unused.filter((key) => from !== undefined && Object.hasOwn(from, key));
  const message = (keys: string[]) =>
    `${keys.join(', ')}: Rspress interface texts esmx-docs does not show, left unused`;
  const inFile = unusedIn(fileTexts);
  if (inFile.length > 0) warnings.add(relative(cwd, i18nFileOf(contentDir) ?? 'i18n.json'), undefined, message(inFile));
  const inConfig = unusedIn(config.i18nSource);
  if (inConfig.length > 0) {
    const at = optionAt('i18nSource');
    warnings.add(at.file, at.line, message(inConfig));
  }
  return { texts, ui };
}
