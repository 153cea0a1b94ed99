/** localStorage flag set on the first visit; once set, the site never redirects by language again. */
const VISITED_KEY = 'esmx-visited';

/**
 * Whether this browser has not been here before, marking it visited at the same time. Blocked
 * storage answers false: every visit would otherwise look like the first and redirect again.
 */
export function takeFirstVisit(): boolean {
  try {
    const first = !localStorage.getItem(VISITED_KEY);
    if (first) localStorage.setItem(VISITED_KEY, '1');
    return first;
  } catch {
    return false;
  }
}
