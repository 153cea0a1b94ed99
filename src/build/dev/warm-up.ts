import { performance } from 'node:perf_hooks';

/** What warming up loads: the highlighter module (`markdown/highlighter.ts`) and one page's render. */
export interface WarmUpSteps {
  highlighter(): Promise<{ highlightCode(code: string, lang: string): Promise<unknown>; LANGUAGES: readonly string[] }>;
  /** Renders one page as a save would. */
  renderPage(file: string): Promise<unknown>;
  /** The page to render (any page: the point is loading the pipeline), none for an empty site. */
  firstPage: string | undefined;
  now?: () => number;
}

/**
 * Loads the Markdown pipeline into the dev server's thread while nobody waits: the first saved page
 * would otherwise load unified, shiki and each grammar its code blocks use here, the full build having
 * rendered in threads of its own (measured: 1.4–1.7 s added to the first save of a page with `vue` and
 * `ts` blocks). Highlights a line in every bundled language, then renders one page; failures are
 * ignored (a save reports them). Resolves to the milliseconds it took.
 *
 * @example
 * const ms = await warmUp({ highlighter: () => import('../markdown/highlighter'), renderPage, firstPage });
 */
export async function warmUp({
  highlighter,
  renderPage,
  firstPage,
  now = () => performance.now(),
}: WarmUpSteps): Promise<number> {
  const at = now();
  const { highlightCode, LANGUAGES } = await highlighter();
  for (const lang of LANGUAGES) await highlightCode('let a = 1', lang).catch(() => undefined);
  if (firstPage) await renderPage(firstPage).catch(() => undefined);
  return Math.round(now() - at);
}
