/** One tag of a piece of raw HTML, where it stands in it (`start` at its `<`, `end` after its `>`). */
export interface Tag {
  /** Lowercased, as HTML reads it. */
  name: string;
  /** `open` leaves an element open for what follows; `void` makes one that holds nothing (`<br>`, `<img/>`). */
  kind: 'open' | 'close' | 'void';
  start: number;
  end: number;
}

/** Elements without content or closing tag: their closing tag (`</br>`) closes nothing either. */
const VOID_TAGS = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

const NAME = /[a-zA-Z][a-zA-Z0-9-]*/y;

/**
 * The opening and closing tags of raw HTML, in order, comments skipped, as an HTML tokenizer finds them: a
 * `<` that starts no tag is text, a quoted attribute value may hold `>`. One pass, nothing to backtrack on.
 *
 * @example tagsOf('<td>a</td><br/>') // td open at 0, td close at 5, br void at 10
 */
export function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  let at = html.indexOf('<');
  while (at !== -1) {
    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at + 4);
      if (close === -1) break;
      at = html.indexOf('<', close + 3);
      continue;
    }
    const closing = html[at + 1] === '/';
    NAME.lastIndex = at + (closing ? 2 : 1);
    const name = NAME.exec(html)?.[0].toLowerCase();
    const end = name === undefined ? -1 : tagEnd(html, NAME.lastIndex);
    if (name === undefined || end === -1) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    const kind = VOID_TAGS.has(name) || (!closing && html[end - 2] === '/') ? 'void' : closing ? 'close' : 'open';
    tags.push({ name, kind, start: at, end });
    at = html.indexOf('<', end);
  }
  return tags;
}

/** The index after the `>` ending a tag whose attributes start at `from`, or -1 when none does. */
function tagEnd(html: string, from: number): number {
  let quote = '';
  let afterEquals = false;
  for (let i = from; i < html.length; i++) {
    const char = html[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '>') return i + 1;
    else if (afterEquals && (char === '"' || char === "'")) quote = char;
    if (!' \t\n\r\f'.includes(char)) afterEquals = char === '=';
  }
  return -1;
}
