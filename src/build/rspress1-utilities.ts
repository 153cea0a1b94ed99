/**
 * The utility classes Rspress 1's stylesheet defines for every page (`flex`, `gap-2`, `font-bold`, `sm:hidden`…):
 * its theme was written with Tailwind, and the classes its own components use went out with every site, so a
 * site's components written for Rspress 1 use them too and draw as intended there. Rspress 2 ships none. A site
 * written for Rspress 1 gets the same classes here, made from Tailwind's scales (below), before its own CSS.
 */

/** The classes Rspress 1.47's stylesheet has, by name as written in markup (a variant before a colon). */
const NAMES = `absolute align-middle bg-gray-light-1 bg-white block border border-brand border-collapse border-current
border-dashed border-divider border-divider-light border-gray-200 border-gray-300 border-gray-400 border-gray-light-3
border-l border-l-2 border-solid border-t-[1px] border-transparent bottom-0 break-all break-keep content-center
cursor-pointer duration-200 duration-300 duration-500 ease-in ease-in-out ease-out first:mt-2 flex flex-1 flex-center
flex-col flex-row flex-shrink-0 flex-wrap focus:outline-none font-bold font-medium font-semibold gap-1 gap-2 gap-3
gap-4 gap-x-4 grid h-12 h-14 h-4 h-6 h-7 h-[50px] h-full hidden hover:bg-mute hover:border-brand-dark
hover:border-gray-500 hover:border-gray-600 hover:opacity-60 hover:text-brand-dark hover:text-gray-600
hover:text-text-1 hover:text-text-2 inline inline-block inline-flex italic items-center items-start justify-between
justify-center justify-end justify-start last:mr-0 leading-10 leading-5 leading-6 leading-7 leading-tight lg:flex
lg:pb-2 list-decimal list-disc list-none m-8 m-auto max-w-6xl max-w-xl mb-10 mb-11 mb-16 mb-2 mb-4 mb-6 md:flex
md:flex-row md:flex-wrap md:justify-center md:m-0 md:ml-1 md:mr-2 md:order-1 md:order-2 md:pb-16 md:pb-3 md:pt-16
md:px-16 md:text-6xl md:text-7xl md:text-[1.5rem] min-h-[50vh] min-w-0 min-w-8 ml-2 ml-4 ml-auto mr-1 mr-2 mr-auto
mt-0.5 mt-1 mt-10 mt-12 mt-2 mt-6 mt-8 mt-9 mx-0.5 mx-1.5 mx-2 mx-3 mx-auto my-1 my-12 my-2 my-3 my-4 my-5 my-6
opacity-80 order-1 order-2 overflow-auto overflow-hidden overflow-x-auto p-1 p-16 p-2 p-3 p-6 p-8 pb-12 pb-2 pb-5
pl-3 pl-4 pl-5 pl-6 pr-2 pt-0 pt-2 pt-3 pt-4 pt-5 pt-6 pt-8 pt-9 px-2 px-2.5 px-3 px-4 px-6 py-1 py-2 py-8 relative
right-0 rounded rounded-2xl rounded-4xl rounded-full rounded-lg rounded-md rounded-xl sm:flex sm:flex-1 sm:flex-row
sm:hidden sm:items-center sm:justify-around sm:leading-8 sm:m-4 sm:max-w-4xl sm:max-w-xl sm:mt-0 sm:p-8 sm:pb-2
sm:pb-40 sm:pl-4 sm:pr-2 sm:pt-10 sm:pt-24 sm:pt-8 sm:px-16 sm:text-5xl sm:text-6xl sticky text-2xl text-3xl
text-6xl text-base text-brand text-center text-gray-400 text-gray-500 text-lg text-sm text-text-1 text-text-2 text-xl
text-xs top-8 tracking-tight transition transition-all transition-colors transition-opacity transition-shadow
visible w-12 w-16 w-32 w-4 w-6 w-7 w-[50px] w-full whitespace-nowrap whitespace-pre-wrap z-10 z-[1]`.split(/\s+/);

