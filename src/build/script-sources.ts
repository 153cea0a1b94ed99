/** The scripts an HTML document runs: the text of each inline one, and the `src` of each external one. */
export interface ScriptSources {
  /** Inline scripts' text, as the browser hashes it (line breaks normalized to `\n`). */
  inline: string[];
  /** External scripts' `src`, entity `&amp;` decoded, in document order. */
  external: string[];
}

/**
 * `type` values the browser runs (the HTML spec's JavaScript MIME types, `module`, and the import maps
 * and speculation rules that CSP also checks); a script with no or an empty `type` runs too. Any other
 * type (`application/json`, `application/ld+json`) is a data block: never run, so never hashed.
 */
const RUN_TYPES = new Set([
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

const OPEN = /<script(?=[\s/>])/gi;
const CLOSE = /<\/script(?=[\s/>])/gi;
const ATTRIBUTE = /[\s/]*([^\s/>][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?|[\s/]*>/y;

/**
 * Finds the `<script>` elements of a document as the HTML tokenizer does: tag names in any case,
 * attributes quoted or not, the text running to the next `</script`. A `<script` inside a comment or
 * an attribute value is taken for a script too: that can only add a hash (of text the document holds)
 * or withhold one (the script is then blocked), never let an unlisted script run.
 *
 * @example
 * scriptSources('<script>a()</script><script type="application/json">{}</script><script src="/m.js"></script>')
 * // { inline: ['a()'], external: ['/m.js'] }
 */
export function scriptSources(html: string): ScriptSources {
  const sources: ScriptSources = { inline: [], external: [] };
  OPEN.lastIndex = 0;
  for (let open = OPEN.exec(html); open; open = OPEN.exec(html)) {
    const attributes = new Map<string, string>();
    ATTRIBUTE.lastIndex = OPEN.lastIndex;
    let end = html.length;
    for (let match = ATTRIBUTE.exec(html); match; match = ATTRIBUTE.exec(html)) {
      if (match[1] === undefined) {
        end = ATTRIBUTE.lastIndex;
        break;
      }
      const name = match[1].toLowerCase();
      if (!attributes.has(name)) attributes.set(name, decodeAmpersands(match[2] ?? match[3] ?? match[4] ?? ''));
    }
    CLOSE.lastIndex = end;
    const close = CLOSE.exec(html);
    const text = html.slice(end, close ? close.index : html.length);
    OPEN.lastIndex = close ? CLOSE.lastIndex : html.length;
    const src = attributes.get('src');
    if (src !== undefined) sources.external.push(src.trim());
    else if (runs(attributes.get('type'))) sources.inline.push(text.replace(/\r\n?/g, '\n').replace(/\0/g, '\ufffd'));
  }
  return sources;
}

function runs(type: string | undefined): boolean {
  const essence = type?.trim().toLowerCase() ?? '';
  return essence === '' || RUN_TYPES.has(essence);
}

function decodeAmpersands(value: string): string {
  return value.replace(/&amp;/gi, '&');
}
