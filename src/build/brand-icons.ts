import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hasIcon } from '../shared/icon-names';
import type { SocialLink } from '../shared/types';

/**
 * The stylesheet rules of the brand icons a site's social links name (`x`, `discord`, `gitlab`, `npm`:
 * `styles/brand/<name>.css`), for its stylesheet alone: every page loads that stylesheet, and a site that
 * shows no such link carries none of them. Another name has no file here, and shows as text, in a button as wide as
 * it (`brand/text.css`, for such a site alone).
 *
 * @example brandIconStyles('src/client/styles', [{ icon: 'x', mode: 'link', content: 'https://x.com/me' }]) // ['.icon-x { … }']
 */
export function brandIconStyles(stylesDir: string, links: readonly SocialLink[] = []): string[] {
  const names = new Set(
    links.flatMap(({ icon }) => (typeof icon === 'string' && /^[a-z\d-]+$/.test(icon) ? [icon] : [])),
  );
  const marks = [...names].sort().flatMap((name) => {
    const file = join(stylesDir, 'brand', `${name}.css`);
    return statSync(file, { throwIfNoEntry: false })?.isFile() ? [readFileSync(file, 'utf8')] : [];
  });
  // A name the shell has no icon of (`wechat`) is shown as text, wider than an icon's button.
  const asText = links.some(({ icon }) => typeof icon === 'string' && !hasIcon(icon));
  return asText ? [...marks, readFileSync(join(stylesDir, 'brand', 'text.css'), 'utf8')] : marks;
}
