import { useMemo, useState } from 'react';
import { Router } from 'wouter';
import { routerBase } from '../../shared/base-path';
import { localesOf } from '../../shared/locale';
import { isGeneratedNotFound } from '../../shared/not-found-page';
import type { PageData, SidebarItem, SiteData } from '../../shared/types';
import { LiveRegion } from '../a11y/LiveRegion';
import { useRouteFocus } from '../a11y/use-route-focus';
import { useImageZoom } from '../content/use-image-zoom';
import { Layout } from '../layouts/Layout';
import { useGo } from '../navigation/use-go';
import { useLinkDelegation } from '../navigation/use-link-delegation';
import { useLocaleRedirect } from '../navigation/use-locale-redirect';
import { useScrollRestoration } from '../navigation/use-scroll-restoration';
import { createPageLoader } from './page-loader';
import { ShellContext } from './shell-context';
import { useDocumentMeta } from './use-document-meta';
import { usePageView } from './use-page-view';

/** Props of the whole app; the prerender and the hydrating browser pass the very same ones. */
export interface AppProps {
  site: SiteData;
  /** The prerendered page (with its HTML). */
  page: PageData;
  /** The sidebar of the page's section (from its sidebar chunk); empty without one. */
  sidebar: SidebarItem[];
  /** The path the page was prerendered for; the browser hydrates with it even at another URL. */
  ssrPath: string;
}

function Shell({ site, page: first, sidebar, ssrPath }: AppProps) {
  const [locales] = useState(() => localesOf(site.config));
  const [loader] = useState(() => {
    const created = createPageLoader(site.siteIndex, locales);
    // Ours is no route's page; any page of the site's own is its route's.
    if (!isGeneratedNotFound(first)) created.seed({ page: first, sidebar });
    return created;
  });
  const view = usePageView({ page: first, sidebar }, loader, locales);
  const go = useGo();
  useScrollRestoration(view);
  useRouteFocus(view, site.config);
  useLinkDelegation(go, loader, site.config.base);
  useDocumentMeta(view.page, site.config);
  useImageZoom(view.page);
  useLocaleRedirect(site.config, go, first.untranslated);

  const shell = useMemo(
    () => ({ site, locales, page: view.page, sidebar: view.sidebar, loader }),
    [site, locales, view.page, view.sidebar, loader],
  );
  return (
    <ShellContext.Provider value={shell}>
      <div className="app" data-ssr-path={ssrPath}>
        <Layout />
        <LiveRegion />
      </div>
    </ShellContext.Provider>
  );
}

/** The documentation site's browser shell: router, page state and the layout of the page. */
export function App(props: AppProps) {
  const base = routerBase(props.site.config.base);
  // wouter takes the server's path as the browser's would be, base included: without it, the first render
  // under a base read a path outside the base, and the page looked its route up (and its 404 layout) anew.
  return (
    <Router base={base} ssrPath={base + props.ssrPath}>
      <Shell {...props} />
    </Router>
  );
}
