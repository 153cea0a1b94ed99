import type { Lang, SiteConfig } from '../shared/types';
import type { ContentProblems } from './errors';
import { type I18nTexts, readI18nTexts, withConfigTexts } from './i18n-texts';
import { type InterfaceTexts, interfaceTexts } from './interface-texts';

/**
 * The site's texts (`i18n.json` with the config's `i18nSource` over it) and the UI strings they change in each
 * language (see interface-texts.ts); a file that cannot be read is a problem in `problems`.
 */
export function siteTexts(options: {
  contentDir: string;
  config: SiteConfig;
  langs: readonly Lang[];
  cwd: string;
  problems: ContentProblems;
}): { texts: I18nTexts; ui: InterfaceTexts } {
  const { contentDir, config, langs, cwd, problems } = options;
  const texts = withConfigTexts(readI18nTexts(contentDir, problems, cwd), config.i18nSource);
  return { texts, ui: interfaceTexts(texts, config, langs) };
}
