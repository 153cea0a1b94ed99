import type { SidebarItem } from '../../shared/types';
import { scrollBehavior } from '../a11y/reduced-motion';
import { editLinkUrl } from '../app/edit-link';
import { formatDate } from '../app/format-date';
import { useShell, useT } from '../app/shell-context';
import { pagerLinks } from '../sidebar/sidebar-links';
import { AppLink } from './AppLink';
import { CopyMarkdownButton } from './CopyMarkdownButton';
import { Icon } from './Icon';

/** The doc footer: copy as Markdown, edit link and last-updated line, the previous/next pager, back to top. */
export function DocFooter({ sidebar }: { sidebar: readonly SidebarItem[] }) {
  const { site, page } = useShell();
  const tr = useT();
  const { themeConfig } = site.config;
  const { prev, next } = pagerLinks(sidebar, page.routePath);
  const updated = themeConfig.lastUpdated ? formatDate(page.lastUpdated, page.lang) : '';
  const edit = themeConfig.editLink && page.pagePath ? themeConfig.editLink : undefined;

  return (
    <footer className="doc-footer">
      {edit || updated || page.pagePath ? (
        <div className="doc-footer-meta">
          {page.pagePath ? <CopyMarkdownButton /> : null}
          {edit ? (
            <AppLink className="edit-link" href={editLinkUrl(edit.docRepoBaseUrl, page.pagePath)}>
              <Icon name="edit" size={16} />
              {tr('footer.editLink')}
            </AppLink>
          ) : null}
          {updated ? (
            <p className="last-updated">
              {tr('footer.lastUpdated')}: <time dateTime={new Date(page.lastUpdated).toISOString()}>{updated}</time>
            </p>
          ) : null}
        </div>
      ) : null}
      {prev || next ? (
        <nav className="pager" aria-label={tr('footer.pager')}>
          {prev ? (
            <AppLink className="pager-link prev" href={prev.link} rel="prev">
              <span className="pager-label">{tr('footer.prev')}</span>
              <span className="pager-title">{prev.text}</span>
            </AppLink>
          ) : (
            <span />
          )}
          {next ? (
            <AppLink className="pager-link next" href={next.link} rel="next">
              <span className="pager-label">{tr('footer.next')}</span>
              <span className="pager-title">{next.text}</span>
            </AppLink>
          ) : null}
        </nav>
      ) : null}
      {themeConfig.enableScrollToTop ? (
        <button
          type="button"
          className="scroll-to-top"
          onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
        >
          <Icon name="arrow-up" size={16} />
          {tr('footer.scrollToTop')}
        </button>
      ) : null}
    </footer>
  );
}
