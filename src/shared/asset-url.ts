/**
 * The URL of an image the config or front matter names (the navbar logo, the home hero's picture, a feature's
 * icon): site paths get the base (`/logo.svg` under `/docs/` is `/docs/logo.svg`) unless they start with it
 * already (`/docs/logo.svg` stays, as Rspress's withBase leaves it), URLs stay as they are.
 */
export function assetUrl(src: string, base: string): string {
  if (/^(https?:)?\/\//.test(src) || src.startsWith('data:') || src.startsWith(base)) return src;
  return `${base}${src.replace(/^\//, '')}`;
}
