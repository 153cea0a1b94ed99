import { useEffect } from 'react';
import { stripBase } from '../../shared/base-path';
import type { Lang, SiteConfig } from '../../shared/types';
import { takeFirstVisit } from './first-visit';
import type { Go } from './use-go';

/** What the first-visit redirect decided, for tests and tools that must not guess when it is over. */
type RedirectOutcome = 'not-first-visit' | 'stayed' | 'redirected' | 'failed';

/** `<html data-locale-redirect="…">`: set once the decision is made, whichever it is. */
function settle(outcome: RedirectOutcome): void {
  document.documentElement.dataset.localeRedirect = outcome;
}

/**
 * On a reader's first visit, moves them to the same page in their browser's language
 * (`themeConfig.localeRedirect`). The decision logic is imported only on that first visit. Once the
 * decision is made, `<html>` carries `data-locale-redirect` (`not-first-visit`, `stayed`, `redirected`
 * or `failed`), so a check that nothing happened knows when to look. `untranslated`: the languages the
 * first page has no translation in, which it stays out of.
 */
export function useLocaleRedirect(config: SiteConfig, go: Go, untranslated?: readonly Lang[]): void {
  useEffect(() => {
    if (!takeFirstVisit()) {
      settle('not-first-visit');
      return;
    }
    import('./locale-redirect')
      .then(({ firstVisitRedirect }) => {
        const path = stripBase(location.pathname, config.base);
        const target = path === null ? null : firstVisitRedirect(config, path, untranslated);
        if (target) go(target + location.search + location.hash, { replace: true });
        settle(target ? 'redirected' : 'stayed');
      })
      .catch((error: unknown) => {
        console.error(error);
        settle('failed');
      });
  }, []);
}
