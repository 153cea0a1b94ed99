import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Where Rspress looks for a custom theme: `theme/index.*` beside the docs folder (its project root) or in it. */
const THEME_ENTRIES = ['index.tsx', 'index.ts', 'index.jsx', 'index.js'];

/**
 * What a site written for Rspress may have that esmx-docs cannot run, each as a problem naming its file
 * (and line, through `at`) with what to do instead: plugins in the config (their hooks are Rspress's build),
 * and a custom `theme/` folder (its components replace Rspress's React theme, which esmx-docs does not use).
 * Ignoring either would publish a site that silently lacks what they did.
 *
 * @example rspressOnlyProblems({ plugins: [x] }, '/site/docs', () => 'docs/site.config.ts:4')
 * // ['docs/site.config.ts:4: "plugins": Rspress plugins do not run in esmx-docs; …']
 */
export function rspressOnlyProblems(
  user: Record<string, unknown>,
  contentDir: string,
  at: (key: string) => string,
  cwd = process.cwd(),
): string[] {
  const problems: string[] = [];
  const { plugins } = user;
  if (plugins !== undefined && !(Array.isArray(plugins) && plugins.length === 0))
    problems.push(
      `${at('plugins')}: "plugins": Rspress plugins do not run in esmx-docs; remove them (search, sitemap, ` +
        'llms.txt, last-updated and code highlighting are built in; use "head" and "globalStyles" for scripts ' +
        'and styles, and your own components in .mdx pages for the rest)',
    );
  for (const root of [dirname(contentDir), contentDir]) {
    const entry = THEME_ENTRIES.map((name) => join(root, 'theme', name)).find((file) => existsSync(file));
    if (entry)
      problems.push(
        `${relative(cwd, entry)}: a custom Rspress theme is not used by esmx-docs; move it out of the way ` +
          '(style the site with "globalStyles", and write what a theme component did as your own component in ' +
          'the pages that need it)',
      );
  }
  return problems;
}
