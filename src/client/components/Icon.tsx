import type { IconName } from '../../shared/icon-names';

/** A decorative icon in the current text colour: the control carrying it has its own name. */
export function Icon({ name, size }: { name: IconName; size?: number }) {
  return (
    <span className={`icon icon-${name}`} style={size ? { width: size, height: size } : undefined} aria-hidden="true" />
  );
}
