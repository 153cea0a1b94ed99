import { t } from '../../shared/i18n';
import type { SearchHit } from '../../shared/search';
import { useShell, useT } from '../app/shell-context';
import { linkIntent } from '../navigation/link-intent';
import { useGo } from '../navigation/use-go';
import { searchTerms } from './find-terms';
import { highlightOpenedPage } from './page-highlight';
import { TERMS_STATE_KEY } from './terms-state';

export interface FollowResult {
  /**
   * Goes to the result `anchor` links to, in place for a page of this site; the page it opens marks
   * the words `hits` (its page's hits) matched. Calls `close` first.
   */
  follow: (anchor: HTMLAnchorElement, hits: readonly SearchHit[]) => void;
  /** Opens the result in a new tab (Ctrl/Cmd+Enter, Shift+Enter), as a modified click on a link would. */
  openInNewTab: (anchor: HTMLAnchorElement) => void;
}

/**
 * How the search modal leaves for a result. The words to mark ride in the new history entry's
 * state (never its URL), and the page highlighter waits for the new page's content to render.
 */
export function useFollowResult(close: () => void): FollowResult {
  const { site } = useShell();
  const tr = useT(t);
  const go = useGo();
  return {
    follow(anchor, hits) {
      const intent = linkIntent({
        href: anchor.href,
        target: null,
        download: false,
        modified: false,
        current: location.href,
        base: site.config.base,
      });
      close();
      if (intent.kind !== 'page' && intent.kind !== 'hash') {
        location.assign(anchor.href);
        return;
      }
      // The new page's content replaces this one's: its marks wait for that (none on the same page).
      const samePage = new URL(anchor.href).pathname === location.pathname;
      const previous = samePage ? null : (document.querySelector('[data-page-html]')?.firstChild ?? null);
      go(intent.to);
      history.replaceState({ ...(history.state as object), [TERMS_STATE_KEY]: searchTerms(hits) }, '');
      highlightOpenedPage(previous, tr('search.clearHighlights'));
    },
    openInNewTab(anchor) {
      window.open(anchor.href, '_blank', 'noopener');
    },
  };
}
