import type { HeadTag } from '../../shared/types';
import { headTagProblem } from '../seo/head-tag';
import type { PageState } from './page-state';

/** The keys of Rspress's `useHead` input a page built ahead of time can apply: the tags its front matter may add. */
const APPLIED = ['meta', 'link'] as const;

/**
 * Adds to the page's head what one component's `useHead` calls asked for while it rendered at build time
 * (`inputs`, collected by rspress-seam.ts): each `meta` and `link` entry as a tag, checked by the rules of front
 * matter's `head` and written once however many components ask for it. An entry those rules refuse is an error, a
 * key that cannot apply to a built page (`title`, `script`, …) a warning, both at the component's line.
 *
 * @example
 * addUsedHead(page, [{ meta: [{ property: 'og:title', content: 'Rspress' }] }], 4, '<ProductMeta>')
 * // page.head: [['meta', { property: 'og:title', content: 'Rspress' }]]
 */
export function addUsedHead(
  page: Pick<PageState, 'head' | 'errors' | 'warnings'>,
  inputs: readonly unknown[],
  line: number,
  name: string,
): void {
  const ignored = new Set<string>();
  for (const input of inputs) {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      page.errors.push({ line, message: `${name}: useHead takes an object ({ meta: […], link: […] })` });
      continue;
    }
    for (const [key, entries] of Object.entries(input)) {
      if (!(APPLIED as readonly string[]).includes(key)) ignored.add(key);
      else if (!Array.isArray(entries)) page.errors.push({ line, message: `${name}: useHead's ${key} must be a list` });
      else for (const entry of entries) addTag(page, key, entry, line, name);
    }
  }
  if (ignored.size > 0) {
    const keys = [...ignored].join(', ');
    page.warnings.push({
      line,
      message: `${name}: useHead's ${keys} left out (a <Head> of its own gives them to useHead): a page built ahead of time takes only meta and link from it (its title is front matter's)`,
    });
  }
}

function addTag(
  page: Pick<PageState, 'head' | 'errors'>,
  tag: string,
  entry: unknown,
  line: number,
  name: string,
): void {
  const fail = (problem: string) => page.errors.push({ line, message: `${name}: useHead: ${problem}` });
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    fail(`each ${tag} must be an object of attributes`);
    return;
  }
  const given = Object.entries(entry).filter(([, value]) => value !== undefined && value !== null && value !== false);
  const problem = headTagProblem([tag, Object.fromEntries(given)], 'page');
  if (problem !== undefined) {
    fail(problem);
    return;
  }
  // A bare attribute (`crossorigin: true`) is present and empty, as in HTML.
  const attributes = given.map(([key, value]) => [key, value === true ? '' : String(value)]);
  const written: HeadTag = [tag, Object.fromEntries(attributes)];
  const head = (page.head ??= []);
  if (!head.some((known) => JSON.stringify(known) === JSON.stringify(written))) head.push(written);
}
