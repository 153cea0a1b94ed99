import { relative, resolve } from 'node:path';
import { CLIENT_RENDERED_ATTRIBUTE } from '../../shared/client-rendered-island';
import { islandComponent } from '../../shared/island-component';
import { ID_PREFIX_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_PAGE_GLOBAL } from '../../shared/islands';
import type { SiteConfig } from '../../shared/types';
import type { ContentProblems } from '../errors';
import { escapeHtml } from '../escape-html';
import { fileSha } from '../file-sha';
import { imageOutput } from '../markdown/page-image';
import { builtVersion } from './built-version';
import { bundleComponent, type SiteFolders } from './bundle-component';
import { isAsyncComponent, renderAsyncComponent, renderComponent } from './render-component';

/**
 * The key the files global UI components were made from are kept under among the pages' dependencies
 * (see `PageDependencyStamps`): no page's file, so the dev server rebuilds the site when one is saved.
 */
export const GLOBAL_UI_DEPENDENCIES = '<globalUIComponents>';

/** The components the config's `globalUIComponents` shows on every page, made once for the whole site. */
export interface GlobalUiComponents {
  /**
   * By language, their stylesheets' links and their islands, prerendered with that language's data (`useLang()`):
   * what every page of the language holds after the shell.
   */
  html: Record<string, string>;
  /** Their scripts, stylesheets and the files those reach, to copy into the site: output path → source file. */
  copies: Map<string, string>;
  /** The files they were made from, each with its SHA-256: a change to one builds the site again. */
  inputs: [file: string, sha: string][];
}

/**
 * Bundles and prerenders each of the config's `globalUIComponents` (a module's default export, with the props
 * given beside its path), as Rspress mounts them beside every page's content: here each is an island after
 * the shell's root, which the island loader hydrates like a page's own components and which stays as the
 * reader moves between pages (a dismissed banner stays dismissed), outside the content search and the
 * Markdown twins read. One that cannot be shown at all (its module does not bundle, it has no default export)
 * is a problem at its file, which stops the build as a page's component does; one that throws while
 * prerendering is a warning, and shown by the browser alone.
 */
export async function globalUiComponents(
  config: Pick<SiteConfig, 'globalUIComponents' | 'base' | 'lang' | 'locales' | 'multiVersion'>,
  site: SiteFolders,
  { problems, warnings, cwd = process.cwd() }: { problems: ContentProblems; warnings: ContentProblems; cwd?: string },
): Promise<GlobalUiComponents> {
  const made: GlobalUiComponents = { html: {}, copies: new Map(), inputs: [] };
  const langs = config.locales.map((l) => l.lang);
  const parts = new Map(langs.map((lang) => [lang, [] as string[]]));
  const add = (byLang: (lang: string) => string) => {
    for (const [lang, list] of parts) list.push(byLang(lang));
  };
  const copy = (source: string): string => {
    const output = imageOutput(source)!;
    made.copies.set(output, source);
    return config.base + output;
  };
  for (const [index, item] of (config.globalUIComponents ?? []).entries()) {
    const [path, props] = typeof item === 'string' ? [item, {}] : item;
    const entry = resolve(site.contentDir, path);
    const shown = relative(cwd, entry);
    const what = 'globalUIComponents';
    let bundle: Awaited<ReturnType<typeof bundleComponent>>;
    try {
      bundle = await bundleComponent(entry, site);
    } catch (error) {
      problems.add(shown, undefined, `${what}: cannot bundle it: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const found = islandComponent(bundle.exports, 'default');
    if (!('component' in found)) {
      problems.add(
        shown,
        undefined,
        `${what}: it has no default export to show (it exports ${found.among.join(', ') || 'no component'})`,
      );
      continue;
    }
    for (const input of bundle.inputs) made.inputs.push([input, fileSha(input)]);
    const idPrefix = `g${index}-`;
    const async = isAsyncComponent(found.component);
    // Once per language, as each language's pages show it (a banner in the page's language, `useLang()`): the
    // browser hydrates it with its page's language, which must be the one it was drawn with.
    const html: Record<string, string> = {};
    let threw: Error | undefined;
    for (const lang of langs) {
      const global = globalThis as Record<string, unknown>;
      // What Rspress's usePageData gives it at build time: the language's site, as it is drawn outside any one page.
      global[ISLAND_PAGE_GLOBAL] = {
        title: '',
        lang,
        routePath: config.base,
        frontmatter: {},
        toc: [],
        site: { base: config.base, langs, ...builtVersion(config) },
      };
      try {
        html[lang] = async
          ? await renderAsyncComponent(found.component, props, '', false, idPrefix)
          : renderComponent(found.component, props, '', false, idPrefix);
      } catch (error) {
        html[lang] = '';
        threw ??= error as Error;
      } finally {
        delete global[ISLAND_PAGE_GLOBAL];
      }
    }
    if (threw) {
      // An async one no browser can render: it is left out.
      const then = async ? 'left out' : 'the browser alone shows it';
      warnings.add(
        shown,
        undefined,
        `${what}: it threw while the build rendered it (${threw.message.split('\n')[0]}): ${then}`,
      );
      if (async) continue;
    }
    for (const asset of bundle.assets) copy(asset);
    if (bundle.style) {
      const link = `<link rel="stylesheet" href="${escapeHtml(copy(bundle.style))}">`;
      add(() => link);
    }
    // An async component renders here alone (see isAsyncComponent): its HTML, not an island.
    if (async) {
      add((lang) => html[lang]);
      continue;
    }
    const script = escapeHtml(copy(bundle.script));
    add((lang) => {
      const attributes = [
        `${ISLAND_ATTRIBUTE}="${script}"`,
        'data-export="default"',
        `data-props="${escapeHtml(JSON.stringify(props))}"`,
        `${ID_PREFIX_ATTRIBUTE}="${idPrefix}"`,
        ...(html[lang] === '' ? [`${CLIENT_RENDERED_ATTRIBUTE}=""`] : []),
        'style="display:contents"',
      ];
      return `<div ${attributes.join(' ')}>${html[lang]}</div>`;
    });
  }
  for (const [lang, list] of parts) made.html[lang] = list.join('');
  return made;
}
