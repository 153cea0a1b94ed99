/**
 * Selecting a tab of the build's static tab sets (`.tabs`, see tabs.ts), and opening the tabs a heading is
 * hidden behind: a link to it (the outline lists every panel's headings, as search finds them) must show it.
 * Kept apart from tabs.ts, which loads only once a page shows a tab set, as following a link needs it at once.
 */

/** The tab buttons of a tab set, in order. */
export function tabsOf(set: Element): HTMLElement[] {
  return Array.from(set.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'));
}

/** Shows `tab`'s panel and hides its siblings'; only the selected tab is in the tab order. */
export function selectTab(tab: HTMLElement): void {
  const set = tab.closest('.tabs');
  if (!set) return;
  for (const other of tabsOf(set)) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
}

/**
 * Selects the tab of every hidden panel holding `target`, outermost first; whether one was hidden.
 *
 * @example revealInTabs(document.getElementById('beta')!) // true: the "B" tab is selected now
 */
export function revealInTabs(target: Element): boolean {
  let revealed = false;
  const panels: HTMLElement[] = [];
  for (let panel = target.closest<HTMLElement>('[role="tabpanel"]'); panel; ) {
    panels.unshift(panel);
    panel = panel.parentElement?.closest<HTMLElement>('[role="tabpanel"]') ?? null;
  }
  for (const panel of panels) {
    const tab = panel.hidden && document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panel.id)}"]`);
    if (!tab) continue;
    selectTab(tab);
    revealed = true;
  }
  return revealed;
}
