import { existsSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { StylesheetError } from './components/stylesheet-error';
import { compileStylesheet } from './components/stylesheets';
import type { ContentProblems } from './errors';

/** What reading the config's `globalStyles` needs from the build. */
export interface GlobalStylesRun {
  /** The config's `globalStyles` file, resolved (none or one). */
  globalStyles: readonly string[];
  /** The folder problems' files are relative to. */
  cwd: string;
  problems: ContentProblems;
  warnings: ContentProblems;
}

/**
 * The config's `globalStyles` file, to go after ours so its rules win: Sass and Less compiled as a
 * component's are (see stylesheets.ts). A file that is gone or does not compile is a content problem at the
 * file and line the compiler names, reported with the pages' problems, and gives no CSS (one string per file). Tailwind's and
 * PostCSS's own at-rules (`@tailwind`, `@apply`) reach the browser as written, which ignores them: a
 * warning at the first says so, rather than the styles silently missing.
 */
export function readGlobalStyles(run: GlobalStylesRun): Promise<string[]> {
  return Promise.all(run.globalStyles.map((file) => readOne(file, run)));
}

async function readOne(file: string, { cwd, problems, warnings }: GlobalStylesRun): Promise<string> {
  // The config's check found the file; the dev server rebuilds after it may have been removed.
  if (!existsSync(file)) {
    problems.add(relative(cwd, file), undefined, 'globalStyles: the file does not exist');
    return '';
  }
  let css: string;
  try {
    ({ css } = await compileStylesheet(file));
  } catch (error) {
    if (!(error instanceof StylesheetError)) throw error;
    problems.add(relative(cwd, error.file ?? file), error.line, `globalStyles: ${error.reason}`);
    return '';
  }
  const directive = /^[ \t]*@(tailwind|apply|config|plugin|screen|variants|responsive)\b/m.exec(css);
  if (directive) {
    const line = css.slice(0, directive.index).split('\n').length;
    warnings.add(
      relative(cwd, file),
      file.endsWith('.css') ? line : undefined,
      `uses @${directive[1]}, which only Tailwind or PostCSS understands: esmx-docs does not run them, so the browser ignores it; point globalStyles at the CSS they make (npx @tailwindcss/cli -i ${basename(file)} -o built.css)`,
    );
  }
  return css;
}
