/**
 * The icons the shell ships, by name: each a CSS mask (src/client/styles/15-icons.css, the brands' marks in
 * styles/brand/), so icons cost no JavaScript. A social link naming another shows its name as text, which the
 * build styles for the sites that have one (see src/build/brand-icons.ts).
 */
const ICON_NAMES = [
  'sun',
  'moon',
  'search',
  'language',
  'menu',
  'close',
  'chevron',
  'arrow-up',
  'more',
  'edit',
  'github',
  'x',
  'discord',
  'gitlab',
  'npm',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** Whether an icon of that name ships with the shell (social links may name others). */
export function hasIcon(name: string): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name);
}
