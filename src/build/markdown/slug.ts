import GithubSlugger from 'github-slugger';

/**
 * Heading ids for one page, the way GitHub (and the published Esmx site) makes them: one slugger over
 * every heading in document order, h1 included, so a repeated text gets `-1`, `-2`, … suffixes.
 *
 * @example
 * const slugger = createHeadingSlugger();
 * slugger.slug('App'); // 'app' (the h1)
 * slugger.slug('App'); // 'app-1'
 */
export interface HeadingSlugger {
  /** A unique id for a heading's plain text. */
  slug(text: string): string;
  /**
   * Takes an author-chosen id as is and remembers it, so a later heading slugging to the same id gets a
   * suffix. Returns false when the id was already taken on this page.
   */
  claim(id: string): boolean;
}

export function createHeadingSlugger(): HeadingSlugger {
  const slugger = new GithubSlugger();
  return {
    slug: (text) => slugger.slug(text),
    claim(id) {
      if (Object.hasOwn(slugger.occurrences, id)) return false;
      slugger.occurrences[id] = 0;
      return true;
    },
  };
}

const CUSTOM_ID = /\s*\{#([^{}\s]+)\}\s*$/;

/**
 * Splits a trailing `{#custom-id}` off a heading's text.
 *
 * @example splitCustomId('Options {#opts}') // { text: 'Options', id: 'opts' }
 */
export function splitCustomId(text: string): { text: string; id?: string } {
  const match = CUSTOM_ID.exec(text);
  return match ? { text: text.slice(0, match.index), id: match[1] } : { text };
}
