/**
 * Schemes a URL written in content may not have: they run code (`javascript:`, `vbscript:`), make a document
 * of their own (`data:`, `blob:`) or open the reader's files (`file:`, `filesystem:`). Any other is a link to
 * somewhere else, as Rspress takes it (an app's `mqq:` or `itms-apps:` link, `ftp:`).
 */
const REFUSED_SCHEMES = ['javascript', 'vbscript', 'data', 'blob', 'file', 'filesystem'];

/** A scheme's name as URLs spell it: a letter, then letters, digits, `+`, `-` and `.`. */
const SCHEME_NAME = /^[a-z][a-z\d+.-]*$/;

/** Why a scheme `disallowedScheme` names is refused, for the messages that say so. */
export const REFUSED_SCHEME_REASON = 'it could run code, or open a document or file of its own';

/** Named references that spell the characters a scheme trick needs (`&colon;`, `&Tab;`, `&NewLine;`). */
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };

/**
 * The scheme of a URL from content when it is one of the refused ones above, or a name no URL spells a
 * scheme with, lowercased; undefined for any other and for URLs without a scheme (relative paths,
 * `/site/paths`, `#hashes`, `//host/x`).
 *
 * The URL is read the way a browser would before looking at its scheme, and more leniently still, so no
 * spelling slips past: character references decoded (`&#106;avascript:`), tabs and line breaks removed
 * (`java\tscript:`, which browsers ignore), leading controls and spaces dropped, case folded. Whatever
 * stands before the first `:` that is not after a `/`, `?` or `#` counts as a scheme, even one a browser
 * would not take for one (`java script:`): refusing a strange relative link costs less than running one.
 * Only one with a character beyond ASCII is none, as no browser reads one as a scheme: `url：https://x` (a
 * full-width colon) is a relative path, a dead link rather than a refused scheme.
 *
 * @example disallowedScheme('JaVaScRiPt:alert(1)') // 'javascript'
 * @example disallowedScheme('https://esmx.dev') // undefined
 * @example disallowedScheme('mqq://card/show?uin=1') // undefined
 * @example disallowedScheme('./guide/a.md#b') // undefined
 */
export function disallowedScheme(url: string): string | undefined {
  const scheme = schemeOf(url);
  return scheme === undefined || (SCHEME_NAME.test(scheme) && !REFUSED_SCHEMES.includes(scheme)) ? undefined : scheme;
}

/**
 * The scheme of a URL from content, lowercased, read as leniently as `disallowedScheme` reads it; undefined
 * for a URL without one (a path, a `#hash`, `//host/x`).
 *
 * @example schemeOf('&#106;avascript:alert(1)') // 'javascript'
 */
export function schemeOf(url: string): string | undefined {
  const plain = decodeReferences(url)
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\u0000-\u0020]+/, '');
  const scheme = /^([^:/?#]+):/.exec(plain)?.[1];
  return scheme === undefined || /[^\u0000-\u007f]/.test(scheme) ? undefined : scheme.toLowerCase();
}

/** Decodes numeric character references (the closing `;` is optional in HTML) and the named ones above. */
function decodeReferences(text: string): string {
  return text.replace(/&(?:#x([\da-f]+)|#(\d+)|([a-z]+));?/gi, (whole, hex, decimal, name) => {
    if (name !== undefined) return NAMED[name.toLowerCase()] ?? whole;
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });
}

/**
 * A URL as a problem quotes it: whole when short, else its start and length (a `data:` image written inline
 * can be megabytes, and the message is printed in the terminal and over the page).
 */
export function shortUrl(url: string): string {
  return url.length > 100 ? `${url.slice(0, 80)}… (${url.length.toLocaleString('en')} characters)` : url;
}
