import { type KeyboardEvent as ReactKeyboardEvent, type RefObject, useEffect, useLayoutEffect } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && !el.hidden);
}

/**
 * Keeps Tab inside `container`: past the last tabbable element focus wraps to the first, and
 * Shift+Tab from the first wraps to the last. Meant for the dialog's keydown handler.
 */
export function trapTab(event: ReactKeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const list = tabbables(container);
  if (!list.length) {
    event.preventDefault();
    return;
  }
  const first = list[0];
  const last = list[list.length - 1];
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && list.includes(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * What every modal needs while it is mounted: the page behind it does not scroll (the scrollbar's
 * width is kept as padding, so the page does not shift sideways), and focus starts on `initial`.
 * Returning focus to whoever opened it is the opener's job: only it knows who that was.
 */
export function useModalDialog(initial: RefObject<HTMLElement | null>): void {
  // A layout effect, so the lock is lifted in the same commit that removes the modal, before any
  // scrolling that the navigation it triggered asks for.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const gap = window.innerWidth - root.clientWidth;
    const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = 'hidden';
    if (gap > 0) root.style.paddingRight = `${gap}px`;
    return () => {
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
    };
  }, []);

  useEffect(() => {
    initial.current?.focus();
  }, [initial]);
}
