import type { FrontMatter } from '../../shared/types';

/** The front matter keys Rspress's layout reads as on/off flags. */
const FLAGS = ['sidebar', 'outline', 'navbar', 'footer'] as const;

export interface FlagSkip {
  key: (typeof FLAGS)[number];
  message: string;
}

/**
 * Rspress's page flags (`sidebar`, `outline`, `navbar`, `footer`) as true or false, read as Rspress 2's layout
 * reads them: `sidebar` shows only when it is `true` (an object such as Starlight's `sidebar: { order: 3 }`
 * hides it, and Rspress 1's `'placeholder'` is `false`), the others show when their value is truthy
 * (`outline: deep`). A value other than true or false is named in a warning (`skips`), but for
 * `sidebar: placeholder`, which Rspress documents.
 *
 * @example pageFlags({ sidebar: { order: 3 } }).frontmatter.sidebar // false
 */
export function pageFlags(fm: FrontMatter): { frontmatter: FrontMatter; skips: FlagSkip[] } {
  const skips: FlagSkip[] = [];
  const read: Partial<Record<(typeof FLAGS)[number], boolean>> = {};
  for (const key of FLAGS) {
    const value: unknown = fm[key];
    if (value === undefined || typeof value === 'boolean') continue;
    const on = key === 'sidebar' ? false : Boolean(value);
    read[key] = on;
    if (key === 'sidebar' && value === 'placeholder') continue;
    const shown = JSON.stringify(value) ?? String(value);
    skips.push({
      key,
      message: `front matter "${key}" takes true or false (got ${shown}): read as ${on}, as Rspress reads it${key === 'sidebar' ? ', so the page shows no sidebar' : ''}`,
    });
  }
  return { frontmatter: Object.keys(read).length > 0 ? { ...fm, ...read } : fm, skips };
}
