import type { ComponentType } from 'react';
import { isOverviewPage } from '../../shared/overview-page';
import type { PageData, PageType } from '../../shared/types';
import { DocLayout } from './DocLayout';
import { BlankLayout, CustomLayout } from './plain-layouts';

/** What picks a page's layout: its page type, and for doc pages the `overview` front matter flag. */
export type LayoutKind = PageType | 'overview';

/** The layout kind of a page. */
export function layoutKind(page: Pick<PageData, 'pageType' | 'frontmatter'>): LayoutKind {
  return isOverviewPage(page.pageType, page.frontmatter) ? 'overview' : page.pageType;
}

/**
 * Layout components by kind. Doc pages are most of the site and must be interactive fast, so
 * only their layout (and the two tiny plain ones) ship in the main bundle; the home, 404 and
 * overview layouts are separate chunks, loaded before a page of their kind is shown (never
 * suspending).
 */
const layouts: Partial<Record<LayoutKind, ComponentType>> = {
  doc: DocLayout,
  custom: CustomLayout,
  blank: BlankLayout,
};

const lazyLayouts: Partial<Record<LayoutKind, () => Promise<ComponentType>>> = {
  home: () => import('./HomeLayout').then((module) => module.HomeLayout),
  '404': () => import('./NotFoundLayout').then((module) => module.NotFoundLayout),
  overview: () => import('./OverviewLayout').then((module) => module.OverviewLayout),
};

/** Makes a layout available synchronously (the prerender registers all of them up front). */
export function registerLayout(kind: LayoutKind, component: ComponentType): void {
  layouts[kind] = component;
}

/** Resolves once the layout of `kind` can render; call it before showing such a page. */
export async function loadLayout(kind: LayoutKind): Promise<void> {
  const load = lazyLayouts[kind];
  if (!layouts[kind] && load) layouts[kind] = await load();
}

/** The layout of `kind` if loaded. Unknown kinds render as doc pages. */
export function layoutFor(kind: LayoutKind): ComponentType | undefined {
  return kind in lazyLayouts ? layouts[kind] : (layouts[kind] ?? DocLayout);
}
