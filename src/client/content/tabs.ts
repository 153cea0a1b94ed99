/**
 * Makes the build's static tab sets (`.tabs`: a `tablist` of `tab` buttons and their `tabpanel`s)
 * work, with two document listeners instead of React in the page content: clicking a tab or moving
 * along the tabs with ←/→/Home/End selects it. Tab sets sharing a `data-group-id` (every package
 * manager tab set, for one) follow the same choice across the page, and the choice is remembered
 * (localStorage) and applied to tab sets on pages opened later.
 */

import { hashTarget } from '../navigation/hash-target';
import { revealInTabs, selectTab as select, tabsOf } from './tab-select';

const STORAGE_PREFIX = 'esmx-docs:tabs:';

/** Selects `value` in every tab set of `group` under `root` that offers it. */
function selectInGroup(root: ParentNode, group: string, value: string): void {
  for (const set of root.querySelectorAll(`.tabs[data-group-id="${CSS.escape(group)}"]`)) {
    const tab = tabsOf(set).find((t) => t.dataset.value === value);
    if (tab && tab.getAttribute('aria-selected') !== 'true') select(tab);
  }
}

function choose(tab: HTMLElement): void {
  const group = tab.closest<HTMLElement>('.tabs')?.dataset.groupId;
  const value = tab.dataset.value;
  if (!group || value === undefined) {
    select(tab);
    return;
  }
  selectInGroup(document, group, value);
  try {
    localStorage.setItem(STORAGE_PREFIX + group, value);
  } catch {
    // Storage may be off (private mode): the choice then lasts for this page only.
  }
}

/** Applies the remembered choice of every group to the tab sets under `root`. */
function restoreTabChoices(root: ParentNode): void {
  for (const set of root.querySelectorAll<HTMLElement>('.tabs[data-group-id]')) {
    const group = set.dataset.groupId!;
    let value: string | null = null;
    try {
      value = localStorage.getItem(STORAGE_PREFIX + group);
    } catch {
      return;
    }
    if (value !== null) selectInGroup(set.parentNode ?? root, group, value);
  }
}

function onClick(event: MouseEvent): void {
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('.tabs [role="tab"]') : null;
  if (tab) choose(tab);
}

function onKeyDown(event: KeyboardEvent): void {
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('.tabs [role="tab"]') : null;
  const set = tab?.closest('.tabs');
  if (!tab || !set) return;
  const tabs = tabsOf(set);
  const index = tabs.indexOf(tab);
  const next =
    event.key === 'ArrowRight'
      ? tabs[(index + 1) % tabs.length]
      : event.key === 'ArrowLeft'
        ? tabs[(index - 1 + tabs.length) % tabs.length]
        : event.key === 'Home'
          ? tabs[0]
          : event.key === 'End'
            ? tabs.at(-1)
            : undefined;
  if (!next) return;
  event.preventDefault();
  choose(next);
  next.focus();
}

/** Installs the listeners once, restores remembered choices now and whenever new page content arrives. */
export function installTabs(): void {
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  restoreTabChoices(document);
  // A page opened at a heading inside a tab not chosen (the browser could not scroll to it while hidden).
  const target = hashTarget(location.hash);
  if (target && revealInTabs(target)) target.scrollIntoView({ block: 'start' });
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && (node.matches('.tabs') || node.querySelector('.tabs'))) {
          restoreTabChoices(node.parentNode ?? document);
        }
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
}
