import { memo } from 'react';

/**
 * The page's rendered Markdown. `data-page-html` marks the element whose innerHTML the browser
 * reads back at boot instead of receiving the HTML a second time in the page data; exactly one
 * element per page may carry it. Memoised so that re-renders of the shell (a menu opening, the
 * theme switching) never touch the content DOM.
 */
export const PageContent = memo(function PageContent({ html, className }: { html: string; className: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is our own build output from our own content
  return <div className={className} data-page-html="" dangerouslySetInnerHTML={{ __html: html }} />;
});
