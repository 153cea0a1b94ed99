import type { AnchorHTMLAttributes } from 'react';
import { useHref } from '../app/shell-context';

/** Links that leave the site (by scheme): they open in a new tab. */
function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * A plain `<a>`: the document-level click handler turns clicks on internal links into in-place
 * navigation, so this component only has to get the `href` (base included) and the new-tab
 * attributes of external links right.
 */
export function AppLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const toUrl = useHref();
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={toUrl(href)} {...rest}>
      {children}
    </a>
  );
}
