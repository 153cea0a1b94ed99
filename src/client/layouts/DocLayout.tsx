import type { ReactNode } from 'react';
import { useShell } from '../app/shell-context';
import { DocFooter } from '../components/DocFooter';
import { DocMenuBar } from '../components/DocMenuBar';
import { Navbar } from '../components/Navbar';
import { Outline, outlineEntries } from '../components/Outline';
import { PageContent } from '../components/PageContent';
import { Sidebar } from '../components/Sidebar';
import { MAIN_ID, SkipLink } from '../components/SkipLink';
import { ThemeSlot } from '../components/ThemeSlot';
import { useSidebarDrawer } from '../components/use-sidebar-drawer';

/**
 * Documentation page: sidebar of the current section, the page, the outline, and the doc footer.
 * Front matter `sidebar: false` / `outline: false` / `footer: false` drop the respective part.
 * `children` go under the page's own content (the overview index uses that).
 */
export function DocLayout({ children }: { children?: ReactNode }) {
  const { page, sidebar: groups } = useShell();
  const drawer = useSidebarDrawer();
  const hasSidebar = page.frontmatter.sidebar !== false && groups.length > 0;
  const toc = page.frontmatter.outline === false ? [] : outlineEntries(page.toc);
  const classes = ['doc-layout', hasSidebar ? 'has-sidebar' : 'no-sidebar', toc.length ? 'has-outline' : 'no-outline'];
  // Rspress's `pageType: doc-wide` (read as `wide`, see frontmatter.ts): the text not held to the reading width.
  if (page.frontmatter.wide === true) classes.push('wide');

  return (
    <>
      <SkipLink />
      <Navbar />
      <DocMenuBar hasSidebar={hasSidebar} sidebarOpen={drawer.open} onSidebarToggle={drawer.toggle} toc={toc} />
      <div className={classes.join(' ')}>
        {hasSidebar ? (
          <>
            <aside id="doc-sidebar" ref={drawer.panel} className={drawer.open ? 'sidebar open' : 'sidebar'}>
              <ThemeSlot name="beforeSidebar" />
              <Sidebar groups={groups} />
              <ThemeSlot name="afterSidebar" />
            </aside>
            {drawer.open ? (
              // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer shortcut; Escape closes the drawer from the keyboard
              <div className="sidebar-backdrop" onClick={drawer.close} />
            ) : null}
          </>
        ) : null}
        <main id={MAIN_ID} className="doc-main" tabIndex={-1}>
          <ThemeSlot name="beforeDoc" />
          <ThemeSlot name="beforeDocContent" />
          <PageContent className="doc-content" html={page.html} />
          <ThemeSlot name="afterDocContent" />
          {children}
          <ThemeSlot name="beforeDocFooter" />
          {page.frontmatter.footer === false ? null : <DocFooter sidebar={groups} />}
          <ThemeSlot name="afterDocFooter" />
          <ThemeSlot name="afterDoc" />
        </main>
        {toc.length ? (
          <aside className="outline-aside">
            <ThemeSlot name="beforeOutline" />
            <Outline toc={toc} />
            <ThemeSlot name="afterOutline" />
          </aside>
        ) : null}
      </div>
    </>
  );
}
