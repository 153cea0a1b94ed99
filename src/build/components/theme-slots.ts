import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { ElementContent } from 'hast';
import { CLIENT_RENDERED_ATTRIBUTE } from '../../shared/client-rendered-island';
import { islandComponent } from '../../shared/island-component';
import {
  ID_PREFIX_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_CODE_GLOBAL,
  ISLAND_HEAD_GLOBAL,
  ISLAND_PAGE_ATTRIBUTE,
  ISLAND_PAGE_GLOBAL,
  MEMBER_ATTRIBUTE,
} from '../../shared/islands';
import {
  LAYOUT_MARK,
  LAYOUT_SLOT_ATTRIBUTE,
  LAYOUT_SLOTS,
  type LayoutSlot,
  type LayoutSlots,
  LIST_SLOTS,
  SLOT_CONTEXT_GLOBAL,
} from '../../shared/layout-slots';
import { notFoundRoute } from '../../shared/not-found-page';
import type { FrontMatter, HeadTag, SiteConfig, ThemeHomeParts } from '../../shared/types';
import type { ContentProblems } from '../errors';
import { escapeHtml } from '../escape-html';
import { fileSha } from '../file-sha';
import { addUsedHead } from '../markdown/island-head';
import { imageOutput } from '../markdown/page-image';
import type { PageState } from '../markdown/page-state';
import type { RuntimeBlock } from '../markdown/rehype-islands';
import { builtVersion } from './built-version';
import { bundleComponent, type SiteFolders } from './bundle-component';
import { requireReact } from './react-seam';
import { renderComponent } from './render-component';
import { themeEntryOf } from './theme-entry';

/** The key the theme's files are kept under among the pages' dependencies: a change to one rebuilds the site. */
export const THEME_SLOT_DEPENDENCIES = '<theme Layout>';

/** The slots a custom theme's `Layout` fills (and its own home page), made once for the whole site. */
export interface ThemeSlots {
  /** Per language, each filled slot's island, prerendered: what the shell draws in its place. */
  slots: LayoutSlots;
  /**
   * The theme's own home page, by the route of the home page it was rendered with (each language's): its
   * island, prerendered, which that page shows in place of its hero, features and footer.
   */
  homes: Record<string, ThemeHome>;
  /** Its own 404 page (`NotFoundLayout`), by language: its island, prerendered, drawn in place of ours. */
  notFound: Record<string, string>;
  /** The `meta` and `link` tags its `Layout`'s `<Head>` (or `useHead`) asks for, by language: for every page's head. */
  head: Record<string, HeadTag[]>;
  /** The link to the theme's stylesheet, for every page's body; empty when it has none. */
  styles: string;
  /** The theme's script, stylesheet and the files those reach, to copy into the site: output path → source file. */
  copies: Map<string, string>;
  /** The files the theme was made from, each with its SHA-256. */
  inputs: [file: string, sha: string][];
}

/** What `addUsedHead` fills: the tags asked for, and what it refused. */
type HeadAsked = Parameters<typeof addUsedHead>[0];

const componentOf = (found: ReturnType<typeof islandComponent>) => ('component' in found ? found.component : undefined);

type ReactLike = {
  createElement: (type: unknown, props: unknown, ...children: unknown[]) => unknown;
  Fragment: unknown;
};
type Context = { Provider: unknown };

/** A theme's own home page, or parts of it, drawn for one language's home page. */
export interface ThemeHome {
  /** Its island, prerendered: the whole home page (its own `HomeLayout`). */
  html?: string;
  /** Its own `HomeHero`, `HomeFeature`, `HomeFooter`, each an island, prerendered, drawn in place of ours. */
  parts?: ThemeHomeParts;
  /** The `meta` and `link` tags its `<Head>` (or `useHead`) asks for, for that page's head. */
  head?: HeadTag[];
}

/** A language's home page, whose data a theme's own `HomeLayout` renders with (its hero, its features). */
export interface HomePage {
  title: string;
  routePath: string;
  frontmatter: FrontMatter;
  /** Its body's HTML, which Rspress's `<Content />` draws (see rspress-seam.ts). */
  html?: string;
}

