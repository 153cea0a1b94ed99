import type { TocEntry } from '../../shared/types';
import { useT } from '../app/shell-context';
import { Disclosure } from './Disclosure';
import { Icon } from './Icon';
import { Outline, useOutlineTitle } from './Outline';

interface DocMenuBarProps {
  /** Whether the page has a sidebar the "Menu" button can open. */
  hasSidebar: boolean;
  sidebarOpen: boolean;
  onSidebarToggle: () => void;
  toc: readonly TocEntry[];
}

/**
 * The bar under the navbar on narrower screens (CSS decides when it shows): a button opening the
 * sidebar as a drawer, and the outline as a popup.
 */
export function DocMenuBar({ hasSidebar, sidebarOpen, onSidebarToggle, toc }: DocMenuBarProps) {
  const tr = useT();
  const outlineTitle = useOutlineTitle();
  return (
    <div className={`doc-menu-bar${hasSidebar ? ' has-sidebar' : ''}${toc.length ? ' has-outline' : ''}`}>
      {hasSidebar ? (
        <button
          type="button"
          className="doc-menu-sidebar"
          aria-expanded={sidebarOpen}
          aria-controls="doc-sidebar"
          onClick={onSidebarToggle}
        >
          <Icon name="menu" size={18} />
          {tr('sidebar.open')}
        </button>
      ) : null}
      {toc.length ? (
        <Disclosure
          className="doc-menu-outline"
          label={outlineTitle}
          button={
            <>
              {outlineTitle}
              <Icon name="chevron" size={14} />
            </>
          }
        >
          <Outline toc={toc} />
        </Disclosure>
      ) : null}
    </div>
  );
}
