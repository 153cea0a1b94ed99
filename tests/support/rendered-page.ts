/**
 * One page of a content folder through the build's Markdown step alone (`renderSourcePage`, what a
 * render worker and the dev server run for a page): its HTML, search text, Markdown twin, links and
 * the files it was made from, for tests of that step. Whole sites are built with `buildForTest`.
 *
 * @example
 * const page = await renderedPage(fixture, 'en/guide/fragments.mdx');
 * page.record.toc;
 */
import { loadConfig } from '../../src/build/config/load-config';
import { readSources } from '../../src/build/content';
import { ContentError, type ContentProblem, ContentProblems } from '../../src/build/errors';
import { gitTimes } from '../../src/build/git-times';
import type { RenderedPage } from '../../src/build/render/source-page';
import { renderSourcePage } from '../../src/build/render/source-page';
import { pageSource, sourceSettings } from '../../src/build/site';
import { localesOf } from '../../src/shared/locale';

/**
 * The page at `relativePath` (inside `contentDir`, e.g. `en/guide/a.mdx`), with the warnings its render gave;
 * throws a ContentError with its problems.
 */
export async function renderedPage(
  contentDir: string,
  relativePath: string,
): Promise<RenderedPage & { warnings: ContentProblem[] }> {
  const { config } = await loadConfig(contentDir);
  const problems = new ContentProblems();
  const source = readSources(contentDir, localesOf(config), problems).find(
    (s) => `${s.lang}/${s.pathInLang}` === relativePath,
  );
  if (!source) throw new Error(`no page ${relativePath} in ${contentDir}`);
  // Read without the last build's records, so every page comes with its body.
  const read = pageSource(source, gitTimes(contentDir), config, sourceSettings(config, contentDir));
  if (read.body === undefined) throw new Error(`${relativePath} was not read`);
  const { page, problems: found, warnings } = await renderSourcePage(read);
  if (!page) throw new ContentError(found);
  return { ...page, warnings };
}