/** Screens a responsive variant applies from (Tailwind's). */
const SCREENS: Record<string, string> = { sm: '640px', md: '768px', lg: '1024px' };
/** State variants, as the pseudo-class they stand for. */
const STATES: Record<string, string> = {
  hover: ':hover',
  focus: ':focus',
  first: ':first-child',
  last: ':last-child',
};

/** Colours by name: Rspress's own variables (ours set them, see 00-vars.css), and Tailwind's greys. */
const COLOURS: Record<string, string> = {
  brand: 'var(--rp-c-brand)',
  'brand-dark': 'var(--rp-c-brand-dark)',
  'text-1': 'var(--rp-c-text-1)',
  'text-2': 'var(--rp-c-text-2)',
  mute: 'var(--rp-c-bg-mute)',
  divider: 'var(--rp-c-divider)',
  'divider-light': 'var(--rp-c-divider-light)',
  'gray-light-1': 'var(--rp-c-gray-light-1, var(--rp-c-bg-soft))',
  'gray-light-3': 'var(--rp-c-gray-light-3, var(--rp-c-divider))',
  white: '#fff',
  transparent: 'transparent',
  current: 'currentColor',
  'gray-200': 'rgb(229 231 235)',
  'gray-300': 'rgb(209 213 219)',
  'gray-400': 'rgb(156 163 175)',
  'gray-500': 'rgb(107 114 128)',
  'gray-600': 'rgb(75 85 99)',
};

/** Font sizes with the line height each brings. */
const TEXT_SIZES: Record<string, string> = {
  xs: '.75rem;line-height:1rem',
  sm: '.875rem;line-height:1.25rem',
  base: '1rem;line-height:1.5rem',
  lg: '1.125rem;line-height:1.75rem',
  xl: '1.25rem;line-height:1.75rem',
  '2xl': '1.5rem;line-height:2rem',
  '3xl': '1.875rem;line-height:2.25rem',
  '5xl': '3rem;line-height:1',
  '6xl': '3.75rem;line-height:1',
  '7xl': '4.5rem;line-height:1',
};

const RADII: Record<string, string> = {
  '': '.25rem',
  md: '.375rem',
  lg: '.5rem',
  xl: '.75rem',
  '2xl': '1rem',
  '4xl': '2rem',
  full: '9999px',
};
const MAX_WIDTHS: Record<string, string> = { xl: '36rem', '4xl': '56rem', '6xl': '72rem' };
const EASINGS: Record<string, string> = {
  in: 'cubic-bezier(.4,0,1,1)',
  out: 'cubic-bezier(0,0,.2,1)',
  'in-out': 'cubic-bezier(.4,0,.2,1)',
};
const TRANSITIONS: Record<string, string> = {
  '': 'color,background-color,border-color,text-decoration-color,fill,stroke,opacity,box-shadow,transform,filter,backdrop-filter',
  all: 'all',
  colors: 'color,background-color,border-color,text-decoration-color,fill,stroke',
  opacity: 'opacity',
  shadow: 'box-shadow',
};
const JUSTIFY: Record<string, string> = {
  between: 'space-between',
  center: 'center',
  end: 'flex-end',
  start: 'flex-start',
  around: 'space-around',
};