/** Rspress's parts of its home page a theme may draw itself (`export function HomeHero`), and what each stands for. */
const HOME_PARTS = { HomeHero: 'hero', HomeFeature: 'features', HomeFooter: 'footer' } as const;
type HomePartName = keyof typeof HOME_PARTS;

/** Rspress's 404 layout: the theme's own export, or a prop of its `Layout`. */
const NOT_FOUND = 'NotFoundLayout';

/** Rspress's home layout, which its `Layout` takes as a prop too (`HomeLayout={MyHome}`). */
const HOME = 'HomeLayout';

/** One of the theme's layouts, as its module gives it. */
interface ThemeLayout {
  name: 'Layout' | 'HomeLayout' | 'NotFoundLayout' | HomePartName;
  exportName: string;
  member: string;
  component: unknown;
}

/** The slots Rspress's `HomeLayout` takes, which a theme wrapping it fills: those of the hero and the features. */
const HOME_SLOTS: readonly LayoutSlot[] = LAYOUT_SLOTS.filter((slot) => /^(before|after)(Hero|Features)/.test(slot));

/**
 * What the site's custom theme gives the shell, rendered per language and made islands the shell draws where
 * Rspress's theme draws them:
 * - the slots of Rspress's `Layout` (and `HomeLayout`) that its own `Layout` (`HomeLayout`) fills
 *   (`export const Layout = () => <BasicLayout beforeNavTitle={<Logo />} />`, or Rspress 1's
 *   `export default { ...Theme, Layout }`): the theme's layout is rendered with the seam's stand-in for
 *   Rspress's (rspress-seam.ts), which hands its props over, then once per slot, drawing that slot alone;
 * - its own `HomeLayout`, one that draws no layout of Rspress's: rendered with the language's home page
 *   (`homes`), and drawn in place of the home page's hero, features and footer; its own `HomeHero`,
 *   `HomeFeature` or `HomeFooter` alone, in place of that part;
 * - its own `NotFoundLayout`, rendered with each language's 404 route (`notFound`), drawn in place of ours.
 * The browser renders each island again with the page it is on (a slot may read the page's data). What a
 * theme's `Layout` draws beside Rspress's, a `Layout` of its own, or one that throws, is not used, with a
 * warning. Undefined for a site whose theme has neither.
 */
