/**
 * The keys a reader types after asking for search and before its input has focus. Pressed as soon as the
 * page shows, `Ctrl+K` came before SearchButton listened and did nothing; pressed later, the modal's chunk
 * may still be loading, and even loaded it mounts a frame after the key, so typing at once lost the first
 * letters. `earlySearchScript`, inlined in every page's `<head>` (ES5, see ssr.tsx), listens from the start:
 * while `window.__esmxEarlySearch` holds `{ text }` (set by a `Ctrl+K` it sees, or by `armSearchKeys`), it
 * keeps the printable keys and Backspace typed outside the page's fields there, instead of the page acting
 * on them. The modal takes them (`takeSearchKeys`) as its input gets focus; after that nothing is kept.
 */
export const earlySearchScript =
  "addEventListener('keydown',function(e){var w=window,s=w.__esmxEarlySearch,t=e.target;if(s===null)return;" +
  "if((e.ctrlKey||e.metaKey)&&!e.altKey&&!e.shiftKey&&e.key&&e.key.toLowerCase()==='k'){e.preventDefault();" +
  "w.__esmxEarlySearch=s||{text:''};return}if(!s||e.ctrlKey||e.metaKey||e.altKey||e.isComposing)return;" +
  'if(t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))return;' +
  "if(e.key==='Backspace')s.text=s.text.slice(0,-1);else if(e.key.length===1)s.text+=e.key;else return;" +
  'e.preventDefault()});';

type KeysWindow = Window & { __esmxEarlySearch?: { text: string } | null };

/** Whether search was asked for before the shell listened (a `Ctrl+K` the head script saw). */
export function searchAskedEarly(): boolean {
  return Boolean((window as KeysWindow).__esmxEarlySearch);
}

/** Keeps the keys typed from now until `takeSearchKeys` (those kept already stay). */
export function armSearchKeys(): void {
  const w = window as KeysWindow;
  w.__esmxEarlySearch ||= { text: '' };
}

/** The keys kept since search was asked for; none are kept after this. */
export function takeSearchKeys(): string {
  const w = window as KeysWindow;
  const text = w.__esmxEarlySearch?.text ?? '';
  w.__esmxEarlySearch = null;
  return text;
}
