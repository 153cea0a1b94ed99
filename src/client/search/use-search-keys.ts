import type { KeyboardEvent, RefObject } from 'react';
import { searchKeyAction } from './search-key-action';
import { trapTab } from './use-modal-dialog';

/** What the modal does for each key action (see searchKeyAction); `index` is the selected option. */
export interface SearchKeyHandlers {
  dismiss: () => void;
  select: (index: number) => void;
  searchRecent: (index: number) => void;
  open: (index: number, newTab: boolean) => void;
  removeRecent: (index: number) => void;
}

/**
 * The search dialog's keyboard handler: reads each press into an action (searchKeyAction), takes the
 * browser's default away from the keys it uses, and keeps Tab inside the dialog.
 *
 * @example
 * <div role="dialog" onKeyDown={useSearchKeys(list, input, dialog, handlers)}>
 */
export function useSearchKeys(
  list: { count: number; selected: number; showRecent: boolean },
  input: RefObject<HTMLInputElement | null>,
  dialog: RefObject<HTMLDivElement | null>,
  on: SearchKeyHandlers,
): (event: KeyboardEvent<HTMLDivElement>) => void {
  return (event) => {
    const action = searchKeyAction(
      {
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        isComposing: event.nativeEvent.isComposing,
        inInput: event.target === input.current,
      },
      list,
    );
    if (!action) return;
    if (action.type === 'tab') {
      if (dialog.current) trapTab(event, dialog.current);
      return;
    }
    event.preventDefault();
    if (action.type === 'dismiss') on.dismiss();
    else if (action.type === 'select') on.select(action.index);
    else if (action.type === 'searchRecent') on.searchRecent(action.index);
    else if (action.type === 'open') on.open(action.index, action.newTab);
    else on.removeRecent(action.index);
  };
}
