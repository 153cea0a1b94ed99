/**
 * The URL of an image the config or front matter names (the navbar logo, the home hero's picture): site
 * paths get the base (`/logo.svg` under `/docs/` is `/docs/logo.svg`), URLs stay as they are.
 */
export function assetUrl(src: string, base: string): string {
  return /^(https?:)?\/\//.test(src) || src.startsWith('data:') ? src : `${base}${src.replace(/^\//, '')}`;
}
