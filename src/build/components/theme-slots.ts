import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { CLIENT_RENDERED_ATTRIBUTE } from '../../shared/client-rendered-island';
import { islandComponent } from '../../shared/island-component';
import { ID_PREFIX_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_PAGE_GLOBAL, MEMBER_ATTRIBUTE } from '../../shared/islands';
import {
  LAYOUT_MARK,
  LAYOUT_SLOT_ATTRIBUTE,
  LAYOUT_SLOTS,
  type LayoutSlot,
  type LayoutSlots,
  LIST_SLOTS,
  SLOT_CONTEXT_GLOBAL,
} from '../../shared/layout-slots';
import type { SiteConfig } from '../../shared/types';
import type { ContentProblems } from '../errors';
import { escapeHtml } from '../escape-html';
import { fileSha } from '../file-sha';
import { imageOutput } from '../markdown/page-image';
import { bundleComponent, type SiteFolders } from './bundle-component';
import { requireReact } from './react-seam';
import { renderComponent } from './render-component';
import { themeEntryOf } from './theme-entry';

/** The key the theme's files are kept under among the pages' dependencies: a change to one rebuilds the site. */
export const THEME_SLOT_DEPENDENCIES = '<theme Layout>';

/** The slots a custom theme's `Layout` fills, made once for the whole site. */
export interface ThemeSlots {
  /** Per language, each filled slot's island, prerendered: what the shell draws in its place. */
  slots: LayoutSlots;
  /** The link to the theme's stylesheet, for every page's body; empty when it has none. */
  styles: string;
  /** The theme's script, stylesheet and the files those reach, to copy into the site: output path → source file. */
  copies: Map<string, string>;
  /** The files the theme was made from, each with its SHA-256. */
  inputs: [file: string, sha: string][];
}

const componentOf = (found: ReturnType<typeof islandComponent>) => ('component' in found ? found.component : undefined);

type ReactLike = {
  createElement: (type: unknown, props: unknown, ...children: unknown[]) => unknown;
};
type Context = { Provider: unknown };

/**
 * The slots of Rspress's `Layout` that the site's custom theme fills (`export const Layout = () => <BasicLayout
 * beforeNavTitle={<Logo />} />`, or Rspress 1's `export default { ...Theme, Layout }`), rendered per language
 * and made islands the shell draws where Rspress's theme draws them: the theme's `Layout` is rendered with the
 * seam's stand-in for Rspress's (rspress-seam.ts), which hands its props over, then once per slot, drawing that
 * slot alone. The browser renders each island again with the page it is on (a slot may read the page's data).
 * What the theme's `Layout` draws beside Rspress's, or a layout of its own, is not used, with a warning; as is
 * one that throws. Undefined for a site whose theme has no `Layout`.
 */
