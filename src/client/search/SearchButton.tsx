import { useEffect, useRef, useState } from 'react';
import { useT } from '../app/shell-context';
import { Icon } from '../components/Icon';

/**
 * Placeholder search entry point: the navbar button (and Ctrl/Cmd+K) opening an empty dialog that
 * Escape or a click outside closes. The search feature replaces this folder wholesale; the navbar
 * only relies on `<SearchButton />` taking no props.
 */
export function SearchButton() {
  const tr = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((value) => !value);
      } else if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const wasOpen = useRef(false);
  useEffect(() => {
    // Focus moves into the dialog, and back to the button when the dialog closes.
    if (open) dialog.current?.focus();
    else if (wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button ref={button} type="button" className="search-button" aria-label={tr('search.button')} onClick={() => setOpen(true)}>
        <Icon name="search" size={18} />
        <span className="search-button-text">{tr('search.button')}</span>
        <kbd className="search-button-key">{tr('search.shortcut')}</kbd>
      </button>
      {open ? (
        <div className="search-overlay" onPointerDown={(event) => event.target === event.currentTarget && setOpen(false)}>
          <div ref={dialog} className="search-dialog" role="dialog" aria-modal="true" aria-label={tr('search.dialog')} tabIndex={-1} />
        </div>
      ) : null}
    </>
  );
}
