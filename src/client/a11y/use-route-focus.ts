import { useEffect, useRef } from 'react';
import { pageTitle } from '../../shared/title';
import type { SiteConfig } from '../../shared/types';
import type { PageView } from '../app/use-page-view';
import { MAIN_ID } from '../components/SkipLink';
import { announce } from './announce';

/**
 * After a client-side navigation to another page, moves focus to the new page's h1 (or its `<main>`)
 * and announces the new title, as a full page load would for screen reader users: without it, focus
 * stays on the clicked link of a page that is gone and nothing tells them the page changed. The
 * landing page and moves within one page (a `#hash`) leave focus where it is.
 */
export function useRouteFocus(view: PageView, config: SiteConfig): void {
  const shown = useRef(view.page);

  useEffect(() => {
    if (shown.current === view.page) return;
    shown.current = view.page;
    if (view.initial) return;
    const main = document.getElementById(MAIN_ID);
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      // Scrolling belongs to the scroll restoration (top, a hash, or a remembered position).
      target.focus({ preventScroll: true });
    }
    announce(pageTitle(view.page, config));
  }, [view, config]);
}
