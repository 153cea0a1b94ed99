import { ContentProblems } from '../errors';
import { readI18nTexts } from '../i18n-texts';
import { rspressInterfaceTexts } from '../interface-texts';

/**
 * A config whose `i18nSource` is a function (Rspress takes one: `(source) => ({ ...source, runLabel: {…} })`)
 * with it called as Rspress calls it: given the built-in interface texts with the site's `i18n.json` over them,
 * it gives the site's whole table, used as the object form is. Awaited, as it may be async. One that throws or
 * gives no table is a warning (`warn`), and the config is read without it; any other config is given back as it is.
 */
export async function withI18nSourceCalled(
  options: Record<string, unknown>,
  contentDir: string,
  shown: string,
  warn: (message: string) => void,
): Promise<Record<string, unknown>> {
  const source = options.i18nSource;
  if (typeof source !== 'function') return options;
  const { i18nSource: _function, ...rest } = options;
  // The i18n.json problems are the build's to report, with the pages' (see site-page-strings.ts).
  const texts = readI18nTexts(contentDir, new ContentProblems(), contentDir);
  const given: Record<string, Record<string, unknown>> = rspressInterfaceTexts();
  for (const [key, byLang] of Object.entries(texts)) given[key] = { ...given[key], ...byLang };
  let table: unknown;
  try {
    table = await (source as (value: unknown) => unknown)(given);
  } catch (error) {
    warn(`${shown}: "i18nSource" threw (${(error as Error)?.message ?? String(error)}): its texts are not used`);
    return rest;
  }
  if (typeof table !== 'object' || table === null || Array.isArray(table)) {
    warn(`${shown}: "i18nSource" gave no table of texts (got ${table === null ? 'null' : typeof table}): not used`);
    return rest;
  }
  return { ...rest, i18nSource: table };
}
