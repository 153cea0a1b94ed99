import { useEffect } from 'react';
import type { PageLoader } from '../app/page-loader';
import { loadLayout } from '../layouts/registry';
import { type LinkActivation, linkIntent } from './link-intent';
import { carrySwitches } from './query-switches';
import type { Go } from './use-go';

function activation(anchor: HTMLAnchorElement, base: string, modified: boolean): LinkActivation {
  return {
    href: anchor.href,
    target: anchor.getAttribute('target'),
    download: anchor.hasAttribute('download'),
    modified,
    current: location.href,
    base,
  };
}

function anchorOf(event: Event): HTMLAnchorElement | null {
  const target = event.target;
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  // An SVG <a> has an object for `href`; only HTML links are ours to route.
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * One set of document listeners serves every link on the page — navbar, sidebar, footer and the
 * prerendered page HTML alike: internal links navigate in place (keeping the query switches),
 * external ones open a new tab, hovering or focusing an internal link preloads its page; code copy
 * buttons work too.
 */
export function useLinkDelegation(go: Go, loader: PageLoader, base: string): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const copyButton = event.target instanceof Element ? event.target.closest('button.code-copy') : null;
      if (copyButton) {
        import('../content/code-copy').then((module) => module.copyCode(copyButton)).catch(() => undefined);
        return;
      }
      const anchor = anchorOf(event);
      if (!anchor) return;
      const modified = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
      const intent = linkIntent(activation(anchor, base, modified));
      if (intent.kind === 'ignore') return;
      event.preventDefault();
      if (intent.kind === 'external') window.open(intent.url, '_blank', 'noopener,noreferrer');
      else if (intent.kind === 'page') go(carrySwitches(intent.to, location.search));
      else go(intent.to);
    };
    let lastHovered: HTMLAnchorElement | null = null;
    const onPreload = (event: Event) => {
      const anchor = anchorOf(event);
      // pointerover fires for every child element crossed; one look per link is enough.
      if (!anchor || anchor === lastHovered) return;
      lastHovered = anchor;
      const intent = linkIntent(activation(anchor, base, false));
      if (intent.kind !== 'page') return;
      void loader.preload(intent.path).then((route) => {
        if (route) loadLayout(route.pageType).catch(() => undefined);
      });
    };
    document.addEventListener('click', onClick);
    // pointerenter does not bubble; pointerover is its bubbling twin, and focusin covers keyboards.
    document.addEventListener('pointerover', onPreload, { passive: true });
    document.addEventListener('focusin', onPreload);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onPreload);
      document.removeEventListener('focusin', onPreload);
    };
  }, [go, loader, base]);
}
