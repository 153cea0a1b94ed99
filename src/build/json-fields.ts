import type { Node } from 'jsonc-parser';
import { type JsonFile, propertiesOf, showNode } from './json-file';

/**
 * What a field of a content JSON object holds: a plain kind, or a reader for nested values (which
 * reports its own problems and gives `undefined` for a value it cannot use).
 */
export type FieldKind = 'string' | 'boolean' | 'numbers' | readonly string[] | ((node: Node) => unknown);

/**
 * The fields of `node` that `spec` knows, each checked against its kind. A value of the wrong kind is
 * reported at its own line (`"name" must be a string (got 5)`) and left out, but for a flag, which Rspress reads for
 * its truth whatever it holds: a warning, and read so. A field `required` lists
 * that is missing is reported at the object's line. Fields `spec` does not know are ignored, as Rspress
 * ignores them.
 *
 * @example
 * readFields(node, json, '_meta.json', { name: 'string', collapsed: 'boolean' }, ['name'])
 * // { name: 'start', collapsed: true }
 */
export function readFields(
  node: Node,
  json: JsonFile,
  what: string,
  spec: Record<string, FieldKind>,
  required: readonly string[] = [],
): Record<string, unknown> | undefined {
  const fields = propertiesOf(node);
  const values: Record<string, unknown> = {};
  let complete = true;
  for (const [name, kind] of Object.entries(spec)) {
    const value = fields.get(name);
    if (!value) {
      if (required.includes(name)) {
        json.problem(node, `${what} needs a "${name}"`);
        complete = false;
      }
      continue;
    }
    if (kind === 'boolean' && value.type !== 'boolean') {
      // Rspress tests these flags for truth (`dashed ? 'dashed' : 'solid'`) and builds whatever they hold.
      const truth = Boolean(value.value);
      json.warning(
        value,
        `${what}: "${name}" should be true or false (got ${showNode(value)}): read as ${truth}, as Rspress reads it`,
      );
      values[name] = truth;
      continue;
    }
    const read = readValue(value, kind);
    if (read.ok) {
      if (read.value !== undefined) values[name] = read.value;
    } else {
      json.problem(value, `${what}: "${name}" must be ${read.expected} (got ${showNode(value)})`);
      if (required.includes(name)) complete = false;
    }
  }
  return complete ? values : undefined;
}

type Read = { ok: true; value: unknown } | { ok: false; expected: string };

function readValue(node: Node, kind: FieldKind): Read {
  if (typeof kind === 'function') return { ok: true, value: kind(node) };
  if (Array.isArray(kind)) {
    return kind.includes(node.value) && node.type === 'string'
      ? { ok: true, value: node.value }
      : { ok: false, expected: `one of ${kind.map((k) => JSON.stringify(k)).join(', ')}` };
  }
  switch (kind) {
    case 'string':
    case 'boolean':
      return node.type === kind ? { ok: true, value: node.value } : { ok: false, expected: article(kind) };
    default: {
      const items = node.children ?? [];
      return node.type === 'array' && items.every((item) => item.type === 'number')
        ? { ok: true, value: items.map((item) => item.value as number) }
        : { ok: false, expected: 'a list of numbers' };
    }
  }
}

const article = (kind: string) => (kind === 'boolean' ? 'true or false' : `a ${kind}`);
