import type { SiteConfig } from '../../shared/types';

/** One entry of the version switcher. */
export interface VersionLink {
  version: string;
  /** The same page in that version. */
  link: string;
  current: boolean;
}

/** The declared versions, without blanks and repeats, in config order (the first is the default). */
function versionsOf(config: Pick<SiteConfig, 'versions'>): string[] {
  return [...new Set((config.versions ?? []).map((v) => v.trim()).filter(Boolean))];
}

/**
 * Whether the navbar offers a version switcher: only when the config declares more than one
 * version; a single version has nothing to switch to.
 *
 * @example
 * showVersionSwitcher({ versions: ['2.x', '1.x'] }) // true
 * showVersionSwitcher({ versions: ['2.x'] })        // false
 */
export function showVersionSwitcher(config: Pick<SiteConfig, 'versions'>): boolean {
  return versionsOf(config).length > 1;
}

/**
 * The same page in every declared version. The default version (the first) is served without a
 * prefix, the others under `/<version>` (`/1.x/guide/x`), the way Rspress lays out versioned docs;
 * the language prefix stays after the version one.
 *
 * @example
 * versionLinks({ versions: ['2.x', '1.x'] }, '/zh/guide/x', '')
 * // [{ version: '2.x', link: '/zh/guide/x', current: true }, { version: '1.x', link: '/1.x/zh/guide/x', current: false }]
 */
export function versionLinks(
  config: Pick<SiteConfig, 'versions'>,
  routePath: string,
  pageVersion: string,
): VersionLink[] {
  const versions = versionsOf(config);
  const [fallback] = versions;
  const current = versions.includes(pageVersion) ? pageVersion : fallback;
  let bare = routePath;
  for (const version of versions.slice(1)) {
    const prefix = `/${version}`;
    if (routePath === prefix || routePath.startsWith(`${prefix}/`)) bare = routePath.slice(prefix.length) || '/';
  }
  return versions.map((version) => ({
    version,
    link: version === fallback ? bare : `/${version}${bare}`,
    current: version === current,
  }));
}
