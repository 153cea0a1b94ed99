import { type KeyboardEvent, type MouseEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_RESULT_LIMIT, SEARCH_SUGGESTIONS, type SearchResult } from '../../shared/search';
import { useHref, useShell, useT } from '../app/shell-context';
import { Icon } from '../components/Icon';
import { dropSession, keepSession, resumeSession } from './modal-session';
import { RecentSearches } from './RecentSearches';
import { addRecentSearch, clearRecentSearches, readRecentSearches, removeRecentSearch } from './recent-searches';
import { moveSelection, optionCount, visibleGroups } from './result-list';
import { SearchResults } from './SearchResults';
import { useFollowResult } from './use-follow-result';
import { trapTab, useModalDialog } from './use-modal-dialog';
import { useSearch } from './use-search';

export interface SearchModalProps {
  /** Called when the modal should go away (Escape, Cancel, a click outside, a followed result). */
  onClose: () => void;
  /** URL of the search index of the page's language. */
  indexUrl: string;
}

/** Selection and "More results" belong to one answer: a new answer starts them over. */
interface ListState {
  result: SearchResult | null;
  selected: number;
  shown: number;
}

/**
 * The search dialog: a combobox input over a listbox of hits grouped by page (over the reader's
 * recent searches while the input is empty). Arrow keys move the selection (wrapping at both ends),
 * Enter or a plain click follows it in place, Ctrl/Cmd+Enter or Shift+Enter opens it in a new tab,
 * Escape closes (and the next opening on this page resumes the session).
 * Loaded on demand (see lazy-search.ts); the navbar's SearchButton mounts it while open.
 */
export function SearchModal({ onClose, indexUrl }: SearchModalProps) {
  const { site, page } = useShell();
  const tr = useT();
  const href = useHref();
  const source = useMemo(
    () => ({ lang: page.lang, version: page.version, url: indexUrl }),
    [page.lang, page.version, indexUrl],
  );
  const sessionKey = JSON.stringify([location.pathname, page.lang, page.version, indexUrl]);
  const [resumed] = useState(() => resumeSession(sessionKey));
  const restoring = useRef(resumed);
  const search = useSearch(
    site.workerUrl,
    source,
    resumed && { query: resumed.query, limit: Math.max(SEARCH_SUGGESTIONS, resumed.shown) },
  );
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const pressedOutside = useRef(false);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const recentId = `${id}-recent`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const recentOptionId = (index: number) => `${id}-recent-${index}`;
  useModalDialog(input);
  const [recent, setRecent] = useState(() => readRecentSearches(page.lang));

  const [list, setList] = useState<ListState>({
    result: search.result,
    selected: resumed?.selected ?? 0,
    shown: resumed?.shown ?? SEARCH_SUGGESTIONS,
  });
  let current = list;
  if (list.result !== search.result) {
    // The same query answered again with more hits ("More results"), or a resumed session's, keeps its place.
    const same = list.result
      ? list.result.query === search.result?.query
      : !!restoring.current && search.result?.query === restoring.current.query.trim();
    current = {
      result: search.result,
      selected: same ? list.selected : 0,
      shown: same ? list.shown : SEARCH_SUGGESTIONS,
    };
    setList(current);
  }
  const trimmed = search.query.trim();
  const groups = trimmed ? visibleGroups(current.result, current.shown) : [];
  const showRecent = !trimmed && recent.length > 0;
  const count = showRecent ? recent.length : optionCount(groups);
  const selected = count ? Math.min(current.selected, count - 1) : -1;
  const select = (index: number) => setList({ ...current, selected: index });
  const activeId = selected < 0 ? undefined : showRecent ? recentOptionId(selected) : optionId(selected);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  // A resumed session's list scrolls back to where it was once its hits are in.
  useEffect(() => {
    const session = restoring.current;
    if (!session || current.result?.query !== session.query.trim()) return;
    restoring.current = null;
    const listbox = document.getElementById(listboxId);
    if (listbox) listbox.scrollTop = session.scroll;
  }, [current.result]);

  const remember = () => setRecent(addRecentSearch(page.lang, trimmed));

  /** Closes the modal with Escape: this page's next opening resumes where the reader left. */
  const dismiss = () => {
    keepSession({
      key: sessionKey,
      query: search.query,
      selected: Math.max(0, selected),
      shown: current.shown,
      scroll: document.getElementById(listboxId)?.scrollTop ?? 0,
    });
    onClose();
  };

  const close = () => {
    dropSession();
    onClose();
  };

  const leave = useFollowResult(close);
  const follow = (anchor: HTMLAnchorElement) => {
    const group = groups.find((g) => g.options.some((o) => optionId(o.index) === anchor.id));
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys that confirm or cancel an IME composition are the IME's, not ours.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      dismiss();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count) {
      event.preventDefault();
      select(moveSelection(selected, event.key === 'ArrowDown' ? 1 : -1, count));
    } else if (event.key === 'Enter' && event.target === input.current && selected >= 0) {
      event.preventDefault();
      if (showRecent) {
        search.searchFor(recent[selected]);
        return;
      }
      const anchor = document.getElementById(optionId(selected));
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (event.ctrlKey || event.metaKey || event.shiftKey) openInNewTab(anchor);
      else follow(anchor);
    } else if (event.key === 'Delete' && showRecent && selected >= 0 && event.target === input.current) {
      event.preventDefault();
      setRecent(removeRecentSearch(page.lang, recent[selected]));
    } else if (dialog.current) {
      trapTab(event, dialog.current);
    }
  };

  const showMore = () => {
    setList({ ...current, shown: SEARCH_RESULT_LIMIT });
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
            aria-controls={showRecent ? recentId : listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            placeholder={tr('search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          {/* The spec calls for a Cancel link (as in Rspress); href="#" keeps it a link, the click never navigates. */}
          {/* biome-ignore lint/a11y/useValidAnchor: the spec asks for a link; the click handler closes the modal */}
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
            id={recentId}
            label={tr('search.recent')}
            queries={recent}
            selected={selected}
            optionId={recentOptionId}
            removeLabel={(query) => `${tr('search.remove')}: ${query}`}
            clearLabel={tr('search.clearAll')}
            onHover={select}
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
          id={listboxId}
          label={tr('search.results')}
          groups={groups}
          selected={selected}
          optionId={optionId}
          href={href}
          onHover={select}
          onClick={onClick}
        />
        {status}
        {/* Always mounted, so screen readers hear each new count (the listbox itself is silent while typing). */}
        <p className="visually-hidden" role="status">
          {!showRecent && count && current.result ? resultCount(tr, current.result.total) : ''}
        </p>
        {current.result && count > 0 && (current.result.total > count || current.result.more) ? (
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
