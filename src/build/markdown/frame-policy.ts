import { schemeOf } from './safe-url';

/** What an iframe of content may show: a page of another site over http(s), or a path on this one. */
const FRAME_SCHEMES = ['http', 'https'];

/**
 * Why an `<iframe>` of a page (raw HTML in `.md`, JSX in `.mdx`) cannot be shown, if it cannot. An embed
 * (a video, a sandbox, a demo) shows a document of its own origin, which runs apart from the page; what
 * would run in the page's own origin is refused: a document written inline (`srcdoc`) and a `src` that is
 * code or data rather than an address (`javascript:`, `data:`). Handler attributes are refused with every
 * other element's. `properties` are the element's attributes by any spelling (`srcDoc`, `srcdoc`).
 *
 * @example frameRefusal({ src: 'https://www.youtube.com/embed/x' }) // undefined
 * @example frameRefusal({ srcDoc: '<script>…</script>' }) // '<iframe srcdoc> could run code …'
 */
export function frameRefusal(properties: Readonly<Record<string, unknown>>): string | undefined {
  const names = Object.keys(properties).map((name) => name.toLowerCase());
  if (names.includes('srcdoc'))
    return "<iframe srcdoc> could run code (its document would be the page's own): give the iframe a src instead";
  const src = properties.src;
  if (src === undefined) return undefined;
  if (typeof src !== 'string') return '<iframe src> must be a URL written as a string';
  const scheme = schemeOf(src);
  return scheme === undefined || FRAME_SCHEMES.includes(scheme)
    ? undefined
    : `<iframe src="${scheme}:…"> could run code: an iframe may show an http(s) URL or a path on the site`;
}
