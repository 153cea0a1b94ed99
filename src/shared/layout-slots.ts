/**
 * The slots of Rspress's `Layout` a custom theme fills (`<Layout beforeNavTitle={<Logo />} />` in
 * `theme/index.tsx`): the build renders each one the theme fills, per language, and the shell draws it where
 * Rspress's theme does (see src/build/components/theme-slots.ts and src/client/components/ThemeSlot.tsx).
 */
export const LAYOUT_SLOTS = [
  'top',
  'bottom',
  'beforeNav',
  'afterNav',
  'beforeNavTitle',
  'navTitle',
  'afterNavTitle',
  'beforeNavMenu',
  'afterNavMenu',
  'beforeLeftNavItems',
  'afterLeftNavItems',
  'beforeRightNavItems',
  'afterRightNavItems',
  'beforeSidebar',
  'afterSidebar',
  'beforeOutline',
  'afterOutline',
  'beforeDoc',
  'afterDoc',
  'beforeDocContent',
  'afterDocContent',
  'beforeDocFooter',
  'afterDocFooter',
  'beforeHero',
  'afterHero',
  'beforeHeroActions',
  'afterHeroActions',
  'beforeFeatures',
  'afterFeatures',
] as const;

export type LayoutSlot = (typeof LAYOUT_SLOTS)[number];

/** A slot's HTML per slot the theme fills, per language. */
export type LayoutSlots = Record<string, Partial<Record<LayoutSlot, string>>>;

/**
 * The slots whose content is list items, drawn inside a list of the navbar's (its island element is that
 * `<ul>`, so the items stay the list's own children).
 */
export const LIST_SLOTS: ReadonlySet<LayoutSlot> = new Set([
  'beforeLeftNavItems',
  'afterLeftNavItems',
  'beforeRightNavItems',
  'afterRightNavItems',
]);

/** The attribute of a slot's island: which slot of the theme's `Layout` it shows. */
export const LAYOUT_SLOT_ATTRIBUTE = 'data-layout-slot';

/**
 * The global holding the React context that tells the seam's stand-in `Layout` which slot to draw (or, at build
 * time, a function to hand its props to): one context, whichever bundle of the theme creates it first.
 */
export const SLOT_CONTEXT_GLOBAL = '__ESMX_DOCS_LAYOUT_SLOT__';

/** What the stand-in `Layout` draws while the build reads which slots a theme fills: to see what it draws besides. */
export const LAYOUT_MARK = 'esmx-docs-layout-mark';
