import { describe, expect, it } from 'vitest';
import {
  RSPRESS1_UTILITY_NAMES,
  rspress1Utilities,
  utilityDeclarations,
  utilityRule,
} from '../../../src/build/rspress1-utilities';

describe('utilityDeclarations', () => {
  it("gives Tailwind's spacing a quarter rem a step, on the sides each class names", () => {
    expect(utilityDeclarations('p-2')).toBe('padding:0.5rem');
    expect(utilityDeclarations('mt-0.5')).toBe('margin-top:0.125rem');
    expect(utilityDeclarations('mx-auto')).toBe('margin-left:auto;margin-right:auto');
    expect(utilityDeclarations('pt-0')).toBe('padding-top:0px');
    expect(utilityDeclarations('gap-x-4')).toBe('column-gap:1rem');
  });

  it('reads sizes in brackets as written, and full as the whole width', () => {
    expect(utilityDeclarations('w-[50px]')).toBe('width:50px');
    expect(utilityDeclarations('min-h-[50vh]')).toBe('min-height:50vh');
    expect(utilityDeclarations('w-full')).toBe('width:100%');
    expect(utilityDeclarations('text-[1.5rem]')).toBe('font-size:1.5rem');
    expect(utilityDeclarations('border-t-[1px]')).toBe('border-top-width:1px');
  });

  it("colours text and borders with Rspress's variables, which a site's palette sets", () => {
    expect(utilityDeclarations('text-brand')).toBe('color:var(--rp-c-brand)');
    expect(utilityDeclarations('border-divider-light')).toBe('border-color:var(--rp-c-divider-light)');
    expect(utilityDeclarations('bg-mute')).toBe('background-color:var(--rp-c-bg-mute)');
  });

  it('tells text sizes, which bring their line height, from text colours', () => {
    expect(utilityDeclarations('text-sm')).toBe('font-size:.875rem;line-height:1.25rem');
    expect(utilityDeclarations('text-gray-500')).toBe('color:rgb(107 114 128)');
  });

  it('makes nothing of a class it does not know, an inherited name among them', () => {
    expect(utilityDeclarations('text-purple')).toBeUndefined();
    expect(utilityDeclarations('constructor')).toBeUndefined();
    expect(utilityDeclarations('rounded-3xl')).toBeUndefined();
    expect(utilityDeclarations('card')).toBeUndefined();
  });
});

describe('utilityRule', () => {
  it('escapes the name, and puts a state variant after the class and a screen variant in its media query', () => {
    expect(utilityRule('flex')).toBe('.flex{display:flex}');
    expect(utilityRule('mt-0.5')).toBe('.mt-0\\.5{margin-top:0.125rem}');
    expect(utilityRule('hover:opacity-60')).toBe('.hover\\:opacity-60:hover{opacity:0.6}');
    expect(utilityRule('last:mr-0')).toBe('.last\\:mr-0:last-child{margin-right:0px}');
    expect(utilityRule('md:text-[1.5rem]')).toBe(
      '@media (min-width:768px){.md\\:text-\\[1\\.5rem\\]{font-size:1.5rem}}',
    );
    expect(utilityRule('print:flex')).toBeUndefined();
  });
});

describe('rspress1Utilities', () => {
  it("makes a rule of every class Rspress 1's stylesheet has", () => {
    const missing = RSPRESS1_UTILITY_NAMES.filter((name) => utilityRule(name) === undefined);
    expect(missing).toEqual([]);
    // And the border they start from first.
    expect(rspress1Utilities().split('\n')).toHaveLength(RSPRESS1_UTILITY_NAMES.length + 1);
  });

  it("starts from Rspress 1's border, solid light grey of no width, with no weight, in the content and a theme's parts", () => {
    expect(rspress1Utilities().split('\n')[0]).toBe(
      ':where(.doc-content,.theme-slot,.theme-home) :where(*,::before,::after){border:0 solid #e5e7eb}',
    );
  });

  it('puts the screen variants last, the smallest screen first, so that they win where they apply', () => {
    const rules = rspress1Utilities().split('\n');
    const firstMedia = rules.findIndex((rule) => rule.startsWith('@media'));
    expect(rules.slice(firstMedia).every((rule) => rule.startsWith('@media'))).toBe(true);
    expect(rules.indexOf('@media (min-width:640px){.sm\\:hidden{display:none}}')).toBeLessThan(
      rules.indexOf('@media (min-width:1024px){.lg\\:flex{display:flex}}'),
    );
    expect(rules.indexOf('.hidden{display:none}')).toBeLessThan(firstMedia);
  });
});
