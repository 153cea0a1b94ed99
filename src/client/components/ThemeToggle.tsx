import { useEffect, useState } from 'react';
import { appearanceOf } from '../../shared/appearance';
import { useShell, useT } from '../app/shell-context';
import { followSystemTheme, isDark, setDark } from '../theme/theme-store';
import { Icon } from './Icon';

/**
 * The dark-mode switch: a toggle button ("Dark mode", pressed when dark). The prerendered HTML
 * cannot know the reader's palette, so `aria-pressed` appears only once the browser has read it;
 * the sun/moon icons switch by CSS from the `dark` class the head script already set. A site whose
 * `themeConfig.darkMode` fixes the palette has no switch.
 */
export function ThemeToggle() {
  const tr = useT();
  const forced = appearanceOf(useShell().site.config.themeConfig.darkMode).startsWith('force-');
  const [dark, setDarkState] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    if (forced) return;
    setDarkState(isDark());
    return followSystemTheme(setDarkState);
  }, [forced]);

  if (forced) return null;
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={tr('theme.dark')}
      title={tr('theme.dark')}
      aria-pressed={dark}
      onClick={() => {
        const next = !isDark();
        setDark(next);
        setDarkState(next);
      }}
    >
      <Icon name="sun" />
      <Icon name="moon" />
    </button>
  );
}
