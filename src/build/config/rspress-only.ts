import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { exportsByName, themeEntries } from '../components/theme-entry';

/**
 * Plugins in esmx-docs's own config, as a problem at their line with what to do instead: their hooks are
 * Rspress's build, and a config written for esmx-docs that lists them expects something that would not
 * happen. (An Rspress config's plugins are only a warning: that file was written for Rspress.)
 *
 * @example rspressPluginsProblem({ plugins: [x] }, () => 'docs/site.config.ts:4')
 * // 'docs/site.config.ts:4: "plugins": Rspress plugins do not run in esmx-docs; …'
 */
export function rspressPluginsProblem(user: Record<string, unknown>, at: (key: string) => string): string | undefined {
  const { plugins } = user;
  if (plugins === undefined || (Array.isArray(plugins) && plugins.length === 0)) return undefined;
  return (
    `${at('plugins')}: "plugins": Rspress plugins do not run in esmx-docs; remove them (search, sitemap, ` +
    'llms.txt, last-updated and code highlighting are built in; use "head" and "globalStyles" for scripts ' +
    'and styles, and your own components in .mdx pages for the rest)'
  );
}

/**
 * A custom Rspress `theme/` folder that exports components of its own, as a warning naming its entry: its layout
 * components replace parts of Rspress's React theme, which esmx-docs does not use, so the site is built with
 * esmx-docs's own layout instead; the components a page imports from `@theme`, and the stylesheets the entry
 * imports (see site-stylesheets.ts), are the parts of it used. A warning, not an error: nearly every real
 * Rspress site has one (a banner, a footer, a restyled home), and its pages are still the site; refusing to
 * build them would leave nothing to read. An entry that only passes Rspress's theme on (`export * from
 * '@rspress/core/theme-original'`) beside its stylesheets replaces nothing: no warning.
 */
export function customThemeWarnings(contentDir: string, cwd = process.cwd(), themeDir?: string): string[] {
  const entries = themeEntries(contentDir, themeDir);
  const layouts = entries
    .filter(replacesLayout)
    .map(
      (entry) =>
        `${relative(cwd, entry)}: a custom Rspress theme's layout is not used by esmx-docs; the site is built with ` +
        'its own (style it with "globalStyles", or the stylesheets the theme imports); pages still render the ' +
        'components they import from "@theme"',
    );
  // Its own elements for the doc's Markdown (an h1 with a line below it) would render every heading, paragraph
  // and link of every page through React: the pages keep the build's HTML.
  const elements = entries
    .filter((entry) => exportsByName(entry, 'getCustomMDXComponent'))
    .map(
      (entry) =>
        `${relative(cwd, entry)}: its getCustomMDXComponent is not used by esmx-docs: the Markdown of pages keeps ` +
        'its own elements (style them with "globalStyles"); the components it names are known to .mdx pages',
    );
  // Rspress wraps the whole app in it (a context provider, a wrapper element): here each page is the build's
  // HTML and each component an island of its own, with nothing around them all.
  const roots = entries
    .filter((entry) => exportsByName(entry, 'Root'))
    .map(
      (entry) =>
        `${relative(cwd, entry)}: its Root is not used by esmx-docs: pages and their components are not wrapped ` +
        'in it (a component needing its provider can wrap its own content in it)',
    );
  // Rspress's layout draws these itself, taking the theme's own in place of its built-in (a code block with a
  // language badge, its own appearance switch): here the build and the shell draw those parts.
  const parts = entries.flatMap((entry) => {
    const own = LAYOUT_PARTS.filter((name) => exportsByName(entry, name));
    if (own.length === 0) return [];
    const them = own.length === 1 ? `its ${own[0]} is` : `its ${own.slice(0, -1).join(', ')} and ${own.at(-1)} are`;
    return [
      `${relative(cwd, entry)}: ${them} not used by esmx-docs, which draws code blocks and the layout's parts itself ` +
        '(style them with "globalStyles"); pages still render the components they import from "@theme"',
    ];
  });
  return [...layouts, ...elements, ...roots, ...parts];
}

