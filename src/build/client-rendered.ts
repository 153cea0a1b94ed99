import type { SiteConfig } from '../shared/types';

/**
 * Whether the config's `ssg` leaves a route's components to the browser, as Rspress leaves whole pages there:
 * `ssg: false`, or a route `ssg.experimentalExcludeRoutePaths` names (a path, with or without its trailing
 * slash, or a regular expression tested against it).
 *
 * @example clientRendered({ experimentalExcludeRoutePaths: [/\/widget\/?$/] }, '/guide/widget') // true
 */
export function clientRendered(ssg: SiteConfig['ssg'], routePath: string): boolean {
  if (ssg === false) return true;
  const excluded = typeof ssg === 'object' ? (ssg.experimentalExcludeRoutePaths ?? []) : [];
  const bare = routePath.length > 1 ? routePath.replace(/\/$/, '') : routePath;
  return excluded.some((path) =>
    typeof path === 'string'
      ? path.replace(/(.)\/$/, '$1') === bare
      : new RegExp(path.source, path.flags.replace('g', '')).test(routePath),
  );
}
