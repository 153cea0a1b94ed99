/** Fetches and parses one JSON file. Injected so tests need no network. */
export type FetchJson = (url: string) => Promise<unknown>;

/**
 * A file of the site the server answered with an error status: after a new deploy (or the dev server's rebuild),
 * a hashed file an open tab still names is gone.
 */
export class FileNotServed extends Error {
  constructor(
    url: string,
    readonly status: number,
  ) {
    super(`esmx-docs: ${url} answered ${status}`);
  }
}

export const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new FileNotServed(url, response.status);
  return response.json();
};

/**
 * Each URL fetched at most once while it succeeds: concurrent and later calls share the answer, and a
 * failure is forgotten so the next call (a retry, a later hover) fetches again. `check` turns the parsed
 * JSON into the expected shape or throws.
 *
 * @example
 * const sidebar = jsonCache(fetchJson, (data, url) => asSidebar(data, url));
 * await sidebar('/static/sidebars/guide.1a2b3c4d.json');
 */
export function jsonCache<T>(fetcher: FetchJson, check: (data: unknown, url: string) => T) {
  const cache = new Map<string, Promise<T>>();
  const get = (url: string): Promise<T> => {
    const cached = cache.get(url);
    if (cached) return cached;
    const pending = fetcher(url).then((data) => check(data, url));
    pending.catch(() => {
      if (cache.get(url) === pending) cache.delete(url);
    });
    cache.set(url, pending);
    return pending;
  };
  /** Remembers a value already at hand (the prerendered page's data) under `url`. */
  const seed = (url: string, value: T) => cache.set(url, Promise.resolve(value));
  return Object.assign(get, { seed });
}
