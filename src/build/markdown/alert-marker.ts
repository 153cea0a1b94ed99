import type { BlockContent, Blockquote, DefinitionContent } from 'mdast';
import { CONTAINER_TYPES, type ContainerType } from './container-fence';

/** `[!NOTE]` at the start of a blockquote's first line, and the blanks after it. */
const MARKER = /^\[!([A-Za-z]+)\][ \t]*(?:\n)?/;

/** A GitHub Markdown alert read from its blockquote: its type and its body. */
export interface Alert {
  type: ContainerType;
  children: (BlockContent | DefinitionContent)[];
}

/**
 * The alert a blockquote is written as, GitHub's way (`> [!TIP]` on its first line, the body below),
 * for any container type, in any letter case; undefined for an ordinary quote or an unknown type, which
 * stays a quote. Words after the marker on its line start the body, as Rspress 2 reads them (the title is
 * the type's).
 *
 * @example readAlert(parsed('> [!WARNING]\n> Back up first.')) // { type: 'warning', children: [paragraph 'Back up first.'] }
 */
export function readAlert(quote: Blockquote): Alert | undefined {
  const [first, ...rest] = quote.children;
  if (first?.type !== 'paragraph') return undefined;
  const [head, ...inline] = first.children;
  if (head?.type !== 'text') return undefined;
  const match = MARKER.exec(head.value);
  const type = match?.[1].toLowerCase() as ContainerType | undefined;
  if (!match || !type || !CONTAINER_TYPES.includes(type)) return undefined;
  const after = head.value.slice(match[0].length);
  const body = after === '' ? inline : [{ ...head, value: after }, ...inline];
  // A break right after the marker line (its trailing spaces) starts nothing.
  if (body[0]?.type === 'break') body.shift();
  return { type, children: body.length > 0 ? [{ ...first, children: body }, ...rest] : rest };
}
