import { useEffect } from 'react';
import { pageDescriptionOf } from '../../shared/description';
import { htmlLang } from '../../shared/locale';
import { pageTitle } from '../../shared/title';
import type { PageData, SiteConfig } from '../../shared/types';

/** Keeps `<title>` and `<html lang>` in step with the page on screen (the build wrote the first ones). */
export function useDocumentMeta(page: PageData, config: SiteConfig): void {
  useEffect(() => {
    document.title = pageTitle(page, config);
    document.documentElement.lang = htmlLang(page.lang);
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = pageDescriptionOf(page, config) ?? '';
  }, [page, config]);
}
