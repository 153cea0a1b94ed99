import { useEffect, useId, useState } from 'react';
import { useShell, useT } from '../app/shell-context';
import { Icon } from './Icon';
import { LangLinks } from './LangSwitcher';
import { NavItems } from './NavItems';
import { SocialLinks } from './SocialLinks';
import { ThemeToggle } from './ThemeToggle';
import { VersionSwitcher } from './VersionSwitcher';

/**
 * At this width and above the navbar has room for everything and the menu closes itself (spec §9).
 * styles/20-navbar.css shows the hamburger below the same width.
 */
const MOBILE_BREAKPOINT_PX = 768;

/**
 * The hamburger button of narrow screens and the full-screen menu it opens, holding what the
 * navbar hides there. It closes on a route change, on Escape, and when the window grows wide.
 */
export function MobileMenu() {
  const { site, page } = useShell();
  const tr = useT();
  const [open, setOpen] = useState(false);
  const id = useId();

  useEffect(() => setOpen(false), [page]);

  useEffect(() => {
    if (!open) return;
    const wide = matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onWide = () => wide.matches && setOpen(false);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    wide.addEventListener('change', onWide);
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('menu-open');
    onWide();
    return () => {
      wide.removeEventListener('change', onWide);
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('menu-open');
    };
  }, [open]);

  return (
    <>
      <button
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
