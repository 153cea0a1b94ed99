/**
 * Rspress's `mergeDocConfig(...configs)` for the Rspress configs this generator loads, which presets call
 * (`@callstack/rspress-preset`'s `withCallstackPreset`): the configs merged left to right into a new object,
 * plain objects key by key, arrays (and an array meeting a single value) joined, anything else the later
 * config's, and `undefined` never replacing a value. As in Rspress 2, the result comes as a promise.
 *
 * @example
 * await mergeDocConfig({ title: 'A', head: ['x'] }, { head: ['y'], themeConfig: { footer: 'f' } })
 * // { title: 'A', head: ['x', 'y'], themeConfig: { footer: 'f' } }
 */
export async function mergeDocConfig(...configs: unknown[]): Promise<Record<string, unknown>> {
  let merged: Record<string, unknown> = {};
  for (const config of configs) if (isPlain(config)) merged = mergeObjects(merged, config);
  return merged;
}

function mergeObjects(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) result[key] = mergeValues(result[key], value);
  return result;
}

function mergeValues(target: unknown, source: unknown): unknown {
  if (source === undefined) return target;
  if (target === undefined) return source;
  if (Array.isArray(target) || Array.isArray(source)) return [...asArray(target), ...asArray(source)];
  if (isPlain(target) && isPlain(source)) return mergeObjects(target, source);
  return source;
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
