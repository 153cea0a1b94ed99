import { useShell, useT } from '../app/shell-context';
import { AppLink } from '../components/AppLink';
import { Navbar } from '../components/Navbar';
import { PageContent } from '../components/PageContent';
import { MAIN_ID, SkipLink } from '../components/SkipLink';

/**
 * The 404 page: "PAGE NOT FOUND" and the way home, to the home page of the path's language. A site's own
 * page of `pageType: 404` (its `404.md`, most often) shows its content there instead: it says what it
 * wants to say, and links where it wants to; its custom theme's own `NotFoundLayout` is drawn whole.
 */
export function NotFoundLayout() {
  const { page, locales } = useShell();
  const tr = useT();
  return (
    <>
      <SkipLink />
      <Navbar />
      <main
        id={MAIN_ID}
        className={page.themeHome ? undefined : 'not-found'}
        // The theme's own page below the fixed navbar, set here rather than in the stylesheet every page loads.
        style={page.themeHome ? { paddingTop: 'var(--navbar-space)' } : undefined}
        tabIndex={-1}
      >
        {page.themeHome ? (
          // The site's theme's own 404 page (its NotFoundLayout, see PageData.themeHome), as it draws it.
          <PageContent className="theme-home" html={page.html} />
        ) : page.html ? (
          // Its width set here, in this layout's own chunk, rather than in the stylesheet every page loads.
          <div style={{ width: '100%', maxWidth: 720 }}>
            <PageContent className="doc-content" html={page.html} />
          </div>
        ) : (
          <>
            <p className="not-found-code">{tr('notFound.code')}</p>
            <h1 className="not-found-title">{tr('notFound.title')}</h1>
            <AppLink className="button brand" href={locales.withLang('/', page.lang)}>
              {tr('notFound.home')}
            </AppLink>
          </>
        )}
      </main>
    </>
  );
}
