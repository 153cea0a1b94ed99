import { type Tag, tagsOf } from './html-tags';

/** A tag given an attribute value in braces, as JSX writes one (`<span style={{ color: 'green' }}>`). */
export interface JsxAttributeTag {
  tag: Tag;
  /** Its name as written (`span`, `Badge`). */
  name: string;
  /** The attribute given the `{…}` value (`style`). */
  attribute: string;
}

/**
 * The tags in a piece of a `.md` page (its raw HTML, or text Markdown would not take for HTML) whose attribute
 * value is `{…}`: JSX, which only an `.mdx` page reads. Markdown takes `<span style={{ 'color': 'green' }}>`
 * for text (quotes cannot stand in an unquoted value) and `<b class={x}>` for HTML with the class `{x}`; neither
 * is what its author meant. One pass over the tags, no pattern to backtrack on hostile text.
 *
 * @example jsxAttributeTags("<span style={{ 'color': 'green' }}>ok</span>") // [{ tag: span open at 0, name: 'span', attribute: 'style' }]
 */
export function jsxAttributeTags(text: string): JsxAttributeTag[] {
  const found: JsxAttributeTag[] = [];
  for (const tag of tagsOf(text)) {
    if (tag.kind === 'close') continue;
    const source = text.slice(tag.start, tag.end);
    const attribute = braceAttribute(source);
    if (attribute !== undefined) found.push({ tag, name: source.slice(1, 1 + tag.name.length), attribute });
  }
  return found;
}

/** The first attribute of a tag's source whose value starts with `{`; quoted values (`title="a={b}"`) are skipped. */
function braceAttribute(source: string): string | undefined {
  let quote = '';
  for (let i = 0; i < source.length; i++) {
    if (quote) {
      if (source[i] === quote) quote = '';
      continue;
    }
    if (source[i] !== '=') continue;
    let value = i + 1;
    while (/\s/.test(source[value] ?? '')) value++;
    if (source[value] === '{') return attributeBefore(source, i);
    if (source[value] === '"' || source[value] === "'") {
      quote = source[value];
      i = value;
    }
  }
  return undefined;
}

/** The name of the attribute whose `=` is at `equals` in a tag's source. */
function attributeBefore(source: string, equals: number): string {
  let end = equals;
  while (end > 0 && /\s/.test(source[end - 1])) end--;
  let start = end;
  while (start > 0 && !/[\s<]/.test(source[start - 1])) start--;
  return source.slice(start, end);
}
