import type { CSSProperties } from 'react';

/**
 * An SVG of the site's own drawn as a mask image in the text colour, as the shell's icons are: an image, never
 * markup in the page (the shell does not inject markup from configuration, and an SVG used as an image runs
 * nothing). Decorative: the control carrying it has its own name.
 */
export function SvgIcon({ svg }: { svg: string }) {
  const style = { '--icon': `url("data:image/svg+xml,${encodeURIComponent(svg)}")` } as CSSProperties;
  return <span className="icon" style={style} aria-hidden="true" />;
}
