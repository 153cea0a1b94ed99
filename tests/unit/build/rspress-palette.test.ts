import { describe, expect, it } from 'vitest';
import { withOurPalette } from '../../../src/build/rspress-palette';

describe('withOurPalette', () => {
  it("sets ours beside each of Rspress's colour variables a rule sets, with its value, light and dark alike", () => {
    const css =
      ':root {\n  --rp-c-brand: #f26b00;\n  --rp-c-bg-soft: rgb(250 250 250);\n}\n.dark { --rp-c-brand: #ff9d4d }';
    expect(withOurPalette(css)).toBe(
      ':root {\n  --rp-c-brand: #f26b00;--brand:#f26b00;\n  --rp-c-bg-soft: rgb(250 250 250);--bg-soft:rgb(250 250 250);\n}\n.dark { --rp-c-brand: #ff9d4d;--brand:#ff9d4d }',
    );
  });

  it("leaves the rest as written: Rspress's variables with no counterpart, and everything else", () => {
    const css = ':root { --rp-c-link: red; --rp-nav-height: 60px; }\na { color: var(--rp-c-brand); }';
    expect(withOurPalette(css)).toBe(css);
  });

  it("sets none of ours from a value that reads Rspress's variables or the one it would set, which would loop", () => {
    const css = ':root { --rp-c-brand: var(--rp-c-link); --rp-c-bg: var(--bg); --rp-c-text-1: var(--ink, #111); }';
    expect(withOurPalette(css)).toBe(
      ':root { --rp-c-brand: var(--rp-c-link); --rp-c-bg: var(--bg); --rp-c-text-1: var(--ink, #111);--text-1:var(--ink, #111); }',
    );
  });

  it("colours inline code as the site colours Rspress's", () => {
    expect(withOurPalette('.dark { --rp-c-text-code: #4fc3f7 }')).toBe(
      '.dark { --rp-c-text-code: #4fc3f7;--code-inline-color:#4fc3f7 }',
    );
  });

  it("paints the home hero's name with the gradient and colour a site gives Rspress's hero title", () => {
    const css =
      ':root { --rp-home-hero-title-bg: linear-gradient(90deg, #111111 0%, #606060 100%); --rp-home-hero-title-color: #222 }';
    expect(withOurPalette(css)).toBe(
      ':root { --rp-home-hero-title-bg: linear-gradient(90deg, #111111 0%, #606060 100%);--hero-name-bg:linear-gradient(90deg, #111111 0%, #606060 100%); --rp-home-hero-title-color: #222;--hero-name-color:#222 }',
    );
  });

  it("paints the hero's name with a gradient reading Rspress's colours, and from Rspress 1's names of the title's variables", () => {
    const css =
      ':root { --rp-home-hero-title-bg: linear-gradient(90deg, var(--rp-c-brand) 30%, #ff0000); --rp-home-hero-name-color: transparent }';
    expect(withOurPalette(css)).toBe(
      ':root { --rp-home-hero-title-bg: linear-gradient(90deg, var(--rp-c-brand) 30%, #ff0000);--hero-name-bg:linear-gradient(90deg, var(--rp-c-brand) 30%, #ff0000); --rp-home-hero-name-color: transparent;--hero-name-color:transparent }',
    );
    // Not from one reading the hero's own variables, which would loop.
    const loop = ':root { --rp-home-hero-name-background: var(--rp-home-hero-title-bg) }';
    expect(withOurPalette(loop)).toBe(loop);
    // Rspress's second colour, which nothing of ours sets, may be read.
    const secondary =
      ':root { --rp-home-hero-title-bg: linear-gradient(90deg, #00f, var(--rp-home-hero-secondary-color)) }';
    expect(withOurPalette(secondary)).toBe(
      ':root { --rp-home-hero-title-bg: linear-gradient(90deg, #00f, var(--rp-home-hero-secondary-color));--hero-name-bg:linear-gradient(90deg, #00f, var(--rp-home-hero-secondary-color)) }',
    );
  });
});
