import { performance } from 'node:perf_hooks';
import type { CodeSample } from './code-samples';

/** What warming up loads: the highlighter module (`markdown/highlighter.ts`), one page's render, the site's code. */
export interface WarmUpSteps {
  highlighter(): Promise<{ highlightCode(code: string, lang: string): Promise<unknown> }>;
  /** Renders one page as a save would. */
  renderPage(file: string): Promise<unknown>;
  /** The page to render (any page: the point is loading the pipeline), none for an empty site. */
  firstPage: string | undefined;
  /** Code blocks of the site's pages to highlight (see codeSamples), asked for once the highlighter has loaded. */
  samples(): CodeSample[];
  /**
   * Resolves once the thread has nothing more urgent to do, awaited before each step: a page a tab has
   * open is being prepared (PrepareQueue), and that page's first save should not wait behind the rest.
   */
  idle?(): Promise<void>;
  now?: () => number;
}

/**
 * Loads the Markdown pipeline into the dev server's thread while nobody waits: the first saved page
 * would otherwise load unified, shiki and each grammar its code blocks use here, the full build having
 * rendered in threads of its own (measured: 1.4–1.7 s added to the first save of a page with `vue` and
 * `ts` blocks). Renders one page, then highlights a few of the site's own code blocks per language (which
 * compiles most of each grammar's regexes: see codeSamples), one step at a time behind any page being
 * prepared; failures are ignored (a save reports them). Resolves to the milliseconds it took.
 *
 * @example
 * const ms = await warmUp({ highlighter: () => import('../markdown/highlighter'), renderPage, firstPage, samples });
 */
export async function warmUp({
  highlighter,
  renderPage,
  firstPage,
  samples,
  idle = async () => {},
  now = () => performance.now(),
}: WarmUpSteps): Promise<number> {
  const at = now();
  const { highlightCode } = await highlighter();
  await idle();
  if (firstPage) await renderPage(firstPage).catch(() => undefined);
  for (const { lang, code } of samples()) {
    await idle();
    await highlightCode(code, lang).catch(() => undefined);
  }
  return Math.round(now() - at);
}