/** Classes that are a fixed declaration. */
const FIXED: Record<string, string> = {
  block: 'display:block',
  inline: 'display:inline',
  'inline-block': 'display:inline-block',
  'inline-flex': 'display:inline-flex',
  flex: 'display:flex',
  grid: 'display:grid',
  hidden: 'display:none',
  visible: 'visibility:visible',
  'flex-center': 'display:flex;justify-content:center;align-items:center',
  'flex-1': 'flex:1 1 0%',
  'flex-col': 'flex-direction:column',
  'flex-row': 'flex-direction:row',
  'flex-wrap': 'flex-wrap:wrap',
  'flex-shrink-0': 'flex-shrink:0',
  'items-center': 'align-items:center',
  'items-start': 'align-items:flex-start',
  'content-center': 'align-content:center',
  absolute: 'position:absolute',
  relative: 'position:relative',
  sticky: 'position:sticky',
  'overflow-auto': 'overflow:auto',
  'overflow-hidden': 'overflow:hidden',
  'overflow-x-auto': 'overflow-x:auto',
  'cursor-pointer': 'cursor:pointer',
  italic: 'font-style:italic',
  'align-middle': 'vertical-align:middle',
  'break-all': 'word-break:break-all',
  'break-keep': 'word-break:keep-all',
  'whitespace-nowrap': 'white-space:nowrap',
  'whitespace-pre-wrap': 'white-space:pre-wrap',
  'text-center': 'text-align:center',
  'font-medium': 'font-weight:500',
  'font-semibold': 'font-weight:600',
  'font-bold': 'font-weight:700',
  'leading-tight': 'line-height:1.25',
  'tracking-tight': 'letter-spacing:-.025em',
  'border-solid': 'border-style:solid',
  'border-dashed': 'border-style:dashed',
  'border-collapse': 'border-collapse:collapse',
  'list-disc': 'list-style-type:disc',
  'list-decimal': 'list-style-type:decimal',
  'list-none': 'list-style-type:none',
  'outline-none': 'outline:2px solid transparent;outline-offset:2px',
};

/** `map[key]` for a key of its own (a class named `constructor` is none). */
function own<T>(map: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}

/** `4` → `1rem` (a quarter rem a step), `0` → `0px`, `[50px]` → `50px`, `full` → `100%`, `auto`. */
function size(value: string): string | undefined {
  if (value === 'auto') return 'auto';
  if (value === 'full') return '100%';
  if (value.startsWith('[') && value.endsWith(']')) return value.slice(1, -1);
  if (!/^\d+(\.5)?$/.test(value)) return undefined;
  return value === '0' ? '0px' : `${Number(value) / 4}rem`;
}

/** Margin and padding: `m`, `mx`, `pt`… with the sides each covers. */
const SIDES: Record<string, string[]> = {
  '': [''],
  x: ['-left', '-right'],
  y: ['-top', '-bottom'],
  t: ['-top'],
  b: ['-bottom'],
  l: ['-left'],
  r: ['-right'],
};

/** `property` and the named value of `map` after it, as a declaration; undefined for a name it has not. */
function named(map: Record<string, string>, key: string, property: string): string | undefined {
  const value = own(map, key);
  return value === undefined ? undefined : `${property}:${value}`;
}

const SIZED: Record<string, string> = {
  w: 'width',
  h: 'height',
  'min-w': 'min-width',
  'min-h': 'min-height',
  top: 'top',
  right: 'right',
  bottom: 'bottom',
  gap: 'gap',
  'gap-x': 'column-gap',
};

