import { useEffect, useId, useRef, useState } from 'react';
import { useShell, useT } from '../app/shell-context';
import { Icon } from './Icon';
import { LangLinks } from './LangSwitcher';
import { NavItems } from './NavItems';
import { SocialLinks } from './SocialLinks';
import { ThemeToggle } from './ThemeToggle';
import { VersionSwitcher } from './VersionSwitcher';

/**
 * The hamburger button of narrow screens and the full-screen menu it opens, holding what the
 * navbar hides there. It closes on a route change, on Escape, and when the window grows wide: the
 * stylesheet (styles/70-mobile.css, the only place the breakpoint is written) hides the button there,
 * and the menu closes when its button is no longer on screen.
 */
export function MobileMenu() {
  const { site, page } = useShell();
  const tr = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [page]);

  useEffect(() => {
    if (!open) return;
    const target = button.current;
    // A button going to display: none changes size (to nothing), so this also runs when the window grows wide.
    const sizes = new ResizeObserver(() => target && target.getClientRects().length === 0 && setOpen(false));
    if (target) sizes.observe(target);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('menu-open');
    return () => {
      sizes.disconnect();
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('menu-open');
    };
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button mobile-menu-button"
        aria-label={tr(open ? 'nav.closeMenu' : 'nav.openMenu')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'close' : 'menu'} />
      </button>
      <div id={id} className="mobile-menu" hidden={!open}>
        {open ? (
          <>
            <nav aria-label={tr('nav.menu')}>
              <NavItems items={site.nav[page.lang] ?? []} />
            </nav>
            {site.config.locales.length > 1 ? <LangLinks /> : null}
            <div className="mobile-menu-tools">
              <VersionSwitcher />
              <ThemeToggle />
              <SocialLinks />
            </div>
          </>
        ) : null}
      </div>
    </>
  );
}
