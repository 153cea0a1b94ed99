/**
 * Query switches: `?navbar=0`, `?sidebar=0`, `?outline=0` and `?footer=0` each hide that
 * element, for pages embedded in another site or shown in a slide. The head script (theme/head-script.ts)
 * reads the same four names before first paint; this module keeps them across in-place navigation.
 */
const QUERY_SWITCHES = ['navbar', 'sidebar', 'outline', 'footer'] as const;

export type QuerySwitch = (typeof QUERY_SWITCHES)[number];

/** The switches turned off (`=0`) in a `location.search` string, in the order of `QUERY_SWITCHES`. */
export function switchesOff(search: string): QuerySwitch[] {
  const params = new URLSearchParams(search);
  return QUERY_SWITCHES.filter((name) => params.get(name) === '0');
}

/**
 * `to` (a route path, maybe with a search and a hash) extended by the switches that are off in
 * `currentSearch`, so a reader who opened `?navbar=0` keeps that view while following links. A
 * switch the link sets itself wins; the rest of the link is left exactly as written.
 *
 * @example
 * carrySwitches('/guide/start/glossary#terms', '?navbar=0&x=1') // '/guide/start/glossary?navbar=0#terms'
 * carrySwitches('/api/?navbar=1', '?navbar=0')                   // '/api/?navbar=1'
 */
export function carrySwitches(to: string, currentSearch: string): string {
  const off = switchesOff(currentSearch);
  if (!off.length) return to;
  const hashAt = to.indexOf('#');
  const hash = hashAt < 0 ? '' : to.slice(hashAt);
  const beforeHash = hashAt < 0 ? to : to.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const own = new URLSearchParams(query);
  const added = off.filter((name) => !own.has(name)).map((name) => `${name}=0`);
  if (!added.length) return to;
  return `${path}?${[query, ...added].filter(Boolean).join('&')}${hash}`;
}
