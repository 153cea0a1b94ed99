/**
 * How Rspress's home page parts look where esmx-docs draws them outside its own home page (a theme's component,
 * a page's MDX): what both drawings share.
 */

/** One soft wash of `colour` for the home page's first screen, of `size` centred `at` a corner. */
const wash = (colour: string, size: string, at: string) =>
  `radial-gradient(${size} at ${at}, color-mix(in srgb, ${colour} 15%, transparent), transparent)`;

/**
 * Rspress's `HomeBackground` as we draw it, wherever a site puts it (a theme's component, a page): the site's
 * brand colour and a violet washing the first screen behind the hero, hidden from readers. React's style object.
 */
export const HOME_BACKGROUND_STYLE: Readonly<Record<string, string | number>> = {
  position: 'absolute',
  top: 0,
  left: 0,
  zIndex: -1,
  width: '100%',
  height: '100vh',
  pointerEvents: 'none',
  background: `${wash('var(--brand)', '50% 60%', '100% 0%')}, ${wash('#7c4dff', '70% 80%', '0% 0%')}`,
};

/** A feature card's icon that names a picture (a path or an address), not an emoji or a word. */
export const FEATURE_PICTURE = /^(?:https?:\/\/|\/)\S*$|\.(?:svg|png|jpe?g|gif|webp|avif)$/i;
