/**
 * CSS properties React writes without a unit when given a number (`{ opacity: 0.5 }`); every other number
 * is in pixels (`{ padding: 8 }` is `padding:8px`), as React renders them.
 */
const UNITLESS = new Set([
  'animationIterationCount',
  'aspectRatio',
  'columnCount',
  'columns',
  'fillOpacity',
  'flex',
  'flexGrow',
  'flexShrink',
  'fontWeight',
  'gridArea',
  'gridColumn',
  'gridColumnEnd',
  'gridColumnStart',
  'gridRow',
  'gridRowEnd',
  'gridRowStart',
  'lineClamp',
  'lineHeight',
  'opacity',
  'order',
  'orphans',
  'scale',
  'strokeOpacity',
  'strokeWidth',
  'tabSize',
  'widows',
  'zIndex',
  'zoom',
]);

/**
 * The `style` attribute of a JSX style object, as React writes it: camelCase names in kebab-case
 * (`WebkitBoxShadow` as `-webkit-box-shadow`, `--custom` kept), numbers in pixels where React adds them;
 * `null`, `undefined`, booleans and empty strings are left out. Undefined when the object holds anything
 * else (an array, a nested object): such a value has no CSS text.
 *
 * @example styleText({ display: 'flex', marginTop: 8, opacity: 0.5 }) // 'display:flex;margin-top:8px;opacity:0.5'
 */
export function styleText(style: Record<string, unknown>): string | undefined {
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (value === null || value === undefined || typeof value === 'boolean' || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    const property = name.startsWith('--')
      ? name
      : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, '-ms-');
    const text =
      typeof value === 'number' && value !== 0 && !UNITLESS.has(name) && !name.startsWith('--')
        ? `${value}px`
        : String(value).trim();
    declarations.push(`${property}:${text}`);
  }
  return declarations.join(';');
}
