/**
 * The attributes of a directive as remark-directive writes them after a container's name,
 * `{#id .class key="value" key='value' key=value key}`, as a map (`#id` → `id`, `.a .b` → `class` "a b",
 * a bare key → ""). `undefined` when `text` (what is between the braces) is not such a list: the caller
 * then leaves the braces as the writer's text.
 *
 * @example
 * directiveAttributes('title="Careful" .wide') // Map { 'title' => 'Careful', 'class' => 'wide' }
 * directiveAttributes('title="unclosed')        // undefined
 */
export function directiveAttributes(text: string): Map<string, string> | undefined {
  const attributes = new Map<string, string>();
  const classes: string[] = [];
  // One attribute at a time from the start: a shorthand, or a key with an optional quoted or bare value.
  const attribute =
    /\s*(?:([#.])([^\s"'<=>`#.{}]+)|([^\s"'<=>`{}]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<=>`{}]+)))?)/y;
  const list = text.trimEnd();
  let at = 0;
  while (at < list.length) {
    attribute.lastIndex = at;
    const match = attribute.exec(list);
    if (!match) return undefined;
    const [, mark, name, key, double, single, bare] = match;
    if (mark === '.') classes.push(name);
    else if (mark === '#') attributes.set('id', name);
    else attributes.set(key, double ?? single ?? bare ?? '');
    at = attribute.lastIndex;
  }
  if (classes.length > 0) attributes.set('class', classes.join(' '));
  return attributes;
}
