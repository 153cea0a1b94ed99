import { useCallback, useEffect, useRef, useState } from 'react';
import { useShell, useT } from '../app/shell-context';
import { Icon } from '../components/Icon';
import { armSearchKeys, searchAskedEarly, takeSearchKeys } from './early-search';
import { loadSearchModal, prefetchSearch, warmSearch, whenIdle } from './lazy-search';
import { useIndexFiles } from './use-index-files';

type ModalModule = Awaited<ReturnType<typeof loadSearchModal>>;

const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * The navbar's search button and the global Ctrl+K / Cmd+K shortcut, which open the search modal.
 * It stays tiny because it ships in the main bundle: the modal and the worker client are loaded
 * on demand (lazy-search.ts), and warmed before they are needed. Focus goes back to whatever had
 * it when the modal opened.
 */
export function SearchButton() {
  const { site, page } = useShell();
  const tr = useT();
  const [open, setOpen] = useState(false);
  const [modal, setModal] = useState<ModalModule | null>(null);
  const [mac, setMac] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { lang, version } = page;
  const files = useIndexFiles();

  // Intent (pointer over or focus on the button, the shortcut) starts the worker; idleness only prefetches.
  const warm = useCallback(() => {
    if (files !== null) warmSearch(site.workerUrl, { lang, version, ...files });
  }, [site.workerUrl, lang, version, files]);
  useEffect(() => {
    if (files !== null) return whenIdle(() => prefetchSearch(site.workerUrl, { lang, version, ...files }));
  }, [site.workerUrl, lang, version, files]);

  const show = useCallback(() => {
    // What the reader types until the modal's input has focus becomes its query (see early-search.ts).
    if (!open) armSearchKeys();
    setOpen(true);
    warm();
    loadSearchModal().then(setModal, (error: unknown) => {
      console.error(error);
      takeSearchKeys();
      setOpen(false);
    });
  }, [warm, open]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      // Browsers bind Ctrl/Cmd+K to their own search bar.
      event.preventDefault();
      if (document.activeElement instanceof HTMLElement && !document.activeElement.closest('[role="dialog"]')) {
        opener.current = document.activeElement;
      }
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  // A Ctrl+K pressed before this listened: the head script noted it, and keeps the keys typed since.
  const showEarly = useRef(show);
  showEarly.current = show;
  useEffect(() => {
    if (searchAskedEarly()) showEarly.current();
    else takeSearchKeys();
  }, []);

  useEffect(() => {
    // Read after hydration: the prerendered HTML cannot know the reader's platform.
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
  }, []);

  const close = useCallback(() => {
    // Keys are no longer kept for a query, should the modal have closed before it took them.
    takeSearchKeys();
    setOpen(false);
    const target = opener.current?.isConnected ? opener.current : button.current;
    target?.focus({ preventScroll: true });
  }, []);

  // The modal opens once it knows which index to search: the site index is fetched at idle, long before.
  const Modal = open && modal && files !== null ? modal.SearchModal : null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-label={tr('search.button')}
        aria-haspopup="dialog"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          opener.current = button.current;
          show();
        }}
      >
        <Icon name="search" size={18} />
        <span className="search-button-text">{tr('search.button')}</span>
        <kbd className="search-button-key">{tr(mac ? 'search.shortcutMac' : 'search.shortcut')}</kbd>
      </button>
      {Modal && files !== null ? <Modal onClose={close} index={files} /> : null}
    </>
  );
}
