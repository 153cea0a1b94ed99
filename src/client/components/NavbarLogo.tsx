import { assetUrl } from '../../shared/asset-url';
import type { SiteConfig } from '../../shared/types';

/**
 * The navbar's brand: the config's `logo` (one image, or `{ light, dark }` switched by the theme class
 * in CSS) with `logoText` beside it; without a logo, `logoText` alone, else the site title, as Rspress draws
 * them. The logo's alt text is the title, so the home link keeps its name.
 */
export function NavbarLogo({ config, title }: { config: SiteConfig; title: string }) {
  const { logo, logoText, base } = config;
  if (!logo) return <>{logoText || title}</>;
  const images =
    typeof logo === 'string' ? (
      <img className="navbar-logo" src={assetUrl(logo, base)} alt={title} />
    ) : (
      <>
        <img className="navbar-logo navbar-logo-light" src={assetUrl(logo.light, base)} alt={title} />
        <img className="navbar-logo navbar-logo-dark" src={assetUrl(logo.dark, base)} alt={title} />
      </>
    );
  return (
    <>
      {images}
      {logoText ? <span className="navbar-logo-text">{logoText}</span> : null}
    </>
  );
}
