import { useId, useMemo, useState } from 'react';
import { overviewGroups, withHeaders } from '../../shared/overview-groups';
import { useShell, useT } from '../app/shell-context';
import { AppLink } from '../components/AppLink';
import { filterOverview } from './filter-overview';

/**
 * The index of an overview page (front matter `overview: true`): the groups of the section's
 * sidebar, each page with the headers the build picked for it (the page data's `overview`, so the
 * prerendered HTML lists them too), and a filter box narrowing all of them as the reader types.
 */
export function Overview() {
  const { page, sidebar } = useShell();
  const tr = useT();
  const inputId = useId();
  const [query, setQuery] = useState('');

  const groups = useMemo(
    () => withHeaders(overviewGroups(sidebar, page.routePath), page.overview),
    [sidebar, page.routePath, page.overview],
  );
  const shown = filterOverview(groups, query);

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
