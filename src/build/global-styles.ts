import { existsSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { compileStylesheet } from './components/stylesheets';
import type { ContentProblems } from './errors';

/**
 * The config's `globalStyles` file, after ours so its rules win: Sass and Less compiled as a component's are
 * (see stylesheets.ts); a missing file or one that does not compile is a clear error. Tailwind's and PostCSS's
 * own at-rules (`@tailwind`, `@apply`) reach the browser as written, which ignores them: a warning at the first
 * says so, rather than the styles silently missing.
 */
export async function readGlobalStyles(file: string, cwd: string, warnings: ContentProblems): Promise<string> {
  if (!existsSync(file)) throw new Error(`esmx-docs: globalStyles: ${file} does not exist`);
  let css: string;
  try {
    ({ css } = await compileStylesheet(file));
  } catch (error) {
    throw new Error(`esmx-docs: globalStyles: ${(error as Error).message}`);
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
