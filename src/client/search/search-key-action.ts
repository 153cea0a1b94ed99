import { moveSelection } from './result-list';

/** The parts of a key press the search modal reads. */
export interface SearchKeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** The key belongs to an IME composition (it confirms or cancels it). */
  isComposing: boolean;
  /** The press happened in the search input (not on a button of the list). */
  inInput: boolean;
}

/** What a key press does in the search modal; `tab` leaves it to the dialog's focus trap. */
export type SearchKeyAction =
  | { type: 'dismiss' }
  | { type: 'select'; index: number }
  | { type: 'searchRecent'; index: number }
  | { type: 'open'; index: number; newTab: boolean }
  | { type: 'removeRecent'; index: number }
  | { type: 'tab' };

/**
 * The action of a key press, given the options on screen: Escape dismisses; arrow keys move the
 * selection, wrapping at both ends; Enter in the input searches the selected recent search again or
 * opens the selected hit (Ctrl/Cmd or Shift: in a new tab); Delete in the input removes the selected
 * recent search. Keys of an IME composition are the IME's: no action.
 *
 * @example
 * searchKeyAction({ key: 'ArrowUp', ...plain }, { count: 7, selected: 0, showRecent: false }) // { type: 'select', index: 6 }
 */
export function searchKeyAction(
  press: SearchKeyPress,
  list: { count: number; selected: number; showRecent: boolean },
): SearchKeyAction | undefined {
  if (press.isComposing) return undefined;
  const { count, selected, showRecent } = list;
  if (press.key === 'Escape') return { type: 'dismiss' };
  if ((press.key === 'ArrowDown' || press.key === 'ArrowUp') && count)
    return { type: 'select', index: moveSelection(selected, press.key === 'ArrowDown' ? 1 : -1, count) };
  if (press.key === 'Enter' && press.inInput && selected >= 0) {
    if (showRecent) return { type: 'searchRecent', index: selected };
    return { type: 'open', index: selected, newTab: press.ctrlKey || press.metaKey || press.shiftKey };
  }
  if (press.key === 'Delete' && showRecent && selected >= 0 && press.inInput)
    return { type: 'removeRecent', index: selected };
  return { type: 'tab' };
}
