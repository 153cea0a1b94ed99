import type { Appearance, DarkMode } from './types';

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
