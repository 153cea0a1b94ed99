/**
 * Container fences (`:::tip Title` … `:::`) as they appear at the start of a line of text.
 * Not CommonMark: the parser leaves them inside paragraphs, where `remarkContainers` finds them.
 */

export const CONTAINER_TYPES = ['tip', 'warning', 'danger', 'info', 'details', 'note', 'important', 'caution'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

export type Fence =
  | {
      kind: 'open';
      /** The name as written (`tip`, or an unknown one such as `note`). */
      name: string;
      /** Set when `name` is one of `CONTAINER_TYPES`. */
      type?: ContainerType;
      /** What follows the name on the line (the title, maybe in `[brackets]`), untrimmed. */
      rest: string;
    }
  | { kind: 'close' };

const OPEN = /^:{3,}[ \t]*([A-Za-z][\w-]*)(.*)$/s;
const CLOSE = /^:{3,}[ \t]*$/;

/**
 * The fence a line of text starts with, if any: an opener needs a name right after three or more
 * colons (`:::tip`, `::::details Outer`), a closer is colons only.
 *
 * @example readFence(':::tip Custom title') // { kind: 'open', name: 'tip', type: 'tip', rest: ' Custom title' }
 * @example readFence(':::1abc') // undefined
 */
export function readFence(text: string): Fence | undefined {
  const line = text.trimStart();
  if (CLOSE.test(line)) return { kind: 'close' };
  const match = OPEN.exec(line);
  if (!match) return undefined;
  const lower = match[1]!.toLowerCase();
  const type = (CONTAINER_TYPES as readonly string[]).includes(lower) ? (lower as ContainerType) : undefined;
  return { kind: 'open', name: match[1]!, type, rest: match[2]! };
}
