import type { MouseEvent } from 'react';
import type { HighlightInfo, SearchHit } from '../../shared/search';
import { markSegments } from './mark-segments';
import type { ResultGroup } from './result-list';

export interface SearchResultsProps {
  id: string;
  label: string;
  groups: ResultGroup[];
  /** Flat index of the selected option, -1 for none. */
  selected: number;
  optionId: (index: number) => string;
  /** A route path (plus hash) as an href under the site's base. */
  href: (link: string) => string;
  onHover: (index: number) => void;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Content text with its matched parts in `<mark>`; always React text, never parsed as HTML. */
function Marked({ text, ranges }: { text: string; ranges: readonly HighlightInfo[] }) {
  return (
    <>
      {markSegments(text, ranges).map((segment, i) =>
        segment.mark ? <mark key={i}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}

/** Separates the parts of a site path or heading path. */
const TRAIL = ' › ';

function HitBody({ hit }: { hit: SearchHit }) {
  // Older answers (a cached worker) may lack the heading path.
  const headings = hit.headings ?? [];
  if (hit.type !== 'content') {
    return (
      <>
        {headings.length > 1 ? <span className="search-hit-trail">{headings.slice(0, -1).join(TRAIL)}</span> : null}
        <span className="search-hit-title">
          <Marked text={hit.statement} ranges={hit.highlightInfoList} />
        </span>
      </>
    );
  }
  return (
    <>
      <span className="search-hit-header">{headings.length ? headings.join(TRAIL) : hit.header}</span>
      <span className="search-hit-statement">
        <Marked text={hit.statement} ranges={hit.highlightInfoList} />
      </span>
    </>
  );
}

/**
 * The result list: one group per page under the page's title and where it sits in the site (so that
 * pages of one title differ), one option per hit, a hit in a deep section with its headings. Options are
 * real links (middle-click and Ctrl+click open new tabs as usual) but stay out of the Tab order:
 * the input moves the selection with the arrow keys (`aria-activedescendant`).
 */
export function SearchResults({ id, label, groups, selected, optionId, href, onHover, onClick }: SearchResultsProps) {
  return (
    // tabIndex -1: Chrome would otherwise make the scrolling list a Tab stop of its own.
    <div id={id} role="listbox" aria-label={label} className="search-results" hidden={!groups.length} tabIndex={-1}>
      {groups.map((group) => {
        const titleId = `${id}-group-${group.options[0].index}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox may only hold options and groups of them (ARIA), not a fieldset
          <div key={group.routePath} role="group" aria-labelledby={titleId} className="search-group">
            <div id={titleId} role="presentation" className="search-group-title">
              {group.title}
              {group.path.length ? <span className="search-group-path"> {group.path.join(TRAIL)}</span> : null}
            </div>
            {group.options.map(({ hit, index }) => (
              <a
                key={index}
                id={optionId(index)}
                role="option"
                aria-selected={index === selected}
                tabIndex={-1}
                href={href(hit.link)}
                className={`search-hit search-hit-${hit.type}`}
                onMouseMove={() => index !== selected && onHover(index)}
                onClick={onClick}
              >
                <HitBody hit={hit} />
              </a>
            ))}
          </div>
        );
      })}
    </div>
  );
}
