import { useId, useMemo, useState } from 'react';
import { useShell, useT } from '../app/shell-context';
import { AppLink } from '../components/AppLink';
import { filterOverview } from './filter-overview';
import { overviewGroups, withHeaders } from './overview-groups';
import { useOverviewHeaders } from './use-overview-headers';

/** Header depths listed when the config sets none (`themeConfig.overviewHeaders`): the h2s. */
const DEFAULT_DEPTHS = [2];

/**
 * The index of an overview page (front matter `overview: true`): the groups of the section's
 * sidebar, each page with its headers, and a filter box narrowing all of them as the reader types.
 */
export function Overview() {
  const { site, page, sidebar } = useShell();
  const tr = useT();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const depths = site.config.themeConfig.overviewHeaders?.length
    ? site.config.themeConfig.overviewHeaders
    : DEFAULT_DEPTHS;

  const groups = useMemo(() => overviewGroups(sidebar, page.routePath), [sidebar, page.routePath]);
  // A page's own overviewHeaders (its front matter, its _meta.json entry) before the config's.
  const links = useMemo(
    () => groups.flatMap((group) => group.links.map(({ link, depths: own }) => ({ link, depths: own ?? depths }))),
    [groups, depths],
  );
  const headers = useOverviewHeaders(links);
  const shown = filterOverview(withHeaders(groups, headers), query);

  return (
    <div className="overview">
      <div className="overview-filter">
        <label htmlFor={inputId}>{tr('overview.filter')}</label>
        <input
          id={inputId}
          type="search"
          placeholder={tr('overview.placeholder')}
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {shown.map((group, index) => (
        <section key={`${group.text}-${index}`} className="overview-group" aria-label={group.text || undefined}>
          {group.text ? <h2 className="overview-group-title">{group.text}</h2> : null}
          <div className="overview-cards">
            {group.links.map((link) => (
              <div key={link.link} className="overview-card">
                <h3 className="overview-card-title">
                  <AppLink href={link.link}>{link.text}</AppLink>
                </h3>
                {link.headers.length ? (
                  <ul>
                    {link.headers.map((header) => (
                      <li key={header.id}>
                        <AppLink href={`${link.link}#${header.id}`}>{header.text}</AppLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </div>
        </section>
      ))}
      {shown.length ? null : (
        <p className="overview-empty" role="status">
          {tr('overview.empty')}
        </p>
      )}
    </div>
  );
}
