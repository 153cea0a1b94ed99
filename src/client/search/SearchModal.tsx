import { type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../shared/i18n';
import { type IndexFiles, SEARCH_SUGGESTIONS } from '../../shared/search';
import { useHref, useShell, useT } from '../app/shell-context';
import { Icon } from '../components/Icon';
import { takeSearchKeys } from './early-search';
import { dropSession, keepSession, resumeSession } from './modal-session';
import { RecentSearches } from './RecentSearches';
import { addRecentSearch, clearRecentSearches, readRecentSearches, removeRecentSearch } from './recent-searches';
import { SearchResults } from './SearchResults';
import { useFollowResult } from './use-follow-result';
import { useModalDialog } from './use-modal-dialog';
import { useResultList } from './use-result-list';
import { useSearch } from './use-search';
import { useSearchKeys } from './use-search-keys';

export interface SearchModalProps {
  /** Called when the modal should go away (Escape, Cancel, a click outside, a followed result). */
  onClose: () => void;
  /** The search index files of the page's language. */
  index: IndexFiles;
}

/**
 * The search dialog: a combobox input over a listbox of hits grouped by page (over the reader's
 * recent searches while the input is empty). Arrow keys move the selection (wrapping at both ends),
 * Enter or a plain click follows it in place, Ctrl/Cmd+Enter or Shift+Enter opens it in a new tab,
 * Escape closes (and the next opening on this page resumes the session). The list's state lives in
 * useResultList, the keys in useSearchKeys; this component wires them to the view.
 * Loaded on demand (see lazy-search.ts); the navbar's SearchButton mounts it while open.
 */
export function SearchModal({ onClose, index }: SearchModalProps) {
  const { site, page } = useShell();
  const tr = useT(t);
  const href = useHref();
  const source = useMemo(
    () => ({ lang: page.lang, version: page.version, ...index }),
    [page.lang, page.version, index],
  );
  const sessionKey = JSON.stringify([location.pathname, page.lang, page.version, index.url]);
  const [resumed] = useState(() => resumeSession(sessionKey));
  const search = useSearch(
    site.workerUrl,
    source,
    resumed && { query: resumed.query, limit: Math.max(SEARCH_SUGGESTIONS, resumed.shown) },
  );
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const pressedOutside = useRef(false);
  useModalDialog(input);
  // The keys typed since search was asked for (see early-search.ts), after the focus above: from now on the
  // input gets the keys itself. Its value is set at once, not on the next render: a key typed before that
  // render would have gone into the empty input and replaced it.
  useEffect(() => {
    const text = takeSearchKeys();
    if (!text) return;
    if (input.current) input.current.value = text;
    search.searchFor(text);
  }, []);
  const [recent, setRecent] = useState(() => readRecentSearches(page.lang));
  const list = useResultList(search.result, search.query, recent.length, resumed);
  const { ids, groups, count, selected, showRecent } = list;
  const trimmed = search.query.trim();

  const remember = () => setRecent(addRecentSearch(page.lang, trimmed));

  /** Closes the modal with Escape: this page's next opening resumes where the reader left. */
  const dismiss = () => {
    keepSession({
      key: sessionKey,
      query: search.query,
      selected: Math.max(0, selected),
      shown: list.shown,
      scroll: document.getElementById(ids.listbox)?.scrollTop ?? 0,
    });
    onClose();
  };

  const close = () => {
    dropSession();
    onClose();
  };

  const leave = useFollowResult(close);
  const follow = (anchor: HTMLAnchorElement) => {
    const group = groups.find((g) => g.options.some((o) => ids.option(o.index) === anchor.id));
    remember();
    leave.follow(anchor, group?.options.map((o) => o.hit) ?? []);
  };
  const openInNewTab = (anchor: HTMLAnchorElement) => {
    remember();
    leave.openInNewTab(anchor);
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Middle and modified clicks keep the browser's meaning (new tab, new window, download).
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      remember();
      return;
    }
    event.preventDefault();
    follow(event.currentTarget);
  };

  const onKeyDown = useSearchKeys(list, input, dialog, {
    dismiss,
    select: list.select,
    searchRecent: (index) => search.searchFor(recent[index]),
    open: (index, newTab) => {
      const anchor = document.getElementById(ids.option(index));
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (newTab) openInNewTab(anchor);
      else follow(anchor);
    },
    removeRecent: (index) => setRecent(removeRecentSearch(page.lang, recent[index])),
  });

  const showMore = () => {
    list.showAll();
    search.showMore();
    input.current?.focus();
  };

  let status = null;
  if (trimmed && !count) {
    status = search.loading ? (
      <p className="search-status" role="status">
        {tr('search.loading')}
      </p>
    ) : (
      <div className="search-status search-empty" role="status">
        <p>
          {tr('search.noResults')} "<strong>{trimmed}</strong>"
        </p>
        <p>{tr('search.tryAgain')}</p>
      </div>
    );
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click outside the dialog closes it; Escape does so from the keyboard
    <div
      className="search-overlay"
      onPointerDown={(event) => (pressedOutside.current = event.target === event.currentTarget)}
      onClick={(event) => pressedOutside.current && event.target === event.currentTarget && close()}
    >
      <div
        ref={dialog}
        className="search-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={tr('search.dialog')}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="search-bar">
          <Icon name="search" size={18} />
          <input
            ref={input}
            {...search.input}
            className="search-input"
            type="text"
            role="combobox"
            aria-label={tr('search.placeholder')}
            aria-expanded={count > 0}
            aria-controls={showRecent ? ids.recent : ids.listbox}
            aria-autocomplete="list"
            aria-activedescendant={list.activeId}
            placeholder={tr('search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          {/* A Cancel link, as in Rspress; href="#" keeps it a link, the click never navigates. */}
          {/* biome-ignore lint/a11y/useValidAnchor: a link, as in Rspress; the click handler closes the modal */}
          <a
            href="#"
            className="search-cancel"
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            {tr('search.cancel')}
          </a>
        </div>
        {showRecent ? (
          <RecentSearches
            id={ids.recent}
            label={tr('search.recent')}
            queries={recent}
            selected={selected}
            optionId={ids.recentOption}
            removeLabel={(query) => `${tr('search.remove')}: ${query}`}
            clearLabel={tr('search.clearAll')}
            onHover={list.select}
            onPick={(query) => {
              search.searchFor(query);
              input.current?.focus();
            }}
            onRemove={(query) => {
              setRecent(removeRecentSearch(page.lang, query));
              input.current?.focus();
            }}
            onClear={() => {
              setRecent(clearRecentSearches(page.lang));
              input.current?.focus();
            }}
          />
        ) : null}
        <SearchResults
          id={ids.listbox}
          label={tr('search.results')}
          groups={groups}
          selected={selected}
          optionId={ids.option}
          href={href}
          onHover={list.select}
          onClick={onClick}
        />
        {status}
        {/* Always mounted, so screen readers hear each new count (the listbox itself is silent while typing). */}
        <p className="visually-hidden" role="status">
          {!showRecent && count && list.result ? resultCount(tr, list.result.total) : ''}
        </p>
        {list.result && count > 0 && (list.result.total > count || list.result.more) ? (
          <button type="button" className="search-more" onClick={showMore}>
            {tr('search.more')}
          </button>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

/** "12 results" / "1 result" in the page's language. */
function resultCount(tr: (key: 'search.oneResult' | 'search.resultCount') => string, total: number): string {
  return total === 1 ? tr('search.oneResult') : tr('search.resultCount').replace('{count}', String(total));
}
