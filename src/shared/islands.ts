import type { PageRecord } from './types';

/**
 * The contract between the build's rendering of the site's own components and the browser's island loader:
 * a prerendered component sits in an element carrying these attributes, and its browser bundle reads the
 * shell's React from this global instead of bringing its own.
 *
 * @example
 * <div data-island="/static/islands/counter.5c7a2b23.js" data-export="default" data-props='{"start":2}'>…</div>
 */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * The prefix of the ids React's `useId` gives inside an island (`identifierPrefix`), the same at build time and
 * when hydrated: each island is a React root of its own, whose ids would otherwise repeat from island to island.
 */
export const ID_PREFIX_ATTRIBUTE = 'data-id-prefix';

/** Where a component's MDX children sit inside its prerendered HTML (given back to it as they are). */
export const CHILDREN_ATTRIBUTE = 'data-island-children';

/** The attribute of the element carrying the page's data (JSON) for components that read it (Rspress's `usePageData`). */
export const ISLAND_PAGE_ATTRIBUTE = 'data-island-page';

/** Where that data is while a component renders at build time. */
export const ISLAND_PAGE_GLOBAL = '__ESMX_DOCS_PAGE__';

/**
 * Where that data is in the browser for the page the shell shows, for components drawn outside its content (a
 * custom theme's layout slots, see src/client/components/ThemeSlot.tsx) on a page that carries none.
 */
export const ISLAND_SHELL_PAGE_GLOBAL = '__ESMX_DOCS_SHELL_PAGE__';

/**
 * The key of the page's data (above) holding every page of the site, for a component that calls Rspress's
 * `usePages()`; only such a page carries it. The build also finds such components by this name in their
 * browser bundle (unused exports are left out of a bundle, so it is there only when `usePages` is used).
 */
export const ISLAND_SITE_PAGES_KEY = '__esmxDocsPages';

/** What Rspress's `usePages()` gives of each page of the site (its `BaseRuntimePageInfo`). */
export type SitePage = Pick<PageRecord, 'title' | 'routePath' | 'lang' | 'version' | 'frontmatter' | 'toc'>;

/**
 * Where the `<CodeBlockRuntime>`s and `<PackageManagerTabs>` of a component rendering at build time leave their
 * code or props, each under its element's id, for the build to draw into that element as it draws a page's own
 * (see rehype-islands.ts).
 */
export const ISLAND_CODE_GLOBAL = '__ESMX_DOCS_CODE__';

/** The attribute of a component's `<CodeBlockRuntime>` or `<PackageManagerTabs>` element, which the build draws into. */
export const CODE_RUNTIME_ATTRIBUTE = 'data-code-runtime';

/** Where the `useHead` calls of a component rendering at build time collect what they ask of the page's head. */
export const ISLAND_HEAD_GLOBAL = '__ESMX_DOCS_HEAD__';

/** The global holding the shell's React modules by id (`react`, `react/jsx-runtime`, `react-dom`, `react-dom/client`). */
export const REACT_GLOBAL = '__ESMX_DOCS_REACT__';

/**
 * The member of the module's export an island shows, when the page wrote one (`<Install.Item>`: `Item` of the
 * export `Install`; `A.B` for deeper ones); absent when it shows the export itself.
 */
export const MEMBER_ATTRIBUTE = 'data-member';
