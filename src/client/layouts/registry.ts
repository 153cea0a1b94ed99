import type { ComponentType } from 'react';
import type { PageType } from '../../shared/types';
import { DocLayout } from './DocLayout';
import { BlankLayout, CustomLayout } from './plain-layouts';

/**
 * Layout components by page type. Doc pages are most of the site and must be interactive fast, so
 * only their layout (and the two tiny plain ones) ship in the main bundle; the home and 404
 * layouts are separate chunks, loaded before a page of their type is shown (never suspending).
 */
const layouts: Partial<Record<PageType, ComponentType>> = {
  doc: DocLayout,
  custom: CustomLayout,
  blank: BlankLayout,
};

const lazyLayouts: Partial<Record<PageType, () => Promise<ComponentType>>> = {
  home: () => import('./HomeLayout').then((module) => module.HomeLayout),
  '404': () => import('./NotFoundLayout').then((module) => module.NotFoundLayout),
};

/** Makes a layout available synchronously (the prerender registers all of them up front). */
export function registerLayout(type: PageType, component: ComponentType): void {
  layouts[type] = component;
}

/** Resolves once the layout of `type` can render; call it before showing such a page. */
export async function loadLayout(type: PageType): Promise<void> {
  const load = lazyLayouts[type];
  if (!layouts[type] && load) layouts[type] = await load();
}

/** The layout of `type` if loaded. Unknown types render as doc pages. */
export function layoutFor(type: PageType): ComponentType | undefined {
  return type in lazyLayouts ? layouts[type] : (layouts[type] ?? DocLayout);
}
