import { type RefObject, useEffect } from 'react';

/**
 * While `active`, keeps keyboard focus inside `panel` (see `trapFocus`: focus moves in, Tab wraps, Escape
 * calls `onEscape`, focus goes back when it ends). The trap is imported when a panel first opens: only
 * narrow screens open one, so it stays out of the code every page runs before it is interactive.
 */
export function useFocusTrap(panel: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  useEffect(() => {
    const root = panel.current;
    if (!active || !root) return;
    let live = true;
    let release = () => {};
    import('./focus-trap')
      .then(({ trapFocus }) => {
        if (live) release = trapFocus(root, onEscape);
      })
      .catch((error: unknown) => console.error('esmx-docs: focus trap', error));
    return () => {
      live = false;
      release();
    };
  }, [active]);
}
