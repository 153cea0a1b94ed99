import { navTitleIn } from '../../shared/title';
import type { NavItem } from '../../shared/types';
import { useShell, useT } from '../app/shell-context';
import { SearchButton } from '../search/SearchButton';
import { AppLink } from './AppLink';
import { LangSwitcher } from './LangSwitcher';
import { MobileMenu } from './MobileMenu';
import { NavbarLogo } from './NavbarLogo';
import { NavItems } from './NavItems';
import { SocialLinks } from './SocialLinks';
import { ThemeSlot, useThemeSlot } from './ThemeSlot';
import { ThemeToggle } from './ThemeToggle';
import { useHideOnScroll } from './use-hide-on-scroll';
import { VersionSwitcher } from './VersionSwitcher';

const isLeft = (item: NavItem) => item.position === 'left';

/**
 * The top bar: site title (the menu items placed left beside it), search, menu items, language, theme and social links. Hidden
 * for good by `themeConfig.hideNavbar: 'always'` or a page's front matter `navbar: false`.
 */
export function Navbar() {
  const { site, page, locales } = useShell();
  const tr = useT();
  const { config } = site;
  const items = site.nav[page.lang] ?? [];
  const title = navTitleIn(config, page.lang);
  // Front matter `navbar: false` hides it on this page as 'always' does on all: still there for Ctrl+K search.
  const mode = page.frontmatter.navbar === false ? 'always' : config.themeConfig.hideNavbar;
  const scrolledAway = useHideOnScroll(mode === 'auto');
  const hiddenClass = mode === 'always' ? ' navbar-always-hidden' : scrolledAway ? ' navbar-scrolled-away' : '';
  const left = items.filter(isLeft);
  const right = items.filter((item) => !isLeft(item));
  // A custom theme's `navTitle` slot stands in place of the site's title (see ThemeSlot.tsx).
  const ownTitle = useThemeSlot('navTitle');
  return (
    <>
      <header className={`navbar${hiddenClass}`}>
        {/* Above the bar, inside it: an announcement stays in view with it (see hydrate-islands.ts). */}
        <ThemeSlot name="beforeNav" />
        <div className="navbar-inner">
          <ThemeSlot name="beforeNavTitle" />
          {ownTitle ? (
            <ThemeSlot name="navTitle" />
          ) : (
            <AppLink href={locales.withLang('/', page.lang)} className="navbar-title">
              <NavbarLogo config={config} title={title} />
            </AppLink>
          )}
          {/* Items placed `left` sit beside the title, as Rspress draws them; the others after search. */}
          <ThemeSlot name="beforeLeftNavItems" />
          {left.length ? (
            <div className="navbar-left">
              <NavItems items={left} />
            </div>
          ) : null}
          <ThemeSlot name="afterLeftNavItems" />
          <ThemeSlot name="afterNavTitle" />
          <SearchButton />
          <ThemeSlot name="beforeNavMenu" />
          <nav className="navbar-nav" aria-label={tr('nav.main')}>
            <ThemeSlot name="beforeRightNavItems" />
            <NavItems items={right} />
            <ThemeSlot name="afterRightNavItems" />
          </nav>
          <div className="navbar-tools">
            <LangSwitcher />
            <VersionSwitcher />
            <ThemeToggle />
            <SocialLinks />
          </div>
          <ThemeSlot name="afterNavMenu" />
          <MobileMenu />
        </div>
      </header>
      <ThemeSlot name="afterNav" />
    </>
  );
}
