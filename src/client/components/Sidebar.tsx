import { useEffect, useId, useState } from 'react';
import { samePath } from '../../shared/same-path';
import type { SidebarItem } from '../../shared/types';
import { useShell, useT } from '../app/shell-context';
import { containsPath } from '../sidebar/sidebar-links';
import { Icon } from './Icon';
import { ItemLink, ItemTag } from './ItemLink';

function SidebarLink({ item, path }: { item: SidebarItem & { link: string }; path: string }) {
  return <ItemLink item={item} className="sidebar-link" active={samePath(item.link, path)} />;
}

/**
 * One sidebar item; with children it is a group. A collapsible group is a button with
 * `aria-expanded`; it starts open unless configured collapsed, and always opens when it holds the
 * page on screen (also when that page changes to one inside it).
 */
function SidebarNode({ item, path, depth }: { item: SidebarItem; path: string; depth: number }) {
  const holdsCurrent = containsPath(item, path);
  const [open, setOpen] = useState(!item.collapsed || holdsCurrent);
  const listId = useId();
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent]);

  const divider = item.dividerType ? <hr className={`sidebar-divider ${item.dividerType}`} /> : null;
  if (!item.items?.length) {
    if (item.sectionHeaderText) return <p className="sidebar-section-header">{item.sectionHeaderText}</p>;
    return (
      <>
        {divider}
        {item.link ? (
          <SidebarLink item={{ ...item, link: item.link }} path={path} />
        ) : (
          // A divider alone has no text, and takes no line of its own.
          item.text && <span className="sidebar-text">{item.text}</span>
        )}
      </>
    );
  }

  const collapsible = item.collapsible !== false;
  const expanded = !collapsible || open;
  // Its tag beside its text, as a page's link shows one (a folder's `_meta.json` entry may carry one).
  const text = (
    <>
      {item.text}
      {item.tag ? <ItemTag tag={item.tag} /> : null}
    </>
  );
  const title = item.link ? <SidebarLink item={{ ...item, link: item.link }} path={path} /> : <span>{text}</span>;
  return (
    <div className={`sidebar-group depth-${depth}`}>
      {divider}
      <div className="sidebar-group-header">
        {collapsible && !item.link ? (
          <button
            type="button"
            className="sidebar-group-toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {text}
            <Icon name="chevron" size={16} />
          </button>
        ) : (
          title
        )}
        {collapsible && item.link ? (
          <button
            type="button"
            className="sidebar-group-toggle icon-only"
            aria-label={item.text}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            <Icon name="chevron" size={16} />
          </button>
        ) : null}
      </div>
      <ul id={listId} hidden={!expanded}>
        {item.items.map((child, index) => (
          <li key={`${child.text}-${index}`}>
            <SidebarNode item={child} path={path} depth={depth + 1} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The left sidebar: the groups of the section holding the page. */
export function Sidebar({ groups }: { groups: readonly SidebarItem[] }) {
  const path = useShell().page.routePath;
  const tr = useT();
  return (
    <nav className="sidebar-nav" aria-label={tr('sidebar.label')}>
      {groups.map((group, index) => (
        <SidebarNode key={`${group.text}-${index}`} item={group} path={path} depth={0} />
      ))}
    </nav>
  );
}
