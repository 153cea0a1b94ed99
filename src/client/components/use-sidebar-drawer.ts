import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useShell } from '../app/shell-context';
import { useFocusTrap } from './use-focus-trap';

/** Widest window in which the sidebar is a drawer: where styles/30-doc-layout.css shows the menu bar for it. */
const DRAWER_MAX_WIDTH_PX = 960;

/** The sidebar as a drawer on narrow screens (the menu bar's "Menu" button opens it). */
export interface SidebarDrawer {
  open: boolean;
  toggle(): void;
  close(): void;
  /** Attach to the drawer element: focus stays inside it while it is open. */
  panel: RefObject<HTMLElement | null>;
}

/**
 * Open state of the sidebar drawer. It closes on a route change, on Escape, on the backdrop and when
 * the window grows past the drawer width; while open, Tab cycles inside it, and closing returns
 * focus to the button that opened it.
 */
export function useSidebarDrawer(): SidebarDrawer {
  const { page } = useShell();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  useEffect(close, [page]);
  useEffect(() => {
    if (!open) return;
    const wide = matchMedia(`(min-width: ${DRAWER_MAX_WIDTH_PX + 1}px)`);
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);
  useFocusTrap(panel, open, close);
  return { open, toggle, close, panel };
}
