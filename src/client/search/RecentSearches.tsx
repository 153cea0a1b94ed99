export interface RecentSearchesProps {
  id: string;
  /** Names the list, and heads it. */
  label: string;
  queries: readonly string[];
  /** Index of the selected query, -1 for none. */
  selected: number;
  optionId: (index: number) => string;
  /** Accessible name of the remove button of `query`. */
  removeLabel: (query: string) => string;
  clearLabel: string;
  onHover: (index: number) => void;
  onPick: (query: string) => void;
  onRemove: (query: string) => void;
  onClear: () => void;
}

/**
 * The reader's recent searches, shown while the input is empty: a listbox of queries that the
 * arrow keys walk like results (Enter searches again), and beside it a remove button per query and
 * one that clears them all. The buttons sit outside the listbox, which may only hold options, and
 * are reached with Tab (Delete on a selected query removes it too).
 */
export function RecentSearches(props: RecentSearchesProps) {
  const { id, label, queries, selected, optionId, removeLabel, clearLabel, onHover, onPick, onRemove, onClear } = props;
  if (!queries.length) return null;
  const titleId = `${id}-title`;
  return (
    <div className="search-recent">
      <div id={titleId} className="search-group-title">
        {label}
      </div>
      <div className="search-recent-rows">
        <div id={id} role="listbox" aria-labelledby={titleId} className="search-recent-list">
          {queries.map((query, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's arrow keys and Enter pick options
            <div
              key={query}
              id={optionId(index)}
              role="option"
              aria-selected={index === selected}
              tabIndex={-1}
              className="search-hit search-recent-query"
              onMouseMove={() => index !== selected && onHover(index)}
              onClick={() => onPick(query)}
            >
              {query}
            </div>
          ))}
        </div>
        <div className="search-recent-removes">
          {queries.map((query) => (
            <button
              key={query}
              type="button"
              className="search-recent-remove"
              aria-label={removeLabel(query)}
              onClick={() => onRemove(query)}
            >
              ×
            </button>
          ))}
        </div>
      </div>
      <button type="button" className="search-recent-clear" onClick={onClear}>
        {clearLabel}
      </button>
    </div>
  );
}
