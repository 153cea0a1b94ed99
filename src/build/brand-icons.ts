import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SocialLink } from '../shared/types';

/**
 * The stylesheet rules of the brand icons a site's social links name (`x`, `discord`, `gitlab`, `npm`:
 * `styles/brand/<name>.css`), for its stylesheet alone: every page loads that stylesheet, and a site that
 * shows no such link carries none of them. Another name has no file here, and shows as text.
 *
 * @example brandIconStyles('src/client/styles', [{ icon: 'x', mode: 'link', content: 'https://x.com/me' }]) // ['.icon-x { … }']
 */
export function brandIconStyles(stylesDir: string, links: readonly SocialLink[] = []): string[] {
  const names = new Set(
    links.flatMap(({ icon }) => (typeof icon === 'string' && /^[a-z\d-]+$/.test(icon) ? [icon] : [])),
  );
  return [...names].sort().flatMap((name) => {
    const file = join(stylesDir, 'brand', `${name}.css`);
    return statSync(file, { throwIfNoEntry: false })?.isFile() ? [readFileSync(file, 'utf8')] : [];
  });
}
