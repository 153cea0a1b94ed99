import { APPEARANCE_ATTRIBUTE } from '../../shared/appearance';

/** The reader's stored color choice: `auto` follows the system. */
type Appearance = 'light' | 'dark' | 'auto';

/** localStorage key of the choice; the head script reads the same key before first paint. */
const THEME_KEY = 'theme-appearance';
/** Class on `<html>` that turns the dark palette on. */
const DARK_CLASS = 'dark';
/** How long the palette takes to change when the reader switches it (styles/10-base.css fades over the same time). */
const THEME_TRANSITION_MS = 400;
/**
 * Class on `<html>` while a switch fades: the stylesheet then animates every colour for
 * `THEME_TRANSITION_MS`. Only during a switch, so hovers and page loads keep their own timing.
 */
const TRANSITION_CLASS = 'theme-transition';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The palette in force: the site's when it fixes one, else the reader's stored choice, else the site's starting one
 * (see shared/appearance.ts); anything unreadable (private mode, junk) counts as no choice.
 */
function readAppearance(): Appearance {
  const site = document.documentElement.getAttribute(APPEARANCE_ATTRIBUTE) ?? '';
  if (site.startsWith('force-')) return site.slice(6) as Appearance;
  try {
    const value = localStorage.getItem(THEME_KEY);
    if (value === 'light' || value === 'dark') return value;
  } catch {
    /* storage blocked: no choice */
  }
  return site === 'light' || site === 'dark' ? site : 'auto';
}

/** Whether the page currently shows the dark palette. */
export function isDark(): boolean {
  return document.documentElement.classList.contains(DARK_CLASS);
}

let fadeTimer: ReturnType<typeof setTimeout> | undefined;

/** Lets the next palette change fade, unless the reader asked for reduced motion. */
function fadePalette(): void {
  if (typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION_QUERY).matches) return;
  const root = document.documentElement;
  root.classList.add(TRANSITION_CLASS);
  clearTimeout(fadeTimer);
  fadeTimer = setTimeout(() => root.classList.remove(TRANSITION_CLASS), THEME_TRANSITION_MS);
}

/** Switches the palette (fading it) and remembers the explicit choice. */
export function setDark(dark: boolean): void {
  fadePalette();
  document.documentElement.classList.toggle(DARK_CLASS, dark);
  try {
    localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
}

/**
 * Follows the system palette while the reader has made no explicit choice.
 * Returns the unsubscribe function.
 */
export function followSystemTheme(onChange: (dark: boolean) => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(DARK_QUERY);
  const listener = () => {
    if (readAppearance() !== 'auto') return;
    fadePalette();
    document.documentElement.classList.toggle(DARK_CLASS, query.matches);
    onChange(query.matches);
  };
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
