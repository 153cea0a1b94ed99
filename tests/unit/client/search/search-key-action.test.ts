import { describe, expect, it } from 'vitest';
import { type SearchKeyPress, searchKeyAction } from '../../../../src/client/search/search-key-action';

/** A press of `key` in the search input, without modifiers, unless `more` says otherwise. */
const press = (key: string, more: Partial<SearchKeyPress> = {}): SearchKeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  isComposing: false,
  inInput: true,
  ...more,
});

const hits = { count: 7, selected: 2, showRecent: false };
const recent = { count: 3, selected: 1, showRecent: true };
const empty = { count: 0, selected: -1, showRecent: false };

describe('searchKeyAction', () => {
  it('dismisses on Escape', () => {
    expect(searchKeyAction(press('Escape'), hits)).toEqual({ type: 'dismiss' });
  });

  it('moves the selection with the arrow keys, wrapping at both ends', () => {
    expect(searchKeyAction(press('ArrowDown'), hits)).toEqual({ type: 'select', index: 3 });
    expect(searchKeyAction(press('ArrowDown'), { ...hits, selected: 6 })).toEqual({ type: 'select', index: 0 });
    expect(searchKeyAction(press('ArrowUp'), { ...hits, selected: 0 })).toEqual({ type: 'select', index: 6 });
  });

  it('opens the selected hit on Enter, in a new tab with Ctrl, Cmd or Shift', () => {
    expect(searchKeyAction(press('Enter'), hits)).toEqual({ type: 'open', index: 2, newTab: false });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const)
      expect(searchKeyAction(press('Enter', { [modifier]: true }), hits)).toEqual({
        type: 'open',
        index: 2,
        newTab: true,
      });
  });

  it('searches the selected recent search again on Enter, and removes it on Delete', () => {
    expect(searchKeyAction(press('Enter'), recent)).toEqual({ type: 'searchRecent', index: 1 });
    expect(searchKeyAction(press('Delete'), recent)).toEqual({ type: 'removeRecent', index: 1 });
  });

  it('leaves Enter and Delete pressed on a button of the list to the button', () => {
    expect(searchKeyAction(press('Enter', { inInput: false }), hits)).toEqual({ type: 'tab' });
    expect(searchKeyAction(press('Delete', { inInput: false }), recent)).toEqual({ type: 'tab' });
  });

  it('does nothing of its own with no options: arrows, Enter and Delete go to the focus trap', () => {
    expect(searchKeyAction(press('ArrowDown'), empty)).toEqual({ type: 'tab' });
    expect(searchKeyAction(press('Enter'), empty)).toEqual({ type: 'tab' });
    expect(searchKeyAction(press('Delete'), hits)).toEqual({ type: 'tab' });
  });

  it('leaves the keys of an IME composition to the IME, Escape and Enter included', () => {
    expect(searchKeyAction(press('Escape', { isComposing: true }), hits)).toBeUndefined();
    expect(searchKeyAction(press('Enter', { isComposing: true }), hits)).toBeUndefined();
  });

  it('hands Tab to the focus trap', () => {
    expect(searchKeyAction(press('Tab'), hits)).toEqual({ type: 'tab' });
  });
});
