import { ICON_NAMES as ICONS } from '../../shared/icon-names';

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
