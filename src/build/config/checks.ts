/**
 * Value checks for config options. A check returns undefined when the value fits, else what was expected
 * ("a string", "one of …"), which the loader turns into `"key" must be <expected> (got …)`.
 */
export type Check = (value: unknown) => string | undefined;

const plain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const string: Check = (v) => (typeof v === 'string' ? undefined : 'a string');
export const boolean: Check = (v) => (typeof v === 'boolean' ? undefined : 'true or false');
export const number: Check = (v) => (typeof v === 'number' && Number.isFinite(v) ? undefined : 'a number');
export const object: Check = (v) => (plain(v) ? undefined : 'an object');

export function oneOf(...choices: readonly unknown[]): Check {
  return (v) => (choices.includes(v) ? undefined : `one of ${choices.map((c) => JSON.stringify(c)).join(', ')}`);
}

/** Fits when any of `checks` does (e.g. a logo as a string or as `{ light, dark }`). */
export function either(...checks: Check[]): Check {
  return (v) => {
    const misses = checks.map((check) => check(v));
    return misses.includes(undefined) ? undefined : misses.join(' or ');
  };
}

export function arrayOf(item: Check): Check {
  return (v) => {
    if (!Array.isArray(v)) return `an array whose items are ${item(Symbol())}`;
    const index = v.findIndex((x) => item(x) !== undefined);
    return index < 0 ? undefined : `an array whose items are ${item(v[index])} (item ${index + 1} is not)`;
  };
}

/**
 * An object with the given fields; a field whose name ends in `?` may be left out.
 *
 * @example
 * shape({ lang: string, label: string, 'title?': string })
 */
export function shape(fields: Record<string, Check>): Check {
  const entries = Object.entries(fields).map(([name, check]) => ({
    name: name.replace(/\?$/, ''),
    optional: name.endsWith('?'),
    check,
  }));
  const describe = `an object { ${entries.map((f) => `${f.name}${f.optional ? '?' : ''}`).join(', ')} }`;
  return (v) => {
    if (!plain(v)) return describe;
    for (const field of entries) {
      const value = v[field.name];
      if (value === undefined ? !field.optional : field.check(value) !== undefined) return describe;
    }
    return undefined;
  };
}

/** What `show` writes a function inside a value as, before it becomes the word `function`. */
const FUNCTION = '\u0000function\u0000';

/** How a value is shown in an error: short JSON, or its type when it has none. */
export function show(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  // A function inside (an Rspress config's `head: [({ routePath }) => …]`) shows as one, not as JSON's null.
  const json = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'function' ? FUNCTION : v))?.replaceAll(
    JSON.stringify(FUNCTION),
    'function',
  );
  if (json === undefined) return String(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}
