import { type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import type { ContentProblems } from './errors';
import { readUtf8File } from './utf8-text';

/**
 * A content JSON file (`_meta.json`, `_nav.json`) parsed into a tree that keeps every value's position
 * (jsonc-parser: this is the one module that parses with it), so a problem can name the line of the value at fault
 * rather than line 1.
 */
export interface JsonFile {
  root: Node;
  /** Path shown in problems. */
  display: string;
  /** 1-based line a value starts on. */
  line(node: Node): number;
  /** Reports a problem at `node`'s line. */
  problem(node: Node, message: string): void;
  /** Reports a warning at `node`'s line (with the problems when the reader keeps no warnings). */
  warning(node: Node, message: string): void;
}

/**
 * Reads and parses `file`; bytes that are not UTF-8 or text that is not JSON (strict JSON: no comments,
 * no trailing commas, as Rspress reads these files) are reported with their line and give `undefined`.
 *
 * @example
 * const json = readJsonFile('content/en/guide/_meta.json', 'en/guide/_meta.json', problems);
 * if (json?.root.type !== 'array') …
 */
export function readJsonFile(
  file: string,
  display: string,
  problems: ContentProblems,
  warnings?: ContentProblems,
): JsonFile | undefined {
  const text = readUtf8File(file, display, problems);
  if (text === undefined) return undefined;
  const starts = lineStarts(text);
  const line = (offset: number) => lineOfOffset(starts, offset);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || !root) {
    const first = errors[0];
    // An error past the last character (an unclosed list) is shown on the last line that has any.
    const at = Math.min(first ? first.offset : text.length, text.trimEnd().length);
    const what = first ? words(printParseErrorCode(first.error)) : 'no value';
    problems.add(display, line(at), `invalid JSON: ${what}`);
    return undefined;
  }
  return {
    root,
    display,
    line: (node) => line(node.offset),
    problem: (node, message) => problems.add(display, line(node.offset), message),
    warning: (node, message) => (warnings ?? problems).add(display, line(node.offset), message),
  };
}

/** `PropertyNameExpected` → `property name expected`. */
function words(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function lineOfOffset(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/** The value nodes of an object's properties by name (the last of a repeated name, as `JSON.parse` keeps). */
export function propertiesOf(node: Node): Map<string, Node> {
  const fields = new Map<string, Node>();
  for (const property of node.children ?? []) {
    const [key, value] = property.children ?? [];
    if (key && value) fields.set(String(key.value), value);
  }
  return fields;
}

/** A JSON value as a problem shows it: short JSON text. */
export function showNode(node: Node): string {
  const json = JSON.stringify(nodeValue(node));
  return json.length > 40 ? `${json.slice(0, 37)}...` : json;
}

function nodeValue(node: Node): unknown {
  switch (node.type) {
    case 'array':
      return (node.children ?? []).map(nodeValue);
    case 'object':
      return Object.fromEntries([...propertiesOf(node)].map(([k, v]) => [k, nodeValue(v)]));
    default:
      return node.value;
  }
}
