import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { CLIENT_RENDERED_ATTRIBUTE } from '../../shared/client-rendered-island';
import { type IslandChild, islandChildrenIn, islandElement } from '../../shared/island-children';
import { islandComponent } from '../../shared/island-component';
import {
  CHILDREN_ATTRIBUTE,
  ID_PREFIX_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  MEMBER_ATTRIBUTE,
  REACT_GLOBAL,
} from '../../shared/islands';
import { LAYOUT_SLOT_ATTRIBUTE, SLOT_CONTEXT_GLOBAL } from '../../shared/layout-slots';

const roots = new Map<Element, ReactDomClient.Root>();

/**
 * Hydrates the site's own components on the page (`[data-island]`, prerendered by the build) with their
 * module's export and the props the page gave, now and after every client navigation; the roots of islands
 * a navigation removed are unmounted. Each island's module is fetched once, only by pages that show it.
 * Loaded only once a page has an island (see content/load-tabs.ts): other pages never fetch this chunk.
 */
export function installIslands(): void {
  (globalThis as Record<string, unknown>)[REACT_GLOBAL] = {
    react: React,
    'react/jsx-runtime': JsxRuntime,
    'react-dom': ReactDom,
    'react-dom/client': ReactDomClient,
  };
  const scan = () => {
    for (const [element, root] of roots)
      if (!element.isConnected) {
        root.unmount();
        roots.delete(element);
      }
    for (const element of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`))
      if (!roots.has(element)) void hydrate(element);
  };
  scan();
  new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
}

async function hydrate(element: Element): Promise<void> {
  // Claimed before the module arrives, so a scan meanwhile does not hydrate it twice.
  roots.set(element, { render() {}, unmount() {} } as unknown as ReactDomClient.Root);
  const url = element.getAttribute(ISLAND_ATTRIBUTE)!;
  try {
    const component = componentIn(
      (await import(/* @vite-ignore */ url)) as object,
      element.getAttribute('data-export') ?? 'default',
      element.getAttribute(MEMBER_ATTRIBUTE) ?? '',
    );
    const props = JSON.parse(element.getAttribute('data-props') ?? '{}') as Record<string, unknown>;
    // The site's components written as its children (see island-children.ts), each module fetched once.
    const inner = islandChildrenIn(props);
    const scripts = [...new Set(inner.map((child) => child.script))];
    const modules = new Map(
      await Promise.all(
        scripts.map(async (script) => [script, (await import(/* @vite-ignore */ script)) as object] as const),
      ),
    );
    const components = new Map<IslandChild, unknown>();
    for (const child of inner)
      components.set(child, componentIn(modules.get(child.script)!, child.export, child.member ?? ''));
    const slot = element.querySelector(`[${CHILDREN_ATTRIBUTE}]`);
    const children = slot
      ? React.createElement(slot.tagName.toLowerCase(), {
          [CHILDREN_ATTRIBUTE]: '',
          style: { display: 'contents' },
          dangerouslySetInnerHTML: { __html: slot.innerHTML },
        })
      : undefined;
    if (!element.isConnected) return;
    const identifierPrefix = element.getAttribute(ID_PREFIX_ATTRIBUTE) ?? undefined;
    // Children the build's render did not show come with the props (see rehype-islands.ts).
    const drawn = islandElement(component, props, React.createElement, (child) => components.get(child), children);
    // A slot of the site's theme's Layout: the stand-in for Rspress's draws the slot its context names (see
    // theme-slots.ts), the context the theme's module made as it loaded.
    const layoutSlot = element.getAttribute(LAYOUT_SLOT_ATTRIBUTE);
    const slots = (globalThis as Record<string, unknown>)[SLOT_CONTEXT_GLOBAL] as
      | React.Context<string | null>
      | undefined;
    const shown =
      layoutSlot && slots
        ? React.createElement(slots.Provider, { value: layoutSlot }, drawn as React.ReactNode)
        : drawn;
    let root: ReactDomClient.Root;
    if (element.hasAttribute(CLIENT_RENDERED_ATTRIBUTE)) {
      root = ReactDomClient.createRoot(element, { identifierPrefix });
      root.render(shown as React.ReactNode);
    } else root = ReactDomClient.hydrateRoot(element, shown as React.ReactNode, { identifierPrefix });
    roots.set(element, root);
    if (layoutSlot === 'beforeNav') keepRoomAbove(element);
  } catch (error) {
    // The prerendered HTML stays: the island is only not interactive.
    console.error(`esmx-docs: island ${url}`, error);
  }
}

/**
 * The room a custom theme's `beforeNav` slot (an announcement) takes above the navbar's bar, inside the fixed
 * navbar: measured as it changes (a dismissed one takes none), for the layout to keep it (`--before-nav`).
 */
function keepRoomAbove(element: Element): void {
  const navbar = element.closest('.navbar');
  const bar = navbar?.querySelector('.navbar-inner');
  if (!navbar || !bar) return;
  const root = document.documentElement;
  const measure = () => {
    if (!navbar.isConnected) return observer.disconnect();
    const above = bar.getBoundingClientRect().top - navbar.getBoundingClientRect().top;
    root.style.setProperty('--before-nav', `${Math.max(0, above)}px`);
  };
  const observer = new ResizeObserver(measure);
  observer.observe(navbar);
}

/** The component a module gives for an export and member; the build found it, so a module changed since throws. */
function componentIn(module: object, exportName: string, member: string): React.ComponentType {
  const found = islandComponent(module, exportName, member);
  // A throw leaves the prerendered HTML, as in `hydrate`.
  if (!('component' in found)) throw new Error(`no component ${found.missing}`);
  return found.component as React.ComponentType;
}