export async function themeSlots(
  config: Pick<SiteConfig, 'base' | 'lang' | 'locales' | 'title' | 'description' | 'themeConfig' | 'multiVersion'>,
  site: SiteFolders,
  {
    warnings,
    cwd = process.cwd(),
    homes = {},
  }: { warnings: ContentProblems; cwd?: string; homes?: Readonly<Record<string, HomePage>> },
): Promise<ThemeSlots | undefined> {
  const entry = themeEntryOf(site.contentDir, site.themeDir);
  if (!entry || !/\b(?:Home|NotFound)?Layout\b|\bHome(?:Hero|Feature|Footer)\b/.test(readFileSync(entry, 'utf8')))
    return undefined;
  const shown = relative(cwd, entry);
  let bundle: Awaited<ReturnType<typeof bundleComponent>>;
  try {
    bundle = await bundleComponent(entry, site);
  } catch (error) {
    warnings.add(shown, undefined, `its layouts are not used by esmx-docs: it does not bundle (${firstLine(error)})`);
    return undefined;
  }
  const layouts = (['Layout', 'HomeLayout'] as const).flatMap((name) => themeLayout(bundle.exports, name) ?? []);
  const parts = Object.keys(HOME_PARTS).flatMap((name) => themeLayout(bundle.exports, name as HomePartName) ?? []);
  const notFound = themeLayout(bundle.exports, 'NotFoundLayout');
  if (layouts.length === 0 && parts.length === 0 && !notFound) return undefined;
  const made: ThemeSlots = {
    slots: {},
    homes: {},
    notFound: {},
    head: {},
    styles: '',
    copies: new Map(),
    inputs: [],
  };
  const copy = (source: string): string => {
    const output = imageOutput(source)!;
    made.copies.set(output, source);
    return config.base + output;
  };
  const said = new Set<string>();
  const notUsed = (layout: ThemeLayout, why: string) => {
    const message = `its ${layout.name} is not used by esmx-docs: ${why}`;
    if (said.has(message)) return;
    said.add(message);
    warnings.add(shown, undefined, message);
  };
  // The tags a layout's <Head> (or useHead) asked for as it rendered, what they refused told once each.
  const headOf = (layout: ThemeLayout, used: readonly unknown[]): HeadTag[] | undefined => {
    const asked = { head: undefined as HeadTag[] | undefined, errors: [], warnings: [] } as HeadAsked;
    addUsedHead(asked, used, 0, `its ${layout.name}`);
    for (const { message } of [...asked.errors, ...asked.warnings]) {
      if (!said.has(message)) warnings.add(shown, undefined, message);
      said.add(message);
    }
    return asked.head;
  };
  const react = requireReact('react') as ReactLike;
  const context = (globalThis as Record<string, unknown>)[SLOT_CONTEXT_GLOBAL] as Context | undefined;
  const within = (layout: ThemeLayout, value: unknown) => () =>
    react.createElement(
      context?.Provider ?? react.Fragment,
      context ? { value } : {},
      react.createElement(layout.component, {}),
    );
  const island = (layout: ThemeLayout, idPrefix: string, attributes: string[]) => [
    `${ISLAND_ATTRIBUTE}="${escapeHtml(copy(bundle.script))}"`,
    `data-export="${layout.exportName}"`,
    ...(layout.member ? [`${MEMBER_ATTRIBUTE}="${layout.member}"`] : []),
    'data-props="{}"',
    ...attributes,
    `${ID_PREFIX_ATTRIBUTE}="${idPrefix}"`,
    // Drawn again in the browser, not hydrated: the page it is on may differ from the page it was rendered
    // with (a slot reading the page's data would not match).
    `${CLIENT_RENDERED_ATTRIBUTE}=""`,
  ];
  const global = globalThis as Record<string, unknown>;
  /**
   * What `render` draws, with the code blocks and package manager tabs its components leave to the build (see
   * rspress-seam.ts) drawn in, as a page's own are.
   */
  const withBlocks = async (render: () => string, lang: string, idPrefix: string, layout: ThemeLayout) => {
    const blocks: RuntimeBlock[] = [];
    global[ISLAND_CODE_GLOBAL] = blocks;
    let html: string;
    try {
      html = render();
    } finally {
      delete global[ISLAND_CODE_GLOBAL];
    }
    if (blocks.length === 0) return html;
    const fail = (message: string) => notUsed(layout, message);
    return drawnBlocks(html, blocks, { lang, base: config.base, idPrefix, fail });
  };
  /** The theme's Layout, when it is given a `NotFoundLayout` prop (a component, drawn as its 404 page). */
  let notFoundProp: ThemeLayout | undefined;
  /** The theme's Layout, when it is given a `HomeLayout` prop (a component, drawn as its home page). */
  let homeProp: ThemeLayout | undefined;
  /** A layout or part drawn whole with `page`'s data (which the browser's render reads too): its island. */
  const drawnAlone = async (
    layout: ThemeLayout,
    page: { routePath: string; lang: string },
    slot?: string,
  ): Promise<string | undefined> => {
    global[ISLAND_PAGE_GLOBAL] = page;
    let drawn: string;
    try {
      const idPrefix = `h-${layout.name}-`;
      drawn = await withBlocks(
        () => renderComponent(within(layout, slot), {}, '', false, idPrefix),
        page.lang,
        idPrefix,
        layout,
      );
    } catch (error) {
      notUsed(layout, `it threw while the build rendered it (${firstLine(error)})`);
      return undefined;
    } finally {
      delete global[ISLAND_PAGE_GLOBAL];
    }
    const data = `<template ${ISLAND_PAGE_ATTRIBUTE}="${escapeHtml(JSON.stringify(page))}"></template>`;
    const attributes = island(layout, `h-${layout.name}-`, slot ? [`${LAYOUT_SLOT_ATTRIBUTE}="${slot}"`] : []);
    return `${data}<div ${attributes.join(' ')} style="display:contents">${drawn}</div>`;
  };
  const footer = config.themeConfig?.footer?.message;
  const siteData = {
    base: config.base,
    langs: config.locales.map((l) => l.lang),
    title: config.title,
    // For Rspress's HomeFooter in a theme's own home page (see rspress-seam.ts).
    ...(footer ? { footer } : {}),
    ...builtVersion(config),
  };
  for (const { lang } of config.locales) {
    const slots: Partial<Record<LayoutSlot, string>> = {};
    // The language's home page, as what is drawn in its place is drawn with it.
    const home = homes[lang];
    const homePage = home && {
      title: home.title,
      lang,
      routePath: home.routePath,
      frontmatter: home.frontmatter,
      toc: [],
      site: siteData,
      ...(home.html ? { html: home.html } : {}),
    };
    for (const layout of layouts) {
      if (layout.name === 'HomeLayout' && !homePage) continue;
      // What Rspress's usePageData gives it at build time: the language's home page for a home layout, else the
      // site's, as it is drawn around every page.
      const page =
        layout.name === 'HomeLayout' && homePage
          ? homePage
          : { title: '', lang, routePath: config.base, frontmatter: {} as FrontMatter, toc: [], site: siteData };
      global[ISLAND_PAGE_GLOBAL] = page;
      const usedHead: unknown[] = [];
      global[ISLAND_HEAD_GLOBAL] = usedHead;
      try {
        let given: Record<string, unknown> | undefined;
        let drawn: string;
        try {
          const capture = (props: Record<string, unknown>) => {
            given ??= props;
          };
          drawn = await withBlocks(
            () => renderComponent(within(layout, capture), {}, '', false, 'l-'),
            lang,
            'l-',
            layout,
          );
        } catch (error) {
          notUsed(layout, `it threw while the build rendered it (${firstLine(error)})`);
          continue;
        } finally {
          delete global[ISLAND_HEAD_GLOBAL];
        }
        if (given === undefined) {
          if (layout.name === 'Layout') {
            notUsed(
              layout,
              `it does not draw Rspress's Layout, and esmx-docs draws its own; style it with "globalStyles"`,
            );
            continue;
          }
          // A home page of the theme's own, drawn whole, with the page's data for the browser's render.
          const data = `<template ${ISLAND_PAGE_ATTRIBUTE}="${escapeHtml(JSON.stringify(page))}"></template>`;
          const html = `${data}<div ${island(layout, 'h-', []).join(' ')} style="display:contents">${drawn}</div>`;
          // What its <Head> asks for joins the home page's head, as a page's own component's does.
          const head = headOf(layout, usedHead);
          made.homes[page.routePath] = head ? { html, head } : { html };
          continue;
        }
        if (drawn !== LAYOUT_MARK)
          notUsed(layout, `what it draws beside Rspress's ${layout.name} is left out (only its slots are shown)`);
        // What its <Head> asks for beside Rspress's Layout joins every page's head, as Rspress writes it there.
        const head = layout.name === 'Layout' && usedHead.length > 0 ? headOf(layout, usedHead) : undefined;
        if (head) made.head[lang] = head;
        const allowed = layout.name === 'Layout' ? LAYOUT_SLOTS : HOME_SLOTS;
        for (const [name, value] of Object.entries(given)) {
          if (value === undefined || value === null || value === false) continue;
          // Rspress's Layout takes the 404 page's layout as a prop too: drawn as the theme's own (below).
          if (layout.name === 'Layout' && name === NOT_FOUND && typeof value === 'function') {
            notFoundProp = layout;
            continue;
          }
          // And the home page's (`HomeLayout={MyHome}`): drawn as a HomeLayout of the theme's own (below).
          if (layout.name === 'Layout' && name === HOME && typeof value === 'function') {
            homeProp = layout;
            continue;
          }
          if (!(allowed as readonly string[]).includes(name)) {
            notUsed(layout, `its "${name}" is not one of the slots esmx-docs draws (${allowed.join(', ')})`);
            continue;
          }
          const slot = name as LayoutSlot;
          const idPrefix = `s-${slot}-`;
          let html = '';
          try {
            html = await withBlocks(
              () => renderComponent(within(layout, slot), {}, '', false, idPrefix),
              lang,
              idPrefix,
              layout,
            );
          } catch (error) {
            const why = firstLine(error);
            // Something esmx-docs does not give throws in the browser too: the reader would see nothing either way.
            const then = /is not provided by esmx-docs$/.test(why)
              ? 'it throws in the browser too, so it shows nothing there'
              : 'the browser alone shows it';
            notUsed(layout, `its ${slot} threw while the build rendered it (${why}): ${then}`);
          }
          const attributes = island(layout, idPrefix, [`${LAYOUT_SLOT_ATTRIBUTE}="${slot}"`]);
          slots[slot] = LIST_SLOTS.has(slot)
            ? `<ul class="nav-items" ${attributes.join(' ')}>${html}</ul>`
            : `<div ${attributes.join(' ')} style="display:contents">${html}</div>`;
        }
      } finally {
        delete global[ISLAND_PAGE_GLOBAL];
      }
    }
    if (Object.keys(slots).length > 0) made.slots[lang] = slots;
    // The home page its Layout is given, drawn whole with the language's home page, as its own HomeLayout is.
    if (homeProp && homePage && !made.homes[homePage.routePath]) {
      const html = await drawnAlone(homeProp, homePage, HOME);
      if (html !== undefined) made.homes[homePage.routePath] = { html };
    }
    // Its own parts of Rspress's home page, each drawn with the language's home page, in place of ours.
    for (const part of homePage ? parts : []) {
      const html = await drawnAlone(part, homePage!);
      if (html === undefined) continue;
      const shown = made.homes[homePage!.routePath] ?? {};
      shown.parts = { ...shown.parts, [HOME_PARTS[part.name as HomePartName]]: html };
      made.homes[homePage!.routePath] = shown;
    }
    // Its own 404 page (or the one its Layout is given), drawn with the language's 404 route.
    if (notFound || notFoundProp) {
      const routePath = notFoundRoute(lang, config.lang);
      const page = { title: '404', lang, routePath, frontmatter: { pageType: '404' }, toc: [], site: siteData };
      const html = notFound ? await drawnAlone(notFound, page) : await drawnAlone(notFoundProp!, page, NOT_FOUND);
      if (html !== undefined) made.notFound[lang] = html;
    }
  }
  if ([made.slots, made.homes, made.notFound, made.head].every((drawn) => Object.keys(drawn).length === 0))
    return undefined;
  for (const asset of bundle.assets) copy(asset);
  if (bundle.style) made.styles = `<link rel="stylesheet" href="${escapeHtml(copy(bundle.style))}">`;
  for (const input of bundle.inputs) made.inputs.push([input, fileSha(input)]);
  return made;
}

