import { ISLAND_SHELL_PAGE_GLOBAL } from '../../shared/islands';
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
 * loader draws it again in the browser with the page shown (its data where Rspress's `usePageData` reads it), and
 * again after each client navigation: a slot may show the page's front matter.
 */
export function ThemeSlot({ name }: { name: LayoutSlot }) {
  const { site, page } = useShell();
  const html = useThemeSlot(name);
  if (!html) return null;
  if (typeof window !== 'undefined') {
    const { base, locales, title } = site.config;
    const langs = locales.map((locale) => locale.lang);
    (globalThis as Record<string, unknown>)[ISLAND_SHELL_PAGE_GLOBAL] = { ...page, site: { base, langs, title } };
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is our own build's render of the site's own theme
    <div key={page.routePath} className="theme-slot" data-slot={name} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
