import type { TocEntry } from '../../shared/types';
import { useT } from '../app/shell-context';
import { useActiveHeading } from './use-active-heading';

/** Heading levels the outline lists: h2 to h4 (the h1 is the page title). */
const MIN_DEPTH = 2;
const MAX_DEPTH = 4;

/** The entries the outline shows. */
export function outlineEntries(toc: readonly TocEntry[]): TocEntry[] {
  return toc.filter((entry) => entry.depth >= MIN_DEPTH && entry.depth <= MAX_DEPTH);
}

/** The outline's title (the config's `outlineTitle` reaches it through the site data's strings). */
export function useOutlineTitle(): string {
  return useT()('outline.title');
}

/** "ON THIS PAGE": links to the page's h2–h4 headings, the one being read highlighted (and `aria-current`). */
export function Outline({ toc }: { toc: readonly TocEntry[] }) {
  const title = useOutlineTitle();
  const active = useActiveHeading(toc);
  return (
    <nav className="outline" aria-label={title}>
      <p className="outline-title">{title}</p>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} className={`outline-depth-${entry.depth}`}>
            <a
              href={`#${entry.id}`}
              className={entry.id === active ? 'outline-link active' : 'outline-link'}
              aria-current={entry.id === active ? 'location' : undefined}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
