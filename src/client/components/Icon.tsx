/** Icons the shell ships. Each is a CSS mask (styles/15-icons.css), so icons cost no JavaScript. */
const ICONS = [
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

export type IconName = (typeof ICONS)[number];

/** Whether an icon of that name ships with the shell (social links may name others). */
export function hasIcon(name: string): name is IconName {
  return (ICONS as readonly string[]).includes(name);
}

/** A decorative icon in the current text colour: the control carrying it has its own name. */
export function Icon({ name, size }: { name: IconName; size?: number }) {
  return (
    <span className={`icon icon-${name}`} style={size ? { width: size, height: size } : undefined} aria-hidden="true" />
  );
}
