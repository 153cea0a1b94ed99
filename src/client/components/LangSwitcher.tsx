import { htmlLang } from '../../shared/locale';
import { useShell, useT } from '../app/shell-context';
import { AppLink } from './AppLink';
import { Disclosure } from './Disclosure';
import { Icon } from './Icon';

/**
 * Links to the same page in each language the site offers (`/guide/x` ↔ `/zh/guide/x`), or to that
 * language's home page where the page has no translation; shown only when there is more than one. Real
 * links, so crawlers and no-JS readers can follow them.
 */
export function LangLinks() {
  const { site, page, locales } = useShell();
  return (
    <ul className="lang-links">
      {site.config.locales.map((locale) => {
        const current = locale.lang === page.lang;
        return (
          <li key={locale.lang}>
            <AppLink
              href={locales.withLang(page.untranslated?.includes(locale.lang) ? '/' : page.routePath, locale.lang)}
              hrefLang={htmlLang(locale.lang)}
              lang={htmlLang(locale.lang)}
              className={current ? 'active' : undefined}
              aria-current={current ? 'true' : undefined}
            >
              {locale.label}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The navbar's language menu. */
export function LangSwitcher() {
  const { site } = useShell();
  const tr = useT();
  if (site.config.locales.length < 2) return null;
  return (
    <Disclosure className="lang-switcher" label={tr('nav.languages')} button={<Icon name="language" />}>
      <LangLinks />
    </Disclosure>
  );
}