export async function themeSlots(
  config: Pick<SiteConfig, 'base' | 'lang' | 'locales' | 'title' | 'description'>,
  site: SiteFolders,
  { warnings, cwd = process.cwd() }: { warnings: ContentProblems; cwd?: string },
): Promise<ThemeSlots | undefined> {
  const entry = themeEntryOf(site.contentDir, site.themeDir);
  if (!entry || !/\bLayout\b/.test(readFileSync(entry, 'utf8'))) return undefined;
  const shown = relative(cwd, entry);
  const notUsed = (why: string) => warnings.add(shown, undefined, `its Layout is not used by esmx-docs: ${why}`);
  let bundle: Awaited<ReturnType<typeof bundleComponent>>;
  try {
    bundle = await bundleComponent(entry, site);
  } catch (error) {
    notUsed(`it does not bundle (${(error as Error).message.split('\n')[0]})`);
    return undefined;
  }
  // Rspress 2's named export, else Rspress 1's theme object (beside which \`export * from 'rspress/theme'\` passes
  // the seam's own Layout on, marked as such).
  const [exportName, member, layout] =
    [['Layout', ''] as const, ['default', 'Layout'] as const]
      .map(([name, inside]) => [name, inside, componentOf(islandComponent(bundle.exports, name, inside))] as const)
      .find(([, , component]) => component !== undefined && !(component as Record<string, unknown>)[LAYOUT_MARK]) ?? [];
  if (layout === undefined) return undefined;
  const context = (globalThis as Record<string, unknown>)[SLOT_CONTEXT_GLOBAL] as Context | undefined;
  if (!context) {
    notUsed(`it does not draw Rspress's Layout, and esmx-docs draws its own; style it with "globalStyles"`);
    return undefined;
  }
  const react = requireReact('react') as ReactLike;
  const within = (value: unknown) => () =>
    react.createElement(context.Provider, { value }, react.createElement(layout, {}));
  const made: ThemeSlots = { slots: {}, styles: '', copies: new Map(), inputs: [] };
  const copy = (source: string): string => {
    const output = imageOutput(source)!;
    made.copies.set(output, source);
    return config.base + output;
  };
  const said = new Set<string>();
  const once = (why: string) => {
    if (said.has(why)) return;
    said.add(why);
    notUsed(why);
  };
  const global = globalThis as Record<string, unknown>;
  for (const { lang } of config.locales) {
    // What Rspress's usePageData gives it at build time: the site's, as it is drawn around every page.
    global[ISLAND_PAGE_GLOBAL] = {
      title: '',
      lang,
      routePath: config.base,
      frontmatter: {},
      toc: [],
      site: { base: config.base, langs: config.locales.map((l) => l.lang), title: config.title },
    };
    try {
      let given: Record<string, unknown> | undefined;
      let drawn: string;
      try {
        drawn = renderComponent(
          within((props: Record<string, unknown>) => (given ??= props)),
          {},
          '',
          false,
          'l-',
        );
      } catch (error) {
        once(`it threw while the build rendered it (${(error as Error).message.split('\n')[0]})`);
        break;
      }
      if (given === undefined) {
        once(`it does not draw Rspress's Layout, and esmx-docs draws its own; style it with "globalStyles"`);
        break;
      }
      if (drawn !== LAYOUT_MARK) once(`what it draws beside Rspress's Layout is left out (only its slots are shown)`);
      const slots: Partial<Record<LayoutSlot, string>> = {};
      for (const [name, value] of Object.entries(given)) {
        if (value === undefined || value === null || value === false) continue;
        if (!(LAYOUT_SLOTS as readonly string[]).includes(name)) {
          once(`its "${name}" is not one of the slots esmx-docs draws (${LAYOUT_SLOTS.join(', ')})`);
          continue;
        }
        const slot = name as LayoutSlot;
        const idPrefix = `s-${slot}-`;
        let html = '';
        try {
          html = renderComponent(within(slot), {}, '', false, idPrefix);
        } catch (error) {
          once(
            `its ${slot} threw while the build rendered it (${(error as Error).message.split('\n')[0]}): the browser alone shows it`,
          );
        }
        const attributes = [
          `${ISLAND_ATTRIBUTE}="${escapeHtml(copy(bundle.script))}"`,
          `data-export="${exportName}"`,
          ...(member ? [`${MEMBER_ATTRIBUTE}="${member}"`] : []),
          'data-props="{}"',
          `${LAYOUT_SLOT_ATTRIBUTE}="${slot}"`,
          `${ID_PREFIX_ATTRIBUTE}="${idPrefix}"`,
          // Drawn again in the browser, not hydrated: the page it is on may differ from the site's page it was
          // rendered with (a slot reading the page's data would not match).
          `${CLIENT_RENDERED_ATTRIBUTE}=""`,
        ];
        slots[slot] = LIST_SLOTS.has(slot)
          ? `<ul class="nav-items" ${attributes.join(' ')}>${html}</ul>`
          : `<div ${attributes.join(' ')} style="display:contents">${html}</div>`;
      }
      if (Object.keys(slots).length > 0) made.slots[lang] = slots;
    } finally {
      delete global[ISLAND_PAGE_GLOBAL];
    }
  }
  if (Object.keys(made.slots).length === 0) return undefined;
  for (const asset of bundle.assets) copy(asset);
  if (bundle.style) made.styles = `<link rel="stylesheet" href="${escapeHtml(copy(bundle.style))}">`;
  for (const input of bundle.inputs) made.inputs.push([input, fileSha(input)]);
  return made;
}