/** The declarations of one utility (no variant), or undefined when it is none of these. */
export function utilityDeclarations(name: string): string | undefined {
  const fixed = own(FIXED, name);
  if (fixed) return fixed;
  let m = /^([mp])([xytblr]?)-(.+)$/.exec(name);
  if (m) {
    const value = size(m[3]);
    const property = m[1] === 'm' ? 'margin' : 'padding';
    return (
      value &&
      own(SIDES, m[2])
        ?.map((side) => `${property}${side}:${value}`)
        .join(';')
    );
  }
  m = /^(w|h|min-w|min-h|top|right|bottom|gap-x|gap)-(.+)$/.exec(name);
  if (m) {
    const value = size(m[2]);
    return value && `${SIZED[m[1]]}:${value}`;
  }
  m = /^text-(.+)$/.exec(name);
  if (m) {
    const fontSize = m[1].startsWith('[') ? size(m[1]) : own(TEXT_SIZES, m[1]);
    return fontSize ? `font-size:${fontSize}` : named(COLOURS, m[1], 'color');
  }
  m = /^border(?:-([tl]))?(?:-(\d+|\[\w+\]))?$/.exec(name);
  if (m) {
    const side = m[1] === 't' ? '-top' : m[1] === 'l' ? '-left' : '';
    const width = m[2] === undefined ? '1px' : m[2].startsWith('[') ? size(m[2]) : `${m[2]}px`;
    return `border${side}-width:${width}`;
  }
  m = /^(border|bg)-(.+)$/.exec(name);
  if (m) return named(COLOURS, m[2], m[1] === 'bg' ? 'background-color' : 'border-color');
  m = /^rounded(?:-(.+))?$/.exec(name);
  if (m) return named(RADII, m[1] ?? '', 'border-radius');
  m = /^leading-(\d+)$/.exec(name);
  if (m) return `line-height:${size(m[1])}`;
  m = /^max-w-(.+)$/.exec(name);
  if (m) return named(MAX_WIDTHS, m[1], 'max-width');
  m = /^justify-(.+)$/.exec(name);
  if (m) return named(JUSTIFY, m[1], 'justify-content');
  m = /^(opacity|z|order|duration)-(\d+|\[\d+\])$/.exec(name);
  if (m) {
    const n = Number(m[2].replace(/[[\]]/g, ''));
    if (m[1] === 'opacity') return `opacity:${n / 100}`;
    if (m[1] === 'duration') return `transition-duration:${n}ms`;
    return `${m[1] === 'z' ? 'z-index' : 'order'}:${n}`;
  }
  m = /^ease-(.+)$/.exec(name);
  if (m) return named(EASINGS, m[1], 'transition-timing-function');
  m = /^transition(?:-(.+))?$/.exec(name);
  if (m) {
    const property = named(TRANSITIONS, m[1] ?? '', 'transition-property');
    return property && `${property};transition-timing-function:${EASINGS['in-out']};transition-duration:150ms`;
  }
  return undefined;
}

/** A class name as a CSS selector: its colons, dots and brackets escaped. */
function classSelector(name: string): string {
  return `.${name.replace(/[:.[\]]/g, '\\$&')}`;
}

/**
 * One rule of `name` (`sm:flex`, `hover:text-brand`), or undefined when it is not a utility of these. A screen
 * variant is wrapped in its media query.
 *
 * @example utilityRule('sm:hidden') // '@media (min-width:640px){.sm\\:hidden{display:none}}'
 */
export function utilityRule(name: string): string | undefined {
  const colon = name.indexOf(':');
  const variant = colon < 0 ? '' : name.slice(0, colon);
  const declarations = utilityDeclarations(name.slice(colon + 1));
  if (!declarations) return undefined;
  if (variant === '') return `${classSelector(name)}{${declarations}}`;
  const state = own(STATES, variant);
  if (state) return `${classSelector(name)}${state}{${declarations}}`;
  const screen = own(SCREENS, variant);
  return screen && `@media (min-width:${screen}){${classSelector(name)}{${declarations}}}`;
}

/**
 * What Rspress 1's reset gave every element its utilities meet (Tailwind's): a border of no width, solid and light
 * grey, so that `border` alone draws a light line. With no weight, inside the page's content and a theme's parts, so
 * that any rule of ours or the site's wins.
 */
const BORDER_BASE = ':where(.doc-content,.theme-slot,.theme-home) :where(*,::before,::after){border:0 solid #e5e7eb}';

/**
 * Rspress 1's utility classes, as one stylesheet after the border they start from: the responsive ones last, so that
 * they win at their screens.
 */
export function rspress1Utilities(): string {
  const rules = NAMES.map((name) => utilityRule(name) ?? '');
  const plain = rules.filter((rule) => !rule.startsWith('@media'));
  const screens = Object.values(SCREENS).flatMap((width) =>
    rules.filter((rule) => rule.startsWith(`@media (min-width:${width})`)),
  );
  return [BORDER_BASE, ...plain, ...screens].join('\n');
}

/** Names of Rspress 1's utility classes, for tests that every one makes a rule. */
export const RSPRESS1_UTILITY_NAMES: readonly string[] = NAMES;
