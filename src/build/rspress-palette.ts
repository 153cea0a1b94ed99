/**
 * Rspress's colour variables (rspress.rs/ui/vars), its home hero's title among them, and ours that each one names: Rspress's theme reads its own,
 * ours reads these. Ours define Rspress's from them (client/styles/00-vars.css), so a site's components see
 * our palette; this is the other way round, for a site whose stylesheet sets Rspress's.
 */
const OURS_BY_RSPRESS: Record<string, string> = {
  '--rp-c-brand': '--brand',
  '--rp-c-brand-dark': '--brand-strong',
  '--rp-c-brand-tint': '--brand-soft',
  '--rp-c-bg': '--bg',
  '--rp-c-bg-soft': '--bg-soft',
  '--rp-c-bg-mute': '--bg-mute',
  '--rp-c-text-1': '--text-1',
  '--rp-c-text-2': '--text-2',
  '--rp-c-text-3': '--text-3',
  '--rp-c-text-code': '--code-inline-color',
  '--rp-c-divider': '--border',
  '--rp-c-divider-light': '--divider',
  '--rp-radius': '--radius',
  '--rp-home-hero-title-bg': '--hero-name-bg',
  '--rp-home-hero-title-color': '--hero-name-color',
  // Rspress 1's names of them.
  '--rp-home-hero-name-background': '--hero-name-bg',
  '--rp-home-hero-name-color': '--hero-name-color',
};

/** Ours that none of our palette's other variables reads: set from a value reading Rspress's colours, they loop nowhere. */
const LEAVES = new Set(['--hero-name-bg', '--hero-name-color']);

/**
 * The site's CSS with each of Rspress's colour variables it sets also setting ours, in the same rule and with
 * the same value, as Rspress's theme would then draw with it: `:root { --rp-c-brand: #f26b00 }` makes our
 * links, buttons and hero that colour too, and `.dark { … }` our dark palette. A value that reads one of
 * Rspress's variables, or the one it would set, is left alone: ours and Rspress's name each other, and a
 * variable that reads itself through them has no value at all. The hero's title reads Rspress's colours all
 * the same (`linear-gradient(90deg, var(--rp-c-brand), #f00)`, the usual way to write it), and Rspress's
 * `--rp-home-hero-secondary-color`, which ours reads too: nothing reads it back.
 *
 * @example withOurPalette(':root{--rp-c-brand:#f26b00}') // ':root{--rp-c-brand:#f26b00;--brand:#f26b00}'
 */
export function withOurPalette(css: string): string {
  return css.replace(
    /(--rp-[\w-]+)\s*:\s*([^;{}]*[^;{}\s])(?=\s*[;}])/g,
    (declaration, name: string, value: string) => {
      const ours = OURS_BY_RSPRESS[name];
      if (!ours || value.includes(`var(${ours})`)) return declaration;
      const reads = LEAVES.has(ours) ? /var\(--rp-home-hero-(?:title|name)-/ : /var\(--rp-/;
      if (reads.test(value)) return declaration;
      return `${declaration};${ours}:${value}`;
    },
  );
}