/**
 * The theme's `name` layout: Rspress 2's named export, else Rspress 1's theme object's (beside which \`export *
 * from 'rspress/theme'\` passes the seam's own on, marked as such, and not the theme's).
 */
function themeLayout(exports: Record<string, unknown>, name: ThemeLayout['name']): ThemeLayout | undefined {
  for (const [exportName, member] of [
    [name, ''],
    ['default', name],
  ]) {
    const component = componentOf(islandComponent(exports, exportName, member));
    if (component !== undefined && !(component as Record<string, unknown>)[LAYOUT_MARK])
      return { name, exportName, member, component };
  }
  return undefined;
}

/**
 * `html` with each code block and package manager tabs `blocks` names drawn into its element, as a page's own
 * component gets them (rehype-islands.ts), highlighted. The Markdown pipeline is loaded only then: most themes
 * have none.
 */
async function drawnBlocks(
  html: string,
  blocks: RuntimeBlock[],
  { lang, base, idPrefix, fail }: { lang: string; base: string; idPrefix: string; fail: (message: string) => void },
): Promise<string> {
  const [{ drawRuntimeBlocks }, { fromHtml }, { toHtml }] = await Promise.all([
    import('../markdown/rehype-islands'),
    import('hast-util-from-html'),
    import('hast-util-to-html'),
  ]);
  const page: PageState = {
    routePath: base,
    lang,
    base,
    frontmatter: {},
    links: [],
    images: [],
    warnings: [],
    errors: [],
    twin: '',
    origins: [],
    islands: [],
    codeTransformers: [],
    dependencies: new Set(),
  };
  const tree = fromHtml(html, { fragment: true });
  await drawRuntimeBlocks(tree.children as ElementContent[], blocks, { data: { page } }, idPrefix, fail);
  return toHtml(tree, { allowDangerousHtml: true });
}

const firstLine = (error: unknown) => (error as Error).message.split('\n')[0];
