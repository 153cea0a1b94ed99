import { LIVE_REGION_ID } from './announce';

/**
 * The one polite live region of the site: route changes and "Copied" are announced through it
 * (`announce`). It is in the prerendered markup from the start, as screen readers only follow
 * regions that exist before their text changes. React never renders children here, so the text
 * `announce` writes is left alone.
 */
export function LiveRegion() {
  return <div id={LIVE_REGION_ID} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />;
}
