import { isNavActive } from '../../shared/nav-active';
import type { NavItem } from '../../shared/types';
import { useShell } from '../app/shell-context';
import { Disclosure } from './Disclosure';
import { Icon } from './Icon';
import { ItemLink, ItemTag } from './ItemLink';

function NavLink({ item, path }: { item: NavItem & { link: string }; path: string }) {
  return <ItemLink item={item} className="nav-link" active={isNavActive(item, path, useShell().locales)} />;
}

/**
 * The entries of a group's popup: links, and groups inside it under their title (a link when they have one),
 * their entries indented below, as Rspress's nav draws them at any depth.
 */
function GroupItems({ items, path }: { items: readonly NavItem[]; path: string }) {
  return (
    <ul>
      {items.map((child) => (
        <li key={child.text} className={child.items?.length ? 'nav-subgroup' : undefined}>
          {child.link ? (
            <NavLink item={{ ...child, link: child.link }} path={path} />
          ) : (
            // A group's title, or an entry without a link: its words, shown as Rspress shows them.
            <span className={child.items?.length ? 'nav-subgroup-title' : 'nav-link nav-text'}>{child.text}</span>
          )}
          {child.items?.length ? <GroupItems items={child.items} path={path} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The navbar's menu items: links, or groups of links behind a button. */
export function NavItems({ items }: { items: readonly NavItem[] }) {
  const { page, locales } = useShell();
  const path = page.routePath;
  return (
    <ul className="nav-items">
      {items.map((item) => (
        <li key={item.text}>
          {item.items?.length ? (
            <Disclosure
              className={isNavActive(item, path, locales) ? 'nav-group active' : 'nav-group'}
              label={item.text}
              button={
                <>
                  {item.text}
                  {item.tag ? <ItemTag tag={item.tag} /> : null}
                  <Icon name="chevron" size={14} />
                </>
              }
            >
              <GroupItems items={item.items} path={path} />
            </Disclosure>
          ) : item.link ? (
            <NavLink item={{ ...item, link: item.link }} path={path} />
          ) : (
            <span className="nav-link nav-text">{item.text}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
