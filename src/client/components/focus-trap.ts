const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The elements of `panel` Tab can reach, in document order. */
function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden]') && el.getClientRects().length > 0,
  );
}

/**
 * Keeps keyboard focus inside `root` (a drawer or dialog) until the returned function is called: focus
 * moves in (to `[aria-current="page"]` when there is one, else the first focusable element), Tab and
 * Shift+Tab wrap around inside, Escape calls `onEscape`. The returned function gives focus back to the
 * element that had it before, unless the reader has already put it somewhere else.
 *
 * @example
 * const release = trapFocus(drawer, close);
 * // … later, when the drawer closes:
 * release();
 */
export function trapFocus(root: HTMLElement, onEscape: () => void): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  (root.querySelector<HTMLElement>('[aria-current="page"]') ?? focusables(root)[0])?.focus();

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(root);
    if (!items.length) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const inside = root.contains(document.activeElement);
    if (event.shiftKey && (document.activeElement === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('keydown', onKey);
    const focusLeftBehind = root.contains(document.activeElement) || document.activeElement === document.body;
    if (focusLeftBehind && opener?.isConnected) opener.focus();
  };
}
