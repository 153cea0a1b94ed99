import { interfaceLang } from '../shared/i18n';
import type { Lang, SiteConfig } from '../shared/types';
import { ContentProblems } from './errors';
import { readI18nTexts, withConfigTexts } from './i18n-texts';
import type { PageStringKey, PageStrings } from './markdown/page-strings';

/**
 * Rspress's interface keys whose words the build writes into pages (not the shell's UI strings, see
 * interface-texts.ts): the code blocks' copy button and `<SourceCode>`'s label.
 */
const RSPRESS_PAGE_KEYS: Readonly<Record<string, PageStringKey>> = {
  codeButtonGroupCopyButtonText: 'code.copy',
  sourceCodeText: 'component.source',
};

/**
 * Per language, the site's own words for the page strings (`i18n.json` with the config's `i18nSource` over it),
 * as Rspress's theme takes them: a key's text in the language, else its English one where the interface is
 * English. Languages with none are left out. The file's problems are the link step's to report (see
 * site-texts.ts): a file that cannot be read gives nothing here.
 *
 * @example sitePageStrings('/site/docs', config) // { ja: { 'code.copy': 'コードをコピー' } }
 */
export function sitePageStrings(
  contentDir: string,
  config: Pick<SiteConfig, 'locales' | 'i18nSource'>,
): Record<Lang, PageStrings> {
  const texts = withConfigTexts(readI18nTexts(contentDir, new ContentProblems(), contentDir), config.i18nSource);
  const byLang: Record<Lang, PageStrings> = {};
  for (const { lang } of config.locales) {
    const reads = interfaceLang(lang);
    const own: PageStrings = {};
    for (const [rspressKey, key] of Object.entries(RSPRESS_PAGE_KEYS)) {
      const byKey = texts[rspressKey];
      const text = byKey?.[lang] ?? (reads === undefined || reads === 'en' ? byKey?.en : undefined);
      if (typeof text === 'string' && text) own[key] = text;
    }
    if (Object.keys(own).length > 0) byLang[lang] = own;
  }
  return byLang;
}
