import { renderToString } from 'react-dom/server';
import type { PageData, SidebarItem, SiteData } from '../shared/types';
import { App } from './app/App';
import { HomeLayout } from './layouts/HomeLayout';
import { NotFoundLayout } from './layouts/NotFoundLayout';
import { OverviewLayout } from './layouts/OverviewLayout';
import { registerLayout } from './layouts/registry';

import { earlySearchScript } from './search/early-search';
import { sidebarScrollScript } from './sidebar/scroll-to-current';
import { themeScript } from './theme/head-script';

/**
 * The inline `<head>` script of every page: the palette and query switches, a search asked for early, and the
 * sidebar scrolled to the page's link.
 */
export const headScript = themeScript + earlySearchScript + sidebarScrollScript;

// Prerendering is synchronous: every layout must be at hand, not behind a dynamic import.
registerLayout('home', HomeLayout);
registerLayout('404', NotFoundLayout);
registerLayout('overview', OverviewLayout);

/**
 * Prerenders the app for `<div id="root">`. `url` is the route path the page is written for
 * ('/', '/zh/', '/blog/', '/404'); the browser later hydrates with the same three arguments.
 *
 * @example
 * const body = render('/guide/start/introduction', site, page, sidebar);
 */
export function render(url: string, site: SiteData, page: PageData, sidebar: SidebarItem[]): string {
  return renderToString(<App site={site} page={page} sidebar={sidebar} ssrPath={url} />);
}
