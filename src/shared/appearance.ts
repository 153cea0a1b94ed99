/**
 * The palette a site starts in, from its `themeConfig.darkMode` (Rspress's option): `auto` follows the reader's
 * system, `dark` and `light` start there, and the reader's own choice wins over all three; `force-dark` and
 * `force-light` (and `false`, Rspress's older way to hide the switch: light) fix it, with no switch to change it.
 */
export type Appearance = 'auto' | 'dark' | 'light' | 'force-dark' | 'force-light';

/** What `themeConfig.darkMode` may be: Rspress 2's values, or a boolean (true: a switch, following the system). */
export type DarkMode = boolean | Appearance;

/** The attribute on `<html>` that gives the head script and the shell a site's appearance other than `auto`. */
export const APPEARANCE_ATTRIBUTE = 'data-appearance';

/**
 * A site's appearance from its `themeConfig.darkMode`.
 *
 * @example appearanceOf(undefined) // 'auto'
 * @example appearanceOf(false) // 'force-light'
 */
export function appearanceOf(darkMode: DarkMode | undefined): Appearance {
  if (darkMode === undefined || darkMode === true) return 'auto';
  return darkMode === false ? 'force-light' : darkMode;
}
