import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { themeScript as headScript } from '../../../../src/client/theme/head-script';

/** Runs the head script against plain stand-ins for the few browser objects it touches. */
function run({
  stored = null as string | null,
  systemDark = false,
  search = '',
  storageThrows = false,
  appearance = null as string | null,
} = {}) {
  const classes = new Set<string>();
  const attributes: Record<string, string> = {};
  const context = {
    document: {
      documentElement: {
        classList: { add: (name: string) => classes.add(name) },
        setAttribute: (name: string, value: string) => (attributes[name] = value),
        getAttribute: (name: string) => (name === 'data-appearance' ? appearance : null),
      },
    },
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return key === 'theme-appearance' ? stored : null;
      },
    },
    location: { search },
    window: { matchMedia: (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }) },
  };
  runInNewContext(headScript, context);
  return { dark: classes.has('dark'), attributes };
}

describe('headScript', () => {
  it('follows the system palette by default', () => {
    expect(run({ systemDark: true }).dark).toBe(true);
    expect(run({ systemDark: false }).dark).toBe(false);
  });

  it('follows the system palette for "auto" and for junk values', () => {
    expect(run({ stored: 'auto', systemDark: true }).dark).toBe(true);
    expect(run({ stored: 'purple', systemDark: false }).dark).toBe(false);
  });

  it('obeys a stored explicit choice over the system', () => {
    expect(run({ stored: 'dark', systemDark: false }).dark).toBe(true);
    expect(run({ stored: 'light', systemDark: true }).dark).toBe(false);
  });

  it("starts in the site's palette when the reader has chosen none, and keeps the reader's choice over it", () => {
    expect(run({ appearance: 'dark', systemDark: false }).dark).toBe(true);
    expect(run({ appearance: 'light', systemDark: true }).dark).toBe(false);
    expect(run({ appearance: 'dark', stored: 'light' }).dark).toBe(false);
    expect(run({ appearance: 'light', stored: 'dark' }).dark).toBe(true);
  });

  it('keeps a palette the site fixes, whatever the reader stored or the system prefers', () => {
    expect(run({ appearance: 'force-dark', stored: 'light', systemDark: false }).dark).toBe(true);
    expect(run({ appearance: 'force-light', stored: 'dark', systemDark: true }).dark).toBe(false);
    expect(run({ appearance: 'force-dark', storageThrows: true }).dark).toBe(true);
    // With storage blocked, a site's starting palette and the system's still count.
    expect(run({ appearance: 'dark', storageThrows: true }).dark).toBe(true);
    expect(run({ storageThrows: true, systemDark: true }).dark).toBe(true);
  });

  it('marks each element switched off by the query', () => {
    expect(run({ search: '?navbar=0&outline=0' }).attributes).toEqual({
      'data-hide-navbar': '',
      'data-hide-outline': '',
    });
    expect(run({ search: '?sidebar=0' }).attributes).toEqual({ 'data-hide-sidebar': '' });
    expect(run({ search: '?x=1&footer=0' }).attributes).toEqual({ 'data-hide-footer': '' });
  });

  it('ignores other values and look-alike names', () => {
    expect(run({ search: '?navbar=1&sidebar=00&mynavbar=0' }).attributes).toEqual({});
  });

  it('still applies the query switches when storage is blocked', () => {
    const result = run({ storageThrows: true, search: '?footer=0' });
    expect(result.dark).toBe(false);
    expect(result.attributes).toEqual({ 'data-hide-footer': '' });
  });

  it('is plain ES5 (no arrow functions, let/const or template literals)', () => {
    expect(headScript).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});
