import { hasIcon } from '../../shared/icon-names';
import type { SocialLink } from '../../shared/types';
import { useShell, useT } from '../app/shell-context';
import { Disclosure } from './Disclosure';
import { Icon } from './Icon';
import { SvgIcon } from './SvgIcon';

/** More social links than this spill into a "more" popup, so the navbar keeps room for the rest. */
const SOCIAL_INLINE_MAX = 5;

/** Accessible name of a social link: its icon name, capitalised the way the brands write it. */
const NAMES: Record<string, string> = { github: 'GitHub', x: 'X', discord: 'Discord', gitlab: 'GitLab', npm: 'npm' };
function nameOf(link: SocialLink): string {
  if (typeof link.icon === 'string') return NAMES[link.icon] ?? link.icon.charAt(0).toUpperCase() + link.icon.slice(1);
  // An icon of the site's own has no name: a link is named by its host (`https://www.t.me/x` → `t.me`), a
  // popup by what it shows.
  return link.mode === 'link' ? link.content.replace(/^\w+:\/\/(www\.)?|[/?#].*/g, '') : link.content;
}

/** The link's icon: one we ship, the site's own SVG (see `SvgIcon`; the build made markup written as the name `{ svg }`), or its name as text. */
function SocialIcon({ link }: { link: SocialLink }) {
  if (typeof link.icon !== 'string') return <SvgIcon svg={link.icon.svg} />;
  return hasIcon(link.icon) ? <Icon name={link.icon} /> : <span className="social-text">{nameOf(link)}</span>;
}

function Social({ link }: { link: SocialLink }) {
  const icon = <SocialIcon link={link} />;
  if (link.mode === 'link') {
    return (
      <a
        className="icon-button social-link"
        href={link.content}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={nameOf(link)}
        title={nameOf(link)}
      >
        {icon}
      </a>
    );
  }
  // The other modes reveal their content (an account name, a QR code) on demand. `dom` (raw
  // markup) is shown as text: the shell never injects markup from configuration.
  return (
    <Disclosure className="social-link" label={nameOf(link)} button={icon}>
      {link.mode === 'img' ? <img src={link.content} alt={nameOf(link)} width={160} /> : <p>{link.content}</p>}
    </Disclosure>
  );
}

/** The navbar's social links (the source repository among them). */
export function SocialLinks() {
  const tr = useT();
  const links = useShell().site.config.themeConfig.socialLinks ?? [];
  if (!links.length) return null;
  const overflow = links.length > SOCIAL_INLINE_MAX;
  const inline = overflow ? links.slice(0, SOCIAL_INLINE_MAX) : links;
  const rest = overflow ? links.slice(SOCIAL_INLINE_MAX) : [];
  return (
    <div className="social-links">
      {inline.map((link) => (
        <Social key={link.mode + link.content} link={link} />
      ))}
      {rest.length ? (
        <Disclosure className="social-more" label={tr('nav.more')} button={<Icon name="more" />}>
          <div className="social-more-list">
            {rest.map((link) => (
              <Social key={link.mode + link.content} link={link} />
            ))}
          </div>
        </Disclosure>
      ) : null}
    </div>
  );
}
