import { useEffect, useMemo, useState } from 'react';
import { Router } from 'wouter';
import { langOf } from '../../shared/locale';
import type { PageData, SiteData } from '../../shared/types';
import { Layout } from '../layouts/Layout';
import { routerBase, stripBase } from '../navigation/base-path';
import { takeFirstVisit } from '../navigation/first-visit';
import { useGo } from '../navigation/use-go';
import { useLinkDelegation } from '../navigation/use-link-delegation';
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
  /** The path the page was prerendered for; the browser hydrates with it even at another URL. */
  ssrPath: string;
}

function Shell({ site, page: first, ssrPath }: AppProps) {
  const [loader] = useState(() => {
    const created = createPageLoader(site.routes);
    const route = created.find(first.routePath);
    if (route && first.pageType !== '404') created.seed(route, first);
    return created;
  });
  const view = usePageView(first, loader);
  const go = useGo();
  useScrollRestoration(view);
  useLinkDelegation(go, loader, site.config.base);
  useDocumentMeta(view.page, site.config);

  useEffect(() => {
    if (!takeFirstVisit()) return;
    // Only first visits pay for the redirect logic.
    import('../navigation/locale-redirect')
      .then(({ firstVisitRedirect }) => {
        const path = stripBase(location.pathname, site.config.base) ?? view.page.routePath;
        const target = firstVisitRedirect(site.config, path, langOf(path));
        if (target) go(target + location.search + location.hash, { replace: true });
      })
      .catch(() => undefined);
  }, []);

  const shell = useMemo(() => ({ site, page: view.page }), [site, view.page]);
  return (
    <ShellContext.Provider value={shell}>
      <div className="app" data-ssr-path={ssrPath}>
        <Layout />
      </div>
    </ShellContext.Provider>
  );
}

/** The documentation site's browser shell: router, page state and the layout of the page. */
export function App(props: AppProps) {
  return (
    <Router base={routerBase(props.site.config.base)} ssrPath={props.ssrPath}>
      <Shell {...props} />
    </Router>
  );
}
