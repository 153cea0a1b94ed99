/**
 * The part of a request target the servers act on: a path that is safe to look up, to log and to send
 * back in a `Location`, and the query as sent.
 */
export interface RequestTarget {
  /**
   * Starts with exactly one `/`, then a character that is neither `/` nor `\`; no empty, `.` or `..`
   * segment; each segment percent-decodes to text without controls, `/` or `\`. Segments keep the
   * client's percent-encoding (`/zh/%E6%8C%87%E5%8D%97`). A trailing `/` is kept.
   */
  pathname: string;
  /** `?…` as sent (printable ASCII only), or `''`. */
  search: string;
  /** The `host[:port]` of an absolute-form target (`GET http://host/path`), which stands for the Host header. */
  authority?: string;
}

/** Why a target was refused, as the status to answer with. */
export interface TargetRefusal {
  status: 400 | 414;
  reason: string;
}

/** Longer targets are refused with 414: no page of a docs site has a path anywhere near this long. */
export const MAX_TARGET_LENGTH = 4096;

const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Reads a request's target (`req.url`: origin-form `/a/b?q`, or absolute-form `http://host/a/b?q`) into
 * a canonical path, or says why it cannot be served. Repeated slashes collapse (`//x` is `/x`), so no
 * path sent back in a redirect can be read as another host; dot segments, also percent-encoded, are
 * resolved without rising above the root; malformed percent-encoding, encoded slashes and controls are
 * refused. `*` (OPTIONS' asterisk-form) and anything not starting with `/` are refused.
 *
 * @example
 * parseRequestTarget('//en/./guide/%2e%2e/api?x=1') // { pathname: '/en/api', search: '?x=1' }
 * parseRequestTarget('/%E0%A4%A')                   // { status: 400, reason: 'malformed percent-encoding in "%E0%A4%A"' }
 */
export function parseRequestTarget(raw: string | undefined): RequestTarget | TargetRefusal {
  if (!raw) return { status: 400, reason: 'empty request target' };
  if (raw.length > MAX_TARGET_LENGTH)
    return { status: 414, reason: `request target over ${MAX_TARGET_LENGTH} characters` };
  let rest = raw;
  let authority: string | undefined;
  const absolute = /^https?:\/\/([^/?#]*)/i.exec(raw);
  if (absolute) {
    authority = absolute[1];
    if (!/^[\w.-]+(:\d+)?$|^\[[\da-f:.]+\](:\d+)?$/i.test(authority))
      return { status: 400, reason: `invalid host "${authority}"` };
    rest = raw.slice(absolute[0].length) || '/';
    if (rest.startsWith('?')) rest = `/${rest}`;
  }
  if (!rest.startsWith('/')) return { status: 400, reason: 'request target must start with /' };
  // A client has no business sending a fragment; it names nothing on the server.
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const query = rest.indexOf('?');
  const path = query >= 0 ? rest.slice(0, query) : rest;
  const search = query >= 0 && query < rest.length - 1 ? printable(rest.slice(query)) : '';

  const segments: string[] = [];
  const parts = printable(path).split('/');
  for (const part of parts) {
    if (part === '') continue;
    let text: string;
    try {
      text = decodeURIComponent(part);
    } catch {
      return { status: 400, reason: `malformed percent-encoding in "${part}"` };
    }
    if (CONTROL.test(text) || text.includes('/') || text.includes('\\'))
      return { status: 400, reason: `segment "${part}" holds a control character, / or \\` };
    if (text === '.') continue;
    if (text === '..') segments.pop();
    else segments.push(part);
  }
  const last = parts[parts.length - 1];
  const directory = last === '' || /^(%2e|\.){1,2}$/i.test(last);
  const pathname = segments.length === 0 ? '/' : `/${segments.join('/')}${directory ? '/' : ''}`;
  return authority === undefined ? { pathname, search } : { pathname, search, authority };
}

/** Narrows a parse result to a refusal. */
export function isRefusal(result: RequestTarget | TargetRefusal): result is TargetRefusal {
  return 'status' in result;
}

/**
 * Percent-encodes what Node's parser may let through but a header value or a URL should not hold raw:
 * spaces, controls, `"`, `<`, `>`, backtick, braces, `|`, `^`, `\` and anything past ASCII (read as
 * Latin-1 by Node, so each character is one byte of the client's UTF-8).
 */
function printable(text: string): string {
  return text.replace(
    /[^\x21-\x7e]|["<>`{}|^\\]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}
