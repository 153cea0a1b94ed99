import type { PageData } from './types';

/** Where the dev server's event stream lives (server-sent events, one JSON `DevMessage` per event). */
export const DEV_EVENTS_PATH = '/__esmx_dev/events';

/** A content problem as the overlay shows it: `file:line: message`. */
export interface DevProblem {
  file: string;
  line?: number;
  message: string;
}

/**
 * What the dev server tells open tabs.
 * - `page`: a saved page rendered afresh; a tab showing it swaps the content in place.
 * - `reload`: something every page shows changed (sidebars, nav, config, our code or CSS): reload.
 * - `problems`: the content has errors (shown in an overlay); `ok`: it has none (the overlay goes).
 *
 * @example
 * { type: 'problems', problems: [{ file: 'content/en/index.md', line: 3, message: 'invalid YAML front matter: …' }] }
 */
export type DevMessage =
  | { type: 'page'; page: PageData }
  | { type: 'reload' }
  | { type: 'problems'; problems: DevProblem[] }
  | { type: 'ok' };
