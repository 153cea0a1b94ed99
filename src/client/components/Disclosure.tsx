import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** A pointer leaving the menu closes it after this delay, forgiving a wobbly mouse. */
const MENU_CLOSE_DELAY_MS = 150;

interface DisclosureProps {
  /** Accessible name of the button (also its tooltip when it shows only an icon). */
  label: string;
  /** What the button shows; the label when omitted. */
  button?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A button that shows a popup of links (language switcher, nav groups, extra social links).
 * It follows the disclosure pattern rather than `role="menu"`: the entries stay plain links, in the
 * tab order, present (hidden) in the prerendered HTML. Hover opens it too; Escape, a click
 * elsewhere or focus moving away closes it.
 */
export function Disclosure({ label, button, className, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A mouse opens the popup on hover, so the click that usually follows must not close it again.
  const openedByHover = useRef(false);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, MENU_CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => cancelClose, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: hover opens for mouse users only; the button inside is the keyboard path, and the click handler only notices links followed inside
    <div
      ref={root}
      className={`disclosure ${className ?? ''}`}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => event.pointerType === 'mouse' && closeSoon()}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onClick={(event) => {
        // Following a link inside closes the popup; the navigation itself is handled elsewhere.
        if ((event.target as Element).closest('a')) setOpen(false);
      }}
    >
      <button
        type="button"
        className="disclosure-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={button ? label : undefined}
        title={button ? label : undefined}
        onClick={() => {
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpen((value) => keepOpen || !value);
        }}
      >
        {button ?? label}
      </button>
      <div id={id} className="disclosure-popup" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
