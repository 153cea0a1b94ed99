import type { ReactNode } from 'react';
import { assetUrl } from '../../shared/asset-url';
import type { Feature, Hero, HtmlPart } from '../../shared/types';
import { useShell } from '../app/shell-context';
import { AppLink } from '../components/AppLink';
import { Navbar } from '../components/Navbar';
import { PageContent } from '../components/PageContent';
import { MAIN_ID, SkipLink } from '../components/SkipLink';
import { ThemeSlot } from '../components/ThemeSlot';

/** Internal links in front matter may omit the language prefix; they stay in the page's language. */
/** A hero or feature link in the page's language: site paths get its prefix, other links stay. */

const asList = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** The hero's picture: one, or a light and a dark one that the theme class shows in turn (as the navbar logo). */
function HeroImage({ image }: { image: NonNullable<Hero['image']> }) {
  const { site } = useShell();
  const { src, alt = '' } = image;
  const picture = (url: string, scheme?: 'light' | 'dark') => (
    <img
      className={scheme ? `hero-image hero-image-${scheme}` : 'hero-image'}
      src={assetUrl(url, site.config.base)}
      alt={alt}
      // Rspress's box for it: a small logo (an SVG 40 px wide) is drawn at the hero's size, not its own.
      width={375}
      height={375}
      srcSet={asList(image.srcset)}
      sizes={asList(image.sizes)}
    />
  );
  if (typeof src === 'string') return picture(src);
  return (
    <>
      {picture(src.light, 'light')}
      {picture(src.dark, 'dark')}
    </>
  );
}

/**
 * The hero's name, text, tagline and action texts as the build read their HTML (`parts`, see html-parts.ts), as
 * Rspress renders them.
 */
function HeroSection({ hero }: { hero: Hero }) {
  const { name, text, tagline, actions } = hero.parts ?? {};
  return (
    <section className="hero">
      <div className="hero-copy">
        {hero.badge ? <span className="badge badge-tip">{hero.badge}</span> : null}
        {name?.length ? <h1 className="hero-name">{name.map(htmlPiece)}</h1> : null}
        {text?.length ? (
          <p className="hero-text">
            {text.map((line, index) => (
              <span key={index} className="hero-line">
                {line.map(htmlPiece)}
              </span>
            ))}
          </p>
        ) : null}
        {tagline?.length ? <p className="hero-tagline">{tagline.map(htmlPiece)}</p> : null}
        <ThemeSlot name="beforeHeroActions" />
        {hero.actions?.length ? (
          <div className="hero-actions">
            {hero.actions.map((action, index) => (
              <AppLink
                key={action.text}
                className={`button ${action.theme === 'alt' ? 'alt' : 'brand'}`}
                href={action.link}
              >
                {actions?.[index]?.map(htmlPiece) ?? action.text}
              </AppLink>
            ))}
          </div>
        ) : null}
        <ThemeSlot name="afterHeroActions" />
      </div>
      {hero.image ? <HeroImage image={hero.image} /> : null}
    </section>
  );
}

/** A card's icon: an emoji or text as it is, or the picture the build read from it (see build/feature-icon.ts). */
function FeatureIcon({ feature }: { feature: Feature }) {
  return (
    <span className="feature-icon" aria-hidden="true">
      {feature.iconImage ? <img {...feature.iconImage} alt={feature.iconImage.alt} /> : feature.icon}
    </span>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  const body = (
    <>
      {feature.icon ? <FeatureIcon feature={feature} /> : null}
      <h2 className="feature-title">{feature.title}</h2>
      {feature.details ? (
        <p className="feature-details">{feature.detailsParts?.map(htmlPiece) ?? feature.details}</p>
      ) : null}
    </>
  );
  const className = `feature span-${feature.span ?? 4}`;
  return feature.link ? (
    <AppLink className={`${className} feature-link`} href={feature.link}>
      {body}
    </AppLink>
  ) : (
    <div className={className}>{body}</div>
  );
}

/**
 * The config's `themeConfig.footer.message` under the home page, as Rspress shows it: its text, links and
 * inline elements as the build read them (`parts`, see html-parts.ts), never its markup as written.
 */
function HomeFooter() {
  const footer = useShell().site.config.themeConfig.footer;
  const parts = footer?.parts ?? (footer?.message ? [footer.message] : []);
  if (parts.every((part) => typeof part === 'string' && part.trim() === '')) return null;
  return <footer className="home-footer">{parts.map(htmlPiece)}</footer>;
}

function htmlPiece(part: HtmlPart, key: number): ReactNode {
  if (typeof part === 'string') return part;
  if (part.tag === 'br') return <br key={key} />;
  const children = part.children.map(htmlPiece);
  if (part.tag === 'a')
    return (
      <AppLink key={key} href={part.href}>
        {children}
      </AppLink>
    );
  const Tag = part.tag;
  return <Tag key={key}>{children}</Tag>;
}

/**
 * A part of the home page the site's theme draws itself (its `HomeHero`, `HomeFeature`, `HomeFooter`: see
 * PageData.themeParts), as the build rendered it: the island loader draws it again in the browser.
 */
function ThemePart({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own render of the site's theme component
  return <div className="theme-home" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The home page: hero, feature cards on a 12-column grid, then the page's own content. */
export function HomeLayout() {
  // Hero and feature links go where they say (the build resolved the relative ones), as Rspress's do: an
  // "English" button on the Chinese home page writes `/en/`, a "中文" one on the English home page `/`.
  const { page } = useShell();
  const { hero, features } = page.frontmatter;
  const parts = page.themeParts;
  // The site's theme's own home page (its HTML the page's: see PageData.themeHome) stands in place of the hero,
  // features and footer; in its own main landmark when it draws one. Full width under the navbar, as Rspress
  // draws it: the theme sets its own margins (a hero filling the screen is common).
  if (page.themeHome) {
    const Main = /<main[\s>]/.test(page.html) ? 'div' : 'main';
    return (
      <>
        <SkipLink />
        <Navbar />
        <Main id={MAIN_ID} className="custom" tabIndex={-1}>
          <PageContent className="theme-home" html={page.html} />
        </Main>
      </>
    );
  }
  return (
    <>
      <SkipLink />
      <Navbar />
      <main id={MAIN_ID} className="home" tabIndex={-1}>
        <ThemeSlot name="beforeHero" />
        {parts?.hero !== undefined ? <ThemePart html={parts.hero} /> : hero ? <HeroSection hero={hero} /> : null}
        <ThemeSlot name="afterHero" />
        <ThemeSlot name="beforeFeatures" />
        {parts?.features !== undefined ? (
          <ThemePart html={parts.features} />
        ) : features?.length ? (
          <div className="features">
            {features.map((feature) => (
              <FeatureCard key={feature.title} feature={feature} />
            ))}
          </div>
        ) : null}
        <ThemeSlot name="afterFeatures" />
        {page.html ? <PageContent className="doc-content home-content" html={page.html} /> : null}
      </main>
      {parts?.footer !== undefined ? <ThemePart html={parts.footer} /> : <HomeFooter />}
    </>
  );
}
