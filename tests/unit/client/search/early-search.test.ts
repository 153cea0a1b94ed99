import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { earlySearchScript } from '../../../../src/client/search/early-search';

interface Key {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  target?: { tagName: string; isContentEditable?: boolean };
}

/** Runs the head script in a stand-in window; `press` sends it a keydown and says whether it took it from the page. */
function page(state?: { text: string } | null) {
  let listener: ((event: unknown) => void) | undefined;
  const window: { __esmxEarlySearch?: { text: string } | null } =
    state === undefined ? {} : { __esmxEarlySearch: state };
  runInNewContext(earlySearchScript, {
    window,
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      if (type === 'keydown') listener = handler;
    },
  });
  const press = ({ key, ctrlKey = false, metaKey = false, target = { tagName: 'BODY' } }: Key) => {
    let prevented = false;
    listener?.({
      key,
      ctrlKey,
      metaKey,
      altKey: false,
      shiftKey: false,
      isComposing: false,
      target,
      preventDefault: () => (prevented = true),
    });
    return prevented;
  };
  const type = (text: string) => [...text].map((key) => press({ key }));
  return { window, press, type };
}

describe('earlySearchScript', () => {
  it('notes Ctrl+K (or Cmd+K) before the shell listens, keeping the keys typed after it', () => {
    for (const shortcut of [
      { key: 'k', ctrlKey: true },
      { key: 'K', metaKey: true },
    ]) {
      const { window, press, type } = page();
      expect(press(shortcut)).toBe(true);
      expect(type('rendx')).toEqual([true, true, true, true, true]);
      expect(press({ key: 'Backspace' })).toBe(true);
      type('er');
      expect(window.__esmxEarlySearch).toEqual({ text: 'render' });
    }
  });

  it("leaves the page its keys before Ctrl+K, keys typed into the page's fields, and other shortcuts", () => {
    const { window, press, type } = page();
    expect(type('ab')).toEqual([false, false]);
    expect(window.__esmxEarlySearch).toBeUndefined();
    press({ key: 'k', ctrlKey: true });
    expect(press({ key: 'x', target: { tagName: 'INPUT' } })).toBe(false);
    expect(press({ key: 'x', target: { tagName: 'DIV', isContentEditable: true } })).toBe(false);
    expect(press({ key: 'c', ctrlKey: true })).toBe(false);
    expect(press({ key: 'ArrowDown' })).toBe(false);
    expect(window.__esmxEarlySearch).toEqual({ text: '' });
  });

  it('keeps the keys typed once armed (a later search), and nothing once they were taken (null)', () => {
    const armed = page({ text: 'a' });
    armed.type('bc');
    expect(armed.window.__esmxEarlySearch).toEqual({ text: 'abc' });
    const taken = page(null);
    expect(taken.press({ key: 'k', ctrlKey: true })).toBe(false);
    expect(taken.type('ab')).toEqual([false, false]);
    expect(taken.window.__esmxEarlySearch).toBeNull();
  });

  it('is plain ES5 (no arrow functions, let/const or template literals)', () => {
    expect(earlySearchScript).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});