/**
 * The components Rspress's layout draws its code blocks, navbar, sidebar, outline and footer with, which a theme
 * overrides by exporting its own (`export { CodeBlock }` beside `export * from '@rspress/core/theme-original'`).
 */
const LAYOUT_PARTS = [
  'CodeBlock',
  'PreWithCodeButtonGroup',
  'CodeButtonGroup',
  'Nav',
  'NavTitle',
  'NavHamburger',
  'NavMenu',
  'SwitchAppearance',
  'SocialLinks',
  'Search',
  'SearchPanel',
  'Sidebar',
  'SidebarList',
  'Tag',
  'Outline',
  'Toc',
  'DocContent',
  'DocFooter',
  'PrevNextPage',
  'EditLink',
  'LastUpdated',
  'ScrollToTop',
];

/** Rspress's own theme, which an entry may pass on whole: `export * from '@rspress/core/theme-original'`. */
const PASSED_ON =
  /^export\s*\*\s*from\s*(['"])(?:@rspress\/core\/theme(?:-original)?|@rspress\/theme-default|rspress\/theme)\1/;

/**
 * Whether a theme entry gives a layout of its own besides `Layout`, `HomeLayout` and `NotFoundLayout` (`DocLayout`, the
 * home page's `HomeBackground`, or a default export, Rspress 1's theme object, without a `Layout`), read
 * from its text: one that only adds components for pages (`export * from './components/stackblitz'` beside
 * Rspress's own theme) loses nothing here. A `Layout` or `HomeLayout` is the build's to judge, once it has
 * rendered it: the slots of Rspress's it fills, or the theme's own home page, are drawn (see theme-slots.ts).
 */
function replacesLayout(entry: string): boolean {
  const text = readFileSync(entry, 'utf8');
  const exports = text.match(/^[ \t]*export\b.*$/gm) ?? [];
  const own = exports.filter((line) => !PASSED_ON.test(line.trim()));
  const objectWithoutLayout = (line: string) =>
    /^\s*export\s+default\b/.test(line) && !DRAWN.test(text) && !passesOnDefault(line, text);
  return (
    own.length > 0 &&
    (own.some((line) => objectWithoutLayout(line) || HOME_PARTS.test(line)) || OTHER_LAYOUTS.test(text))
  );
}

/** Rspress's theme modules, as an entry imports them. */
const RSPRESS_THEME = String.raw`(['"])(?:@rspress\/core\/theme(?:-original)?|@rspress\/theme-default|rspress\/theme)\1`;

/**
 * Whether a default export is Rspress's theme passed on as it was imported (`import Theme from 'rspress/theme';`
 * then `export default Theme;`): nothing of its own.
 */
function passesOnDefault(line: string, text: string): boolean {
  const name = /^\s*export\s+default\s+([A-Za-z_$][\w$]*)\s*;?\s*$/.exec(line)?.[1];
  return (
    name !== undefined &&
    new RegExp(String.raw`^\s*import\s+${name}\s*(?:,[^;]*)?from\s*${RSPRESS_THEME}`, 'm').test(text)
  );
}

/**
 * The part of Rspress's home page a theme may replace on its own that is not drawn here (`export function
 * HomeBackground`); its own `HomeHero`, `HomeFeature` and `HomeFooter` are (see theme-slots.ts).
 */
const HOME_PARTS = /\bHomeBackground\b/;

/** What of a theme the build draws (see theme-slots.ts): its layouts, and its own parts of the home page. */
const DRAWN = /\b(?:Home|NotFound)?Layout\b|\bHome(?:Hero|Feature|Footer)\b/;

/** Rspress's layouts the build does not draw (see theme-slots.ts), which a theme replaces whole. */
const OTHER_LAYOUTS = /\bDocLayout\b/;
