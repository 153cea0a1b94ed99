import type { LayoutSlot } from '../../shared/layout-slots';
import { useShell } from '../app/shell-context';

/** The HTML of a slot the site's theme fills in the page's language, or undefined. */
export function useThemeSlot(name: LayoutSlot): string | undefined {
  const { site, page } = useShell();
  return site.slots?.[page.lang]?.[name];
}

/**
 * Where Rspress's theme draws one of its `Layout`'s slots: the island the build made of what the site's custom
 * theme fills it with, in the page's language (see src/build/components/theme-slots.ts), or nothing. The island
 * loader draws it again in the browser; its HTML stays as long as the slot's does, across client navigations.
 */
export function ThemeSlot({ name }: { name: LayoutSlot }) {
  const html = useThemeSlot(name);
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is our own build's render of the site's own theme
  return <div className="theme-slot" data-slot={name} dangerouslySetInnerHTML={{ __html: html }} />;
}
