import { describe, expect, it } from 'vitest';
import { carrySwitches, switchesOff } from '../../../../src/client/navigation/query-switches';

describe('switchesOff', () => {
  it('lists the switches set to 0, in a fixed order', () => {
    expect(switchesOff('?footer=0&navbar=0')).toEqual(['navbar', 'footer']);
    expect(switchesOff('?sidebar=0&outline=0&x=1')).toEqual(['sidebar', 'outline']);
  });

  it('ignores other values, other names and an empty search', () => {
    expect(switchesOff('?navbar=1&sidebar=&outline=00&mynavbar=0')).toEqual([]);
    expect(switchesOff('')).toEqual([]);
  });
});

describe('carrySwitches', () => {
  it('adds the switches of the current page to a plain link', () => {
    expect(carrySwitches('/guide/start/glossary', '?navbar=0')).toBe('/guide/start/glossary?navbar=0');
    expect(carrySwitches('/zh/', '?sidebar=0&footer=0')).toBe('/zh/?sidebar=0&footer=0');
  });

  it("puts them before the hash and after the link's own query", () => {
    expect(carrySwitches('/guide/start/glossary#terms', '?outline=0')).toBe('/guide/start/glossary?outline=0#terms');
    expect(carrySwitches('/api/?tab=2#x', '?navbar=0')).toBe('/api/?tab=2&navbar=0#x');
  });

  it('lets a switch written in the link win', () => {
    expect(carrySwitches('/api/?navbar=1', '?navbar=0&footer=0')).toBe('/api/?navbar=1&footer=0');
    expect(carrySwitches('/api/?navbar=0', '?navbar=0')).toBe('/api/?navbar=0');
  });

  it('leaves links alone when no switch is off', () => {
    expect(carrySwitches('/guide/x?y=1#z', '')).toBe('/guide/x?y=1#z');
    expect(carrySwitches('/guide/x', '?navbar=1&q=0')).toBe('/guide/x');
  });

  it('keeps the rest of the link exactly as written', () => {
    expect(carrySwitches('/zh/guide/%E4%BB%8B%E7%BB%8D?a=b+c', '?navbar=0')).toBe(
      '/zh/guide/%E4%BB%8B%E7%BB%8D?a=b+c&navbar=0',
    );
  });
});
