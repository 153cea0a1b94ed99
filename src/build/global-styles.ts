import { existsSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { type BundledCss, bundleGlobalCss } from './bundle-global-css';
import { aliasTargets } from './components/config-alias';
import { StylesheetError } from './components/stylesheet-error';
import { compileStylesheet } from './components/stylesheets';
import type { ContentProblems } from './errors';
import { layoutClassesIn, withOurClasses } from './rspress-classes';
import { withOurPalette } from './rspress-palette';

/** What reading the config's `globalStyles` needs from the build. */
export interface GlobalStylesRun {
  /** The config's `globalStyles` files, resolved, in order. */
  globalStyles: readonly string[];
  /** The stylesheets the site's custom theme imports, which go first (see site-stylesheets.ts). */
  themeStyles?: readonly string[];
  /** The site's base, and its `alias` (targets relative to the content folder), which Sass's loads follow too. */
  config: { base: string; alias?: Readonly<Record<string, string | false>> };
  options?: { contentDir: string };
  /** The folder problems' files are relative to. */
  cwd: string;
  problems: ContentProblems;
  warnings: ContentProblems;
}

/** The config's global stylesheets, bundled: each one's CSS, the `@import`s of other sites they keep, the files they use. */
export interface GlobalStyles {
  imports: string[];
  css: string[];
  assets: BundledCss['assets'];
}

const NONE: BundledCss = { imports: [], css: '', assets: [], warnings: [] };

/**
 * The config's `globalStyles` file, to go after ours so its rules win: Sass and Less compiled as a
 * component's are (see stylesheets.ts), then what it imports included and the fonts and images it uses
 * copied, as Rsbuild bundles it (see bundle-global-css.ts). A file that is gone, does not compile or imports
 * what cannot be found is a content problem at the file and line named, reported with the pages' problems,
 * and gives no CSS. Tailwind's and PostCSS's own at-rules (`@tailwind`, `@apply`) reach the browser as
 * written, which ignores them: a warning at the first says so, rather than the styles silently missing.
 * Rspress's colour variables it sets set ours too (see rspress-palette.ts).
 */
export async function readGlobalStyles(run: GlobalStylesRun): Promise<GlobalStyles> {
  const bundles = await Promise.all([
    ...(run.themeStyles ?? []).map((file) => readOne(file, run, true)),
    ...run.globalStyles.map((file) => readOne(file, run, false)),
  ]);
  return {
    imports: bundles.flatMap((bundle) => bundle.imports),
    css: bundles.map((bundle) => bundle.css),
    assets: bundles.flatMap((bundle) => bundle.assets),
  };
}

/**
 * One stylesheet, bundled. A problem of the config's `globalStyles` stops the build; one of a stylesheet the
 * custom theme imports (a package not installed here, Tailwind's `@import 'tailwindcss'`) is a warning, and
 * that stylesheet is left out: the theme was written for Rspress's build, and the site reads well without it.
 */
async function readOne(file: string, run: GlobalStylesRun, theme: boolean): Promise<BundledCss> {
  const { cwd, warnings } = run;
  const problems = theme ? warnings : run.problems;
  const what = theme ? 'a stylesheet the theme imports, left out' : 'globalStyles';
  const report = (error: StylesheetError, list = problems) =>
    list.add(relative(cwd, error.file ?? file), error.line, `${what}: ${error.reason}`);
  // The config's check found the file; the dev server rebuilds after it may have been removed.
  if (!existsSync(file)) {
    report(new StylesheetError('the file does not exist', file));
    return NONE;
  }
  let css: string;
  try {
    ({ css } = await compileStylesheet(file, { alias: aliasTargets(run.config.alias, run.options?.contentDir) }));
  } catch (error) {
    if (!(error instanceof StylesheetError)) throw error;
    report(error);
    return NONE;
  }
  // Sass's and Less's output does not keep the lines of the file they compiled.
  const compiled = /\.(s[ac]ss|less)$/.test(file);
  const warned = warnOfTailwind(css, file, compiled, run);
  const bundled = await bundleGlobalCss(css, { file, compiled, base: run.config.base });
  if ('errors' in bundled) {
    for (const error of bundled.errors) report(error);
    return NONE;
  }
  // Tailwind 4's source, brought in whole by `@import "tailwindcss"` where it is installed.
  if (!warned && TAILWIND_DIRECTIVE.test(bundled.css))
    run.warnings.add(
      relative(run.cwd, file),
      undefined,
      `imports Tailwind's own stylesheets (@${TAILWIND_DIRECTIVE.exec(bundled.css)?.[1]}…), which only Tailwind or PostCSS turns into CSS: esmx-docs does not run them, so the browser gets their resets without their utilities; point globalStyles at the CSS they make (npx @tailwindcss/cli -i ${basename(file)} -o built.css)`,
    );
  for (const warning of bundled.warnings) report(warning, warnings);
  const ours = withOurClasses(bundled.css);
  warnOfLayoutClasses(ours, file, run);
  return { ...bundled, css: withOurPalette(ours) };
}

/** A stylesheet written for Rspress's layout (`.rp-nav`, `.rp-sidebar-item--active`) has rules that match nothing. */
function warnOfLayoutClasses(css: string, file: string, { cwd, warnings }: GlobalStylesRun): void {
  const classes = layoutClassesIn(css);
  if (classes.length === 0) return;
  const shown =
    classes.length > 3 ? `${classes.slice(0, 3).join(', ')} and ${classes.length - 3} more` : classes.join(', ');
  // Rspress 1's names (`.rspress-home-hero-tagline`) match nothing in Rspress 2 either: a site moved to it kept them.
  const whose = classes.every((name) => name.startsWith('.rspress-'))
    ? `Rspress 1's layout classes (${shown}), which neither Rspress 2's pages nor esmx-docs's have`
    : `Rspress's layout classes (${shown}), which esmx-docs's pages do not have`;
  warnings.add(
    relative(cwd, file),
    undefined,
    `selects by ${whose}: those rules apply to nothing (.rp-doc and .rp-dark are read as its content and dark mode)`,
  );
}

/** At-rules of Tailwind (3 and 4) that no browser reads. */
const TAILWIND_DIRECTIVE =
  /^[ \t]*@(tailwind|apply|config|plugin|screen|variants|responsive|theme|utility|custom-variant|source)\b/m;

/** Warns of the first of Tailwind's at-rules `css` writes itself; says whether it did. */
function warnOfTailwind(css: string, file: string, compiled: boolean, { cwd, warnings }: GlobalStylesRun): boolean {
  const directive = TAILWIND_DIRECTIVE.exec(css);
  if (!directive) return false;
  const line = css.slice(0, directive.index).split('\n').length;
  warnings.add(
    relative(cwd, file),
    compiled ? undefined : line,
    `uses @${directive[1]}, which only Tailwind or PostCSS understands: esmx-docs does not run them, so the browser ignores it; point globalStyles at the CSS they make (npx @tailwindcss/cli -i ${basename(file)} -o built.css)`,
  );
  return true;
}
