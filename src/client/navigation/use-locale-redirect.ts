import { useEffect } from 'react';
import { langOf } from '../../shared/locale';
import type { SiteConfig } from '../../shared/types';
import { stripBase } from './base-path';
import { takeFirstVisit } from './first-visit';
import type { Go } from './use-go';

/**
 * On a reader's first visit, moves them to the same page in their browser's language
 * (`themeConfig.localeRedirect`). The decision logic is imported only on that first visit.
 */
export function useLocaleRedirect(config: SiteConfig, go: Go): void {
  useEffect(() => {
    if (!takeFirstVisit()) return;
    import('./locale-redirect')
      .then(({ firstVisitRedirect }) => {
        const path = stripBase(location.pathname, config.base);
        const target = path === null ? null : firstVisitRedirect(config, path, langOf(path));
        if (target) go(target + location.search + location.hash, { replace: true });
      })
      .catch((error: unknown) => console.error(error));
  }, []);
}
