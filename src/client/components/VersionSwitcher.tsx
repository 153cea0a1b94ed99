import { useShell, useT } from '../app/shell-context';
import { showVersionSwitcher, versionLinks } from '../navigation/versions';
import { AppLink } from './AppLink';
import { Disclosure } from './Disclosure';
import { Icon } from './Icon';

/**
 * The navbar's version menu: the current version on the button, the same page in each declared
 * version inside. Renders nothing unless the config declares two versions or more.
 */
export function VersionSwitcher() {
  const { site, page } = useShell();
  const tr = useT();
  if (!showVersionSwitcher(site.config)) return null;
  const links = versionLinks(site.config, page.routePath, page.version);
  const current = links.find((entry) => entry.current)?.version;
  return (
    <Disclosure
      className="version-switcher"
      label={`${tr('nav.versions')}: ${current}`}
      button={
        <>
          {current}
          <Icon name="chevron" size={14} />
        </>
      }
    >
      <ul>
        {links.map((entry) => (
          <li key={entry.version}>
            <AppLink
              href={entry.link}
              className={entry.current ? 'active' : undefined}
              aria-current={entry.current ? 'true' : undefined}
            >
              {entry.version}
            </AppLink>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
